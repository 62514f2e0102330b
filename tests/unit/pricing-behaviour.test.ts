import { describe, expect, it } from "vitest";
import { splitByWeight } from "@/lib/domain/pricing/allocate";
import { calculate } from "@/lib/domain/pricing/calculate";
import { percentOf } from "@/lib/domain/pricing/money";
import type { PricedActivity, PricingInput } from "@/lib/domain/pricing/types";
import {
  BRONZE,
  GOLD,
  HK_EXPRESS,
  addOnLine,
  cart,
  coupon,
  line,
  promotion,
} from "./pricing-fixtures";

function activity(input: PricingInput, id: string): PricedActivity | undefined {
  return calculate(input).activities.find((a) => a.id === id);
}

const twoTiers = promotion("tiers", {
  type: "SATISFY_REDUCE",
  tiers: [
    { threshold: { kind: "AMOUNT", cents: 20_000 }, reduceCents: 2_000 },
    { threshold: { kind: "AMOUNT", cents: 40_000 }, reduceCents: 5_000 },
  ],
});

describe("rounding", () => {
  it("rounds a percentage half up to the cent", () => {
    expect(percentOf(24_690, 15)).toBe(3_704); // 3703.5
    expect(percentOf(1, 50)).toBe(1); // 0.5
    expect(percentOf(1, 49)).toBe(0); // 0.49
    expect(percentOf(99, 12.5)).toBe(12); // 12.375
  });

  it("clamps a percentage to 0–100", () => {
    expect(percentOf(10_000, 150)).toBe(10_000);
    expect(percentOf(10_000, -5)).toBe(0);
  });

  it("stays exact on amounts whose product passes 2^53", () => {
    expect(percentOf(9_007_199_254_740, 33.33)).toBe(3_002_099_511_605);
  });

  it("splits by the largest remainder so that the shares sum to the amount", () => {
    expect(splitByWeight(100, [1_000, 1_000, 1_000])).toEqual([34, 33, 33]);
    expect(splitByWeight(4_000, [10_000, 18_000])).toEqual([1_429, 2_571]);
    expect(splitByWeight(5, [0, 3, 0, 3])).toEqual([0, 3, 0, 2]);
  });

  it("never gives a share above its weight", () => {
    expect(splitByWeight(10, [1, 1_000])).toEqual([0, 10]);
    expect(splitByWeight(1_001, [1, 1_000])).toEqual([1, 1_000]);
  });
});

describe("allocation to lines", () => {
  it("spreads an order-level discount over the claimed lines in proportion to their amounts", () => {
    const result = calculate(
      cart({
        lines: [line("a", 10_000), line("b", 10_000), line("c", 10_000)],
        promotions: [twoTiers],
      }),
    );
    expect(result.items.map((item) => item.discount)).toEqual([667, 667, 666]);
    expect(result.items.map((item) => item.allocations)).toEqual([
      [{ source: "tiers", cents: 667 }],
      [{ source: "tiers", cents: 667 }],
      [{ source: "tiers", cents: 666 }],
    ]);
  });

  it("records coupons and go-dollar under their own sources", () => {
    const result = calculate(
      cart({
        customer: GOLD,
        lines: [line("a", 30_000)],
        coupons: [coupon("SAVE50", { kind: "AMOUNT_OFF", cents: 5_000 })],
        goDollar: { requested: 10, balanceCents: 10_000 },
      }),
    );
    expect(result.items[0]?.allocations).toEqual([
      { source: "coupon:SAVE50", cents: 5_000 },
      { source: "deduction:GO_DOLLAR", cents: 1_000 },
    ]);
    expect(result.items[0]?.payAmount).toBe(24_000);
  });

  it("allocates a BUNDLE discount only to the units in full groups", () => {
    const result = calculate(
      cart({
        lines: [line("a", 10_000, 2), line("b", 1_000)],
        promotions: [promotion("bu", { type: "BUNDLE", size: 2, bundlePriceCents: 15_000 })],
      }),
    );
    expect(result.items.map((item) => item.discount)).toEqual([5_000, 0]);
  });
});

