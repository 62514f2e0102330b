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
