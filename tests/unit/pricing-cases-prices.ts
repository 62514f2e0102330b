/** Cases of unit prices, account scopes and item-level promotions (shopping §3 skuPrices, §4, §5). */
import type { Case } from "./pricing-case-table";
import { harbour } from "./pricing-case-table";
import { BRONZE, GOLD, cart, line, promotion } from "./pricing-fixtures";

export const PRICE_CASES: Case[] = [
  // Unit price and account scopes (shopping §3 skuPrices, §5)
  {
    name: "charges a guest the default price times the quantity",
    input: cart({ lines: [line("a", 10_000, 2)] }),
    totals: { amount: 20_000, productAmount: 20_000, discount: 0 },
  },
  {
    name: "charges a member the member price of their own level",
    input: cart({
      customer: GOLD,
      lines: [
        line("a", 10_000, 1, {
          prices: {
            memberPrices: [
              { memberLevelCode: "BRONZE", price: 9_000 },
              { memberLevelCode: "GOLD", price: 8_000 },
            ],
          },
        }),
      ],
    }),
    totals: { amount: 8_000, productAmount: 8_000, discount: 0 },
    lines: { a: { unitPrice: 8_000, listPrice: 10_000 } },
  },
  {
    name: "charges a member whose level has no member price the default price",
    input: cart({
      customer: BRONZE,
      lines: [
        line("a", 10_000, 1, {
          prices: { memberPrices: [{ memberLevelCode: "GOLD", price: 8_000 }] },
        }),
      ],
    }),
    totals: { amount: 10_000, productAmount: 10_000, discount: 0 },
  },
  {
    name: "lets the member price override the default price even when it is higher",
    input: cart({
      customer: GOLD,
      lines: [
        line("a", 10_000, 1, {
          prices: { memberPrices: [{ memberLevelCode: "GOLD", price: 11_000 }] },
        }),
      ],
    }),
    totals: { amount: 11_000, productAmount: 11_000, discount: 0 },
  },
  {
    name: "gives a guest an ALL_ACCOUNT promotion price",
    input: cart({
      lines: [
        line("a", 10_000, 1, {
          prices: {
            promotionPrices: [{ accountScope: "ALL_ACCOUNT", levels: [], promotionPrice: 7_000 }],
          },
        }),
      ],
    }),
    totals: { amount: 7_000, productAmount: 7_000, discount: 0 },
  },
  {
    name: "gives a member an ALL_ACCOUNT promotion price below their member price",
    input: cart({
      customer: GOLD,
      lines: [
        line("a", 10_000, 1, {
          prices: {
            memberPrices: [{ memberLevelCode: "GOLD", price: 8_000 }],
            promotionPrices: [{ accountScope: "ALL_ACCOUNT", levels: [], promotionPrice: 7_000 }],
          },
        }),
      ],
    }),
    totals: { amount: 7_000, productAmount: 7_000, discount: 0 },
  },
  {
    name: "gives every member a MEMBER promotion price without levels",
    input: cart({
      customer: BRONZE,
      lines: [
        line("a", 10_000, 1, {
          prices: {
            promotionPrices: [{ accountScope: "MEMBER", levels: [], promotionPrice: 7_500 }],
          },
        }),
      ],
    }),
    totals: { amount: 7_500, productAmount: 7_500, discount: 0 },
  },
  {
    name: "gives a MEMBER promotion price with levels to a member of a listed level",
    input: cart({
      customer: GOLD,
      lines: [
        line("a", 10_000, 1, {
          prices: {
            promotionPrices: [{ accountScope: "MEMBER", levels: ["GOLD"], promotionPrice: 7_000 }],
          },
        }),
      ],
    }),
    totals: { amount: 7_000, productAmount: 7_000, discount: 0 },
  },
  {
    name: "withholds a MEMBER promotion price with levels from members of other levels",
    input: cart({
      customer: BRONZE,
      lines: [
        line("a", 10_000, 1, {
          prices: {
            promotionPrices: [{ accountScope: "MEMBER", levels: ["GOLD"], promotionPrice: 7_000 }],
          },
        }),
      ],
    }),
    totals: { amount: 10_000, productAmount: 10_000, discount: 0 },
  },
  {
    name: "withholds a MEMBER promotion price from guests",
    input: cart({
      lines: [
        line("a", 10_000, 1, {
          prices: {
            promotionPrices: [{ accountScope: "MEMBER", levels: [], promotionPrice: 7_000 }],
          },
        }),
      ],
    }),
    totals: { amount: 10_000, productAmount: 10_000, discount: 0 },
  },
  {
    name: "gives a guest a GUEST promotion price",
    input: cart({
      lines: [
        line("a", 10_000, 1, {
          prices: {
            promotionPrices: [{ accountScope: "GUEST", levels: [], promotionPrice: 9_000 }],
          },
        }),
      ],
    }),
    totals: { amount: 9_000, productAmount: 9_000, discount: 0 },
  },
  {
    name: "withholds a GUEST promotion price from members",
    input: cart({
      customer: GOLD,
      lines: [
        line("a", 10_000, 1, {
          prices: {
            promotionPrices: [{ accountScope: "GUEST", levels: [], promotionPrice: 9_000 }],
          },
        }),
      ],
    }),
    totals: { amount: 10_000, productAmount: 10_000, discount: 0 },
  },
  {
    name: "keeps the member price when the promotion price is higher",
    input: cart({
      customer: GOLD,
      lines: [
        line("a", 10_000, 1, {
          prices: {
            memberPrices: [{ memberLevelCode: "GOLD", price: 8_000 }],
            promotionPrices: [{ accountScope: "ALL_ACCOUNT", levels: [], promotionPrice: 8_500 }],
          },
        }),
      ],
    }),
    totals: { amount: 8_000, productAmount: 8_000, discount: 0 },
  },

  // Item-level promotions
  {
    name: "sells targeted units at the SPECIFY_PRICE unit price",
    input: cart({
      lines: [line("a", 10_000, 2)],
      promotions: [promotion("sp", { type: "SPECIFY_PRICE", unitPriceCents: 6_000 })],
    }),
    totals: { amount: 12_000, productAmount: 20_000, discount: 8_000 },
    lines: { a: { unitPrice: 10_000, promoPrice: 6_000, lineAmount: 12_000, discount: 0 } },
  },
  {
    name: "leaves a unit price below the SPECIFY_PRICE price alone",
    input: cart({
      lines: [line("a", 10_000)],
      promotions: [promotion("sp", { type: "SPECIFY_PRICE", unitPriceCents: 12_000 })],
    }),
    totals: { amount: 10_000, productAmount: 10_000, discount: 0 },
  },
  {
    name: "takes DIRECT_REDUCE off every targeted unit",
    input: cart({
      lines: [line("a", 10_000, 3)],
      promotions: [promotion("dr", { type: "DIRECT_REDUCE", reduceCentsPerUnit: 1_500 })],
    }),
    totals: { amount: 25_500, productAmount: 30_000, discount: 4_500 },
  },
  {
    name: "never takes DIRECT_REDUCE below zero",
    input: cart({
      lines: [line("a", 1_000, 2)],
      promotions: [promotion("dr", { type: "DIRECT_REDUCE", reduceCentsPerUnit: 1_500 })],
    }),
    totals: { amount: 0, productAmount: 2_000, discount: 2_000 },
  },
  {
    name: "applies the item-level promotion giving the lowest price",
    input: cart({
      lines: [line("a", 10_000)],
      promotions: [
        promotion("sp", { type: "SPECIFY_PRICE", unitPriceCents: 7_000 }, { priority: 1 }),
        promotion("dr", { type: "DIRECT_REDUCE", reduceCentsPerUnit: 2_000 }, { priority: 2 }),
      ],
    }),
    totals: { amount: 7_000, productAmount: 10_000, discount: 3_000 },
    lines: { a: { activityId: "sp" } },
  },
  {
    name: "applies an item-level promotion only to the brands it targets",
    input: cart({
      lines: [line("a", 10_000), line("b", 10_000, 1, harbour)],
      promotions: [
        promotion(
          "dr",
          { type: "DIRECT_REDUCE", reduceCentsPerUnit: 1_000 },
          { target: { kind: "BRANDS", codes: ["lion-rock"] } },
        ),
      ],
    }),
    totals: { amount: 19_000, productAmount: 20_000, discount: 1_000 },
  },
];
