/** Refund rules in the spec's wording (shopping §3 Order refundOrders, §4 Refund status; ADR 0043). */

/** shopping §4 Refund status: "AUDIT_PASSED and REFUNDING both show as refund in process; REFUNDED shows as refunded." */
export const REFUND_STATUSES = ["AUDIT_PASSED", "REFUNDING", "REFUNDED"] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

/** shopping §4: "Refund stages: request created, in process, refunded." */
export const REFUND_STAGES = ["CREATED", "IN_PROCESS", "REFUNDED"] as const;
export type RefundStage = (typeof REFUND_STAGES)[number];

/** Not in the spec: a refund order number is RF + 16 upper-case hex characters (ADR 0043). */
export const REFUND_ORDER_NO_PREFIX = "RF";

/**
 * Not in the spec: the provider is retried after 1, 4, 16, 64 minutes... (×4 each attempt),
 * at most 6 hours apart, and given up after 10 attempts: the refund stays REFUNDING with no
 * next attempt, for operations (ADR 0043).
 */
export const REFUND_RETRY_FIRST_SECONDS = 60;
export const REFUND_RETRY_FACTOR = 4;
export const REFUND_RETRY_MAX_SECONDS = 6 * 60 * 60;
export const REFUND_MAX_ATTEMPTS = 10;

/** Not in the spec: how many due refunds one retryRefunds run takes (ADR 0043). */
export const REFUND_RETRY_BATCH = 50;

/** Refusals of a refund (ADR 0043): each leaves nothing changed. */
export const REFUND_ERROR_CODES = {
  ORDER_NOT_FOUND: "REFUND_ORDER_NOT_FOUND",
  ORDER_NOT_PAID: "REFUND_ORDER_NOT_PAID",
  NO_LINES: "REFUND_NO_LINES",
  UNKNOWN_LINE: "REFUND_UNKNOWN_LINE",
  BAD_QUANTITY: "REFUND_BAD_QUANTITY",
  MORE_THAN_BOUGHT: "REFUND_MORE_THAN_BOUGHT",
  GIFT_ONLY: "REFUND_GIFT_ONLY",
  MORE_THAN_PAID: "REFUND_MORE_THAN_PAID",
  NO_KEY: "REFUND_NO_IDEMPOTENCY_KEY",
  KEY_REUSED: "REFUND_IDEMPOTENCY_KEY_REUSED",
} as const;
export type RefundErrorCode = (typeof REFUND_ERROR_CODES)[keyof typeof REFUND_ERROR_CODES];
