/**
 * The console's returns table URL and the steps it offers per status (issue 17 item 3; ADR 0046).
 */
import { describe, expect, it } from "vitest";
import { AFTER_SALES_STATUSES } from "@/lib/domain/after-sales/constants";
import { returnSteps } from "@/lib/domain/operations/return-steps";
import { readReturnsUrl, returnsQueryOf, returnsUrl } from "@/lib/domain/operations/returns-url";

describe("returns URL", () => {
  it("reads what it writes, drops unknown statuses and types, and asks the API for that page", () => {
    const state = readReturnsUrl({
      code: " AS1 ",
      orderNo: "O2",
      status: ["NEW", "FINISHED"],
      type: "RETURN",
      after: "abc",
    });
    expect(state).toEqual({
      code: "AS1",
      orderNo: "O2",
      status: "NEW",
      type: "RETURN",
      after: "abc",
    });
    const query = new URLSearchParams(returnsUrl(state).split("?")[1]);
    expect(readReturnsUrl(Object.fromEntries(query))).toEqual(state);
    expect(readReturnsUrl({ status: "LOST", type: "GIFT" })).toMatchObject({
      status: null,
      type: null,
    });
    expect(returnsUrl(readReturnsUrl({}))).toBe("/ops/returns");
    expect(returnsQueryOf(state, 20)).toEqual({
      pageInput: { first: 20, after: "abc" },
      afterSalesInput: { code: "AS1", orderNo: "O2", afterSalesStatuses: ["NEW"], type: "RETURN" },
    });
  });
});

describe("steps offered", () => {
  it("offers each status's steps, a return's refund after storage and an exchange's shipment", () => {
    expect(returnSteps("RETURN", "NEW")).toEqual(["APPROVE", "REJECT"]);
    expect(returnSteps("RETURN", "WAIT_SEND_BACK")).toEqual(["SEND_BACK", "RECEIVE"]);
    expect(returnSteps("RETURN", "ON_BACKING")).toEqual(["RECEIVE"]);
    expect(returnSteps("RETURN", "BACK_IN_STORAGE")).toEqual(["FINISH"]);
    expect(returnSteps("EXCHANGE", "BACK_IN_STORAGE")).toEqual(["EXCHANGE_OUT"]);
    expect(returnSteps("EXCHANGE", "EXCHANGE_OUT")).toEqual(["FINISH"]);
    for (const status of ["AUDIT_FAILED", "FINISHED", "CANCELED"] as const)
      expect(returnSteps("RETURN", status)).toEqual([]);
    expect(AFTER_SALES_STATUSES.length).toBe(8);
  });
});
