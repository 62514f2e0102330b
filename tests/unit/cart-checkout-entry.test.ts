// @vitest-environment jsdom
/** Checkout entry (shopping §4): who must log in first, which lines go on, the hand-off. */
import { beforeEach, describe, expect, it } from "vitest";
import {
  CHECKOUT_LINES_KEY,
  clearCheckoutHandoff,
  readCheckoutHandoff,
  writeCheckoutHandoff,
} from "@/lib/client/checkout-handoff";
import { checkoutNeedsLogin, eligibleCheckoutLines } from "@/components/cart/checkout-entry";
import { cartLine, cartOf, cartSku } from "./cart-fixtures";

describe("who must log in before checkout", () => {
  it("sends a visitor to login unless visitor checkout is flagged", () => {
    expect(checkoutNeedsLogin("visitor", false)).toBe(true);
    expect(checkoutNeedsLogin("visitor", true)).toBe(false);
  });

  it("treats a browser that does not know its session yet as a visitor", () => {
    expect(checkoutNeedsLogin(undefined, false)).toBe(true);
  });

  it("never stops a member", () => {
    expect(checkoutNeedsLogin("member", false)).toBe(false);
  });
});

describe("the lines that go to checkout", () => {
  const jacket = cartLine({ lineId: "a", quantity: 2 });
  const unticked = cartLine({
    lineId: "b",
    selected: false,
    sku: cartSku({ code: "SKU-B" }),
  });
  const tooMany = cartLine({
    lineId: "c",
    quantity: 5,
    sku: cartSku({ code: "SKU-C", inventory: 4 }),
  });
  const addOn = cartLine({
    lineId: "d",
    lineType: "ATTACHED_PRODUCT",
    activityId: "7",
    quantity: 1,
    sku: cartSku({ code: "SKU-D" }),
  });
  const gift = cartLine({
    lineId: "gift:1",
    lineType: "GIFT",
    activityId: "3",
    quantity: 1,
    sku: cartSku({ code: "SKU-G" }),
  });

  it("keeps ticked lines within stock, with their type and activity", () => {
    expect(
      eligibleCheckoutLines(cartOf([jacket, unticked, tooMany, addOn, gift]), {
        selectedOnly: true,
      }),
    ).toEqual([
      { skuCode: jacket.sku.code, quantity: 2, lineType: "SALABLE_PRODUCT", activityId: null },
      { skuCode: "SKU-D", quantity: 1, lineType: "ATTACHED_PRODUCT", activityId: "7" },
      { skuCode: "SKU-G", quantity: 1, lineType: "GIFT", activityId: "3" },
    ]);
  });

  it("takes unticked lines too when not leaving from the cart page", () => {
    const codes = eligibleCheckoutLines(cartOf([jacket, unticked]), { selectedOnly: false }).map(
      (line) => line.skuCode,
    );
    expect(codes).toEqual([jacket.sku.code, "SKU-B"]);
  });

  it("leaves add-on items out while markup is not allowed, by the cart or its calculation", () => {
    const lines = [jacket, addOn];
    const withoutMarkup = (cart: Parameters<typeof eligibleCheckoutLines>[0]) =>
      eligibleCheckoutLines(cart, { selectedOnly: true }).map((line) => line.lineType);
    expect(withoutMarkup(cartOf(lines, { markupNotAllow: true }))).toEqual(["SALABLE_PRODUCT"]);
    expect(withoutMarkup({ ...cartOf(lines), calculation: { markupNotAllow: true } })).toEqual([
      "SALABLE_PRODUCT",
    ]);
  });

  it("leaves a line out that the cart marks disabled, whatever its tick", () => {
    const disabled = cartLine({ disabled: true });
    expect(eligibleCheckoutLines(cartOf([disabled]), { selectedOnly: true })).toEqual([]);
  });
});

describe("the hand-off in session storage", () => {
  beforeEach(() => window.sessionStorage.clear());

  it("is saved under checkoutLines and read back", () => {
    const handoff = {
      lines: [
        { skuCode: "SKU-A", quantity: 2, lineType: "SALABLE_PRODUCT" as const, activityId: null },
      ],
      couponCodes: ["SUMMIT100"],
    };
    writeCheckoutHandoff(handoff);
    expect(JSON.parse(window.sessionStorage.getItem(CHECKOUT_LINES_KEY) ?? "null")).toEqual(
      handoff,
    );
    expect(readCheckoutHandoff()).toEqual(handoff);
    clearCheckoutHandoff();
    expect(readCheckoutHandoff()).toBeNull();
  });

  it("refuses what does not hold up, since the shopper can edit the storage", () => {
    for (const raw of [
      "not json",
      JSON.stringify({ lines: "x", couponCodes: [] }),
      JSON.stringify({ lines: [{ skuCode: "A", quantity: 0, lineType: "GIFT" }], couponCodes: [] }),
      JSON.stringify({
        lines: [{ skuCode: "A", quantity: 1, lineType: "FREE", activityId: null }],
        couponCodes: [],
      }),
      JSON.stringify({ lines: [], couponCodes: [1] }),
    ]) {
      window.sessionStorage.setItem(CHECKOUT_LINES_KEY, raw);
      expect(readCheckoutHandoff()).toBeNull();
    }
  });
});
