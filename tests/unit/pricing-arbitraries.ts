/**
 * The random carts of the pricing engine's property tests (fast-check): lines of two brands
 * and three category sets, add-on lines, every promotion type with random thresholds, windows
 * and priorities, coupons of both kinds, services, receipts and go-dollar. Shared by
 * pricing-properties.test.ts and pricing-line-order.test.ts.
 */
import fc from "fast-check";
import type {
  CalculationResult,
  CouponInput,
  PricingInput,
  PricingLine,
  Promotion,
  PromotionRule,
  PromotionTarget,
  Threshold,
} from "@/lib/domain/pricing/types";
import { NOW, TOMORROW, YESTERDAY } from "./pricing-fixtures";

export const RUNS = { numRuns: 300 };
const PROMOTION_IDS = ["p0", "p1", "p2", "p3", "p4", "p5"];
const BRANDS = ["lion-rock", "harbour-trail"];
const LEVELS = ["GOLD", "BRONZE"];

const cents = (max: number) => fc.integer({ min: 0, max });
const when = fc.constantFrom<Date | null>(null, null, YESTERDAY, NOW, TOMORROW);

const threshold: fc.Arbitrary<Threshold> = fc.oneof(
  fc.record({ kind: fc.constant("AMOUNT" as const), cents: cents(80_000) }),
  fc.record({ kind: fc.constant("QUANTITY" as const), items: fc.integer({ min: 0, max: 8 }) }),
);

const target: fc.Arbitrary<PromotionTarget> = fc.oneof(
  fc.constant({ kind: "ALL" as const }),
  fc.record({ kind: fc.constant("BRANDS" as const), codes: fc.subarray(BRANDS) }),
  fc.record({
    kind: fc.constant("CATEGORIES" as const),
    paths: fc.subarray(["men", "women", "men/jackets"]),
  }),
);

const offer = fc.record({
  skuCode: fc.constantFrom("ADD1", "ADD2"),
  spuCode: fc.constant("ADD"),
  addCartPriceCents: cents(5_000),
  inventory: fc.integer({ min: 0, max: 3 }),
  onShelf: fc.boolean(),
});

const percent = fc.integer({ min: 0, max: 100 });

const rule: fc.Arbitrary<PromotionRule> = fc.oneof(
  fc.record({
    type: fc.constant("SATISFY_REDUCE" as const),
    tiers: fc.array(fc.record({ threshold, reduceCents: cents(30_000) }), {
      minLength: 1,
      maxLength: 3,
    }),
  }),
  fc.record({ type: fc.constant("DIRECT_REDUCE" as const), reduceCentsPerUnit: cents(8_000) }),
  fc.record({
    type: fc.constant("SATISFY_DISCOUNT" as const),
    tiers: fc.array(fc.record({ threshold, percentOff: percent }), { minLength: 1, maxLength: 3 }),
  }),
  fc.record({
    type: fc.constant("PRESENT" as const),
    threshold,
    gifts: fc.array(
      fc.record({
        skuCode: fc.constantFrom("G1", "G2"),
        spuCode: fc.constant("G"),
        number: fc.integer({ min: 0, max: 3 }),
        inventory: fc.integer({ min: 0, max: 3 }),
        onShelf: fc.boolean(),
      }),
      { maxLength: 2 },
    ),
  }),
  fc.record({
    type: fc.constant("BUNDLE" as const),
    size: fc.integer({ min: 0, max: 4 }),
    bundlePriceCents: cents(40_000),
  }),
  fc.record({ type: fc.constant("SPECIFY_PRICE" as const), unitPriceCents: cents(20_000) }),
  fc.record({
    type: fc.constant("FREIGHT_SATISFY_REDUCE" as const),
    threshold,
    reduceCents: cents(20_000),
  }),
  fc.record({
    type: fc.constant("FREIGHT_SATISFY_DISCOUNT" as const),
    threshold,
    percentOff: percent,
  }),
  fc.record({
    type: fc.constant("MEMBER" as const),
    levels: fc.subarray(LEVELS),
    percentOff: percent,
  }),
  fc.record({
    type: fc.constant("FULL_FREE" as const),
    buy: fc.integer({ min: 0, max: 4 }),
    free: fc.integer({ min: 0, max: 5 }),
  }),
  fc.record({
    type: fc.constant("EXCHANGE" as const),
    threshold,
    exchangeProducts: fc.array(offer, { maxLength: 2 }),
  }),
);

export const promotions: fc.Arbitrary<Promotion[]> = fc
  .array(
    fc.record({
      rule,
      target,
      priority: fc.integer({ min: 0, max: 4 }),
      beginsAt: when,
      endsAt: when,
      status: fc.constantFrom("ACTIVE" as const, "ACTIVE" as const, "INACTIVE" as const),
    }),
    { maxLength: PROMOTION_IDS.length },
  )
  .map((drawn) =>
    drawn.map((p, index) => ({
      ...p,
      id: PROMOTION_IDS[index] ?? `p${index}`,
      code: `P${index}`,
      name: `Promotion ${index}`,
      ruleDesc: "",
      url: null,
      type: p.rule.type,
    })),
  );

