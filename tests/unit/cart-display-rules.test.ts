/** What the cart shows (shopping §5 prices, §4 disabled reasons, §8 error toasts, coupon codes). */
import { CombinedGraphQLErrors } from "@apollo/client";
import { describe, expect, it } from "vitest";
import { cartErrorToast } from "@/components/cart/cart-errors";
import {
  appliedCode,
  codeErrorMessage,
  couponCodesOf,
  readCouponChoice,
  writeCouponChoice,
} from "@/components/cart/coupon-codes";
import { disabledReasonKey } from "@/components/cart/disabled-reason";
import { centsToAmount, linePriceView } from "@/components/cart/line-price";
import { ServerErrorException, UserErrorException } from "@/lib/client/operations";
import { CART_ERROR_CODES } from "@/lib/domain/cart/constants";
import { PRICING_ERROR_CODES } from "@/lib/domain/pricing/constants";
import { TOAST_LONG_DURATION_MS } from "@/lib/client/ui-constants";
import type { CalculationData } from "@/lib/graphql/operations/cart";

const hkd = (amount: string) => ({ amount, currencyCode: "HKD" });

describe("a cart line's price", () => {
  it("strikes the list price above the unit price and rounds the discount", () => {
    const view = linePriceView({
      lineType: "SALABLE_PRODUCT",
      quantity: 3,
      promoPrice: hkd("999.00"),
      listPrice: hkd("1299.00"),
    });
    expect(view.unit).toEqual(hkd("999.00"));
    expect(view.struck).toEqual(hkd("1299.00"));
    // 300 / 1299 = 23.09 %
    expect(view.discountPercent).toBe(23);
    expect(view.total).toEqual(hkd("2997.00"));
  });

  it("shows neither a struck price nor a discount at list price", () => {
    const view = linePriceView({
      lineType: "SALABLE_PRODUCT",
      quantity: 1,
      promoPrice: hkd("499.00"),
      listPrice: hkd("499.00"),
    });
    expect(view.struck).toBeNull();
    expect(view.discountPercent).toBeNull();
  });

  it("never strikes the list price of an add-on (markup) item, but still gives its discount", () => {
    const view = linePriceView({
      lineType: "ATTACHED_PRODUCT",
      quantity: 1,
      promoPrice: hkd("49.50"),
      listPrice: hkd("99.00"),
    });
    expect(view.struck).toBeNull();
    expect(view.discountPercent).toBe(50);
  });

  it("gives a gift no discount percentage: it is free, and its tag says so", () => {
    const view = linePriceView({
      lineType: "GIFT",
      quantity: 1,
      promoPrice: hkd("0.00"),
      listPrice: hkd("159.00"),
    });
    expect(view.discountPercent).toBeNull();
    expect(view.total).toEqual(hkd("0.00"));
  });

  it("multiplies in cents, so no float error reaches the line price", () => {
    const view = linePriceView({
      lineType: "SALABLE_PRODUCT",
      quantity: 3,
      promoPrice: hkd("0.10"),
      listPrice: hkd("0.10"),
    });
    expect(view.total.amount).toBe("0.30");
    expect(centsToAmount(-1205)).toBe("-12.05");
    expect(centsToAmount(7)).toBe("0.07");
  });
});

describe("why a line is unavailable", () => {
  it("maps the API's codes to texts, and anything else to 'unavailable'", () => {
    expect(disabledReasonKey(CART_ERROR_CODES.OUT_OF_STOCK)).toBe("outOfStock");
    expect(disabledReasonKey(CART_ERROR_CODES.OFF_SHELF)).toBe("offShelf");
    expect(disabledReasonKey(CART_ERROR_CODES.QUANTITY_LIMIT)).toBe("overLimit");
    expect(disabledReasonKey(CART_ERROR_CODES.MARKUP_NOT_OFFERED)).toBe("markupNotAllowed");
    expect(disabledReasonKey(CART_ERROR_CODES.MARKUP_THRESHOLD_NOT_MET)).toBe("markupNotAllowed");
    expect(disabledReasonKey("SOMETHING_NEW")).toBe("unavailable");
    expect(disabledReasonKey(null)).toBe("unavailable");
  });
});

