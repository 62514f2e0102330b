/**
 * One order per checkout visit (OrderCreateInput.idempotencyKey: "the same key answers with the
 * same order"): the key is made at the first attempt to place the order and kept in session
 * storage, so a double click or a retry after a reload sends the same key; it is dropped with
 * the hand-off when the order is placed. Made in the browser only: the page's first screen is
 * rendered on the server, which has no session storage.
 *
 * The key is also dropped when the API refuses it as spent on another request
 * (CHECKOUT_IDEMPOTENCY_KEY_REUSED, docs/adr/0052): an earlier attempt placed an order whose
 * answer never arrived and the checkout has changed since. The refusal's message tells the
 * shopper so; the next click makes a new key and places what the page shows as a new order.
 */
import { CHECKOUT_ERROR_CODES } from "@/lib/domain/checkout/checkout-rules";

export const CHECKOUT_IDEMPOTENCY_KEY = "checkoutIdempotencyKey";

export function checkoutIdempotencyKey(
  storage: Storage = window.sessionStorage,
  makeKey: () => string = () => crypto.randomUUID(),
): string {
  const kept = storage.getItem(CHECKOUT_IDEMPOTENCY_KEY);
  if (kept) return kept;
  const key = makeKey();
  storage.setItem(CHECKOUT_IDEMPOTENCY_KEY, key);
  return key;
}

export function clearCheckoutIdempotencyKey(storage: Storage = window.sessionStorage): void {
  storage.removeItem(CHECKOUT_IDEMPOTENCY_KEY);
}

/**
 * After a refused createOrder: drops the kept key when the refusal says it is spent on another
 * request, so the next attempt is a new one. Tells whether it did.
 */
export function releaseSpentIdempotencyKey(
  userErrors: readonly { code: string | null }[],
  storage: Storage = window.sessionStorage,
): boolean {
  if (!userErrors.some((error) => error.code === CHECKOUT_ERROR_CODES.IDEMPOTENCY_KEY_REUSED)) {
    return false;
  }
  clearCheckoutIdempotencyKey(storage);
  return true;
}
