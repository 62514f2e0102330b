/**
 * The table of carts the pricing engine is checked against: each case states its input and
 * its expected totals as literal cents, worked out by hand (never by the engine's helpers).
 * The cases live in pricing-cases-*.ts by area; pricing-cases.test.ts runs them.
 */
import { expect } from "vitest";
import { calculate } from "@/lib/domain/pricing/calculate";
import type {
  CalculationResult,
  CouponInput,
  ExchangeOffer,
  PricedLine,
  PricingInput,
  Promotion,
} from "@/lib/domain/pricing/types";
import { CART_ERROR_CODES } from "@/lib/domain/cart/constants";
import { PRICING_ERROR_CODES } from "@/lib/domain/pricing/constants";
import { coupon, promotion } from "./pricing-fixtures";

/** The result's totals; the fields left out of a case are expected to be 0. */
export interface Totals {
  amount: number;
  productAmount: number;
  discount: number;
  coupon?: number;
  voucherDiscount?: number;
  postage?: number;
  additionalServiceFee?: number;
  deductionAmount?: number;
}

export interface Case {
  name: string;
  input: PricingInput;
  totals: Totals;
  errors?: [code: string, subject: string][];
  reason?: CalculationResult["freeFreightReason"];
  lines?: Record<string, Partial<PricedLine>>;
  itemIds?: string[];
}

export const { PROMO_CODE_INVALID, COUPON_INVALID, COUPON_EXPIRED, PROMO_CODE_CONDITION_NOT_MET } =
  PRICING_ERROR_CODES;
export const { MARKUP_NOT_OFFERED, MARKUP_THRESHOLD_NOT_MET } = CART_ERROR_CODES;

/* Builders the case files share. */

/** A line of the second brand, for targets by brand. */
export const harbour = { brandCode: "harbour-trail" };
/** HK$20 off from HK$200, HK$50 off from HK$400. */
export const reduceTiers = promotion("tiers", {
  type: "SATISFY_REDUCE",
  tiers: [
    { threshold: { kind: "AMOUNT", cents: 20_000 }, reduceCents: 2_000 },
    { threshold: { kind: "AMOUNT", cents: 40_000 }, reduceCents: 5_000 },
  ],
});
/** HK$10 off from HK$100, for the in-force window cases. */
export const reduce1000From100 = (overrides: Partial<Promotion> = {}) =>
  promotion(
    "r",
    {
      type: "SATISFY_REDUCE",
      tiers: [{ threshold: { kind: "AMOUNT", cents: 10_000 }, reduceCents: 1_000 }],
    },
    overrides,
  );
export const offer: ExchangeOffer = {
  skuCode: "ADD",
  spuCode: "ADD-SPU",
  addCartPriceCents: 1_900,
  inventory: 5,
  onShelf: true,
};
/** The add-on "ADD" at HK$19 from HK$200. */
export const exchange = promotion("ex", {
  type: "EXCHANGE",
  threshold: { kind: "AMOUNT", cents: 20_000 },
  exchangeProducts: [offer],
});
export const percentCoupon = (code: string, percentOff: number) =>
  coupon(code, { kind: "PERCENT_OFF", percentOff }, { couponType: "PROMOTION_COUPON" });
export const amountCode = (code: string, cents: number, overrides: Partial<CouponInput> = {}) =>
  coupon(code, { kind: "AMOUNT_OFF", cents }, overrides);
export const memberPercent = (levels: string[]) =>
  promotion("mem", { type: "MEMBER", levels, percentOff: 5 });
/** HK$25 off the freight from HK$300. */
export const freightReduce = promotion("fr", {
  type: "FREIGHT_SATISFY_REDUCE",
  threshold: { kind: "AMOUNT", cents: 30_000 },
  reduceCents: 2_500,
});
export const goDollar = (requested: number, balanceCents = 10_000) => ({ requested, balanceCents });

function totalsOf(result: CalculationResult): Required<Totals> {
  return {
    amount: result.amount,
    productAmount: result.productAmount,
    discount: result.discount,
    coupon: result.coupon,
    voucherDiscount: result.voucherDiscount,
    postage: result.postage,
    additionalServiceFee: result.additionalServiceFee,
    deductionAmount: result.deductionAmount,
  };
}

/** Prices the case's cart and checks its totals, errors, free-freight reason and lines. */
export function expectCase({ input, totals, errors = [], reason, lines, itemIds }: Case): void {
  const result = calculate(input);
  expect(totalsOf(result)).toEqual({
    coupon: 0,
    voucherDiscount: 0,
    postage: 0,
    additionalServiceFee: 0,
    deductionAmount: 0,
    ...totals,
  });
  expect(result.errors.map((e) => [e.code, e.subject])).toEqual(errors);
  if (reason !== undefined) expect(result.freeFreightReason).toBe(reason);
  if (itemIds !== undefined) expect(result.items.map((item) => item.lineId)).toEqual(itemIds);
  for (const [lineId, expected] of Object.entries(lines ?? {})) {
    expect(result.items.find((item) => item.lineId === lineId)).toMatchObject(expected);
  }
}
