/**
 * The operations console's orders, stock, customers and outbox sections (issue 17 item 3;
 * docs/adr/0046). The spec has no console, so none of these is in it; each is chosen in the ADR.
 */

/** Not in the spec: rows per page of the orders table, and the most a caller may ask for. */
export const OPS_ORDER_PAGE_SIZE = 20;
export const OPS_ORDER_MAX_PAGE_SIZE = 100;
/** Not in the spec: a CSV export stops after this many orders (the file says so at its end). */
export const OPS_CSV_MAX_ROWS = 50_000;
/** Not in the spec: orders read from the database per batch while the CSV streams. */
export const OPS_CSV_BATCH_SIZE = 500;
/** Not in the spec: customers a look-up answers at most, and orders shown per customer. */
export const OPS_CUSTOMER_RESULTS = 20;
export const OPS_CUSTOMER_ORDERS = 20;
/** Not in the spec: rows per page of the returns table, and the most a caller may ask for. */
export const OPS_RETURNS_PAGE_SIZE = 20;
export const OPS_RETURNS_MAX_PAGE_SIZE = 100;
/** Not in the spec: outbox rows per page. */
export const OPS_OUTBOX_PAGE_SIZE = 50;
/** Not in the spec: an operator's cancel reason is kept to this many characters. */
export const OPS_CANCEL_REASON_MAX_LENGTH = 200;

/**
 * The carriers an operator picks from when shipping (shopping §3 express detail: company code
 * and name). SF Express is the one checkout offers (checkout/transport-methods.ts); the others
 * are Hong Kong's usual couriers, not in the spec (ADR 0046).
 */
export const OPS_CARRIERS = [
  { code: "SF", name: "SF Express" },
  { code: "HKPOST", name: "Hongkong Post" },
  { code: "KERRY", name: "Kerry Express" },
  { code: "DHL", name: "DHL Express" },
] as const;
export type OpsCarrierCode = (typeof OPS_CARRIERS)[number]["code"];

export const OPS_ORDER_SORT_FIELDS = ["ORDER_TIME", "AMOUNT", "CODE", "STATUS", "EMAIL"] as const;
export type OpsOrderSortField = (typeof OPS_ORDER_SORT_FIELDS)[number];

/** The returns table's sort keys (ADR 0048), each a fixed SQL expression (return-queries.ts). */
export const OPS_RETURN_SORT_FIELDS = [
  "CREATED_AT",
  "CODE",
  "ORDER_CODE",
  "TYPE",
  "STATUS",
  "AMOUNT",
] as const;
export type OpsReturnSortField = (typeof OPS_RETURN_SORT_FIELDS)[number];

export const OPS_OUTBOX_STATES = ["UNSENT", "FAILED", "SENT"] as const;
export type OpsOutboxState = (typeof OPS_OUTBOX_STATES)[number];

/**
 * The console's refusals with the English text an operator reads (the console is in English
 * only, ADR 0037; these never reach shoppers, so they are not in messages/*.json).
 */
export const OPS_MESSAGES: Readonly<Record<string, string>> = {
  ORDER_NOT_FOUND: "No order has this code.",
  ORDER_NOT_SHIPPABLE: "Only paid orders waiting for delivery, or partly shipped, can be shipped.",
  NOTHING_TO_SHIP: "Every chosen line has already been shipped.",
  TRACKING_NO_INVALID: "A tracking number is 4 to 40 letters, digits or dashes.",
  CARRIER_UNKNOWN: "Choose one of the carriers offered.",
  ORDER_NOT_WAIT_EVALUATE: "Only shipped orders can be marked delivered.",
  ORDER_NOT_CANCELLABLE: "This order can no longer be cancelled.",
  // No longer answered (a paid order not shipped is cancelled with its refund); kept for the
  // order page's older text (components/ops/order-actions.tsx).
  ORDER_CANCEL_NEEDS_REFUND:
    "This order is paid: cancelling it needs a refund, which the console cannot do yet.",
  REFUND_ORDER_NOT_PAID:
    "This order has no captured payment to refund: it cannot be cancelled here.",
  UNKNOWN_SKU: "No SKU has this code.",
  STOCK_BELOW_ZERO: "Stock cannot go below zero.",
  STOCK_BELOW_RESERVED:
    "Unshipped orders hold these units: stock cannot go below what they reserve.",
  STOCK_REASON_REQUIRED: "Give a reason of 3 to 200 characters.",
  STOCK_DELTA_INVALID: "The change is a whole number, not zero, of at most 100,000 units.",
  CUSTOMER_NOT_FOUND: "No customer has this code.",
  OUTBOX_NOT_FOUND: "No outbox message has this id.",
  OUTBOX_NOT_FAILED: "Only a message that failed (and gave up) can be sent again.",
  FILTER_INVALID: "The search is not valid.",
};

export function opsMessage(code: string): string {
  return OPS_MESSAGES[code] ?? code;
}
