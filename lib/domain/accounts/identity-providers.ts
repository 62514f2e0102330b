/**
 * The OAuth adapters of social sign-in (accounts spec §7 Login: facebookLogin appIdentifier,
 * instagramLogin authCode; docs/adr/0024). Each is off unless its settings are configured.
 *
 * Facebook: the browser gets a user access token from the login dialog (response_type=token);
 * the server asks Graph `debug_token` whether it is valid and issued to OUR app (a token issued
 * to another app must not sign anyone in here), then reads `/me`.
 * Instagram: the browser brings an authorization code; the server exchanges it for a token with
 * the app secret, then reads `/me`.
 * Every failure is one of "disabled | invalid | unavailable"; nothing here throws.
 */
import { IDENTITY_PROVIDER_TIMEOUT_MS, type THIRD_PARTY_APP_TYPES } from "./constants";

export type ThirdPartyAppType = (typeof THIRD_PARTY_APP_TYPES)[number];

/** accounts §3: "Third-party profile: nickName, email, mobile, thirdPartyId". */
export interface ThirdPartyProfile {
  thirdPartyId: string;
  nickName: string | null;
  email: string | null;
  mobile: string | null;
}

export interface FacebookSettings {
  appId: string;
  appSecret: string;
  /** The login dialog, e.g. https://www.facebook.com/v19.0/dialog/oauth. */
  dialogUrl: string;
  /** The Graph API root, e.g. https://graph.facebook.com/v19.0. */
  graphUrl: string;
}

export interface InstagramSettings {
  appId: string;
  appSecret: string;
  authorizeUrl: string;
  tokenUrl: string;
  graphUrl: string;
}

export interface IdentityProviderConfig {
  facebook: FacebookSettings | null;
  instagram: InstagramSettings | null;
  /** Where the providers send the browser back: PUBLIC_BASE_URL + /linkAccount. */
  redirectUri: string;
}

export type ProviderFailureReason = "disabled" | "invalid" | "unavailable";
export type ProviderResult =
  { ok: true; profile: ThirdPartyProfile } | { ok: false; reason: ProviderFailureReason };

type Fetch = typeof fetch;

async function getJson(
  fetchImpl: Fetch,
  url: string,
  init?: RequestInit,
): Promise<{ status: number; body: unknown }> {
  const response = await fetchImpl(url, {
    ...init,
    signal: AbortSignal.timeout(IDENTITY_PROVIDER_TIMEOUT_MS),
  });
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    throw new Error(`identity provider answered ${response.status} without JSON`);
  }
  return { status: response.status, body };
}

function field(value: unknown, key: string): unknown {
  return typeof value === "object" && value !== null
    ? (value as Record<string, unknown>)[key]
    : undefined;
}

function optionalText(value: unknown): string | null {
  return typeof value === "string" && value.trim() ? value.trim() : null;
}

/**
 * A 4xx answer means the credential is bad; a 5xx, a network failure or a time-out means the
 * provider is unavailable, which the shopper is told apart (they can retry later).
 */
async function guarded(run: () => Promise<ProviderResult>): Promise<ProviderResult> {
  try {
    return await run();
  } catch {
    // Network error, time-out (AbortSignal) or an answer that is not JSON.
    return { ok: false, reason: "unavailable" };
  }
}

function statusFailure(status: number): ProviderResult | null {
  if (status >= 500) return { ok: false, reason: "unavailable" };
  if (status >= 400) return { ok: false, reason: "invalid" };
  return null;
}

export async function verifyFacebookToken(
  config: IdentityProviderConfig,
  accessToken: string,
  fetchImpl: Fetch = fetch,
): Promise<ProviderResult> {
  const settings = config.facebook;
  if (!settings) return { ok: false, reason: "disabled" };
  if (!accessToken.trim() || accessToken.length > 4096) return { ok: false, reason: "invalid" };
  return guarded(async () => {
    const debug = new URL(`${settings.graphUrl}/debug_token`);
    debug.searchParams.set("input_token", accessToken);
    debug.searchParams.set("access_token", `${settings.appId}|${settings.appSecret}`);
    const checked = await getJson(fetchImpl, debug.toString());
    const failed = statusFailure(checked.status);
    if (failed) return failed;
    const data = field(checked.body, "data");
    if (field(data, "is_valid") !== true || String(field(data, "app_id")) !== settings.appId) {
      return { ok: false, reason: "invalid" };
    }
    const me = new URL(`${settings.graphUrl}/me`);
    me.searchParams.set("fields", "id,name,email");
    me.searchParams.set("access_token", accessToken);
    const profile = await getJson(fetchImpl, me.toString());
    const profileFailed = statusFailure(profile.status);
    if (profileFailed) return profileFailed;
    const id = optionalText(field(profile.body, "id"));
    // The token's user must be the profile's user: a mismatch means a confused provider.
    if (!id || id !== String(field(data, "user_id"))) return { ok: false, reason: "invalid" };
    return {
      ok: true,
      profile: {
        thirdPartyId: id,
        nickName: optionalText(field(profile.body, "name")),
        email: optionalText(field(profile.body, "email")),
        mobile: null,
      },
    };
  });
}

