/**
 * The checkout's first screen (issue 15 item 4, ADR 0032): the hand-off's cookie copy read back
 * as strictly as session storage, the form both sides start from, and when the browser keeps the
 * server's screen.
 */
import { describe, expect, it } from "vitest";
import {
  decodeHandoffCopy,
  encodeHandoffCopy,
  type CheckoutHandoff,
} from "@/lib/client/checkout-handoff";
import {
  firstCheckoutForm,
  memberCouponOf,
  sameStart,
  withDefaultAddress,
} from "@/components/checkout/checkout-start";
import type { DeliveryAddressData } from "@/lib/graphql/operations/checkout";
import { CHECKOUT_HANDOFF_COOKIE_MAX_LENGTH } from "@/lib/session/cookies";

const handoff: CheckoutHandoff = {
  lines: [
    { skuCode: "JKT-001-BLK-M", quantity: 2, lineType: "SALABLE_PRODUCT", activityId: null },
    { skuCode: "CAP-004-RED", quantity: 1, lineType: "ATTACHED_PRODUCT", activityId: "7" },
    { skuCode: "GIFT-9", quantity: 1, lineType: "GIFT", activityId: "3" },
  ],
  couponCodes: ["SUMMIT100", "MEMBER-50"],
};

/** As the server reads it: Next hands cookie values over URI-decoded. */
const roundTrip = (value: string | null) =>
  decodeHandoffCopy(value === null ? undefined : decodeURIComponent(value));

describe("the hand-off's cookie copy", () => {
  it("reads back exactly what was written, member coupon included", () => {
    const copy = { ...handoff, memberCoupon: "MEMBER-50" };
    expect(roundTrip(encodeHandoffCopy(copy))).toEqual(copy);
  });

  it("fits a bag of 50 product types with long codes under the cookie limit", () => {
    const lines = Array.from({ length: 50 }, (_, index) => ({
      skuCode: `SKU-${String(index).padStart(5, "0")}-NAVY-XXL`,
      quantity: 99,
      lineType: "SALABLE_PRODUCT" as const,
      activityId: null,
    }));
    const value = encodeHandoffCopy({ lines, couponCodes: ["SUMMIT100"], memberCoupon: null });
    expect(value).not.toBeNull();
    expect(value!.length).toBeLessThanOrEqual(CHECKOUT_HANDOFF_COOKIE_MAX_LENGTH);
  });

  it("is not written when even the short form is too long", () => {
    const lines = Array.from({ length: 200 }, (_, index) => ({
      skuCode: `SKU-${index}-A-VERY-LONG-COLOUR-NAME-AND-SIZE`,
      quantity: 1,
      lineType: "SALABLE_PRODUCT" as const,
      activityId: null,
    }));
    expect(encodeHandoffCopy({ lines, couponCodes: [], memberCoupon: null })).toBeNull();
  });

  it("refuses what does not hold up, since the shopper can edit the cookie", () => {
    for (const raw of [
      undefined,
      "",
      "not json",
      JSON.stringify({ l: "x", c: [], m: null }),
      JSON.stringify({ l: [["A", 0, "GIFT", null]], c: [], m: null }),
      JSON.stringify({ l: [["A", 1, "FREE", null]], c: [], m: null }),
      JSON.stringify({ l: [["A", 1, "GIFT"]], c: [], m: null }),
      JSON.stringify({ l: [], c: [1], m: null }),
      JSON.stringify({ l: [], c: [], m: 5 }),
    ]) {
      expect(decodeHandoffCopy(raw)).toBeNull();
    }
  });
});

describe("the form checkout starts from", () => {
  it("tells the member coupon apart only when it went to checkout among the codes", () => {
    expect(memberCouponOf(handoff, "MEMBER-50")).toBe("MEMBER-50");
    expect(memberCouponOf(handoff, "OTHER")).toBeNull();
    const form = firstCheckoutForm({
      handoff,
      storedMemberCoupon: "MEMBER-50",
      email: "a@example.com",
      guideId: "",
    });
    expect(form.promoCodes).toEqual(["SUMMIT100"]);
    expect(form.memberCoupon).toBe("MEMBER-50");
  });

  it("chooses a member's default address, else the first, and none for a guest", () => {
    const address = (code: string, isDefault: boolean) =>
      ({ code, isDefault }) as DeliveryAddressData;
    const form = firstCheckoutForm({ handoff, storedMemberCoupon: null, email: "", guideId: "" });
    expect(
      withDefaultAddress(form, [address("A", false), address("B", true)]).savedAddressCode,
    ).toBe("B");
    expect(withDefaultAddress(form, [address("A", false)]).savedAddressCode).toBe("A");
    expect(withDefaultAddress(form, []).addressChoice).toBe("new");
    expect(withDefaultAddress(form, null)).toBe(form);
  });
});

describe("whether the browser keeps the server's screen", () => {
  it("keeps it for the same hand-off and member coupon", () => {
    const server = { handoff, storedMemberCoupon: "MEMBER-50" };
    expect(
      sameStart(server, { handoff: structuredClone(handoff), storedMemberCoupon: "MEMBER-50" }),
    ).toBe(true);
  });

  it("follows the tab when another tab changed the lines or the coupon", () => {
    const server = { handoff, storedMemberCoupon: "MEMBER-50" };
    const more = structuredClone(handoff);
    more.lines[0]!.quantity = 3;
    expect(sameStart(server, { handoff: more, storedMemberCoupon: "MEMBER-50" })).toBe(false);
    expect(sameStart(server, { handoff, storedMemberCoupon: null })).toBe(false);
  });
});
