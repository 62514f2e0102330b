/** The shopper's after-sales screens' pure rules (shopping §4 refund stages; ADR 0042). */
import { describe, expect, it } from "vitest";
import {
  afterSalesDetailHref,
  checkReturnForm,
  isTrackingNo,
  lastStageKey,
  orderDetailHref,
  refundStage,
  requestLines,
  shopperActions,
  type ReturnFormLine,
} from "@/components/after-sales/after-sales-display";
import { AFTER_SALES_STATUSES } from "@/lib/domain/after-sales/constants";
import { returnableQuantity } from "@/lib/domain/after-sales/options";

const line = (overrides: Partial<ReturnFormLine> = {}): ReturnFormLine => ({
  orderLineId: "l1",
  isGift: false,
  chosen: true,
  quantity: 1,
  returnableQuantity: 2,
  exchangeSkuCode: null,
  ...overrides,
});

describe("refund stages", () => {
  it("places each status on created, in process or done", () => {
    expect(refundStage("NEW")).toEqual({ reached: 0, closed: false });
    for (const status of ["WAIT_SEND_BACK", "ON_BACKING", "BACK_IN_STORAGE", "EXCHANGE_OUT"])
      expect(refundStage(status)).toEqual({ reached: 1, closed: false });
    expect(refundStage("FINISHED")).toEqual({ reached: 2, closed: false });
    // A finished return whose refund is still with the provider is in process, not refunded.
    expect(refundStage("FINISHED", "REFUNDING")).toEqual({ reached: 1, closed: false });
    expect(refundStage("FINISHED", "AUDIT_PASSED")).toEqual({ reached: 1, closed: false });
    expect(refundStage("FINISHED", "REFUNDED")).toEqual({ reached: 2, closed: false });
  });

  it("closes a withdrawn or rejected request at the first stage", () => {
    expect(refundStage("CANCELED")).toEqual({ reached: 0, closed: true });
    expect(refundStage("AUDIT_FAILED")).toEqual({ reached: 0, closed: true });
  });

  it("knows every status", () => {
    for (const status of AFTER_SALES_STATUSES)
      expect(refundStage(status).reached).toBeGreaterThanOrEqual(0);
  });

  it("ends a return refunded and an exchange exchanged", () => {
    expect(lastStageKey("RETURN")).toBe("refunded");
    expect(lastStageKey("EXCHANGE")).toBe("exchanged");
  });
});

describe("shopper actions", () => {
  it("cancels only while NEW and sends back only while WAIT_SEND_BACK", () => {
    expect(shopperActions("NEW")).toEqual({ cancel: true, sendBack: false });
    expect(shopperActions("WAIT_SEND_BACK")).toEqual({ cancel: false, sendBack: true });
    expect(shopperActions("ON_BACKING")).toEqual({ cancel: false, sendBack: false });
  });

  it("takes tracking numbers shaped like shipments'", () => {
    expect(isTrackingNo("SF-12345")).toBe(true);
    expect(isTrackingNo(" SF12345 ")).toBe(true);
    expect(isTrackingNo("abc")).toBe(false);
    expect(isTrackingNo("SF 12345")).toBe(false);
  });
});

describe("links", () => {
  it("carries the guest token to the refund order detail and back to the order", () => {
    expect(afterSalesDetailHref("AS1", null)).toBe("/user/refund-order-detail/AS1");
    expect(afterSalesDetailHref("AS1", "t k")).toBe(
      "/user/refund-order-detail/AS1?tempToken=t%20k",
    );
    expect(orderDetailHref("SO1", "abc")).toBe("/user/order-detail/SO1?tempToken=abc");
  });
});

describe("the return form", () => {
  it("needs a line", () => {
    expect(checkReturnForm({ type: "RETURN", memo: "", lines: [line({ chosen: false })] })).toEqual(
      {
        lines: "noLines",
      },
    );
  });

  it("refuses a gift alone but takes it with a bought line", () => {
    const gift = line({ orderLineId: "g", isGift: true });
    expect(checkReturnForm({ type: "RETURN", memo: "", lines: [gift] })).toEqual({
      lines: "giftAlone",
    });
    expect(checkReturnForm({ type: "RETURN", memo: "", lines: [line(), gift] })).toEqual({});
  });

  it("refuses a quantity above what is returnable", () => {
    expect(
      checkReturnForm({ type: "RETURN", memo: "", lines: [line({ quantity: 3 })] }).lines,
    ).toBe("noLines");
  });

  it("needs a new size for each exchanged line", () => {
    expect(checkReturnForm({ type: "EXCHANGE", memo: "", lines: [line()] }).lines).toBe(
      "sizeRequired",
    );
    expect(
      checkReturnForm({ type: "EXCHANGE", memo: "", lines: [line({ exchangeSkuCode: "S2" })] }),
    ).toEqual({});
  });

  it("refuses a memo above 500 characters", () => {
    expect(checkReturnForm({ type: "RETURN", memo: "x".repeat(501), lines: [line()] })).toEqual({
      memo: "memoTooLong",
    });
  });

  it("sends the chosen lines, with sizes only for an exchange", () => {
    const lines = [line({ exchangeSkuCode: "S2" }), line({ orderLineId: "l2", chosen: false })];
    expect(requestLines({ type: "RETURN", memo: "", lines })).toEqual([
      { orderLineId: "l1", quantity: 1 },
    ]);
    expect(requestLines({ type: "EXCHANGE", memo: "", lines })).toEqual([
      { orderLineId: "l1", quantity: 1, exchangeSkuCode: "S2" },
    ]);
  });
});

describe("returnable quantity", () => {
  it("is what was bought less what requests hold, none while one is open", () => {
    expect(returnableQuantity(3, 0, false)).toBe(3);
    expect(returnableQuantity(3, 1, false)).toBe(2);
    expect(returnableQuantity(3, 1, true)).toBe(0);
    expect(returnableQuantity(1, 2, false)).toBe(0);
  });
});
