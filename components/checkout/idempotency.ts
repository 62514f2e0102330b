/**
 * One order per checkout visit (OrderCreateInput.idempotencyKey: "the same key answers with the
 * same order"): the key is made once and kept in session storage, so a double click or a reload
 * of the page sends the same key; it is dropped with the hand-off when the order is placed.
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