describe("activities", () => {
  it("lists activities by priority and leaves out those that match no line", () => {
    const result = calculate(
      cart({
        lines: [line("a", 10_000)],
        promotions: [
          promotion("late", { type: "DIRECT_REDUCE", reduceCentsPerUnit: 100 }, { priority: 9 }),
          promotion("early", { type: "SPECIFY_PRICE", unitPriceCents: 9_000 }, { priority: 1 }),
          promotion(
            "elsewhere",
            { type: "DIRECT_REDUCE", reduceCentsPerUnit: 100 },
            { priority: 0, target: { kind: "CATEGORIES", paths: ["women"] } },
          ),
        ],
      }),
    );
    expect(result.activities.map((a) => a.id)).toEqual(["early", "late"]);
    expect(result.activities.map((a) => a.promoRewardAmount)).toEqual([1_000, 0]);
  });

  it("orders promotions of equal priority by id whatever the input order", () => {
    const promotions = [
      promotion("b", { type: "DIRECT_REDUCE", reduceCentsPerUnit: 100 }),
      promotion("a", { type: "DIRECT_REDUCE", reduceCentsPerUnit: 100 }),
    ];
    const forward = calculate(cart({ lines: [line("x", 1_000)], promotions }));
    const backward = calculate(
      cart({ lines: [line("x", 1_000)], promotions: promotions.reverse() }),
    );
    expect(forward).toEqual(backward);
    expect(forward.items[0]?.activityId).toBe("a");
  });

  it("lists an order-level promotion below its threshold with the lines it measured", () => {
    const found = activity(cart({ lines: [line("a", 15_000)], promotions: [twoTiers] }), "tiers");
    expect(found).toMatchObject({
      reached: false,
      promoRewardAmount: 0,
      lineIds: ["a"],
      nudge: { kind: "AMOUNT", missingCents: 5_000 },
    });
  });

  it("lists an unmet promotion with its nudge beside the lower one that applies (ADR 0041)", () => {
    const spend = (id: string, cents: number, priority: number) =>
      promotion(
        id,
        {
          type: "SATISFY_REDUCE",
          tiers: [{ threshold: { kind: "AMOUNT", cents }, reduceCents: 3_000 }],
        },
        { priority },
      );
    const input = cart({
      lines: [line("a", 50_000)],
      promotions: [spend("high", 100_000, 1), spend("low", 30_000, 2)],
    });
    expect(activity(input, "high")).toMatchObject({
      reached: false,
      promoRewardAmount: 0,
      lineIds: ["a"],
      nudge: { kind: "AMOUNT", missingCents: 50_000 },
    });
    expect(activity(input, "low")).toMatchObject({
      reached: true,
      promoRewardAmount: 3_000,
      lineIds: ["a"],
    });
  });

  it("points the nudge at the next tier once a lower one is reached", () => {
    const found = activity(cart({ lines: [line("a", 25_000)], promotions: [twoTiers] }), "tiers");
    expect(found).toMatchObject({
      reached: true,
      promoRewardAmount: 2_000,
      nudge: { kind: "AMOUNT", missingCents: 15_000 },
    });
  });

  it("counts the units missing from the next BUNDLE or FULL_FREE group", () => {
    const input = cart({
      lines: [line("a", 10_000, 4), line("b", 5_000, 1, { brandCode: "harbour-trail" })],
      promotions: [
        promotion(
          "bu",
          { type: "BUNDLE", size: 3, bundlePriceCents: 20_000 },
          { target: { kind: "BRANDS", codes: ["lion-rock"] } },
        ),
        promotion("ff", { type: "FULL_FREE", buy: 3, free: 1 }, { priority: 20 }),
      ],
    });
    expect(activity(input, "bu")?.nudge).toEqual({ kind: "QUANTITY", missingItems: 2 });
    expect(activity(input, "ff")).toMatchObject({
      reached: false,
      lineIds: ["b"],
      nudge: { kind: "QUANTITY", missingItems: 2 },
    });
  });

  it("hides a MEMBER promotion from those it is not for", () => {
    const member = promotion("mem", { type: "MEMBER", levels: ["GOLD"], percentOff: 5 });
    expect(
      activity(cart({ lines: [line("a", 1_000)], promotions: [member] }), "mem"),
    ).toBeUndefined();
    expect(
      activity(cart({ customer: BRONZE, lines: [line("a", 1_000)], promotions: [member] }), "mem"),
    ).toBeUndefined();
    expect(
      activity(cart({ customer: GOLD, lines: [line("a", 1_000)], promotions: [member] }), "mem"),
    ).toMatchObject({ reached: true, promoRewardAmount: 50, lineIds: ["a"] });
  });

  it("measures gifts and add-ons on every targeted line, even those another activity claimed", () => {
    const input = cart({
      lines: [line("a", 20_000)],
      promotions: [
        twoTiers,
        promotion("pr", {
          type: "PRESENT",
          threshold: { kind: "AMOUNT", cents: 20_000 },
          gifts: [{ skuCode: "G1", spuCode: "G", number: 1, inventory: 3, onShelf: true }],
        }),
      ],
    });
    expect(activity(input, "pr")).toMatchObject({
      reached: true,
      gifts: [{ skuCode: "G1", spuCode: "G", quantity: 1, number: 1 }],
      lineIds: ["a", "gift:pr:G1"],
    });
  });

  it("gives the gift only while the gift SKU is in stock", () => {
    const withStock = (inventory: number) =>
      calculate(
        cart({
          lines: [line("a", 20_000)],
          promotions: [
            promotion("pr", {
              type: "PRESENT",
              threshold: { kind: "QUANTITY", items: 1 },
              gifts: [{ skuCode: "G1", spuCode: "G", number: 1, inventory, onShelf: true }],
            }),
          ],
        }),
      );
    expect(withStock(1).items.map((item) => item.lineType)).toEqual(["SALABLE_PRODUCT", "GIFT"]);
    expect(withStock(0).items.map((item) => item.lineType)).toEqual(["SALABLE_PRODUCT"]);
    expect(withStock(0).activities[0]?.gifts).toEqual([]);
  });

  it("lists the add-on offers in stock before the EXCHANGE threshold is reached, with a nudge", () => {
    const found = activity(
      cart({
        lines: [line("a", 15_000)],
        promotions: [
          promotion("ex", {
            type: "EXCHANGE",
            threshold: { kind: "AMOUNT", cents: 20_000 },
            exchangeProducts: [
              { skuCode: "IN", spuCode: "S", addCartPriceCents: 100, inventory: 2, onShelf: true },
              { skuCode: "OUT", spuCode: "S", addCartPriceCents: 100, inventory: 0, onShelf: true },
              {
                skuCode: "OFF",
                spuCode: "S",
                addCartPriceCents: 100,
                inventory: 2,
                onShelf: false,
              },
            ],
          }),
        ],
      }),
      "ex",
    );
    expect(found?.reached).toBe(false);
    expect(found?.exchangeProducts.map((offer) => offer.skuCode)).toEqual(["IN"]);
    expect(found?.nudge).toEqual({ kind: "AMOUNT", missingCents: 5_000 });
  });

  it("counts an add-on line among its EXCHANGE activity's lines", () => {
    const found = activity(
      cart({
        lines: [line("a", 25_000), addOnLine("m", "ADD", 5_000, "ex")],
        promotions: [
          promotion("ex", {
            type: "EXCHANGE",
            threshold: { kind: "AMOUNT", cents: 20_000 },
            exchangeProducts: [
              {
                skuCode: "ADD",
                spuCode: "S",
                addCartPriceCents: 1_900,
                inventory: 2,
                onShelf: true,
              },
            ],
          }),
        ],
      }),
      "ex",
    );
    expect(found).toMatchObject({ reached: true, lineIds: ["a", "m"], nudge: null });
  });

  it("nudges toward a freight promotion only while freight is charged", () => {
    const freight = promotion("fr", {
      type: "FREIGHT_SATISFY_REDUCE",
      threshold: { kind: "AMOUNT", cents: 30_000 },
      reduceCents: 4_000,
    });
    const charged = calculate(
      cart({ lines: [line("a", 25_000)], promotions: [freight], receipt: HK_EXPRESS }),
    );
    expect(charged.activities[0]?.nudge).toEqual({ kind: "AMOUNT", missingCents: 5_000 });
    const pickup = calculate(cart({ lines: [line("a", 25_000)], promotions: [freight] }));
    expect(pickup.activities[0]?.nudge).toBeNull();
    const reached = calculate(
      cart({ lines: [line("a", 30_000)], promotions: [freight], receipt: HK_EXPRESS }),
    );
    expect(reached.activities[0]).toMatchObject({ reached: true, promoRewardAmount: 4_000 });
    expect(reached.freeFreightReason).toBe("PROMOTION");
  });
});

