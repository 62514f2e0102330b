/**
 * The hand-off from the cart to checkout (shopping §4 Checkout entry: the eligible lines "are
 * saved with the coupon codes to session storage"). Session storage, so the choice lives in
 * this tab only and ends with it; the checkout page reads it back and re-prices on the server.
 * What comes back is checked field by field, because the storage is the shopper's to edit.
 *
 * A copy goes to a cookie sent only to /checkout, so the server can render the first screen
 * (docs/adr/0032); session storage stays the authority: the page's island compares the two and
 * follows session storage when they differ. The copy also names the member coupon among the
 * codes (the cart keeps that choice in session storage too).
 */
import type { CartLineType } from "@/lib/graphql/operations/cart";
import {
  CHECKOUT_HANDOFF_COOKIE,
  CHECKOUT_HANDOFF_COOKIE_MAX_LENGTH,
  CHECKOUT_HANDOFF_COOKIE_PATH,
} from "@/lib/session/cookies";

export const CHECKOUT_LINES_KEY = "checkoutLines";

export interface CheckoutLine {
  skuCode: string;
  quantity: number;
  lineType: CartLineType;
  activityId: string | null;
}

export interface CheckoutHandoff {
  lines: CheckoutLine[];
  couponCodes: string[];
}

/** The cookie's copy: the hand-off and which of its codes is the member coupon. */
export interface CheckoutHandoffCopy extends CheckoutHandoff {
  memberCoupon: string | null;
}

const LINE_TYPES: readonly CartLineType[] = ["SALABLE_PRODUCT", "GIFT", "ATTACHED_PRODUCT"];

function isLineType(value: unknown): value is CartLineType {
  return typeof value === "string" && (LINE_TYPES as readonly string[]).includes(value);
}

function isQuantity(value: unknown): value is number {
  return typeof value === "number" && Number.isInteger(value) && value > 0;
}

function isCheckoutLine(value: unknown): value is CheckoutLine {
  if (typeof value !== "object" || value === null) return false;
  const line = value as Record<string, unknown>;
  return (
    typeof line.skuCode === "string" &&
    isQuantity(line.quantity) &&
    isLineType(line.lineType) &&
    (line.activityId === null || typeof line.activityId === "string")
  );
}

function isCodeList(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((code) => typeof code === "string");
}

export function writeCheckoutHandoff(
  handoff: CheckoutHandoff,
  storage: Storage = window.sessionStorage,
): void {
  storage.setItem(CHECKOUT_LINES_KEY, JSON.stringify(handoff));
}

/** A stored hand-off's text, checked; null when it does not hold up. */
export function parseCheckoutHandoff(raw: string | null): CheckoutHandoff | null {
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as Record<string, unknown>;
    const { lines, couponCodes } = parsed;
    if (!Array.isArray(lines) || !lines.every(isCheckoutLine)) return null;
    if (!isCodeList(couponCodes)) return null;
    return { lines, couponCodes };
  } catch {
    return null;
  }
}

/** The saved hand-off, or null when there is none or it does not hold up. */
export function readCheckoutHandoff(
  storage: Storage = window.sessionStorage,
): CheckoutHandoff | null {
  return parseCheckoutHandoff(storage.getItem(CHECKOUT_LINES_KEY));
}

/**
 * The copy as the cookie holds it: each line as [sku, quantity, line type, activity], so a bag
 * of dozens of lines still fits; null when even that is longer than a cookie should be.
 */
export function encodeHandoffCopy(copy: CheckoutHandoffCopy): string | null {
  const compact = {
    l: copy.lines.map((line) => [line.skuCode, line.quantity, line.lineType, line.activityId]),
    c: copy.couponCodes,
    m: copy.memberCoupon,
  };
  const value = encodeURIComponent(JSON.stringify(compact));
  return value.length <= CHECKOUT_HANDOFF_COOKIE_MAX_LENGTH ? value : null;
}

/** The cookie's copy read back (already URI-decoded), checked as strictly as session storage. */
export function decodeHandoffCopy(raw: string | undefined): CheckoutHandoffCopy | null {
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as Record<string, unknown>;
    const { l, c, m } = parsed;
    if (!Array.isArray(l) || !isCodeList(c) || !(m === null || typeof m === "string")) {
      return null;
    }
    const lines: CheckoutLine[] = [];
    for (const entry of l as unknown[]) {
      if (!Array.isArray(entry) || entry.length !== 4) return null;
      const [skuCode, quantity, lineType, activityId] = entry as unknown[];
      const line = { skuCode, quantity, lineType, activityId };
      if (!isCheckoutLine(line)) return null;
      lines.push(line);
    }
    return { lines, couponCodes: c, memberCoupon: m };
  } catch {
    return null;
  }
}

function cookieAttributes(): string {
  const secure = window.location.protocol === "https:" ? "; Secure" : "";
  return `; Path=${CHECKOUT_HANDOFF_COOKIE_PATH}; SameSite=Lax${secure}`;
}

/** Writes the copy, or removes an older one when this hand-off is too long to copy. */
export function writeCheckoutHandoffCookie(copy: CheckoutHandoffCopy): void {
  const value = encodeHandoffCopy(copy);
  // No expiry: a browser-session cookie, gone when the browser closes, like the tab's storage.
  document.cookie =
    value === null
      ? `${CHECKOUT_HANDOFF_COOKIE}=${cookieAttributes()}; Max-Age=0`
      : `${CHECKOUT_HANDOFF_COOKIE}=${value}${cookieAttributes()}`;
}

export function clearCheckoutHandoff(storage: Storage = window.sessionStorage): void {
  storage.removeItem(CHECKOUT_LINES_KEY);
  if (typeof document !== "undefined") {
    document.cookie = `${CHECKOUT_HANDOFF_COOKIE}=${cookieAttributes()}; Max-Age=0`;
  }
}