async function readInstagramProfile(
  settings: InstagramSettings,
  accessToken: string,
  fetchImpl: Fetch,
): Promise<ProviderResult> {
  const me = new URL(`${settings.graphUrl}/me`);
  me.searchParams.set("fields", "id,username");
  me.searchParams.set("access_token", accessToken);
  const profile = await getJson(fetchImpl, me.toString());
  const failed = statusFailure(profile.status);
  if (failed) return failed;
  const id = optionalText(field(profile.body, "id"));
  if (!id) return { ok: false, reason: "invalid" };
  return {
    ok: true,
    profile: {
      thirdPartyId: id,
      nickName: optionalText(field(profile.body, "username")),
      email: null,
      mobile: null,
    },
  };
}

/** instagramLogin: the authorization code from the redirect, exchanged with the app secret. */
export async function exchangeInstagramCode(
  config: IdentityProviderConfig,
  authCode: string,
  fetchImpl: Fetch = fetch,
): Promise<ProviderResult> {
  const settings = config.instagram;
  if (!settings) return { ok: false, reason: "disabled" };
  if (!authCode.trim() || authCode.length > 4096) return { ok: false, reason: "invalid" };
  return guarded(async () => {
    const exchanged = await getJson(fetchImpl, settings.tokenUrl, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({
        client_id: settings.appId,
        client_secret: settings.appSecret,
        grant_type: "authorization_code",
        redirect_uri: config.redirectUri,
        code: authCode,
      }).toString(),
    });
    const failed = statusFailure(exchanged.status);
    if (failed) return failed;
    const accessToken = optionalText(field(exchanged.body, "access_token"));
    if (!accessToken) return { ok: false, reason: "invalid" };
    return readInstagramProfile(settings, accessToken, fetchImpl);
  });
}

/**
 * gwLoginByThirdParty and thirdPartyBindV2 take an `appIdentifier`: the provider's user access
 * token (for Instagram, one this app obtained; Instagram tokens are bound to the app that got them).
 */
export async function verifyAccessToken(
  config: IdentityProviderConfig,
  appType: ThirdPartyAppType,
  accessToken: string,
  fetchImpl: Fetch = fetch,
): Promise<ProviderResult> {
  if (appType === "FACEBOOK") return verifyFacebookToken(config, accessToken, fetchImpl);
  const settings = config.instagram;
  if (!settings) return { ok: false, reason: "disabled" };
  if (!accessToken.trim() || accessToken.length > 4096) return { ok: false, reason: "invalid" };
  return guarded(() => readInstagramProfile(settings, accessToken, fetchImpl));
}

/**
 * The provider's authorize URL without `state`: the browser adds the state it keeps in
 * sessionStorage, so the server never needs to remember an unfinished sign-in.
 */
export function authorizeUrlWithoutState(
  config: IdentityProviderConfig,
  appType: ThirdPartyAppType,
): string | null {
  if (appType === "FACEBOOK") {
    if (!config.facebook) return null;
    const url = new URL(config.facebook.dialogUrl);
    url.searchParams.set("client_id", config.facebook.appId);
    url.searchParams.set("redirect_uri", config.redirectUri);
    url.searchParams.set("response_type", "token");
    url.searchParams.set("scope", "public_profile,email");
    return url.toString();
  }
  if (!config.instagram) return null;
  const url = new URL(config.instagram.authorizeUrl);
  url.searchParams.set("client_id", config.instagram.appId);
  url.searchParams.set("redirect_uri", config.redirectUri);
  url.searchParams.set("response_type", "code");
  url.searchParams.set("scope", "user_profile");
  return url.toString();
}
