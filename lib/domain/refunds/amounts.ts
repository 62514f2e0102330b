/**
 * What a return gives back (ADR 0043): pure, no I/O, integer cents. The order's lines carry
 * what the pricing engine allocated to them (lib/domain/pricing/allocate.ts): a line's
 * `amount` is what the card paid for it after promotions, coupons and go-dollar, and its
 * `deduction` the go-dollar spread over it. A refund returns shares of those, never the list
 * price, so a coupon or a promotion is never paid out in cash.
 *
 * Units of a line are refunded by cumulative floors: after r of Q units have been returned the
 * line has given back floor(amount × r / Q). Each step returns the difference, so the shares of
 * one line are deterministic whatever the order of the returns, differ by at most a cent, and
 * the last unit takes the remainder: returning everything returns the line's amount exactly.
 * Lines are handled in line id order, so the result never depends on the caller's order.
 */
import { divide } from "@/lib/domain/pricing/money";
import { REFUND_ERROR_CODES, type RefundErrorCode } from "./constants";

export interface RefundableLine {
  id: string;
  omsSkuCode: string;
  quantity: number;
  /** What the card paid for the whole line after every allocated discount (order_lines.amount). */
  amount: number;
  /** Go-dollar allocated to the line, in cents (order_lines.deduction). */
  deduction: number;
  isGift: boolean;
}

export interface RefundableOrder {
  lines: RefundableLine[];
  /** What the card paid for the order (orders.received_amount). */
  paidAmount: number;
  /** All the go-dollar the order used, in cents (orders.deduction_amount). */
  deductionAmount: number;
}

/** What earlier refund orders of the order (in any status) already took. */
export interface EarlierRefunds {
  /** Units already returned per order line id. */
  quantities: ReadonlyMap<string, number>;
  /** Card money already refunded or being refunded (Σ refund_orders.refund_amount). */
  refundAmount: number;
  /** Go-dollar already given back or to be given back (Σ refund_orders.go_dollar_amount). */
  goDollarAmount: number;
}

export interface ReturnedLine {
  orderLineId: string;
  quantity: number;
}

export interface RefundLineAmount {
  orderLineId: string;
  omsSkuCode: string;
  quantity: number;
  /** Card money for these units. */
  amount: number;
  /** Go-dollar for these units, in cents. */
  goDollarAmount: number;
}

export interface RefundAmounts {
  lines: RefundLineAmount[];
  /** Card money for the goods returned. */
  goodsAmount: number;
  /** Card money for freight and services: only with the return that completes the order. */
  freightAmount: number;
  /** Go-dollar given back, in cents. */
  goDollarAmount: number;
  /** What goes back to the card: goodsAmount + freightAmount. */
  refundAmount: number;
  /** Whether, with this return, every paid unit of the order has come back. */
  wholeOrderReturned: boolean;
}

export type RefundAmountsResult =
  { ok: true; refund: RefundAmounts } | { ok: false; code: RefundErrorCode; orderLineId?: string };

/** floor(a × b / c) for non-negative safe integers, exact beyond 2^53 (BigInt). */
function mulDivFloor(a: number, b: number, c: number): number {
  const product = a * b;
  if (Number.isSafeInteger(product)) return divide(product, c).quotient;
  return Number((BigInt(a) * BigInt(b)) / BigInt(c));
}

/** What a line has given back after `units` of its `quantity` units came back. */
export function shareOfUnits(total: number, units: number, quantity: number): number {
  if (units >= quantity) return total;
  return mulDivFloor(total, units, quantity);
}

const byId = (a: { id: string }, b: { id: string }) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

export function refundAmounts(
  order: RefundableOrder,
  earlier: EarlierRefunds,
  returned: readonly ReturnedLine[],
): RefundAmountsResult {
  if (returned.length === 0) return { ok: false, code: REFUND_ERROR_CODES.NO_LINES };
  const linesById = new Map(order.lines.map((line) => [line.id, line]));
  // The same line named twice counts once with the quantities added.
  const asked = new Map<string, number>();
  for (const item of returned) {
    if (!Number.isSafeInteger(item.quantity) || item.quantity <= 0) {
      return { ok: false, code: REFUND_ERROR_CODES.BAD_QUANTITY, orderLineId: item.orderLineId };
    }
    if (!linesById.has(item.orderLineId)) {
      return { ok: false, code: REFUND_ERROR_CODES.UNKNOWN_LINE, orderLineId: item.orderLineId };
    }
    asked.set(item.orderLineId, (asked.get(item.orderLineId) ?? 0) + item.quantity);
  }
  const chosen = [...asked.keys()].map((id) => linesById.get(id)!).sort(byId);
  for (const line of chosen) {
    const before = earlier.quantities.get(line.id) ?? 0;
    if (before + asked.get(line.id)! > line.quantity) {
      return { ok: false, code: REFUND_ERROR_CODES.MORE_THAN_BOUGHT, orderLineId: line.id };
    }
  }
  // A gift is free: it refunds nothing and cannot be the whole of a return (ADR 0043).
  if (chosen.every((line) => line.isGift)) {
    return { ok: false, code: REFUND_ERROR_CODES.GIFT_ONLY };
  }

  const lines: RefundLineAmount[] = chosen.map((line) => {
    const before = earlier.quantities.get(line.id) ?? 0;
    const after = before + asked.get(line.id)!;
    const paid = line.isGift ? 0 : line.amount;
    const goDollar = line.isGift ? 0 : line.deduction;
    return {
      orderLineId: line.id,
      omsSkuCode: line.omsSkuCode,
      quantity: after - before,
      amount: shareOfUnits(paid, after, line.quantity) - shareOfUnits(paid, before, line.quantity),
      goDollarAmount:
        shareOfUnits(goDollar, after, line.quantity) -
        shareOfUnits(goDollar, before, line.quantity),
    };
  });

  const wholeOrderReturned = order.lines
    .filter((line) => !line.isGift)
    .every(
      (line) => (earlier.quantities.get(line.id) ?? 0) + (asked.get(line.id) ?? 0) >= line.quantity,
    );
  const cardLeft = Math.max(0, order.paidAmount - earlier.refundAmount);
  const goDollarLeft = Math.max(0, order.deductionAmount - earlier.goDollarAmount);
  const goodsAmount = lines.reduce((sum, line) => sum + line.amount, 0);
  let goDollarAmount = lines.reduce((sum, line) => sum + line.goDollarAmount, 0);
  if (goodsAmount > cardLeft || goDollarAmount > goDollarLeft) {
    // Only when stored lines disagree with the order's totals: refuse rather than overpay.
    return { ok: false, code: REFUND_ERROR_CODES.MORE_THAN_PAID };
  }
  let freightAmount = 0;
  if (wholeOrderReturned) {
    // The last return closes the order: freight, services and any go-dollar that paid them
    // (allocated to no line) come back, so the order returns exactly what it took.
    freightAmount = cardLeft - goodsAmount;
    goDollarAmount = goDollarLeft;
  }
  return {
    ok: true,
    refund: {
      lines,
      goodsAmount,
      freightAmount,
      goDollarAmount,
      refundAmount: goodsAmount + freightAmount,
      wholeOrderReturned,
    },
  };
}
