import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { calculate } from "@/lib/domain/pricing/calculate";
import { RUNS, allocatedBySource, input, sumOf } from "./pricing-arbitraries";

describe("calculate: properties over random carts", () => {
  it("never asks a negative or fractional amount", () => {
    fc.assert(
      fc.property(input, (cart) => {
        const { amount } = calculate(cart);
        expect(Number.isSafeInteger(amount)).toBe(true);
        expect(amount).toBeGreaterThanOrEqual(0);
      }),
      RUNS,
    );
  });

  it("adds up: the totals equal their parts and the lines equal the totals", () => {
    fc.assert(
      fc.property(input, (cart) => {
        const r = calculate(cart);
        const due =
          r.productAmount -
          r.discount -
          r.coupon -
          r.voucherDiscount +
          r.postage +
          r.additionalServiceFee +
          r.tax -
          r.deductionAmount;
        expect(r.amount).toBe(due);
        const linesPay = sumOf(r.items.map((item) => item.payAmount));
        const lineDeductions = sumOf(r.items.map((item) => item.deduction));
        expect(
          linesPay + r.postage + r.additionalServiceFee - (r.deductionAmount - lineDeductions),
        ).toBe(r.amount);
      }),
      RUNS,
    );
  });

  it("never takes more off a line than its amount", () => {
    fc.assert(
      fc.property(input, (cart) => {
        for (const item of calculate(cart).items) {
          expect(item.discount + item.couponDiscount + item.deduction).toBeLessThanOrEqual(
            item.lineAmount,
          );
          expect(item.payAmount).toBe(
            item.lineAmount - item.discount - item.couponDiscount - item.deduction,
          );
          expect(item.promoPrice).toBeLessThanOrEqual(
            item.lineType === "SALABLE_PRODUCT" ? item.unitPrice : Number.POSITIVE_INFINITY,
          );
          expect(sumOf(item.allocations.map((a) => a.cents))).toBe(
            item.discount + item.couponDiscount + item.deduction,
          );
        }
      }),
      RUNS,
    );
  });

  it("allocates each discount source to the lines exactly", () => {
    fc.assert(
      fc.property(input, (cart) => {
        const r = calculate(cart);
        const allocated = allocatedBySource(r);
        const freightTypes = ["FREIGHT_SATISFY_REDUCE", "FREIGHT_SATISFY_DISCOUNT"];
        const itemTypes = ["SPECIFY_PRICE", "DIRECT_REDUCE"];
        for (const activity of r.activities) {
          if (freightTypes.includes(activity.type) || itemTypes.includes(activity.type)) continue;
          expect(allocated.get(activity.id) ?? 0).toBe(activity.promoRewardAmount);
        }
        for (const code of r.discountCodes) {
          expect(allocated.get(`coupon:${code.couponCode}`) ?? 0).toBe(code.couponAmount);
        }
        expect(sumOf(r.discountCodes.map((c) => c.couponAmount))).toBe(
          r.coupon + r.voucherDiscount,
        );
        const itemLevel = sumOf(
          r.items.map((item) =>
            item.lineType === "SALABLE_PRODUCT"
              ? (item.unitPrice - item.promoPrice) * item.quantity
              : 0,
          ),
        );
        expect(itemLevel + sumOf(r.items.map((item) => item.discount))).toBe(r.discount);
        const goDollar = allocated.get("deduction:GO_DOLLAR") ?? 0;
        const merchandiseLeft = sumOf(r.items.map((item) => item.payAmount));
        expect(goDollar).toBeLessThanOrEqual(r.deductionAmount);
        // The go-dollar reaches freight and services only once the lines are paid in full.
        if (goDollar < r.deductionAmount) expect(merchandiseLeft).toBe(0);
      }),
      RUNS,
    );
  });

  it("never takes a discount beyond what it applies to", () => {
    fc.assert(
      fc.property(input, (cart) => {
        const r = calculate(cart);
        const byId = new Map(r.items.map((item) => [item.lineId, item]));
        for (const activity of r.activities) {
          if (activity.type.startsWith("FREIGHT_")) {
            expect(activity.promoRewardAmount).toBeLessThanOrEqual(r.postageBeforeDiscount);
            continue;
          }
          // Item-level rewards come off the unit prices; the others off the line amounts.
          const itemLevel = activity.type === "SPECIFY_PRICE" || activity.type === "DIRECT_REDUCE";
          const covered = sumOf(
            activity.lineIds.map((id) => {
              const item = byId.get(id);
              if (item === undefined) return 0;
              return itemLevel ? item.unitPrice * item.quantity : item.lineAmount;
            }),
          );
          expect(activity.promoRewardAmount).toBeLessThanOrEqual(covered);
        }
        expect(r.discount).toBeLessThanOrEqual(r.productAmount);
        const afterPromotions = sumOf(
          r.items
            .filter((item) => item.lineType === "SALABLE_PRODUCT")
            .map((item) => item.lineAmount - item.discount),
        );
        expect(r.coupon + r.voucherDiscount).toBeLessThanOrEqual(afterPromotions);
        expect(r.postage).toBeLessThanOrEqual(r.postageBeforeDiscount);
        expect(r.postage).toBeGreaterThanOrEqual(0);
      }),
      RUNS,
    );
  });

  it("is deterministic and leaves its input untouched", () => {
    fc.assert(
      fc.property(input, (cart) => {
        const before = structuredClone(cart);
        const first = calculate(cart);
        expect(cart).toEqual(before);
        expect(calculate(cart)).toEqual(first);
        expect(calculate(structuredClone(cart))).toEqual(first);
      }),
      RUNS,
    );
  });

  it("prices the same whatever order the promotions arrive in", () => {
    fc.assert(
      fc.property(input, (cart) => {
        const reversed = { ...cart, promotions: [...cart.promotions].reverse() };
        expect(calculate(reversed)).toEqual(calculate(cart));
      }),
      RUNS,
    );
  });
});
