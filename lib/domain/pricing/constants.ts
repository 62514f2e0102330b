/** Money and pricing rules in the spec's wording (shopping §3 Additional service, §8, §9; ADR 0012). */

/** shopping §9: "Currency HK$ (HKD)". Money is integer cents of this currency. */
export const CURRENCY_CODE = "HKD";
export const CENTS_PER_DOLLAR = 100;

/** shopping §3 Additional service: "type (PACKAGE, GREETING_CARD)". */
export const ADDITIONAL_SERVICE_TYPES = ["PACKAGE", "GREETING_CARD"] as const;
export type AdditionalServiceType = (typeof ADDITIONAL_SERVICE_TYPES)[number];

/** shopping §9: "Free standard delivery for member orders of 800 and up". HK$ → cents. */
export const MEMBER_FREE_DELIVERY_FROM_CENTS = 800 * CENTS_PER_DOLLAR;

/** shopping §9: "free shipping text for Hong Kong and Macau orders over 1000". */
export const HK_MO_FREE_SHIPPING_OVER_CENTS = 1000 * CENTS_PER_DOLLAR;
export const FREE_SHIPPING_COUNTRIES = ["HK", "MO"] as const;

/** Not in the spec: the standard express fee in Hong Kong and Macau, and elsewhere (docs/adr/0012). */
export const STANDARD_FREIGHT_HK_MO_CENTS = 40 * CENTS_PER_DOLLAR;
export const STANDARD_FREIGHT_ELSEWHERE_CENTS = 150 * CENTS_PER_DOLLAR;

/** shopping §8 text-bundle messages of coupons and go-dollar, as codes (docs/adr/0012). */
export const PRICING_ERROR_CODES = {
  PROMO_CODE_INVALID: "UECCE0044",
  PROMO_CODE_CONDITION_NOT_MET: "UECCE0048",
  COUPON_INVALID: "UEC10172",
  COUPON_EXPIRED: "UECCE0049",
  /** Not in the spec: a valid code while another code of its kind applies (docs/adr/0017). */
  PROMO_CODE_ONE_PER_ORDER: "UECCE0045",
  COUPON_ONE_PER_ORDER: "UEC10173",
  GO_DOLLAR_BALANCE_INSUFFICIENT: "UECCE0054",
  GO_DOLLAR_EXCEEDS_ORDER_AMOUNT: "UECCE0055",
  GO_DOLLAR_MEMBERS_ONLY: "UECCE0038",
} as const;
