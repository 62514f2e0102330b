/**
 * What the engine assumes of its input and refuses to price otherwise: money as whole,
 * non-negative cents and quantities as whole numbers from 1. These come from the database and
 * the validated API input, so a violation is a bug upstream and is thrown (errors in two
 * tiers, docs/design), never priced into a fractional total.
 */
import type { PricingInput } from "./types";

function check(value: number, what: string, min = 0): void {
  if (!Number.isSafeInteger(value) || value < min) {
    throw new RangeError(`pricing: ${what} must be a whole number ≥ ${min}, got ${value}`);
  }
}

export function assertPricingInput(input: PricingInput): void {
  for (const line of input.lines) {
    check(line.quantity, `quantity of line ${line.lineId}`, 1);
    const { prices } = line;
    check(prices.listPrice, `listPrice of ${line.skuCode}`);
    check(prices.defaultPrice, `defaultPrice of ${line.skuCode}`);
    for (const member of prices.memberPrices)
      check(member.price, `member price of ${line.skuCode}`);
    for (const scoped of prices.promotionPrices) {
      check(scoped.promotionPrice, `promotion price of ${line.skuCode}`);
    }
  }
  for (const coupon of input.coupons)
    check(coupon.thresholdCents, `threshold of ${coupon.couponCode}`);
  for (const service of input.additionalServices) {
    check(service.amountCents, `amount of service ${service.type}`);
    check(service.promotionAmountCents, `promotion amount of service ${service.type}`);
  }
  for (const promotion of input.promotions) {
    if (promotion.rule.type !== "EXCHANGE") continue;
    for (const offer of promotion.rule.exchangeProducts) {
      check(offer.addCartPriceCents, `add-on price of ${offer.skuCode}`);
    }
  }
  if (input.goDollar !== null) {
    check(input.goDollar.requested, "requested go-dollar");
    check(input.goDollar.balanceCents, "go-dollar balance");
  }
}
