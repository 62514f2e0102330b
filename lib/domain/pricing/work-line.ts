/**
 * The engine's working state of one line while the stages run (unit price, item-level,
 * order-level, coupons, go-dollar), turned into a PricedLine at the end. Mutable on purpose:
 * each stage takes its share off `remaining`, which is what the next stage may still discount.
 */
import type { DiscountAllocation, PricingLine } from "./types";

export interface WorkLine {
  readonly line: PricingLine;
  /** After member and scoped promotion prices (shopping §5). */
  readonly unitPrice: number;
  /** After item-level promotions, or the add-on price of an ATTACHED_PRODUCT line. */
  promoPrice: number;
  lineAmount: number;
  /** The item-level promotion that set promoPrice. */
  itemPromotionId: string | null;
  /** The one order-level promotion that applies to the line and carries its discount. */
  orderPromotionId: string | null;
  /** The first order-level promotion that measured the line without applying (its nudge). */
  measuredById: string | null;
  discount: number;
  couponDiscount: number;
  deduction: number;
  /** lineAmount less every allocation so far. */
  remaining: number;
  allocations: DiscountAllocation[];
}

export function isSalable(line: WorkLine): boolean {
  return line.line.lineType === "SALABLE_PRODUCT";
}

export function newWorkLine(line: PricingLine, unitPrice: number, promoPrice: number): WorkLine {
  const lineAmount = promoPrice * line.quantity;
  return {
    line,
    unitPrice,
    promoPrice,
    lineAmount,
    itemPromotionId: null,
    orderPromotionId: null,
    measuredById: null,
    discount: 0,
    couponDiscount: 0,
    deduction: 0,
    remaining: lineAmount,
    allocations: [],
  };
}

/** Sets a SALABLE line's price after an item-level promotion (before any allocation). */
export function setPromoPrice(line: WorkLine, promoPrice: number, promotionId: string): void {
  line.promoPrice = promoPrice;
  line.lineAmount = promoPrice * line.line.quantity;
  line.remaining = line.lineAmount;
  line.itemPromotionId = promotionId;
}
