/**
 * The coupon rules every writer of `coupons` shares (ADR 0048): the seed's coupons and a valid
 * console draft pass; each fault is named by its field; member coupons carry no usage limit.
 */
import { describe, expect, it } from "vitest";
import {
  COUPON_FAULT_CODES,
  couponFaults,
  type CouponDraft,
} from "@/lib/domain/loyalty/coupon-rules";

const valid: CouponDraft = {
  code: "SPRING-10",
  kind: "PROMOTION_CODE",
  nameEn: "HK$10 off",
  nameZh: "減HK$10",
  descriptionEn: "",
  descriptionZh: "",
  benefitKind: "AMOUNT_OFF",
  benefitValue: 1_000,
  thresholdCents: 0,
  targetKind: "ALL",
  targetCodes: [],
  beginsAt: null,
  endsAt: null,
  usageLimit: null,
};

const faultsOf = (overrides: Partial<CouponDraft>) =>
  couponFaults({ ...valid, ...overrides }).map((f) => `${f.field}:${f.code}`);

describe("couponFaults", () => {
  it("passes a valid code, a limited code, a targeted percent coupon and a member template", () => {
    expect(faultsOf({})).toEqual([]);
    expect(faultsOf({ usageLimit: 1 })).toEqual([]);
    expect(
      faultsOf({
        benefitKind: "PERCENT_OFF",
        benefitValue: 90,
        thresholdCents: 100_000,
        targetKind: "CATEGORIES",
        targetCodes: ["gear/backpacks"],
      }),
    ).toEqual([]);
    expect(
      faultsOf({ kind: "PROMOTION_COUPON", benefitValue: 20_000, thresholdCents: 100_000 }),
    ).toEqual([]);
  });

  it("names each fault by field", () => {
    const C = COUPON_FAULT_CODES;
    expect(faultsOf({ code: "ab" })).toEqual([`code:${C.CODE_INVALID}`]);
    expect(faultsOf({ code: "spring" })).toEqual([`code:${C.CODE_INVALID}`]);
    expect(faultsOf({ code: "-AB" })).toEqual([`code:${C.CODE_INVALID}`]);
    expect(faultsOf({ nameEn: "", nameZh: " " })).toEqual([
      `nameEn:${C.NAME_REQUIRED}`,
      `nameZh:${C.NAME_REQUIRED}`,
    ]);
    expect(faultsOf({ descriptionZh: "x".repeat(201) })).toEqual([
      `descriptionZh:${C.TEXT_TOO_LONG}`,
    ]);
    expect(faultsOf({ benefitValue: 0 })).toEqual([`benefitValue:${C.AMOUNT_INVALID}`]);
    expect(faultsOf({ benefitValue: 10.5 })).toEqual([`benefitValue:${C.AMOUNT_INVALID}`]);
    expect(faultsOf({ benefitValue: 500_001 })).toEqual([`benefitValue:${C.AMOUNT_INVALID}`]);
    expect(faultsOf({ benefitKind: "PERCENT_OFF", benefitValue: 91 })).toEqual([
      `benefitValue:${C.PERCENT_INVALID}`,
    ]);
    expect(faultsOf({ thresholdCents: -1 })).toEqual([`thresholdCents:${C.THRESHOLD_INVALID}`]);
    expect(faultsOf({ benefitValue: 10_001, thresholdCents: 10_000 })).toEqual([
      `benefitValue:${C.AMOUNT_ABOVE_THRESHOLD}`,
    ]);
    expect(faultsOf({ targetKind: "PRODUCTS", targetCodes: [] })).toEqual([
      `targetCodes:${C.TARGET_REQUIRED}`,
    ]);
    const at = (iso: string) => new Date(iso);
    expect(
      faultsOf({ beginsAt: at("2026-12-01T00:00:00Z"), endsAt: at("2026-12-01T00:00:00Z") }),
    ).toEqual([`endsAt:${C.WINDOW_INVALID}`]);
    expect(faultsOf({ usageLimit: 0 })).toEqual([`usageLimit:${C.LIMIT_INVALID}`]);
    expect(faultsOf({ kind: "PROMOTION_COUPON", usageLimit: 10 })).toEqual([
      `usageLimit:${C.LIMIT_CODES_ONLY}`,
    ]);
  });
});
