/**
 * One order per checkout visit (OrderCreateInput.idempotencyKey: "the same key answers with the
 * same order"): the key is made at the first attempt to place the order and kept in session
 * storage, so a double click or a retry after a reload sends the same key; it is dropped with
 * the hand-off when the order is placed. Made in the browser only: the page's first screen is
 * rendered on the server, which has no session storage.
 */
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
