/** Order rules in the spec's wording (shopping §2 Orders, §4 Order status, Refund status, §5, §9; ADR 0014). */

/** shopping §4 Order status. */
export const ORDER_STATUSES = [
  "WAIT_PAY",
  "WAIT_DELIVERY",
  "WAIT_RECEIVE",
  "WAIT_EVALUATE",
  "COMPLETED",
  "CANCELED",
  "AUTO_CANCEL",
  "PARTIAL_SHIPPED",
  "PARTIAL_RECEIVED",
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** shopping §2: the orders page's two tabs. */
export const ORDERS_IN_HANDLING: readonly OrderStatus[] = [
  "WAIT_PAY",
  "WAIT_DELIVERY",
  "WAIT_RECEIVE",
  "WAIT_EVALUATE",
  "PARTIAL_SHIPPED",
  "PARTIAL_RECEIVED",
];
export const ORDERS_COMPLETE_OR_CANCEL: readonly OrderStatus[] = [
  "COMPLETED",
  "CANCELED",
  "AUTO_CANCEL",
];

/** shopping §9: "Unpaid order cancel: 3 hours in one text, 4 hours in others" — the 4 hours most texts name. */
export const UNPAID_ORDER_CANCEL_HOURS = 4;

/** shopping §9: "platform source OFFICIAL_SITE". */
export const PLATFORM_SOURCE = "OFFICIAL_SITE";

/** shopping §5: "txId ... lowercase letters and digits; cut to 13 characters and stored in a cookie for 30 days." */
export const TX_ID_MAX_LENGTH = 13;
export const TX_ID_COOKIE_DAYS = 30;

/** Not in the spec: how long a guest's order token lives (docs/adr/0014). */
export const VISITOR_ORDER_TOKEN_SECONDS = 1800;

/** shopping §2 Orders: "it can filter by months" — the choices offered. */
export const ORDER_LIST_MONTHS = [1, 3, 6, 12] as const;
export const ORDER_LIST_DEFAULT_MONTHS = 3;

/** Not in the spec: orders per page of the list ("more" loads the next). */
export const ORDER_LIST_PAGE_SIZE = 10;

/** shopping §4 Refund status: "AUDIT_PASSED and REFUNDING both show as refund in process; REFUNDED shows as refunded." */
export const REFUND_IN_PROCESS_STATUSES = ["AUDIT_PASSED", "REFUNDING"] as const;
export const REFUNDED_STATUS = "REFUNDED";

/**
 * Order codes of the API (docs/adr/0014), here so the order service and the order pages share
 * them: an order outside the caller's account (shopping §8: "order not in this account offers
 * re-login"), an order that is no longer unpaid, and the guest lookup's "incorrect information"
 * (accounts §8: checkOrder.form.checkError in the dialog) and its attempt limit.
 */
export const ORDER_ERROR_CODES = {
  NOT_FOUND: "ORDER_NOT_FOUND",
  NOT_CANCELLABLE: "ORDER_NOT_CANCELLABLE",
  LOOKUP_INCORRECT: "ORDER_LOOKUP_INCORRECT",
  LOOKUP_TOO_MANY: "ORDER_LOOKUP_TOO_MANY",
} as const;
