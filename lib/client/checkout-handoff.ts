/**
 * The hand-off from the cart to checkout (shopping §4 Checkout entry: the eligible lines "are
 * saved with the coupon codes to session storage"). Session storage, so the choice lives in
 * this tab only and ends with it; the checkout page reads it back and re-prices on the server.
 * What comes back is checked field by field, because the storage is the shopper's to edit.
 */
import type { CartLineType } from "@/lib/graphql/operations/cart";

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

const LINE_TYPES: readonly string[] = ["SALABLE_PRODUCT", "GIFT", "ATTACHED_PRODUCT"];

function isCheckoutLine(value: unknown): value is CheckoutLine {
  if (typeof value !== "object" || value === null) return false;
  const line = value as Record<string, unknown>;
  return (
    typeof line.skuCode === "string" &&
    typeof line.quantity === "number" &&
    Number.isInteger(line.quantity) &&
    line.quantity > 0 &&
    typeof line.lineType === "string" &&
    LINE_TYPES.includes(line.lineType) &&
    (line.activityId === null || typeof line.activityId === "string")
  );
}

export function writeCheckoutHandoff(
  handoff: CheckoutHandoff,
  storage: Storage = window.sessionStorage,
): void {
  storage.setItem(CHECKOUT_LINES_KEY, JSON.stringify(handoff));
}

/** The saved hand-off, or null when there is none or it does not hold up. */
export function readCheckoutHandoff(
  storage: Storage = window.sessionStorage,
): CheckoutHandoff | null {
  const raw = storage.getItem(CHECKOUT_LINES_KEY);
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as Record<string, unknown>;
    const { lines, couponCodes } = parsed;
    if (!Array.isArray(lines) || !lines.every(isCheckoutLine)) return null;
    if (!Array.isArray(couponCodes) || !couponCodes.every((code) => typeof code === "string")) {
      return null;
    }
    return { lines, couponCodes: couponCodes as string[] };
  } catch {
    return null;
  }
}

export function clearCheckoutHandoff(storage: Storage = window.sessionStorage): void {
  storage.removeItem(CHECKOUT_LINES_KEY);
}
