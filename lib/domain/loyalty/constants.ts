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