const prices = fc.record({
  listPrice: cents(60_000),
  defaultPrice: cents(50_000),
  memberPrices: fc.array(
    fc.record({ memberLevelCode: fc.constantFrom(...LEVELS), price: cents(50_000) }),
    { maxLength: 2 },
  ),
  promotionPrices: fc.array(
    fc.record({
      accountScope: fc.constantFrom("ALL_ACCOUNT" as const, "MEMBER" as const, "GUEST" as const),
      levels: fc.subarray(LEVELS),
      promotionPrice: cents(50_000),
    }),
    { maxLength: 2 },
  ),
});

export const lines: fc.Arbitrary<PricingLine[]> = fc
  .array(
    fc.record({
      kind: fc.constantFrom("SALABLE", "SALABLE", "SALABLE", "ATTACHED"),
      brandCode: fc.constantFrom(...BRANDS),
      categoryPaths: fc.constantFrom<string[]>(["men", "men/jackets"], ["women"], []),
      quantity: fc.integer({ min: 1, max: 6 }),
      addOnSku: fc.constantFrom("ADD1", "ADD2", "ZZZ"),
      activityId: fc.constantFrom("p0", "p1", "p2", "p3", "gone"),
      prices,
    }),
    { maxLength: 8 },
  )
  .map((drawn) =>
    drawn.map((l, index): PricingLine => {
      const attached = l.kind === "ATTACHED";
      return {
        lineId: `l${index}`,
        skuCode: attached ? l.addOnSku : `SKU${index}`,
        spuCode: `SPU${index % 3}`,
        brandCode: l.brandCode,
        categoryPaths: l.categoryPaths,
        quantity: l.quantity,
        lineType: attached ? "ATTACHED_PRODUCT" : "SALABLE_PRODUCT",
        activityId: attached ? l.activityId : null,
        prices: l.prices,
      };
    }),
  );

const coupons: fc.Arbitrary<CouponInput[]> = fc
  .array(
    fc.record({
      couponType: fc.constantFrom("PROMOTION_CODE" as const, "PROMOTION_COUPON" as const),
      status: fc.constantFrom(
        "UNUSED" as const,
        "UNUSED" as const,
        "USED" as const,
        "OVEREND" as const,
      ),
      freezeStatus: fc.constantFrom("NORMAL" as const, "NORMAL" as const, "FREEZE" as const),
      beginsAt: when,
      endsAt: when,
      thresholdCents: cents(60_000),
      target,
      benefit: fc.oneof(
        fc.record({ kind: fc.constant("AMOUNT_OFF" as const), cents: cents(40_000) }),
        fc.record({ kind: fc.constant("PERCENT_OFF" as const), percentOff: percent }),
      ),
    }),
    { maxLength: 3 },
  )
  .map((drawn) =>
    drawn.map((c, index) => ({
      ...c,
      couponCode: `C${index}`,
      name: `Coupon ${index}`,
      description: "",
    })),
  );

export const input: fc.Arbitrary<PricingInput> = fc.record({
  now: fc.constant(NOW),
  customer: fc.oneof(
    fc.constant({ scope: "GUEST" as const, levelCode: null }),
    fc.record({
      scope: fc.constant("MEMBER" as const),
      levelCode: fc.constantFrom("GOLD", "BRONZE", null),
    }),
  ),
  lines,
  promotions,
  coupons,
  additionalServices: fc.array(
    fc.record({
      type: fc.constantFrom("PACKAGE" as const, "GREETING_CARD" as const),
      amountCents: cents(3_000),
      promotionAmountCents: cents(3_000),
    }),
    { maxLength: 2 },
  ),
  receipt: fc.constantFrom<PricingInput["receipt"]>(
    null,
    { country: "HK", distributionType: "EXPRESS" },
    { country: "MO", distributionType: "EXPRESS" },
    { country: "AU", distributionType: "EXPRESS" },
    { country: "HK", distributionType: "PICKUP" },
  ),
  goDollar: fc.option(
    fc.record({ requested: fc.integer({ min: 0, max: 1_500 }), balanceCents: cents(100_000) }),
  ),
  markupAllowed: fc.boolean(),
});

export function sumOf(values: readonly number[]): number {
  return values.reduce((total, value) => total + value, 0);
}

export function allocatedBySource(result: CalculationResult): Map<string, number> {
  const bySource = new Map<string, number>();
  for (const item of result.items) {
    for (const { source, cents: share } of item.allocations) {
      bySource.set(source, (bySource.get(source) ?? 0) + share);
    }
  }
  return bySource;
}
