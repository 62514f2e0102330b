/** Coupon and go-dollar rules in the spec's wording (shopping §4; accounts §1). */

import { CENTS_PER_DOLLAR } from "@/lib/domain/pricing/constants";

/** shopping §4: "coupon kinds PROMOTION_CODE and PROMOTION_COUPON; coupon use states UNUSED, USED, OVEREND; a further pair NORMAL and FREEZE." */
export const COUPON_KINDS = ["PROMOTION_CODE", "PROMOTION_COUPON"] as const;
export type CouponKind = (typeof COUPON_KINDS)[number];
export const DEFAULT_COUPON_KIND: CouponKind = "PROMOTION_CODE";
export const COUPON_USE_STATUSES = ["UNUSED", "USED", "OVEREND"] as const;
export type CouponUseStatus = (typeof COUPON_USE_STATUSES)[number];
export const COUPON_FREEZE_STATUSES = ["NORMAL", "FREEZE"] as const;
export type CouponFreezeStatus = (typeof COUPON_FREEZE_STATUSES)[number];

/** shopping §4: "point type EXTERNAL_POINT"; accounts §1: "1 go-dollar = 1 HKD". */
export const GO_DOLLAR_POINT_TYPE = "EXTERNAL_POINT";
export const GO_DOLLAR_CENTS = CENTS_PER_DOLLAR;

/** accounts §3 Go-dollar: the ledger's entry kinds; an entry is never changed, only appended. */
export const GO_DOLLAR_ENTRY_KINDS = [
  "REBATE",
  "REFERRAL",
  "REDEEM",
  "REVERSAL",
  "EXPIRY",
] as const;
export type GoDollarEntryKind = (typeof GO_DOLLAR_ENTRY_KINDS)[number];

/** accounts §9: "10 per referral, up to 50 referrals". */
export const REFERRAL_REWARD_GO_DOLLAR = 10;
export const MAX_REWARDED_REFERRALS = 50;

/** Earned go-dollar is kept for a year after it is credited (the seed's rule; see ADR 0023). */
export const GO_DOLLAR_VALIDITY_DAYS = 365;

/** How many ledger details queryGoDollar returns when the caller asks for none or too many. */
export const GO_DOLLAR_DETAILS_DEFAULT = 20;
export const GO_DOLLAR_DETAILS_MAX = 100;

/** Not in the spec (accounts §7 coupons "pageInput"): coupons per page by default and at most (docs/adr/0026). */
export const COUPONS_PAGE_DEFAULT = 10;
export const COUPONS_PAGE_MAX = 50;

/** accounts §1 and §9: "1 go-dollar = 1 HKD, 1% rebate after dispatch" (lib/domain/refunds/rebates.ts). */
export const DISPATCH_REBATE_PERCENT = 1;

/**
 * "After dispatch": the order statuses in which everything has left the warehouse (shopping §4).
 * PARTIAL_SHIPPED is left out, so the rebate is credited once, on the whole order (ADR 0043).
 */
export const DISPATCHED_ORDER_STATUSES = [
  "WAIT_RECEIVE",
  "WAIT_EVALUATE",
  "COMPLETED",
  "PARTIAL_RECEIVED",
] as const;

/** Not in the spec: orders one creditDispatchRebates run takes (ADR 0043). */
export const DISPATCH_REBATE_BATCH = 100;

/** How a coupon takes money off (coupons.benefit_kind): cents off, or a whole percent off. */
export const COUPON_BENEFIT_KINDS = ["AMOUNT_OFF", "PERCENT_OFF"] as const;
export type CouponBenefitKind = (typeof COUPON_BENEFIT_KINDS)[number];

/** Which lines a coupon reaches (coupons.target_kind; the promotions' own kinds). */
export const COUPON_TARGET_KINDS = ["ALL", "CATEGORIES", "BRANDS", "PRODUCTS"] as const;
export type CouponTargetKind = (typeof COUPON_TARGET_KINDS)[number];

/**
 * Not in the spec (ADR 0048): a code is 3-32 of A-Z, 0-9, `_` and `-`, starting with a letter or
 * digit, stored upper case (checkout matches a typed code in any case, loyalty/coupons.ts).
 */
export const COUPON_CODE_PATTERN = /^[A-Z0-9][A-Z0-9_-]{2,31}$/;
/** Not in the spec (ADR 0048): the most a percent coupon takes off; 100% would make goods free. */
export const COUPON_MAX_PERCENT_OFF = 90;
/** Not in the spec (ADR 0048): the most an amount coupon takes off, HK$5,000 in cents. */
export const COUPON_MAX_AMOUNT_OFF_CENTS = 500_000;
/** Not in the spec (ADR 0048): the largest usage limit and threshold a coupon may carry. */
export const COUPON_MAX_USAGE_LIMIT = 1_000_000;
export const COUPON_MAX_THRESHOLD_CENTS = 100_000_000;
/** Not in the spec (ADR 0048): names and descriptions at most this long. */
export const COUPON_MAX_TEXT_LENGTH = 200;
/** How many orders the console lists under a coupon's uses (newest first; Not in the spec). */
export const COUPON_USES_LIMIT = 100;