describe("the error toast of a cart call", () => {
  const userError = (code: string) =>
    new UserErrorException({ code, message: `message of ${code}`, field: null });

  it("shows the API's message, 5 seconds for the quantity limit and markup codes", () => {
    expect(cartErrorToast(userError(CART_ERROR_CODES.QUANTITY_LIMIT), "server")).toEqual({
      message: `message of ${CART_ERROR_CODES.QUANTITY_LIMIT}`,
      code: CART_ERROR_CODES.QUANTITY_LIMIT,
      durationMs: TOAST_LONG_DURATION_MS,
    });
    expect(
      cartErrorToast(userError(CART_ERROR_CODES.MARKUP_THRESHOLD_NOT_MET), "server").durationMs,
    ).toBe(TOAST_LONG_DURATION_MS);
  });

  it("keeps the default duration for other codes", () => {
    expect(cartErrorToast(userError(CART_ERROR_CODES.OUT_OF_STOCK), "server")).toEqual({
      message: `message of ${CART_ERROR_CODES.OUT_OF_STOCK}`,
      code: CART_ERROR_CODES.OUT_OF_STOCK,
    });
  });

  it("lets the first GraphQL error drive the message when the call failed outright", () => {
    const error = new CombinedGraphQLErrors({
      errors: [
        { message: "Too many", extensions: { code: CART_ERROR_CODES.QUANTITY_LIMIT } },
        { message: "Second" },
      ],
    });
    expect(cartErrorToast(error, "server")).toEqual({
      message: "Too many",
      code: CART_ERROR_CODES.QUANTITY_LIMIT,
      durationMs: TOAST_LONG_DURATION_MS,
    });
  });

  it("falls back to the server-error text", () => {
    expect(cartErrorToast(new ServerErrorException("Server busy"), "server").message).toBe(
      "Server busy",
    );
    expect(cartErrorToast(new TypeError("Failed to fetch"), "Server error").message).toBe(
      "Server error",
    );
  });
});

describe("coupon codes", () => {
  const calculation: Pick<CalculationData, "discountCodes" | "userErrors"> = {
    discountCodes: [
      {
        couponCode: "SUMMIT100",
        couponType: "PROMOTION_CODE",
        couponName: "HK$100 off",
        couponDesc: "",
        couponAmount: hkd("100.00"),
      },
    ],
    userErrors: [
      { code: CART_ERROR_CODES.OUT_OF_STOCK, message: "Out of stock", field: "line-1" },
      { code: PRICING_ERROR_CODES.PROMO_CODE_INVALID, message: "Invalid", field: "nope" },
      {
        code: PRICING_ERROR_CODES.PROMO_CODE_CONDITION_NOT_MET,
        message: "Not met",
        field: "HIKE15",
      },
    ],
  };

  it("counts a code as applied only when the calculation lists it, in the API's spelling", () => {
    expect(appliedCode(calculation, " summit100 ")).toBe("SUMMIT100");
    expect(appliedCode(calculation, "HIKE15")).toBeNull();
  });

  it("shows the userError naming the refused code, else the first coupon error", () => {
    expect(codeErrorMessage(calculation, "hike15")).toBe("Not met");
    expect(codeErrorMessage(calculation, "NOPE")).toBe("Invalid");
    expect(codeErrorMessage(calculation, "OTHER")).toBe("Invalid");
    expect(codeErrorMessage({ userErrors: [] }, "OTHER")).toBeNull();
  });

  it("sends promotion codes and the chosen member coupon together", () => {
    expect(couponCodesOf({ promoCodes: ["A", "B"], memberCoupon: "uuid-1" })).toEqual([
      "A",
      "B",
      "uuid-1",
    ]);
    expect(couponCodesOf({ promoCodes: [], memberCoupon: null })).toEqual([]);
  });

  it("keeps the choice in session storage and survives a damaged entry", () => {
    const values = new Map<string, string>();
    const storage = {
      getItem: (key: string) => values.get(key) ?? null,
      setItem: (key: string, value: string) => void values.set(key, value),
      removeItem: (key: string) => void values.delete(key),
    } as Storage;
    writeCouponChoice({ promoCodes: ["SUMMIT100"], memberCoupon: null }, storage);
    expect(readCouponChoice(storage)).toEqual({ promoCodes: ["SUMMIT100"], memberCoupon: null });
    writeCouponChoice({ promoCodes: [], memberCoupon: null }, storage);
    expect(values.size).toBe(0);
    values.set("cartCouponCodes", "{broken");
    expect(readCouponChoice(storage)).toEqual({ promoCodes: [], memberCoupon: null });
  });
});
