/**
 * The codes the cart is priced with (shopping §2 Cart page: "coupon/promotion code entry"; §3
 * Calculation input discountCodes): promotion codes the shopper typed and at most one member
 * coupon chosen from the list. Both go to the API as couponCodes, which tells the kinds
 * apart. Kept in session storage so a reload or a trip to a product and back keeps them,
 * and handed to checkout with the lines. A code counts as applied only when the calculation
 * lists it among its discountCodes: a newly typed code that is refused is not kept, and its
 * userError shows; a kept code that stops applying stays, says why, and can be removed (it
 * may apply again when the bag changes).
 */
import { PRICING_ERROR_CODES } from "@/lib/domain/pricing/constants";
import type { CartCalculationData } from "@/lib/graphql/operations/cart";

export const CART_COUPON_CODES_KEY = "cartCouponCodes";

export interface CouponChoice {
  promoCodes: string[];
  memberCoupon: string | null;
}

export const NO_COUPONS: CouponChoice = { promoCodes: [], memberCoupon: null };

export function couponCodesOf(choice: CouponChoice): string[] {
  return choice.memberCoupon ? [...choice.promoCodes, choice.memberCoupon] : choice.promoCodes;
}

const sameCode = (a: string, b: string) => a.trim().toUpperCase() === b.trim().toUpperCase();

export function readCouponChoice(storage?: Storage): CouponChoice {
  const source = storage ?? (typeof window === "undefined" ? undefined : window.sessionStorage);
  const raw = source?.getItem(CART_COUPON_CODES_KEY);
  if (!raw) return NO_COUPONS;
  try {
    const parsed = JSON.parse(raw) as Partial<Record<keyof CouponChoice, unknown>>;
    const promoCodes = Array.isArray(parsed.promoCodes)
      ? parsed.promoCodes.filter((code): code is string => typeof code === "string")
      : [];
    const memberCoupon = typeof parsed.memberCoupon === "string" ? parsed.memberCoupon : null;
    return { promoCodes, memberCoupon };
  } catch {
    return NO_COUPONS;
  }
}

export function writeCouponChoice(choice: CouponChoice, storage?: Storage): void {
  const target = storage ?? window.sessionStorage;
  if (choice.promoCodes.length === 0 && !choice.memberCoupon) {
    target.removeItem(CART_COUPON_CODES_KEY);
  } else {
    target.setItem(CART_COUPON_CODES_KEY, JSON.stringify(choice));
  }
}

/** The applied code as the API spells it, or null when the calculation did not take it. */
export function appliedCode(
  calculation: Pick<CartCalculationData, "discountCodes">,
  code: string,
): string | null {
  return (
    calculation.discountCodes.find((discount) => sameCode(discount.couponCode, code))?.couponCode ??
    null
  );
}

const COUPON_ERROR_CODES: readonly string[] = [
  PRICING_ERROR_CODES.PROMO_CODE_INVALID,
  PRICING_ERROR_CODES.PROMO_CODE_CONDITION_NOT_MET,
  PRICING_ERROR_CODES.COUPON_INVALID,
  PRICING_ERROR_CODES.COUPON_EXPIRED,
];

/**
 * Why the calculation refused a code: the userError naming it in `field`, else the first
 * coupon error; null when there is none (the caller says "invalid promo code").
 */
export function codeErrorMessage(
  calculation: Pick<CartCalculationData, "userErrors">,
  code: string,
): string | null {
  const errors = calculation.userErrors;
  const named = errors.find((error) => error.field !== null && sameCode(error.field, code));
  return (
    (named ?? errors.find((error) => COUPON_ERROR_CODES.includes(error.code)))?.message ?? null
  );
}
