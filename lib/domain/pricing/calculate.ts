/**
 * The cart's price (shopping §3 Calculation input and result, §4 Promotion types, Cart
 * calculation, §5, §9): a pure function of its input, `now` included. Stages, in order:
 *
 * 1. unit price: member price, then scoped promotion prices (unit-price.ts);
 * 2. item-level promotions set the promo price (item-promotions.ts);
 * 3. gifts and add-ons measure their thresholds (gifts-and-exchange.ts);
 * 4. order-level promotions claim lines and take their discounts (order-promotions.ts);
 * 5. coupons: the promotion code, then the member's coupon (coupons.ts);
 * 6. freight on the merchandise net (freight.ts), additional services;
 * 7. go-dollar off the amount due (deductions.ts).
 *
 * Rounding: all money is integer HKD cents; percentages round half up to the cent and every
 * discount is split over its lines by the largest-remainder method (money.ts, allocate.ts), so
 * the lines always add up to the totals. Hong Kong has no sales tax: tax and gst are 0.
 */
import { additionalServiceFee } from "./additional-services";
import { applyCoupons } from "./coupons";
import { applyGoDollar, goDollarLimit } from "./deductions";
import { quoteFreight, FREIGHT_TYPES } from "./freight";
import { applyGiftsAndExchange, GIFT_AND_EXCHANGE_TYPES, markupErrors } from "./gifts-and-exchange";
import { assertPricingInput } from "./invariants";
import { applyItemPromotions, ITEM_LEVEL_TYPES } from "./item-promotions";
import { applyOrderPromotions, ORDER_LEVEL_TYPES } from "./order-promotions";
import { toPricedActivity, type ActivityOutcome } from "./outcome";
import { byPriority, inForce } from "./targets";
import type { CalculationResult, PricedLine, PricingInput, Promotion } from "./types";
import { addOnPriceOf, unitPriceOf } from "./unit-price";
import { isSalable, newWorkLine, type WorkLine } from "./work-line";

/** shopping §4 Cart calculation: "with no lines the result is all zero". */
function emptyResult(): CalculationResult {
  return {
    amount: 0,
    productAmount: 0,
    discount: 0,
    coupon: 0,
    voucherDiscount: 0,
    postage: 0,
    postageBeforeDiscount: 0,
    tax: 0,
    additionalServiceFee: 0,
    deductionAmount: 0,
    deductions: [],
    discountCodes: [],
    items: [],
    activities: [],
    freeFreightReason: null,
    freeFreightNudge: null,
    goDollar: null,
    errors: [],
  };
}

function startLines(input: PricingInput, promotionsById: Map<string, Promotion>): WorkLine[] {
  return input.lines.map((line) => {
    const unitPrice = unitPriceOf(line.prices, input.customer);
    const addOn = line.lineType === "ATTACHED_PRODUCT" ? addOnPriceOf(line, promotionsById) : null;
    return newWorkLine(line, unitPrice, addOn ?? unitPrice);
  });
}

/**
 * A SALABLE line shows the order-level activity that applies to it, else the first one that
 * measured it (the cart shows its nudge there), else the one that set its price.
 */
function toPricedLine(work: WorkLine): PricedLine {
  const { line } = work;
  return {
    lineId: line.lineId,
    skuCode: line.skuCode,
    lineType: line.lineType,
    activityId: isSalable(work)
      ? (work.orderPromotionId ?? work.measuredById ?? work.itemPromotionId ?? line.activityId)
      : line.activityId,
    quantity: line.quantity,
    listPrice: line.prices.listPrice,
    unitPrice: work.unitPrice,
    promoPrice: work.promoPrice,
    lineAmount: work.lineAmount,
    discount: work.discount,
    couponDiscount: work.couponDiscount,
    deduction: work.deduction,
    payAmount: work.remaining,
    allocations: work.allocations,
    gst: 0,
    tax: 0,
  };
}

export function calculate(input: PricingInput): CalculationResult {
  assertPricingInput(input);
  if (input.lines.length === 0) return emptyResult();

  const promotionsById = new Map(input.promotions.map((p) => [p.id, p]));
  const active = input.promotions.filter((p) => inForce(p, input.now)).sort(byPriority);
  const ofTypes = (types: ReadonlySet<string>) => active.filter((p) => types.has(p.rule.type));
  const lines = startLines(input, promotionsById);

  const itemOutcomes = applyItemPromotions(lines, ofTypes(ITEM_LEVEL_TYPES));
  const gifts = applyGiftsAndExchange(lines, ofTypes(GIFT_AND_EXCHANGE_TYPES));
  const orderOutcomes = applyOrderPromotions(lines, ofTypes(ORDER_LEVEL_TYPES), input.customer);
  const coupons = applyCoupons(lines, input.coupons, input.now);

  let productAmount = 0;
  let itemDiscount = 0;
  let orderDiscount = 0;
  let net = 0;
  for (const line of lines) {
    productAmount += isSalable(line) ? line.unitPrice * line.line.quantity : line.lineAmount;
    if (isSalable(line)) itemDiscount += (line.unitPrice - line.promoPrice) * line.line.quantity;
    orderDiscount += line.discount;
    net += line.remaining;
  }

  const freight = quoteFreight(lines, ofTypes(FREIGHT_TYPES), input.receipt, input.customer, net);
  const serviceFee = additionalServiceFee(input.additionalServices);
  const amountBeforeGoDollar = net + freight.postage + serviceFee;
  const goDollar = applyGoDollar(lines, input.goDollar, input.customer, amountBeforeGoDollar);

  const discount = itemDiscount + orderDiscount;
  const tax = 0;
  const amount =
    productAmount -
    discount -
    coupons.code -
    coupons.voucher +
    freight.postage +
    serviceFee +
    tax -
    goDollar.deductionAmount;

  const outcomes: ActivityOutcome[] = [
    ...itemOutcomes,
    ...gifts.outcomes,
    ...orderOutcomes,
    ...freight.outcomes,
  ].sort((a, b) => byPriority(a.promotion, b.promotion));

  return {
    amount: Math.max(0, amount),
    productAmount,
    discount,
    coupon: coupons.code,
    voucherDiscount: coupons.voucher,
    postage: freight.postage,
    postageBeforeDiscount: freight.postageBeforeDiscount,
    tax,
    additionalServiceFee: serviceFee,
    deductionAmount: goDollar.deductionAmount,
    deductions: goDollar.deductions,
    discountCodes: coupons.applied,
    items: [...lines.map(toPricedLine), ...gifts.giftLines],
    activities: outcomes.map(toPricedActivity),
    freeFreightReason: freight.reason,
    freeFreightNudge: freight.nudge,
    goDollar: goDollarLimit(input.goDollar, input.customer, amountBeforeGoDollar),
    errors: [
      ...markupErrors(lines, promotionsById, gifts.exchangeReached, input.markupAllowed),
      ...coupons.errors,
      ...goDollar.errors,
    ],
  };
}
