import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { calculate } from "@/lib/domain/pricing/calculate";
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

const RUNS = { numRuns: 300 };
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

const promotions: fc.Arbitrary<Promotion[]> = fc
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

const lines: fc.Arbitrary<PricingLine[]> = fc
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

const input: fc.Arbitrary<PricingInput> = fc.record({
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

function sumOf(values: readonly number[]): number {
  return values.reduce((total, value) => total + value, 0);
}

function allocatedBySource(result: CalculationResult): Map<string, number> {
  const bySource = new Map<string, number>();
  for (const item of result.items) {
    for (const { source, cents: share } of item.allocations) {
      bySource.set(source, (bySource.get(source) ?? 0) + share);
    }
  }
  return bySource;
}

describe("calculate: properties over random carts", () => {
  it("never asks a negative or fractional amount", () => {
    fc.assert(
      fc.property(input, (cart) => {
        const { amount } = calculate(cart);
        expect(Number.isSafeInteger(amount)).toBe(true);
        expect(amount).toBeGreaterThanOrEqual(0);
      }),
      RUNS,
    );
  });

  it("adds up: the totals equal their parts and the lines equal the totals", () => {
    fc.assert(
      fc.property(input, (cart) => {
        const r = calculate(cart);
        const due =
          r.productAmount -
          r.discount -
          r.coupon -
          r.voucherDiscount +
          r.postage +
          r.additionalServiceFee +
          r.tax -
          r.deductionAmount;
        expect(r.amount).toBe(due);
        const linesPay = sumOf(r.items.map((item) => item.payAmount));
        const lineDeductions = sumOf(r.items.map((item) => item.deduction));
        expect(
          linesPay + r.postage + r.additionalServiceFee - (r.deductionAmount - lineDeductions),
        ).toBe(r.amount);
      }),
      RUNS,
    );
  });

  it("never takes more off a line than its amount", () => {
    fc.assert(
      fc.property(input, (cart) => {
        for (const item of calculate(cart).items) {
          expect(item.discount + item.couponDiscount + item.deduction).toBeLessThanOrEqual(
            item.lineAmount,
          );
          expect(item.payAmount).toBe(
            item.lineAmount - item.discount - item.couponDiscount - item.deduction,
          );
          expect(item.promoPrice).toBeLessThanOrEqual(
            item.lineType === "SALABLE_PRODUCT" ? item.unitPrice : Number.POSITIVE_INFINITY,
          );
          expect(sumOf(item.allocations.map((a) => a.cents))).toBe(
            item.discount + item.couponDiscount + item.deduction,
          );
        }
      }),
      RUNS,
    );
  });

  it("allocates each discount source to the lines exactly", () => {
    fc.assert(
      fc.property(input, (cart) => {
        const r = calculate(cart);
        const allocated = allocatedBySource(r);
        const freightTypes = ["FREIGHT_SATISFY_REDUCE", "FREIGHT_SATISFY_DISCOUNT"];
        const itemTypes = ["SPECIFY_PRICE", "DIRECT_REDUCE"];
        for (const activity of r.activities) {
          if (freightTypes.includes(activity.type) || itemTypes.includes(activity.type)) continue;
          expect(allocated.get(activity.id) ?? 0).toBe(activity.promoRewardAmount);
        }
        for (const code of r.discountCodes) {
          expect(allocated.get(`coupon:${code.couponCode}`) ?? 0).toBe(code.couponAmount);
        }
        expect(sumOf(r.discountCodes.map((c) => c.couponAmount))).toBe(
          r.coupon + r.voucherDiscount,
        );
        const itemLevel = sumOf(
          r.items.map((item) =>
            item.lineType === "SALABLE_PRODUCT"
              ? (item.unitPrice - item.promoPrice) * item.quantity
              : 0,
          ),
        );
        expect(itemLevel + sumOf(r.items.map((item) => item.discount))).toBe(r.discount);
        const goDollar = allocated.get("deduction:GO_DOLLAR") ?? 0;
        const merchandiseLeft = sumOf(r.items.map((item) => item.payAmount));
        expect(goDollar).toBeLessThanOrEqual(r.deductionAmount);
        // The go-dollar reaches freight and services only once the lines are paid in full.
        if (goDollar < r.deductionAmount) expect(merchandiseLeft).toBe(0);
      }),
      RUNS,
    );
  });

  it("never takes a discount beyond what it applies to", () => {
    fc.assert(
      fc.property(input, (cart) => {
        const r = calculate(cart);
        const byId = new Map(r.items.map((item) => [item.lineId, item]));
        for (const activity of r.activities) {
          if (activity.type.startsWith("FREIGHT_")) {
            expect(activity.promoRewardAmount).toBeLessThanOrEqual(r.postageBeforeDiscount);
            continue;
          }
          // Item-level rewards come off the unit prices; the others off the line amounts.
          const itemLevel = activity.type === "SPECIFY_PRICE" || activity.type === "DIRECT_REDUCE";
          const covered = sumOf(
            activity.lineIds.map((id) => {
              const item = byId.get(id);
              if (item === undefined) return 0;
              return itemLevel ? item.unitPrice * item.quantity : item.lineAmount;
            }),
          );
          expect(activity.promoRewardAmount).toBeLessThanOrEqual(covered);
        }
        expect(r.discount).toBeLessThanOrEqual(r.productAmount);
        const afterPromotions = sumOf(
          r.items
            .filter((item) => item.lineType === "SALABLE_PRODUCT")
            .map((item) => item.lineAmount - item.discount),
        );
        expect(r.coupon + r.voucherDiscount).toBeLessThanOrEqual(afterPromotions);
        expect(r.postage).toBeLessThanOrEqual(r.postageBeforeDiscount);
        expect(r.postage).toBeGreaterThanOrEqual(0);
      }),
      RUNS,
    );
  });

  it("is deterministic and leaves its input untouched", () => {
    fc.assert(
      fc.property(input, (cart) => {
        const before = structuredClone(cart);
        const first = calculate(cart);
        expect(cart).toEqual(before);
        expect(calculate(cart)).toEqual(first);
        expect(calculate(structuredClone(cart))).toEqual(first);
      }),
      RUNS,
    );
  });

  it("prices the same whatever order the promotions arrive in", () => {
    fc.assert(
      fc.property(input, (cart) => {
        const reversed = { ...cart, promotions: [...cart.promotions].reverse() };
        expect(calculate(reversed)).toEqual(calculate(cart));
      }),
      RUNS,
    );
  });
});
