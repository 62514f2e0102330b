/**
 * Allocation that refunds can trust (issue 17 item 6; docs/adr/0041): a line's share of every
 * discount, coupon and go-dollar is what a refund of that line gives back, so it must not
 * depend on the order the lines arrive in. Ties go by the line (its SKU, then its id).
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { calculate } from "@/lib/domain/pricing/calculate";
import { compareLines } from "@/lib/domain/pricing/line-order";
import type { CalculationResult, PricedLine, PricingLine } from "@/lib/domain/pricing/types";
import { RUNS, allocatedBySource, input, sumOf } from "./pricing-arbitraries";
import { GOLD, cart, coupon, line, promotion } from "./pricing-fixtures";

/** The result with every list whose order follows the lines' order put in a fixed order. */
function normalised(result: CalculationResult) {
  return {
    ...result,
    items: [...result.items].sort((a, b) => (a.lineId < b.lineId ? -1 : 1)),
    activities: result.activities.map((a) => ({ ...a, lineIds: [...a.lineIds].sort() })),
    errors: [...result.errors].sort((a, b) =>
      `${a.code}/${a.subject}` < `${b.code}/${b.subject}` ? -1 : 1,
    ),
  };
}

/** Lines numbered by position, as an order's request is (`line:<n>`, orders/create.ts). */
function numbered(lines: readonly PricingLine[]): PricingLine[] {
  return lines.map((l, index) => ({ ...l, lineId: `line:${index}` }));
}

/** A line as priced, keyed by what it is rather than by its id. */
function byContent(items: readonly PricedLine[]) {
  return items
    .filter((item) => item.lineType !== "GIFT")
    .map(({ lineId: _id, ...rest }) => rest)
    .map((rest) => JSON.stringify(rest))
    .sort();
}

const centOff = coupon("CENT", { kind: "AMOUNT_OFF", cents: 1 });

describe("ties between lines", () => {
  it("gives the spare cent to the same line whichever comes first", () => {
    const lines = [line("a", 10_000), line("b", 10_000)];
    for (const order of [lines, [...lines].reverse()]) {
      const result = calculate(cart({ lines: order, coupons: [centOff] }));
      const share = (id: string) => result.items.find((item) => item.lineId === id)?.couponDiscount;
      expect([share("a"), share("b")]).toEqual([1, 0]);
    }
  });

  it("settles a tie by SKU when an order numbers its lines by position", () => {
    const lines = [
      line("x", 10_000, 1, { skuCode: "SKU-Z" }),
      line("y", 10_000, 1, { skuCode: "SKU-A" }),
    ];
    for (const order of [numbered(lines), numbered([...lines].reverse())]) {
      const result = calculate(cart({ lines: order, coupons: [centOff] }));
      const share = (sku: string) =>
        result.items.find((item) => item.skuCode === sku)?.couponDiscount;
      expect([share("SKU-A"), share("SKU-Z")]).toEqual([1, 0]);
    }
  });

  it("splits an order-level discount, a coupon and go-dollar the same in any order", () => {
    const lines = [line("a", 3_333), line("b", 3_333), line("c", 3_334, 2)];
    const price = (order: PricingLine[]) =>
      normalised(
        calculate(
          cart({
            customer: GOLD,
            lines: order,
            promotions: [
              promotion("sd", {
                type: "SATISFY_DISCOUNT",
                tiers: [{ threshold: { kind: "QUANTITY", items: 1 }, percentOff: 7 }],
              }),
            ],
            coupons: [coupon("C", { kind: "AMOUNT_OFF", cents: 1_001 })],
            goDollar: { requested: 11, balanceCents: 5_000 },
          }),
        ),
      );
    const forward = price(lines);
    expect(price([...lines].reverse())).toEqual(forward);
    expect(price([lines[1]!, lines[2]!, lines[0]!])).toEqual(forward);
    expect(sumOf(forward.items.map((item) => item.couponDiscount))).toBe(1_001);
  });

  it("picks the same units of equally priced lines for a FULL_FREE group in any order", () => {
    const lines = [line("a", 5_000), line("b", 5_000), line("c", 5_000), line("d", 5_000)];
    const ff = promotion("ff", { type: "FULL_FREE", buy: 3, free: 1 });
    const discounts = (order: PricingLine[]) =>
      Object.fromEntries(
        calculate(cart({ lines: order, promotions: [ff] })).items.map((i) => [
          i.lineId,
          i.discount,
        ]),
      );
    const forward = discounts(lines);
    expect(discounts([...lines].reverse())).toEqual(forward);
    // One group: a and b (first by SKU) are bought, d (last) is free, and c, ranked between
    // them, is in no group and takes no share of the HK$50.
    expect(forward).toEqual({ a: 1_667, b: 1_667, c: 0, d: 1_666 });
  });

  it("orders lines by SKU, line type, add-on activity, quantity, then id", () => {
    const base = line("a", 100);
    expect(compareLines(base, { ...base, skuCode: "SKU-b" })).toBeLessThan(0);
    expect(compareLines({ ...base, lineType: "ATTACHED_PRODUCT" }, base)).toBeLessThan(0);
    expect(compareLines(base, { ...base, activityId: "ex" })).toBeLessThan(0);
    expect(compareLines(base, { ...base, quantity: 2 })).toBeLessThan(0);
    expect(compareLines(base, { ...base, lineId: "b" })).toBeLessThan(0);
    expect(compareLines(base, { ...base })).toBe(0);
  });
});

