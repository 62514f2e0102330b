/** The guest order lookup's rules (accounts §5, §8) and the order pages' display rules (shopping §3, §4). */
import { describe, expect, it } from "vitest";
import {
  paymentHref,
  payResultHref,
  parseSkuProperties,
  refundKey,
  statusKey,
} from "@/components/orders/order-display";
import {
  guestOrderDetailHref,
  lookupEmailRule,
  lookupOutcome,
  orderCodeRule,
} from "@/components/orders/order-lookup-rules";

describe("the lookup form's field rules", () => {
  it.each([
    ["", "form.orderEmpty"],
    ["   ", "form.orderEmpty"],
    ["SO2405010001", null],
  ])("order code %j gives %j", (value, expected) => {
    expect(orderCodeRule(value)).toBe(expected);
  });

  it.each([
    ["", "form.emailEmpty"],
    ["mei", "form.emailError"],
    ["mei@example", "form.emailError"],
    ["mei@example.com.hk", null],
  ])("e-mail %j gives %j", (value, expected) => {
    expect(lookupEmailRule(value)).toBe(expected);
  });
});

describe("the lookup's answer", () => {
  it("opens the order with its temporary token", () => {
    expect(lookupOutcome({ token: "t0k", error: false, code: null })).toEqual({
      kind: "found",
      token: "t0k",
    });
    expect(guestOrderDetailHref(" SO1 ", "a b")).toBe("/user/order-detail/SO1?tempToken=a%20b");
  });

  it("says incorrect only for the incorrect-information code", () => {
    expect(lookupOutcome({ token: null, error: true, code: "ORDER_LOOKUP_INCORRECT" })).toEqual({
      kind: "incorrect",
    });
    expect(lookupOutcome({ token: null, error: true, code: "ORDER_LOOKUP_TOO_MANY" })).toEqual({
      kind: "silent",
    });
    expect(lookupOutcome(null)).toEqual({ kind: "silent" });
  });
});

describe("the order pages' display rules", () => {
  it("reads colour and size from skuProperties, and nothing from bad JSON", () => {
    expect(parseSkuProperties('{"color":"Black","size":"M"}')).toEqual({
      color: "Black",
      size: "M",
    });
    expect(parseSkuProperties("not json")).toEqual({ color: null, size: null });
    expect(parseSkuProperties('{"size":""}')).toEqual({ color: null, size: null });
  });

  it("labels refunds as in process or refunded (shopping §4)", () => {
    expect(refundKey("AUDIT_PASSED")).toBe("inProcess");
    expect(refundKey("REFUNDING")).toBe("inProcess");
    expect(refundKey("REFUNDED")).toBe("refunded");
    expect(refundKey("NEW")).toBe("requested");
    expect(refundKey(null)).toBeNull();
  });

  it("knows the spec's statuses only", () => {
    expect(statusKey("WAIT_PAY")).toBe("WAIT_PAY");
    expect(statusKey("SOMETHING_ELSE")).toBeNull();
  });

  it("pays through the hand-off page and waits on the result page", () => {
    expect(paymentHref("SO1")).toBe("/payment?orderId=SO1");
    expect(payResultHref("SO1")).toBe("/pay/result/SO1?waiting=true");
  });
});
