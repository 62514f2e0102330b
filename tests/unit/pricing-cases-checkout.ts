/** Cases of coupons, freight, services, go-dollar and the empty cart (shopping §3, §4, §9). */
import type { Case } from "./pricing-case-table";
import {
  COUPON_EXPIRED,
  COUPON_INVALID,
  PROMO_CODE_CONDITION_NOT_MET,
  PROMO_CODE_INVALID,
  amountCode,
  freightReduce,
  goDollar,
  harbour,
  percentCoupon,
  reduceTiers,
} from "./pricing-case-table";
import { PRICING_ERROR_CODES } from "@/lib/domain/pricing/constants";
import { GOLD, HK_EXPRESS, TOMORROW, YESTERDAY, cart, line, promotion } from "./pricing-fixtures";

export const CHECKOUT_CASES: Case[] = [
  // Coupons
  {
    name: "takes a PROMOTION_CODE's amount off",
    input: cart({ lines: [line("a", 30_000)], coupons: [amountCode("SAVE50", 5_000)] }),
    totals: { amount: 25_000, productAmount: 30_000, discount: 0, coupon: 5_000 },
  },
  {
    name: "takes a PROMOTION_COUPON's percentage off, rounded half up",
    input: cart({ lines: [line("a", 12_345)], coupons: [percentCoupon("MINE", 10)] }),
    totals: { amount: 11_110, productAmount: 12_345, discount: 0, voucherDiscount: 1_235 },
  },
  {
    name: "applies the promotion code first and the member's coupon on what remains",
    input: cart({
      lines: [line("a", 30_000)],
      coupons: [percentCoupon("MINE", 10), amountCode("SAVE50", 5_000)],
    }),
    totals: {
      amount: 22_500,
      productAmount: 30_000,
      discount: 0,
      coupon: 5_000,
      voucherDiscount: 2_500,
    },
  },
  {
    name: "refuses a valid second promotion code as one code too many",
    input: cart({
      lines: [line("a", 30_000)],
      coupons: [amountCode("FIRST", 5_000), amountCode("SECOND", 3_000)],
    }),
    totals: { amount: 25_000, productAmount: 30_000, discount: 0, coupon: 5_000 },
    errors: [[PRICING_ERROR_CODES.PROMO_CODE_ONE_PER_ORDER, "SECOND"]],
  },
  {
    name: "names an expired second promotion code's own fault while another code applies",
    input: cart({
      lines: [line("a", 30_000)],
      coupons: [amountCode("FIRST", 5_000), amountCode("OLD", 3_000, { endsAt: YESTERDAY })],
    }),
    totals: { amount: 25_000, productAmount: 30_000, discount: 0, coupon: 5_000 },
    errors: [[COUPON_EXPIRED, "OLD"]],
  },
  {
    name: "names an unmet second promotion code's own fault while another code applies",
    input: cart({
      lines: [line("a", 30_000)],
      coupons: [amountCode("FIRST", 5_000), amountCode("BIG", 3_000, { thresholdCents: 100_000 })],
    }),
    totals: { amount: 25_000, productAmount: 30_000, discount: 0, coupon: 5_000 },
    errors: [[PROMO_CODE_CONDITION_NOT_MET, "BIG"]],
  },
  {
    name: "applies a later valid code when the first one kept has a fault of its own",
    input: cart({
      lines: [line("a", 30_000)],
      coupons: [amountCode("OLD", 5_000, { endsAt: YESTERDAY }), amountCode("FRESH", 3_000)],
    }),
    totals: { amount: 27_000, productAmount: 30_000, discount: 0, coupon: 3_000 },
    errors: [[COUPON_EXPIRED, "OLD"]],
  },
  {
    name: "refuses a valid second member coupon as one coupon too many",
    input: cart({
      lines: [line("a", 30_000)],
      coupons: [percentCoupon("ONE", 10), percentCoupon("TWO", 20)],
    }),
    totals: { amount: 27_000, productAmount: 30_000, discount: 0, voucherDiscount: 3_000 },
    errors: [[PRICING_ERROR_CODES.COUPON_ONE_PER_ORDER, "TWO"]],
  },
  {
    name: "refuses a USED member coupon",
    input: cart({
      lines: [line("a", 30_000)],
      coupons: [{ ...percentCoupon("MINE", 10), status: "USED" }],
    }),
    totals: { amount: 30_000, productAmount: 30_000, discount: 0 },
    errors: [[COUPON_INVALID, "MINE"]],
  },
  {
    name: "refuses an OVEREND promotion code",
    input: cart({
      lines: [line("a", 30_000)],
      coupons: [amountCode("SAVE50", 5_000, { status: "OVEREND" })],
    }),
    totals: { amount: 30_000, productAmount: 30_000, discount: 0 },
    errors: [[PROMO_CODE_INVALID, "SAVE50"]],
  },
  {
    name: "refuses a frozen member coupon",
    input: cart({
      lines: [line("a", 30_000)],
      coupons: [{ ...percentCoupon("MINE", 10), freezeStatus: "FREEZE" }],
    }),
    totals: { amount: 30_000, productAmount: 30_000, discount: 0 },
    errors: [[COUPON_INVALID, "MINE"]],
  },
  {
    name: "refuses an expired promotion code",
    input: cart({
      lines: [line("a", 30_000)],
      coupons: [amountCode("SAVE50", 5_000, { endsAt: YESTERDAY })],
    }),
    totals: { amount: 30_000, productAmount: 30_000, discount: 0 },
    errors: [[COUPON_EXPIRED, "SAVE50"]],
  },
  {
    name: "refuses a promotion code before it begins",
    input: cart({
      lines: [line("a", 30_000)],
      coupons: [amountCode("SAVE50", 5_000, { beginsAt: TOMORROW })],
    }),
    totals: { amount: 30_000, productAmount: 30_000, discount: 0 },
    errors: [[COUPON_EXPIRED, "SAVE50"]],
  },
  {
    name: "measures a coupon threshold after promotions and refuses it below",
    input: cart({
      lines: [line("a", 30_000)],
      promotions: [
        promotion("sr", {
          type: "SATISFY_REDUCE",
          tiers: [{ threshold: { kind: "AMOUNT", cents: 20_000 }, reduceCents: 5_000 }],
        }),
      ],
      coupons: [amountCode("SAVE10", 1_000, { thresholdCents: 25_001 })],
    }),
    totals: { amount: 25_000, productAmount: 30_000, discount: 5_000 },
    errors: [[PROMO_CODE_CONDITION_NOT_MET, "SAVE10"]],
  },
  {
    name: "accepts a coupon whose threshold is met exactly",
    input: cart({
      lines: [line("a", 30_000)],
      promotions: [
        promotion("sr", {
          type: "SATISFY_REDUCE",
          tiers: [{ threshold: { kind: "AMOUNT", cents: 20_000 }, reduceCents: 5_000 }],
        }),
      ],
      coupons: [amountCode("SAVE10", 1_000, { thresholdCents: 25_000 })],
    }),
    totals: { amount: 24_000, productAmount: 30_000, discount: 5_000, coupon: 1_000 },
  },
  {
    name: "takes no more off than the lines a coupon targets",
    input: cart({
      lines: [line("a", 3_000), line("b", 20_000, 1, harbour)],
      coupons: [amountCode("LION", 5_000, { target: { kind: "BRANDS", codes: ["lion-rock"] } })],
    }),
    totals: { amount: 20_000, productAmount: 23_000, discount: 0, coupon: 3_000 },
    lines: { a: { couponDiscount: 3_000, payAmount: 0 }, b: { couponDiscount: 0 } },
  },
  {
    name: "refuses a coupon that targets none of the lines",
    input: cart({
      lines: [line("a", 30_000)],
      coupons: [amountCode("NONE", 1_000, { target: { kind: "PRODUCTS", spuCodes: ["X"] } })],
    }),
    totals: { amount: 30_000, productAmount: 30_000, discount: 0 },
    errors: [[PROMO_CODE_CONDITION_NOT_MET, "NONE"]],
  },

  // Freight (shopping §4 Delivery modes, §9)
  {
    name: "quotes Hong Kong express before an address is chosen",
    input: cart({ lines: [line("a", 50_000)], receipt: null }),
    totals: { amount: 54_000, productAmount: 50_000, discount: 0, postage: 4_000 },
    reason: null,
  },
  {
    name: "charges no freight for store pick-up",
    input: cart({ lines: [line("a", 50_000)] }),
    totals: { amount: 50_000, productAmount: 50_000, discount: 0 },
    reason: "PICKUP",
  },
  {
    name: "charges a member freight at HK$799.99",
    input: cart({ customer: GOLD, lines: [line("a", 79_999)], receipt: HK_EXPRESS }),
    totals: { amount: 83_999, productAmount: 79_999, discount: 0, postage: 4_000 },
    reason: null,
  },
  {
    name: "delivers a member's order free from HK$800.00",
    input: cart({ customer: GOLD, lines: [line("a", 80_000)], receipt: HK_EXPRESS }),
    totals: { amount: 80_000, productAmount: 80_000, discount: 0 },
    reason: "MEMBER_800",
  },
  {
    name: "measures the member's HK$800 after coupons",
    input: cart({
      customer: GOLD,
      lines: [line("a", 85_000)],
      coupons: [amountCode("SAVE60", 6_000)],
      receipt: HK_EXPRESS,
    }),
    totals: { amount: 83_000, productAmount: 85_000, discount: 0, coupon: 6_000, postage: 4_000 },
    reason: null,
  },
  {
    name: "charges a guest in Hong Kong freight at HK$1000.00",
    input: cart({ lines: [line("a", 100_000)], receipt: HK_EXPRESS }),
    totals: { amount: 104_000, productAmount: 100_000, discount: 0, postage: 4_000 },
    reason: null,
  },
  {
    name: "delivers a guest's Hong Kong order free at HK$1000.01",
    input: cart({ lines: [line("a", 100_001)], receipt: HK_EXPRESS }),
    totals: { amount: 100_001, productAmount: 100_001, discount: 0 },
    reason: "HK_MO_1000",
  },
  {
    name: "delivers a guest's Macau order free at HK$1000.01",
    input: cart({
      lines: [line("a", 100_001)],
      receipt: { country: "MO", distributionType: "EXPRESS" },
    }),
    totals: { amount: 100_001, productAmount: 100_001, discount: 0 },
    reason: "HK_MO_1000",
  },
  {
    name: "charges the standard fee elsewhere whatever a guest spends",
    input: cart({
      lines: [line("a", 200_000)],
      receipt: { country: "AU", distributionType: "EXPRESS" },
    }),
    totals: { amount: 215_000, productAmount: 200_000, discount: 0, postage: 15_000 },
    reason: null,
  },
  {
    name: "takes a FREIGHT_SATISFY_REDUCE amount off the freight",
    input: cart({ lines: [line("a", 30_000)], promotions: [freightReduce], receipt: HK_EXPRESS }),
    totals: { amount: 31_500, productAmount: 30_000, discount: 0, postage: 1_500 },
    reason: null,
  },
  {
    name: "makes freight free with a 100 % FREIGHT_SATISFY_DISCOUNT",
    input: cart({
      lines: [line("a", 30_000)],
      promotions: [
        promotion("fd", {
          type: "FREIGHT_SATISFY_DISCOUNT",
          threshold: { kind: "AMOUNT", cents: 20_000 },
          percentOff: 100,
        }),
      ],
      receipt: HK_EXPRESS,
    }),
    totals: { amount: 30_000, productAmount: 30_000, discount: 0 },
    reason: "PROMOTION",
  },
  {
    name: "applies only the freight promotion that takes most off",
    input: cart({
      lines: [line("a", 30_000)],
      promotions: [
        promotion(
          "small",
          {
            type: "FREIGHT_SATISFY_REDUCE",
            threshold: { kind: "AMOUNT", cents: 10_000 },
            reduceCents: 1_000,
          },
          { priority: 1 },
        ),
        promotion(
          "half",
          {
            type: "FREIGHT_SATISFY_DISCOUNT",
            threshold: { kind: "QUANTITY", items: 1 },
            percentOff: 50,
          },
          { priority: 2 },
        ),
      ],
      receipt: HK_EXPRESS,
    }),
    totals: { amount: 32_000, productAmount: 30_000, discount: 0, postage: 2_000 },
  },
  {
    name: "measures a freight promotion's threshold after coupons",
    input: cart({
      lines: [line("a", 30_000)],
      promotions: [freightReduce],
      coupons: [amountCode("SAVE50", 5_000)],
      receipt: HK_EXPRESS,
    }),
    totals: { amount: 29_000, productAmount: 30_000, discount: 0, coupon: 5_000, postage: 4_000 },
  },
  {
    name: "takes a freight promotion off the fee for elsewhere",
    input: cart({
      lines: [line("a", 30_000)],
      promotions: [
        promotion("fd", {
          type: "FREIGHT_SATISFY_DISCOUNT",
          threshold: { kind: "AMOUNT", cents: 20_000 },
          percentOff: 50,
        }),
      ],
      receipt: { country: "AU", distributionType: "EXPRESS" },
    }),
    totals: { amount: 37_500, productAmount: 30_000, discount: 0, postage: 7_500 },
  },

  // Additional services
  {
    name: "adds each additional service less its promotion, never below zero",
    input: cart({
      lines: [line("a", 10_000)],
      additionalServices: [
        { type: "PACKAGE", amountCents: 2_000, promotionAmountCents: 500 },
        { type: "GREETING_CARD", amountCents: 1_000, promotionAmountCents: 1_500 },
      ],
    }),
    totals: { amount: 11_500, productAmount: 10_000, discount: 0, additionalServiceFee: 1_500 },
  },

  // Go-dollar
  {
    name: "deducts a member's go-dollar",
    input: cart({ customer: GOLD, lines: [line("a", 30_000)], goDollar: goDollar(50) }),
    totals: { amount: 25_000, productAmount: 30_000, discount: 0, deductionAmount: 5_000 },
    lines: { a: { deduction: 5_000, payAmount: 25_000 } },
  },
  {
    name: "refuses go-dollar beyond the member's balance",
    input: cart({ customer: GOLD, lines: [line("a", 30_000)], goDollar: goDollar(150) }),
    totals: { amount: 30_000, productAmount: 30_000, discount: 0 },
    errors: [[PRICING_ERROR_CODES.GO_DOLLAR_BALANCE_INSUFFICIENT, "GO_DOLLAR"]],
  },
  {
    name: "refuses go-dollar beyond the order amount",
    input: cart({ customer: GOLD, lines: [line("a", 3_000)], goDollar: goDollar(40) }),
    totals: { amount: 3_000, productAmount: 3_000, discount: 0 },
    errors: [[PRICING_ERROR_CODES.GO_DOLLAR_EXCEEDS_ORDER_AMOUNT, "GO_DOLLAR"]],
  },
  {
    name: "accepts go-dollar up to the whole order amount",
    input: cart({ customer: GOLD, lines: [line("a", 3_000)], goDollar: goDollar(30) }),
    totals: { amount: 0, productAmount: 3_000, discount: 0, deductionAmount: 3_000 },
  },
  {
    name: "refuses go-dollar to guests",
    input: cart({ lines: [line("a", 30_000)], goDollar: goDollar(10) }),
    totals: { amount: 30_000, productAmount: 30_000, discount: 0 },
    errors: [[PRICING_ERROR_CODES.GO_DOLLAR_MEMBERS_ONLY, "GO_DOLLAR"]],
  },
  {
    name: "lets go-dollar pay the freight without allocating that part to a line",
    input: cart({
      customer: GOLD,
      lines: [line("a", 3_000)],
      receipt: HK_EXPRESS,
      goDollar: goDollar(70),
    }),
    totals: {
      amount: 0,
      productAmount: 3_000,
      discount: 0,
      postage: 4_000,
      deductionAmount: 7_000,
    },
    lines: { a: { deduction: 3_000, payAmount: 0 } },
  },

  // Empty cart (shopping §4 Cart calculation)
  {
    name: "prices an empty cart at zero whatever else is asked",
    input: cart({
      customer: GOLD,
      receipt: HK_EXPRESS,
      promotions: [reduceTiers, freightReduce],
      coupons: [amountCode("SAVE50", 5_000)],
      additionalServices: [{ type: "PACKAGE", amountCents: 2_000, promotionAmountCents: 0 }],
      goDollar: goDollar(10),
    }),
    totals: { amount: 0, productAmount: 0, discount: 0 },
    reason: null,
    itemIds: [],
  },
];
