/**
 * Stock counts as shoppers see them (shopping §5 Stock display): "10+, 20+ and so on; 0 when
 * the count is 10 or less or invalid". A count of 25 shows "20+": the shop never promises more
 * than it holds.
 */
import { STOCK_DISPLAY_STEP } from "./constants";

/** The shown bucket: 0, or the count rounded down to a multiple of ten (11 → 10, 25 → 20). */
export function stockDisplayBucket(count: unknown): number {
  if (typeof count !== "number" || !Number.isInteger(count) || count <= STOCK_DISPLAY_STEP) {
    return 0;
  }
  return Math.floor(count / STOCK_DISPLAY_STEP) * STOCK_DISPLAY_STEP;
}

/** "0" or "10+", "20+", ... */
export function stockDisplayText(count: unknown): string {
  const bucket = stockDisplayBucket(count);
  return bucket === 0 ? "0" : `${bucket}+`;
}