describe("free delivery nudge", () => {
  it("tells a guest in Hong Kong what is missing to go over HK$1000", () => {
    const result = calculate(cart({ lines: [line("a", 100_000)], receipt: HK_EXPRESS }));
    expect(result.freeFreightNudge).toEqual({ kind: "AMOUNT", missingCents: 1 });
  });

  it("tells a member what is missing to reach HK$800", () => {
    const result = calculate(
      cart({ customer: GOLD, lines: [line("a", 79_999)], receipt: HK_EXPRESS }),
    );
    expect(result.freeFreightNudge).toEqual({ kind: "AMOUNT", missingCents: 1 });
  });

  it("has no nudge outside Hong Kong and Macau or once freight is free", () => {
    const abroad = calculate(
      cart({ lines: [line("a", 1_000)], receipt: { country: "SG", distributionType: "EXPRESS" } }),
    );
    expect(abroad.freeFreightNudge).toBeNull();
    expect(calculate(cart({ lines: [line("a", 1_000)] })).freeFreightNudge).toBeNull();
  });

  it("quotes the freight before discount even when a rule makes it free", () => {
    const result = calculate(
      cart({ customer: GOLD, lines: [line("a", 90_000)], receipt: HK_EXPRESS }),
    );
    expect(result).toMatchObject({ postage: 0, postageBeforeDiscount: 4_000 });
  });
});

