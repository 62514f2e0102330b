/**
 * Builders for the pricing engine's tests: small, readable carts with every field the engine
 * needs defaulted, so that each case states only what it is about. Amounts are cents.
 */
import type {
  CouponInput,
  PricingCustomer,
  PricingInput,
  PricingLine,
  Promotion,
  PromotionRule,
  SkuPriceList,
} from "@/lib/domain/pricing/types";

export const NOW = new Date("2026-11-23T12:00:00Z");
export const YESTERDAY = new Date("2026-11-22T12:00:00Z");
export const TOMORROW = new Date("2026-11-24T12:00:00Z");

export const GUEST: PricingCustomer = { scope: "GUEST", levelCode: null };
export const GOLD: PricingCustomer = { scope: "MEMBER", levelCode: "GOLD" };
export const BRONZE: PricingCustomer = { scope: "MEMBER", levelCode: "BRONZE" };

type LineOverrides = Partial<Omit<PricingLine, "prices">> & { prices?: Partial<SkuPriceList> };

/** A SALABLE line of `quantity` units at `price` (default and list price), brand "lion-rock". */
export function line(
  lineId: string,
  price: number,
  quantity = 1,
  overrides: LineOverrides = {},
): PricingLine {
  const { prices, ...rest } = overrides;
  return {
    lineId,
    skuCode: `SKU-${lineId}`,
    spuCode: `SPU-${lineId}`,
    brandCode: "lion-rock",
    categoryPaths: ["men", "men/jackets"],
    quantity,
    lineType: "SALABLE_PRODUCT",
    activityId: null,
    ...rest,
    prices: {
      listPrice: price,
      defaultPrice: price,
      memberPrices: [],
      promotionPrices: [],
      ...prices,
    },
  };
}

/** An add-on ("markup") line for the EXCHANGE promotion `activityId`. */
export function addOnLine(
  lineId: string,
  skuCode: string,
  price: number,
  activityId: string,
): PricingLine {
  return line(lineId, price, 1, { skuCode, lineType: "ATTACHED_PRODUCT", activityId });
}

/** An ACTIVE, open-ended promotion on every line, priority 10. */
export function promotion(
  id: string,
  rule: PromotionRule,
  overrides: Partial<Promotion> = {},
): Promotion {
  return {
    id,
    code: id.toUpperCase(),
    name: `Promotion ${id}`,
    ruleDesc: "",
    url: null,
    type: rule.type,
    priority: 10,
    beginsAt: null,
    endsAt: null,
    status: "ACTIVE",
    target: { kind: "ALL" },
    rule,
    ...overrides,
  };
}

/** An unused, open-ended PROMOTION_CODE on every line with no threshold. */
export function coupon(
  couponCode: string,
  benefit: CouponInput["benefit"],
  overrides: Partial<CouponInput> = {},
): CouponInput {
  return {
    couponCode,
    couponType: "PROMOTION_CODE",
    name: `Coupon ${couponCode}`,
    description: "",
    status: "UNUSED",
    freezeStatus: "NORMAL",
    beginsAt: null,
    endsAt: null,
    thresholdCents: 0,
    target: { kind: "ALL" },
    benefit,
    ...overrides,
  };
}

/** A guest's cart picked up in store (no freight) unless the case says otherwise. */
export function cart(overrides: Partial<PricingInput> = {}): PricingInput {
  return {
    now: NOW,
    customer: GUEST,
    lines: [],
    promotions: [],
    coupons: [],
    additionalServices: [],
    receipt: { country: "HK", distributionType: "PICKUP" },
    goDollar: null,
    markupAllowed: true,
    ...overrides,
  };
}

export const HK_EXPRESS = { country: "HK", distributionType: "EXPRESS" } as const;
