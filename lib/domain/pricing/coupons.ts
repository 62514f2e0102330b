/**
 * Coupons, after promotions (shopping §3 Calculation input discountCodes, §4 coupon kinds and
 * states, §8 coupon messages). At most one PROMOTION_CODE (a typed code) and one
 * PROMOTION_COUPON (a member's own coupon) apply. The code applies first, then the coupon on
 * what remains. A coupon targets SALABLE lines only (add-on lines are already at their price).
 *
 * Every coupon is judged on its own first, so its message names its own fault whatever else
 * is applied (issue 12 item 4; docs/adr/0017). Its own faults, in the order they are checked:
 * used, over or frozen (invalid); outside its window (expired; also before it begins); the
 * targeted lines after promotions below its threshold, or no targeted line at all (condition
 * not met). Of the coupons of a kind with no fault of their own, the first in the input
 * applies and any later one is refused as one too many of its kind. AMOUNT_OFF takes
 * min(cents, what remains); PERCENT_OFF rounds half up (money.ts).
 */
import { PRICING_ERROR_CODES } from "./constants";
import { allocate } from "./allocate";
import { cents, percentOf } from "./money";
import { inWindow, targetContains } from "./targets";
import type { CouponInput, PricedCoupon, PricingError } from "./types";
import { isSalable, type WorkLine } from "./work-line";

export interface CouponsResult {
  /** PROMOTION_CODE total. */
  code: number;
  /** PROMOTION_COUPON total. */
  voucher: number;
  applied: PricedCoupon[];
  errors: PricingError[];
}

export function couponSource(couponCode: string): string {
  return `coupon:${couponCode}`;
}

function invalidCode(coupon: CouponInput): string {
  return coupon.couponType === "PROMOTION_CODE"
    ? PRICING_ERROR_CODES.PROMO_CODE_INVALID
    : PRICING_ERROR_CODES.COUPON_INVALID;
}

function oneTooManyCode(coupon: CouponInput): string {
  return coupon.couponType === "PROMOTION_CODE"
    ? PRICING_ERROR_CODES.PROMO_CODE_ONE_PER_ORDER
    : PRICING_ERROR_CODES.COUPON_ONE_PER_ORDER;
}

/** The error that refuses `coupon`, or null when it may apply to `targeted`. */
function refusal(coupon: CouponInput, targeted: readonly WorkLine[], now: Date): string | null {
  if (coupon.status !== "UNUSED" || coupon.freezeStatus === "FREEZE") return invalidCode(coupon);
  if (!inWindow(coupon.beginsAt, coupon.endsAt, now)) return PRICING_ERROR_CODES.COUPON_EXPIRED;
  let afterPromotions = 0;
  for (const line of targeted) afterPromotions += line.lineAmount - line.discount;
  if (targeted.length === 0 || afterPromotions < coupon.thresholdCents) {
    return PRICING_ERROR_CODES.PROMO_CODE_CONDITION_NOT_MET;
  }
  return null;
}

function benefitOf(coupon: CouponInput, eligible: number): number {
  return coupon.benefit.kind === "AMOUNT_OFF"
    ? Math.min(cents(coupon.benefit.cents), eligible)
    : percentOf(eligible, coupon.benefit.percentOff);
}

export function applyCoupons(
  lines: readonly WorkLine[],
  coupons: readonly CouponInput[],
  now: Date,
): CouponsResult {
  const result: CouponsResult = { code: 0, voucher: 0, applied: [], errors: [] };
  const salable = lines.filter(isSalable);
  const targetedBy = (coupon: CouponInput) =>
    salable.filter((line) => targetContains(coupon.target, line.line));
  // Judged before anything is allocated: a coupon's own threshold is measured after
  // promotions, never after another coupon, so the order of the input cannot change a fault.
  const judged = coupons.map((coupon) => {
    const targeted = targetedBy(coupon);
    return { coupon, targeted, fault: refusal(coupon, targeted, now) };
  });
  const chosen = new Map<CouponInput["couponType"], (typeof judged)[number]>();
  for (const entry of judged) {
    const { coupon, fault } = entry;
    if (fault !== null) {
      result.errors.push({ code: fault, subject: coupon.couponCode });
    } else if (chosen.has(coupon.couponType)) {
      result.errors.push({ code: oneTooManyCode(coupon), subject: coupon.couponCode });
    } else {
      chosen.set(coupon.couponType, entry);
    }
  }
  for (const kind of ["PROMOTION_CODE", "PROMOTION_COUPON"] as const) {
    const entry = chosen.get(kind);
    if (entry === undefined) continue;
    const { coupon, targeted } = entry;
    let eligible = 0;
    for (const line of targeted) eligible += line.remaining;
    const amount = allocate(
      targeted,
      benefitOf(coupon, eligible),
      couponSource(coupon.couponCode),
      "couponDiscount",
    );
    if (kind === "PROMOTION_CODE") result.code += amount;
    else result.voucher += amount;
    result.applied.push({
      couponCode: coupon.couponCode,
      couponType: coupon.couponType,
      couponName: coupon.name,
      couponDesc: coupon.description,
      couponAmount: amount,
    });
  }
  return result;
}