describe("go-dollar limit", () => {
  it("tells a member the most this order can take: whole go-dollars within the balance", () => {
    const result = calculate(
      cart({
        customer: GOLD,
        lines: [line("a", 90_000)],
        goDollar: { requested: 0, balanceCents: 15_650 },
      }),
    );
    expect(result.goDollar).toEqual({ balanceCents: 15_650, maxUsable: 156 });
  });

  it("caps it at the amount due before go-dollar, freight included, and never refuses that amount", () => {
    const input = cart({
      customer: GOLD,
      lines: [line("a", 12_345)],
      receipt: HK_EXPRESS,
      goDollar: { requested: 0, balanceCents: 100_000 },
    });
    const limit = calculate(input).goDollar;
    // HK$123.45 of goods and HK$40 of delivery: HK$163.45 due, so 163 whole go-dollars.
    expect(limit).toEqual({ balanceCents: 100_000, maxUsable: 163 });
    const used = calculate({ ...input, goDollar: { requested: 163, balanceCents: 100_000 } });
    expect(used.errors).toEqual([]);
    expect(used.deductionAmount).toBe(16_300);
  });

  it("has none for a guest", () => {
    const result = calculate(
      cart({ lines: [line("a", 10_000)], goDollar: { requested: 0, balanceCents: 0 } }),
    );
    expect(result.goDollar).toBeNull();
  });
});

describe("input invariants", () => {
  it("refuses to price a fractional price or a quantity below one", () => {
    expect(() => calculate(cart({ lines: [line("a", 10.5)] }))).toThrow(RangeError);
    expect(() => calculate(cart({ lines: [line("a", 1_000, 0)] }))).toThrow(RangeError);
  });
});
