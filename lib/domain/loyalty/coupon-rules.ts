/**
 * What makes a coupon one the shop can honour (shopping §4 "coupon kinds PROMOTION_CODE and
 * PROMOTION_COUPON"; accounts §3 Coupon; ADR 0048), as a pure check used by every writer of the
 * `coupons` table: the demo seed (lib/seed/coupons.ts refuses to write a coupon at fault) and
 * the console's create (lib/domain/operations/coupons.ts, nothing written on a fault). The
 * pricing engine reads these columns as they are (loyalty/coupons.ts, pricing/coupons.ts), so a
 * coupon that passes is one it can apply: a positive benefit of a kind it knows, a threshold
 * measured after promotions, a window, and a target it can match.
 */
import {
  COUPON_BENEFIT_KINDS,
  COUPON_CODE_PATTERN,
  COUPON_KINDS,
  COUPON_MAX_AMOUNT_OFF_CENTS,
  COUPON_MAX_PERCENT_OFF,
  COUPON_MAX_TEXT_LENGTH,
  COUPON_MAX_THRESHOLD_CENTS,
  COUPON_MAX_USAGE_LIMIT,
  COUPON_TARGET_KINDS,
  type CouponBenefitKind,
  type CouponKind,
  type CouponTargetKind,
} from "./constants";

export interface CouponDraft {
  /** Upper case: the code typed at checkout, or a member coupon's template code. */
  code: string;
  kind: CouponKind;
  nameEn: string;
  nameZh: string;
  descriptionEn: string;
  descriptionZh: string;
  benefitKind: CouponBenefitKind;
  /** Cents for AMOUNT_OFF, a whole percent for PERCENT_OFF. */
  benefitValue: number;
  /** What the targeted lines must come to after promotions; 0 for none. */
  thresholdCents: number;
  targetKind: CouponTargetKind;
  targetCodes: readonly string[];
  beginsAt: Date | null;
  endsAt: Date | null;
  /** Promotion codes: uses allowed in all (null: unlimited). Member coupons: always null. */
  usageLimit: number | null;
}

export const COUPON_FAULT_CODES = {
  CODE_INVALID: "COUPON_CODE_INVALID",
  KIND_UNKNOWN: "COUPON_KIND_UNKNOWN",
  NAME_REQUIRED: "COUPON_NAME_REQUIRED",
  TEXT_TOO_LONG: "COUPON_TEXT_TOO_LONG",
  BENEFIT_KIND_UNKNOWN: "COUPON_BENEFIT_KIND_UNKNOWN",
  AMOUNT_INVALID: "COUPON_AMOUNT_INVALID",
  PERCENT_INVALID: "COUPON_PERCENT_INVALID",
  THRESHOLD_INVALID: "COUPON_THRESHOLD_INVALID",
  AMOUNT_ABOVE_THRESHOLD: "COUPON_AMOUNT_ABOVE_THRESHOLD",
  TARGET_UNKNOWN: "COUPON_TARGET_UNKNOWN",
  TARGET_REQUIRED: "COUPON_TARGET_REQUIRED",
  WINDOW_INVALID: "COUPON_WINDOW_INVALID",
  LIMIT_INVALID: "COUPON_LIMIT_INVALID",
  LIMIT_CODES_ONLY: "COUPON_LIMIT_CODES_ONLY",
} as const;
export type CouponFaultCode = (typeof COUPON_FAULT_CODES)[keyof typeof COUPON_FAULT_CODES];

export interface CouponFault {
  code: CouponFaultCode;
  /** The draft's field at fault. */
  field: keyof CouponDraft;
}

const wholeIn = (value: number, min: number, max: number) =>
  Number.isSafeInteger(value) && value >= min && value <= max;

/** Every fault of the draft, in field order; empty when the shop can honour it. */
export function couponFaults(draft: CouponDraft): CouponFault[] {
  const faults: CouponFault[] = [];
  const fault = (code: CouponFaultCode, field: keyof CouponDraft) => faults.push({ code, field });
  if (!COUPON_CODE_PATTERN.test(draft.code)) fault(COUPON_FAULT_CODES.CODE_INVALID, "code");
  if (!(COUPON_KINDS as readonly string[]).includes(draft.kind))
    fault(COUPON_FAULT_CODES.KIND_UNKNOWN, "kind");
  if (!draft.nameEn.trim()) fault(COUPON_FAULT_CODES.NAME_REQUIRED, "nameEn");
  if (!draft.nameZh.trim()) fault(COUPON_FAULT_CODES.NAME_REQUIRED, "nameZh");
  for (const field of ["nameEn", "nameZh", "descriptionEn", "descriptionZh"] as const) {
    if (draft[field].length > COUPON_MAX_TEXT_LENGTH)
      fault(COUPON_FAULT_CODES.TEXT_TOO_LONG, field);
  }
  if (draft.benefitKind === "AMOUNT_OFF") {
    if (!wholeIn(draft.benefitValue, 1, COUPON_MAX_AMOUNT_OFF_CENTS))
      fault(COUPON_FAULT_CODES.AMOUNT_INVALID, "benefitValue");
  } else if (draft.benefitKind === "PERCENT_OFF") {
    if (!wholeIn(draft.benefitValue, 1, COUPON_MAX_PERCENT_OFF))
      fault(COUPON_FAULT_CODES.PERCENT_INVALID, "benefitValue");
  } else if (!(COUPON_BENEFIT_KINDS as readonly string[]).includes(draft.benefitKind)) {
    fault(COUPON_FAULT_CODES.BENEFIT_KIND_UNKNOWN, "benefitKind");
  }
  if (!wholeIn(draft.thresholdCents, 0, COUPON_MAX_THRESHOLD_CENTS)) {
    fault(COUPON_FAULT_CODES.THRESHOLD_INVALID, "thresholdCents");
  } else if (
    draft.benefitKind === "AMOUNT_OFF" &&
    draft.thresholdCents > 0 &&
    draft.benefitValue > draft.thresholdCents
  ) {
    // "HK$200 off a spend of HK$100" is a typo for one or the other; with no threshold the
    // engine caps the amount at what the lines come to (pricing/coupons.ts).
    fault(COUPON_FAULT_CODES.AMOUNT_ABOVE_THRESHOLD, "benefitValue");
  }
  if (!(COUPON_TARGET_KINDS as readonly string[]).includes(draft.targetKind)) {
    fault(COUPON_FAULT_CODES.TARGET_UNKNOWN, "targetKind");
  } else if (
    draft.targetKind !== "ALL" &&
    draft.targetCodes.filter((code) => code.trim()).length === 0
  ) {
    fault(COUPON_FAULT_CODES.TARGET_REQUIRED, "targetCodes");
  }
  if (draft.beginsAt && draft.endsAt && draft.endsAt.getTime() <= draft.beginsAt.getTime())
    fault(COUPON_FAULT_CODES.WINDOW_INVALID, "endsAt");
  if (draft.usageLimit !== null) {
    if (draft.kind === "PROMOTION_COUPON") {
      // Each member's copy is used once (customer_coupons.status); the template has no count.
      fault(COUPON_FAULT_CODES.LIMIT_CODES_ONLY, "usageLimit");
    } else if (!wholeIn(draft.usageLimit, 1, COUPON_MAX_USAGE_LIMIT)) {
      fault(COUPON_FAULT_CODES.LIMIT_INVALID, "usageLimit");
    }
  }
  return faults;
}
