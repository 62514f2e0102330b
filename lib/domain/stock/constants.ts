/**
 * Stock adjustments (issue 17 item 3: "stock (adjust with a reason, history)"). The spec gives
 * no numbers for these; each is chosen in docs/adr/0046.
 */

/** Not in the spec: a reason is required, at least this long (a word, not a blank). */
export const STOCK_REASON_MIN_LENGTH = 3;
/** Not in the spec: a reason fits a line of the history table. */
export const STOCK_REASON_MAX_LENGTH = 200;
/** Not in the spec: the largest single adjustment, against a slipped finger (a lot of zeros). */
export const STOCK_ADJUST_MAX_DELTA = 100_000;
/** Not in the spec: how many history rows the console shows for a SKU. */
export const STOCK_HISTORY_LIMIT = 50;

/**
 * Orders whose stock reservations still hold units that have not left the warehouse: unpaid,
 * paid and waiting, and partly shipped (counted whole: ADR 0046, the safe side).
 */
export const STOCK_HOLDING_ORDER_STATUSES = [
  "WAIT_PAY",
  "WAIT_DELIVERY",
  "PARTIAL_SHIPPED",
] as const;

export const STOCK_ERROR_CODES = {
  UNKNOWN_SKU: "UNKNOWN_SKU",
  /** The change would leave fewer units than zero available. */
  BELOW_ZERO: "STOCK_BELOW_ZERO",
  /** The change would leave fewer units on hand than unshipped orders hold. */
  BELOW_RESERVED: "STOCK_BELOW_RESERVED",
  REASON_REQUIRED: "STOCK_REASON_REQUIRED",
  DELTA_INVALID: "STOCK_DELTA_INVALID",
} as const;
