/**
 * The browser's half of a social sign-in (docs/adr/0024): a random `state` kept in
 * sessionStorage before leaving for the provider and checked, once, on return to /linkAccount,
 * so a sign-in that this tab did not start (a forged redirect) is refused.
 */
import type { ThirdPartyAppType } from "@/lib/domain/accounts/identity-providers";

const STORAGE_KEY = "shop.socialSignIn";

export interface PendingSocialSignIn {
  state: string;
  appType: ThirdPartyAppType;
  /** Where the shopper goes once signed in (the login page's redirectUrl). */
  redirectUrl: string;
}

export function beginSocialSignIn(
  appType: ThirdPartyAppType,
  authorizeUrl: string,
  redirectUrl: string,
): string {
  const state = crypto.randomUUID();
  const pending: PendingSocialSignIn = { state, appType, redirectUrl };
  window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify(pending));
  const url = new URL(authorizeUrl);
  url.searchParams.set("state", state);
  return url.toString();
}

/** The pending sign-in if `state` is the one this tab stored; it is forgotten either way. */
export function takePendingSocialSignIn(state: string | null): PendingSocialSignIn | null {
  const stored = window.sessionStorage.getItem(STORAGE_KEY);
  window.sessionStorage.removeItem(STORAGE_KEY);
  if (!stored || !state) return null;
  try {
    const pending = JSON.parse(stored) as Partial<PendingSocialSignIn>;
    if (
      pending.state !== state ||
      (pending.appType !== "FACEBOOK" && pending.appType !== "INSTAGRAM") ||
      typeof pending.redirectUrl !== "string"
    ) {
      return null;
    }
    return pending as PendingSocialSignIn;
  } catch {
    return null;
  }
}
