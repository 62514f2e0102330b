/**
 * A line's unit price before activities (shopping §3 SKU skuPrices, §5): the member price of
 * the member's level replaces the default price; then the lowest promotion price the
 * customer's account scope allows replaces it when lower. ALL_ACCOUNT prices apply to
 * everyone, MEMBER prices to members when their level list is empty or holds the member's
 * level, GUEST prices to guests only.
 */
import type { PricingCustomer, PricingLine, Promotion, SkuPriceList } from "./types";

type ScopedPrice = SkuPriceList["promotionPrices"][number];

function scopeApplies(price: ScopedPrice, customer: PricingCustomer): boolean {
  switch (price.accountScope) {
    case "ALL_ACCOUNT":
      return true;
    case "MEMBER":
      return (
        customer.scope === "MEMBER" &&
        (price.levels.length === 0 ||
          (customer.levelCode !== null && price.levels.includes(customer.levelCode)))
      );
    case "GUEST":
      return customer.scope === "GUEST";
  }
}

export function unitPriceOf(prices: SkuPriceList, customer: PricingCustomer): number {
  let price = prices.defaultPrice;
  if (customer.scope === "MEMBER" && customer.levelCode !== null) {
    const member = prices.memberPrices.find((m) => m.memberLevelCode === customer.levelCode);
    if (member !== undefined) price = member.price;
  }
  for (const scoped of prices.promotionPrices) {
    if (scoped.promotionPrice < price && scopeApplies(scoped, customer)) {
      price = scoped.promotionPrice;
    }
  }
  return price;
}

/**
 * The add-on price of an ATTACHED_PRODUCT line: its EXCHANGE promotion's addCartPrice for the
 * SKU, or null when the promotion or the offer is unknown (the line then keeps its unit price
 * and carries a markup error; see gifts-and-exchange.ts).
 */
export function addOnPriceOf(
  line: PricingLine,
  promotionsById: ReadonlyMap<string, Promotion>,
): number | null {
  const promotion = line.activityId === null ? undefined : promotionsById.get(line.activityId);
  if (promotion?.rule.type !== "EXCHANGE") return null;
  const offer = promotion.rule.exchangeProducts.find((o) => o.skuCode === line.skuCode);
  return offer === undefined ? null : offer.addCartPriceCents;
}
