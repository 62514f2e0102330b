/** Cases of order-level promotions, gifts and add-ons (shopping §4 Promotion types, Cart line partition). */
import type { Case } from "./pricing-case-table";
import {
  MARKUP_NOT_OFFERED,
  MARKUP_THRESHOLD_NOT_MET,
  exchange,
  harbour,
  memberPercent,
  percentCoupon,
  reduce1000From100,
  reduceTiers,
} from "./pricing-case-table";
import {
  BRONZE,
  GOLD,
  NOW,
  TOMORROW,
  YESTERDAY,
  addOnLine,
  cart,
  line,
  promotion,
} from "./pricing-fixtures";

export const PROMOTION_CASES: Case[] = [
  // Order-level promotions
  {
    name: "takes SATISFY_REDUCE's lower tier off once its threshold is reached",
    input: cart({ lines: [line("a", 15_000), line("b", 10_000)], promotions: [reduceTiers] }),
    totals: { amount: 23_000, productAmount: 25_000, discount: 2_000 },
  },
  {
    name: "takes SATISFY_REDUCE's highest reached tier only",
    input: cart({ lines: [line("a", 30_000), line("b", 15_000)], promotions: [reduceTiers] }),
    totals: { amount: 40_000, productAmount: 45_000, discount: 5_000 },
  },
  {
    name: "takes nothing off below SATISFY_REDUCE's lowest tier",
    input: cart({ lines: [line("a", 15_000)], promotions: [reduceTiers] }),
    totals: { amount: 15_000, productAmount: 15_000, discount: 0 },
  },
  {
    name: "takes SATISFY_DISCOUNT's percentage off, rounded half up to the cent",
    input: cart({
      lines: [line("a", 12_345, 2)],
      promotions: [
        promotion("sd", {
          type: "SATISFY_DISCOUNT",
          tiers: [{ threshold: { kind: "QUANTITY", items: 2 }, percentOff: 15 }],
        }),
      ],
    }),
    totals: { amount: 20_986, productAmount: 24_690, discount: 3_704 },
  },
  {
    name: "takes nothing off below SATISFY_DISCOUNT's item count",
    input: cart({
      lines: [line("a", 12_345, 2)],
      promotions: [
        promotion("sd", {
          type: "SATISFY_DISCOUNT",
          tiers: [{ threshold: { kind: "QUANTITY", items: 3 }, percentOff: 15 }],
        }),
      ],
    }),
    totals: { amount: 24_690, productAmount: 24_690, discount: 0 },
  },
  {
    name: "gives a MEMBER promotion to a member of a listed level",
    input: cart({
      customer: GOLD,
      lines: [line("a", 10_001)],
      promotions: [memberPercent(["GOLD"])],
    }),
    totals: { amount: 9_501, productAmount: 10_001, discount: 500 },
  },
  {
    name: "gives a MEMBER promotion without levels to every member",
    input: cart({ customer: BRONZE, lines: [line("a", 10_001)], promotions: [memberPercent([])] }),
    totals: { amount: 9_501, productAmount: 10_001, discount: 500 },
  },
  {
    name: "withholds a MEMBER promotion from guests",
    input: cart({ lines: [line("a", 10_001)], promotions: [memberPercent([])] }),
    totals: { amount: 10_001, productAmount: 10_001, discount: 0 },
  },
  {
    name: "withholds a MEMBER promotion from members of other levels",
    input: cart({
      customer: BRONZE,
      lines: [line("a", 10_001)],
      promotions: [memberPercent(["GOLD"])],
    }),
    totals: { amount: 10_001, productAmount: 10_001, discount: 0 },
  },
  {
    name: "prices each full BUNDLE group of the dearest units at the bundle price",
    input: cart({
      lines: [line("a", 10_000), line("b", 9_000, 2)],
      promotions: [promotion("bu", { type: "BUNDLE", size: 2, bundlePriceCents: 15_000 })],
    }),
    totals: { amount: 24_000, productAmount: 28_000, discount: 4_000 },
    lines: { a: { discount: 2_105 }, b: { discount: 1_895 } },
  },
  {
    name: "frees the cheapest unit of a full FULL_FREE set",
    input: cart({
      lines: [line("a", 10_000, 2), line("b", 4_000, 2)],
      promotions: [promotion("ff", { type: "FULL_FREE", buy: 3, free: 1 })],
    }),
    totals: { amount: 24_000, productAmount: 28_000, discount: 4_000 },
  },
  {
    name: "gives a FULL_FREE unit free for every full group",
    input: cart({
      lines: [line("a", 5_000, 6)],
      promotions: [promotion("ff", { type: "FULL_FREE", buy: 3, free: 1 })],
    }),
    totals: { amount: 20_000, productAmount: 30_000, discount: 10_000 },
  },
  {
    name: "lets an earlier order-level promotion keep the lines it claimed",
    input: cart({
      lines: [line("a", 30_000), line("b", 30_000, 1, harbour)],
      promotions: [
        promotion(
          "brand",
          {
            type: "SATISFY_REDUCE",
            tiers: [{ threshold: { kind: "AMOUNT", cents: 20_000 }, reduceCents: 3_000 }],
          },
          { priority: 1, target: { kind: "BRANDS", codes: ["lion-rock"] } },
        ),
        promotion(
          "all",
          {
            type: "SATISFY_REDUCE",
            tiers: [{ threshold: { kind: "AMOUNT", cents: 50_000 }, reduceCents: 10_000 }],
          },
          { priority: 2 },
        ),
      ],
    }),
    totals: { amount: 57_000, productAmount: 60_000, discount: 3_000 },
    lines: { a: { activityId: "brand", discount: 3_000 }, b: { activityId: "all", discount: 0 } },
  },
  {
    name: "measures order-level thresholds after item-level prices and adds both discounts",
    input: cart({
      lines: [line("a", 10_000, 3)],
      promotions: [
        promotion("sp", { type: "SPECIFY_PRICE", unitPriceCents: 8_000 }, { priority: 1 }),
        promotion(
          "sr",
          {
            type: "SATISFY_REDUCE",
            tiers: [{ threshold: { kind: "AMOUNT", cents: 20_000 }, reduceCents: 2_000 }],
          },
          { priority: 2 },
        ),
      ],
    }),
    totals: { amount: 22_000, productAmount: 30_000, discount: 8_000 },
  },
  {
    name: "ignores an INACTIVE promotion",
    input: cart({
      lines: [line("a", 20_000)],
      promotions: [reduce1000From100({ status: "INACTIVE" })],
    }),
    totals: { amount: 20_000, productAmount: 20_000, discount: 0 },
  },
  {
    name: "ends a promotion at its end time",
    input: cart({ lines: [line("a", 20_000)], promotions: [reduce1000From100({ endsAt: NOW })] }),
    totals: { amount: 20_000, productAmount: 20_000, discount: 0 },
  },
  {
    name: "starts a promotion at its begin time",
    input: cart({ lines: [line("a", 20_000)], promotions: [reduce1000From100({ beginsAt: NOW })] }),
    totals: { amount: 19_000, productAmount: 20_000, discount: 1_000 },
  },
  {
    name: "ignores a promotion that has not begun",
    input: cart({
      lines: [line("a", 20_000)],
      promotions: [reduce1000From100({ beginsAt: TOMORROW })],
    }),
    totals: { amount: 20_000, productAmount: 20_000, discount: 0 },
  },

  // Gifts and add-ons
  {
    name: "gives PRESENT's gift, no more than the gift SKU's stock, at zero",
    input: cart({
      lines: [line("a", 10_000)],
      promotions: [
        promotion("pr", {
          type: "PRESENT",
          threshold: { kind: "AMOUNT", cents: 10_000 },
          gifts: [{ skuCode: "G1", spuCode: "G", number: 2, inventory: 1, onShelf: true }],
        }),
      ],
    }),
    totals: { amount: 10_000, productAmount: 10_000, discount: 0 },
    itemIds: ["a", "gift:pr:G1"],
    lines: { "gift:pr:G1": { lineType: "GIFT", quantity: 1, activityId: "pr", lineAmount: 0 } },
  },
  {
    name: "gives no PRESENT gift whose SKU is out of stock or off shelf",
    input: cart({
      lines: [line("a", 10_000)],
      promotions: [
        promotion("pr", {
          type: "PRESENT",
          threshold: { kind: "AMOUNT", cents: 10_000 },
          gifts: [
            { skuCode: "G1", spuCode: "G", number: 1, inventory: 0, onShelf: true },
            { skuCode: "G2", spuCode: "G", number: 1, inventory: 9, onShelf: false },
          ],
        }),
      ],
    }),
    totals: { amount: 10_000, productAmount: 10_000, discount: 0 },
    itemIds: ["a"],
  },
  {
    name: "gives no PRESENT gift below its threshold",
    input: cart({
      lines: [line("a", 9_999)],
      promotions: [
        promotion("pr", {
          type: "PRESENT",
          threshold: { kind: "AMOUNT", cents: 10_000 },
          gifts: [{ skuCode: "G1", spuCode: "G", number: 1, inventory: 5, onShelf: true }],
        }),
      ],
    }),
    totals: { amount: 9_999, productAmount: 9_999, discount: 0 },
    itemIds: ["a"],
  },
  {
    name: "sells an add-on at its EXCHANGE price once the threshold is reached",
    input: cart({
      lines: [line("a", 25_000), addOnLine("m", "ADD", 5_000, "ex")],
      promotions: [exchange],
    }),
    totals: { amount: 26_900, productAmount: 26_900, discount: 0 },
    lines: { m: { unitPrice: 5_000, promoPrice: 1_900, lineAmount: 1_900, activityId: "ex" } },
  },
  {
    name: "refuses an add-on below the EXCHANGE threshold but still prices it",
    input: cart({
      lines: [line("a", 15_000), addOnLine("m", "ADD", 5_000, "ex")],
      promotions: [exchange],
    }),
    totals: { amount: 16_900, productAmount: 16_900, discount: 0 },
    errors: [[MARKUP_THRESHOLD_NOT_MET, "m"]],
  },
  {
    name: "refuses an add-on SKU the EXCHANGE promotion does not offer, at its own price",
    input: cart({
      lines: [line("a", 25_000), addOnLine("m", "OTHER", 5_000, "ex")],
      promotions: [exchange],
    }),
    totals: { amount: 30_000, productAmount: 30_000, discount: 0 },
    errors: [[MARKUP_NOT_OFFERED, "m"]],
  },
  {
    name: "refuses an add-on of an unknown promotion",
    input: cart({ lines: [line("a", 25_000), addOnLine("m", "ADD", 5_000, "gone")] }),
    totals: { amount: 30_000, productAmount: 30_000, discount: 0 },
    errors: [[MARKUP_NOT_OFFERED, "m"]],
  },
  {
    name: "refuses an add-on whose EXCHANGE promotion is over",
    input: cart({
      lines: [line("a", 25_000), addOnLine("m", "ADD", 5_000, "ex")],
      promotions: [{ ...exchange, endsAt: YESTERDAY }],
    }),
    totals: { amount: 26_900, productAmount: 26_900, discount: 0 },
    errors: [[MARKUP_NOT_OFFERED, "m"]],
  },
  {
    name: "refuses every add-on while markup is not allowed",
    input: cart({
      lines: [line("a", 25_000), addOnLine("m", "ADD", 5_000, "ex")],
      promotions: [exchange],
      markupAllowed: false,
    }),
    totals: { amount: 26_900, productAmount: 26_900, discount: 0 },
    errors: [[MARKUP_NOT_OFFERED, "m"]],
  },
  {
    name: "keeps order-level promotions and coupons off add-on lines",
    input: cart({
      lines: [line("a", 25_000), addOnLine("m", "ADD", 5_000, "ex")],
      promotions: [
        exchange,
        promotion("sd", {
          type: "SATISFY_DISCOUNT",
          tiers: [{ threshold: { kind: "QUANTITY", items: 1 }, percentOff: 10 }],
        }),
      ],
      coupons: [percentCoupon("C10", 10)],
    }),
    totals: { amount: 22_150, productAmount: 26_900, discount: 2_500, voucherDiscount: 2_250 },
    lines: { m: { discount: 0, couponDiscount: 0, payAmount: 1_900 } },
  },
];
