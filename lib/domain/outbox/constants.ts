/** Delivery of outbox messages (issue 14 item 3). None of these are in the spec (docs/adr/0021). */

/** A message that failed this many times stays unsent with its last error, for an operator. */
export const OUTBOX_MAX_ATTEMPTS = 5;
/** Rows one run claims; the rest wait for the next run. */
export const OUTBOX_BATCH_SIZE = 20;
/** How often the in-process worker looks for unsent rows when nothing woke it. */
export const OUTBOX_POLL_INTERVAL_MS = 5_000;
/** A failed try waits this long times the number of tries so far before the next. */
export const OUTBOX_RETRY_BASE_SECONDS = 30;
