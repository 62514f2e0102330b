/**
 * The console's returns table URL (filters, sort, page) and the steps it offers per status
 * (issue 17 item 3; ADR 0046, 0048).
 */
import { describe, expect, it } from "vitest";
import { AFTER_SALES_STATUSES } from "@/lib/domain/after-sales/constants";
import { returnSteps } from "@/lib/domain/operations/return-steps";
import { readReturnsUrl, returnsQueryOf, returnsUrl } from "@/lib/domain/operations/returns-url";

describe("returns URL", () => {
  it("reads what it writes, drops unknown values, and asks the API for that sort and page", () => {
    const state = readReturnsUrl({
      code: " AS1 ",
      orderNo: "O2",
      status: ["NEW", "FINISHED"],
      type: "RETURN",
      from: "2026-11-01",
      to: "2026-11-30",
      sortBy: "AMOUNT",
      descending: "false",
      page: "3",
    });
    expect(state).toEqual({
      code: "AS1",
      orderNo: "O2",
      status: "NEW",
      type: "RETURN",
      from: "2026-11-01",
      to: "2026-11-30",
      sortBy: "AMOUNT",
      descending: false,
      page: 3,
    });
    const query = new URLSearchParams(returnsUrl(state).split("?")[1]);
    expect(readReturnsUrl(Object.fromEntries(query))).toEqual(state);
    expect(
      readReturnsUrl({
        status: "LOST",
        type: "GIFT",
        sortBy: "a.id; drop table orders",
        page: "-2",
        from: "yesterday",
      }),
    ).toMatchObject({
      status: null,
      type: null,
      sortBy: "CREATED_AT",
      descending: true,
      page: 1,
      from: "",
    });
    expect(returnsUrl(readReturnsUrl({}))).toBe("/ops/returns");
    expect(returnsQueryOf(state)).toEqual({
      filter: {
        code: "AS1",
        orderNo: "O2",
        statuses: ["NEW"],
        type: "RETURN",
        // Hong Kong days: from the start of the 1st, to the start of the day after the 30th.
        from: "2026-10-31T16:00:00.000Z",
        to: "2026-11-30T16:00:00.000Z",
      },
      sortBy: "AMOUNT",
      descending: false,
      page: 3,
      pageSize: null,
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