describe("line order: properties over random carts", () => {
  // Random prices seldom tie; half the carts price every line at one of three prices, so that
  // spare cents and group places are often settled by the tie-break.
  const tieProne = input.chain((drawn) =>
    fc
      .array(fc.constantFrom(1_000, 3_333, 9_999), {
        minLength: drawn.lines.length,
        maxLength: drawn.lines.length,
      })
      .map((prices) => ({
        ...drawn,
        lines: drawn.lines.map((l, index) => ({
          ...l,
          prices: { ...l.prices, defaultPrice: prices[index] ?? 0, memberPrices: [] },
        })),
      })),
  );
  const shuffledCart = fc.oneof(input, tieProne).chain((drawn) =>
    fc
      .shuffledSubarray(drawn.lines, {
        minLength: drawn.lines.length,
        maxLength: drawn.lines.length,
      })
      .map((lines) => ({ drawn, shuffled: { ...drawn, lines } })),
  );

  it("prices each line identically, allocations included, whatever the order of the lines", () => {
    fc.assert(
      fc.property(shuffledCart, ({ drawn, shuffled }) => {
        const first = calculate(drawn);
        const again = calculate(shuffled);
        expect(normalised(again)).toEqual(normalised(first));
        // The allocations still sum exactly to each discount.
        const allocated = allocatedBySource(again);
        for (const activity of again.activities) {
          if (activity.type.startsWith("FREIGHT_")) continue;
          if (activity.type === "SPECIFY_PRICE" || activity.type === "DIRECT_REDUCE") continue;
          expect(allocated.get(activity.id) ?? 0).toBe(activity.promoRewardAmount);
        }
        for (const code of again.discountCodes) {
          expect(allocated.get(`coupon:${code.couponCode}`) ?? 0).toBe(code.couponAmount);
        }
        expect(sumOf(again.items.map((item) => item.discount))).toBe(
          again.discount -
            sumOf(
              again.items.map((item) =>
                item.lineType === "SALABLE_PRODUCT"
                  ? (item.unitPrice - item.promoPrice) * item.quantity
                  : 0,
              ),
            ),
        );
      }),
      RUNS,
    );
  });

  it("prices an order's lines the same when its request lists them in another order", () => {
    fc.assert(
      fc.property(shuffledCart, ({ drawn, shuffled }) => {
        const first = calculate({ ...drawn, lines: numbered(drawn.lines) });
        const again = calculate({ ...shuffled, lines: numbered(shuffled.lines) });
        expect(byContent(again.items)).toEqual(byContent(first.items));
        expect(again.amount).toBe(first.amount);
        expect(again.discount).toBe(first.discount);
      }),
      RUNS,
    );
  });
});
