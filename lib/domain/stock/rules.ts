/**
 * The pure rules of a stock adjustment (docs/adr/0046), shared by the domain call, the API and
 * the console's form. `available` is what shoppers can still buy: orders already took their
 * units out of it when placed (orders/create.ts), so the units on hand are available +
 * reserved. An adjustment moves what is on hand; it may never leave less on hand than the
 * unshipped orders hold, which is the same as never leaving `available` below zero.
 */
import {
  STOCK_ADJUST_MAX_DELTA,
  STOCK_ERROR_CODES,
  STOCK_REASON_MAX_LENGTH,
  STOCK_REASON_MIN_LENGTH,
} from "./constants";

export type StockRefusalCode = (typeof STOCK_ERROR_CODES)[keyof typeof STOCK_ERROR_CODES];

/** The input's own faults (before any row is read), or null. */
export function checkAdjustInput(input: {
  delta: number;
  reason: string;
}): StockRefusalCode | null {
  if (
    !Number.isSafeInteger(input.delta) ||
    input.delta === 0 ||
    Math.abs(input.delta) > STOCK_ADJUST_MAX_DELTA
  ) {
    return STOCK_ERROR_CODES.DELTA_INVALID;
  }
  const reason = input.reason.trim();
  if (reason.length < STOCK_REASON_MIN_LENGTH || reason.length > STOCK_REASON_MAX_LENGTH) {
    return STOCK_ERROR_CODES.REASON_REQUIRED;
  }
  return null;
}

/** Whether `delta` may apply to a SKU with `available` free and `reserved` held units. */
export function checkAdjustAmount(state: {
  available: number;
  reserved: number;
  delta: number;
}): StockRefusalCode | null {
  if (state.available + state.delta >= 0) return null;
  return state.reserved > 0 ? STOCK_ERROR_CODES.BELOW_RESERVED : STOCK_ERROR_CODES.BELOW_ZERO;
}
