/** After-sales rules in the spec's wording (shopping §3 After-sales order, §4 After-sales status, §9; ADR 0042). */

/** shopping §4: "After-sales status: NEW, WAIT_SEND_BACK, ON_BACKING, BACK_IN_STORAGE, EXCHANGE_OUT, AUDIT_FAILED, FINISHED, CANCELED." */
export const AFTER_SALES_STATUSES = [
  "NEW",
  "WAIT_SEND_BACK",
  "ON_BACKING",
  "BACK_IN_STORAGE",
  "EXCHANGE_OUT",
  "AUDIT_FAILED",
  "FINISHED",
  "CANCELED",
] as const;
export type AfterSalesStatus = (typeof AFTER_SALES_STATUSES)[number];

/** shopping §3 After-sales order `type`; issue 17: "a return ... (or an exchange to another size)". */
export const AFTER_SALES_TYPES = ["RETURN", "EXCHANGE"] as const;
export type AfterSalesType = (typeof AFTER_SALES_TYPES)[number];

/**
 * Not in the spec: which statuses still hold the order line's quantity. Every status but the two
 * that end a request without anything coming back (CANCELED, AUDIT_FAILED) holds it (ADR 0042).
 * "Open" is the subset that is not FINISHED: a line in an open request cannot be asked for again.
 */
export const AFTER_SALES_OPEN_STATUSES: readonly AfterSalesStatus[] = [
  "NEW",
  "WAIT_SEND_BACK",
  "ON_BACKING",
  "BACK_IN_STORAGE",
  "EXCHANGE_OUT",
];
export const AFTER_SALES_HOLDING_STATUSES: readonly AfterSalesStatus[] = [
  ...AFTER_SALES_OPEN_STATUSES,
  "FINISHED",
];

/**
 * shopping §4 Order status: "WAIT_EVALUATE and COMPLETED (delivered)", plus PARTIAL_RECEIVED:
 * the order statuses in which something has been received, so a return can be asked for.
 */
export const ORDER_STATUSES_RECEIVED = ["WAIT_EVALUATE", "COMPLETED", "PARTIAL_RECEIVED"] as const;

/** shopping §9: "Return within 14 days of receipt" (receipt: the order's delivered event, ADR 0042). */
export const RETURN_WITHIN_DAYS_OF_RECEIPT = 14;

/** shopping §9: "return handling 3 weeks" — shown to the shopper as the date to expect an answer by. */
export const RETURN_HANDLING_WEEKS = 3;

/** Not in the spec: after-sales orders per page of the refund record (getAfterSalesRecord). */
export const AFTER_SALES_PAGE_SIZE = 10;
/** Not in the spec: the most a page may ask for. */
export const AFTER_SALES_PAGE_MAX = 50;

/** Not in the spec: photos per request, and the lengths of the shopper's texts (ADR 0042). */
export const AFTER_SALES_PHOTOS_MAX = 6;
export const AFTER_SALES_REASON_MAX = 200;
export const AFTER_SALES_MEMO_MAX = 500;
export const AFTER_SALES_PHOTO_URL_MAX = 500;

/** Same shape as a shipment's tracking number (lib/domain/orders/fulfilment.ts). */
export const RETURN_TRACKING_NO_PATTERN = /^[A-Za-z0-9-]{4,40}$/;

/** Codes of refusals (messages: afterSales.errors.<code> in messages/*.json). */
export const AFTER_SALES_ERROR_CODES = {
  ORDER_NOT_FOUND: "AFTER_SALES_ORDER_NOT_FOUND",
  NOT_FOUND: "AFTER_SALES_NOT_FOUND",
  ORDER_NOT_RECEIVED: "AFTER_SALES_ORDER_NOT_RECEIVED",
  RETURN_PERIOD_OVER: "AFTER_SALES_RETURN_PERIOD_OVER",
  NO_LINES: "AFTER_SALES_NO_LINES",
  LINE_NOT_IN_ORDER: "AFTER_SALES_LINE_NOT_IN_ORDER",
  DUPLICATE_LINE: "AFTER_SALES_DUPLICATE_LINE",
  QUANTITY_INVALID: "AFTER_SALES_QUANTITY_INVALID",
  QUANTITY_EXCEEDS: "AFTER_SALES_QUANTITY_EXCEEDS",
  LINE_IN_OPEN_REQUEST: "AFTER_SALES_LINE_IN_OPEN_REQUEST",
  GIFT_LINE_ALONE: "AFTER_SALES_GIFT_LINE_ALONE",
  GIFT_NOT_EXCHANGEABLE: "AFTER_SALES_GIFT_NOT_EXCHANGEABLE",
  EXCHANGE_SKU_INVALID: "AFTER_SALES_EXCHANGE_SKU_INVALID",
  EXCHANGE_OUT_OF_STOCK: "AFTER_SALES_EXCHANGE_OUT_OF_STOCK",
  REASON_REQUIRED: "AFTER_SALES_REASON_REQUIRED",
  TEXT_TOO_LONG: "AFTER_SALES_TEXT_TOO_LONG",
  PHOTO_INVALID: "AFTER_SALES_PHOTO_INVALID",
  TRACKING_NO_INVALID: "AFTER_SALES_TRACKING_NO_INVALID",
  WRONG_STATUS: "AFTER_SALES_WRONG_STATUS",
  WRONG_TYPE: "AFTER_SALES_WRONG_TYPE",
  REFUND_REFUSED: "AFTER_SALES_REFUND_REFUSED",
} as const;
export type AfterSalesErrorCode =
  (typeof AFTER_SALES_ERROR_CODES)[keyof typeof AFTER_SALES_ERROR_CODES];
