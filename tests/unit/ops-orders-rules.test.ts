/**
 * The pure parts of the console's orders and stock (ADR 0046): CSV fields (RFC 4180 quoting,
 * formula guard, money without floating point), the orders search cleaned and turned into SQL
 * with every value bound, the stock adjustment's refusals, and what an operator may cancel.
 */
import { PgDialect } from "drizzle-orm/pg-core";
import { describe, expect, it } from "vitest";
import { centsToDecimal, csvField, csvLine, orderCsvLine } from "@/lib/domain/operations/csv";
import {
  cleanOrderFilter,
  cleanPaging,
  cleanSort,
  orderFilterSql,
  orderSortSql,
} from "@/lib/domain/operations/order-filters";
import { operatorCancelRefusal } from "@/lib/domain/operations/order-actions";
import { outboxState } from "@/lib/domain/operations/outbox";
import { OUTBOX_MAX_ATTEMPTS } from "@/lib/domain/outbox/constants";
import { checkAdjustAmount, checkAdjustInput } from "@/lib/domain/stock/rules";

const dialect = new PgDialect();

describe("CSV", () => {
  it("quotes fields with commas, quotes and line breaks, doubling quotes", () => {
    expect(csvField("plain")).toBe("plain");
    expect(csvField("a,b")).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField("two\nlines")).toBe('"two\nlines"');
    expect(csvField(null)).toBe("");
    expect(csvField(42)).toBe("42");
    expect(csvLine(["a", "b,c", null])).toBe('a,"b,c",\r\n');
  });

  it("defuses text a spreadsheet would run as a formula, but not negative numbers", () => {
    expect(csvField('=HYPERLINK("http://x")')).toBe('"\'=HYPERLINK(""http://x"")"');
    expect(csvField("+85291234567")).toBe("'+85291234567");
    expect(csvField("@sum")).toBe("'@sum");
    expect(csvField("-0.05")).toBe("-0.05");
    expect(csvField("-cmd")).toBe("'-cmd");
  });

  it("writes cents as dollars with two decimals", () => {
    expect(centsToDecimal(0)).toBe("0.00");
    expect(centsToDecimal(5)).toBe("0.05");
    expect(centsToDecimal(123456)).toBe("1234.56");
    expect(centsToDecimal(-5)).toBe("-0.05");
  });

  it("writes an order row in the header's order", () => {
    const line = orderCsvLine({
      code: "SOABC",
      status: "WAIT_DELIVERY",
      orderTime: new Date("2026-11-20T04:00:00Z"),
      paidAt: null,
      checkoutKind: "GUEST",
      customerCode: "U1",
      email: "chan, tai man@example.com",
      phone: "91234567",
      itemCount: 3,
      productAmount: 100000,
      activityDiscount: 1000,
      couponDiscount: 0,
      deductionAmount: 50,
      freight: 3000,
      amount: 101950,
      trackingNos: null,
    });
    expect(line).toBe(
      'SOABC,WAIT_DELIVERY,2026-11-20T04:00:00.000Z,,GUEST,U1,"chan, tai man@example.com",91234567,3,1000.00,10.00,0.00,0.50,30.00,1019.50,\r\n',
    );
  });
});

describe("orders search", () => {
  it("cleans the input: blanks dropped, code upper-cased, e-mail lower-cased, phone digits", () => {
    const cleaned = cleanOrderFilter({
      code: "  soab ",
      email: " Alice@Example.COM",
      phone: "+852 6123-0001",
      statuses: ["WAIT_PAY", "WAIT_PAY"],
    });
    expect(cleaned).toEqual({
      ok: true,
      filter: {
        code: "SOAB",
        email: "alice@example.com",
        phone: "85261230001",
        statuses: ["WAIT_PAY"],
        from: null,
        to: null,
      },
    });
    expect(cleanOrderFilter({ code: "  ", phone: "--" })).toMatchObject({
      ok: true,
      filter: { code: null, phone: null },
    });
  });

  it("refuses an unknown status and a range that ends before it starts", () => {
    expect(cleanOrderFilter({ statuses: ["SHIPPED"] })).toEqual({ ok: false, field: "statuses" });
    const day = new Date("2026-11-20T00:00:00Z");
    expect(cleanOrderFilter({ from: day, to: day })).toEqual({ ok: false, field: "to" });
    expect(cleanOrderFilter({ from: new Date("nope") })).toEqual({ ok: false, field: "from" });
  });

  it("binds every value and matches with strpos, so % and _ are plain characters", () => {
    const cleaned = cleanOrderFilter({
      code: "50%_",
      email: "x'; drop table orders; --",
      statuses: ["WAIT_PAY"],
      from: new Date("2026-11-01T00:00:00Z"),
    });
    if (!cleaned.ok) throw new Error("refused");
    const query = dialect.sqlToQuery(orderFilterSql(cleaned.filter));
    expect(query.sql).not.toContain("drop table");
    expect(query.sql).not.toContain("50%");
    expect(query.sql).toContain("strpos(upper(o.code)");
    expect(query.params).toEqual([
      "50%_",
      "x'; drop table orders; --",
      ["WAIT_PAY"],
      "2026-11-01T00:00:00.000Z",
    ]);
    expect(
      dialect.sqlToQuery(
        orderFilterSql({ ...cleaned.filter, code: null, email: null, statuses: [], from: null }),
      ).sql,
    ).toBe("true");
  });

  it("sorts by a known field with the id last, newest first by default; pages within bounds", () => {
    expect(cleanSort(null, null)).toEqual({ field: "ORDER_TIME", descending: true });
    expect(cleanSort("PASSWORD", false)).toEqual({ field: "ORDER_TIME", descending: false });
    expect(dialect.sqlToQuery(orderSortSql(cleanSort("AMOUNT", false))).sql).toBe(
      "o.amount asc, o.id asc",
    );
    expect(cleanPaging(0, 1000)).toEqual({ page: 1, pageSize: 100, offset: 0 });
    expect(cleanPaging(3, 20)).toEqual({ page: 3, pageSize: 20, offset: 40 });
  });
});

describe("stock adjustment rules", () => {
  it("needs a whole, non-zero change and a reason", () => {
    expect(checkAdjustInput({ delta: 0, reason: "count" })).toBe("STOCK_DELTA_INVALID");
    expect(checkAdjustInput({ delta: 1.5, reason: "count" })).toBe("STOCK_DELTA_INVALID");
    expect(checkAdjustInput({ delta: 1_000_000, reason: "count" })).toBe("STOCK_DELTA_INVALID");
    expect(checkAdjustInput({ delta: 3, reason: "  " })).toBe("STOCK_REASON_REQUIRED");
    expect(checkAdjustInput({ delta: -3, reason: "damaged" })).toBeNull();
  });

  it("never leaves less on hand than unshipped orders reserve, nor below zero", () => {
    expect(checkAdjustAmount({ available: 4, reserved: 2, delta: -4 })).toBeNull();
    expect(checkAdjustAmount({ available: 4, reserved: 2, delta: -5 })).toBe(
      "STOCK_BELOW_RESERVED",
    );
    expect(checkAdjustAmount({ available: 4, reserved: 0, delta: -5 })).toBe("STOCK_BELOW_ZERO");
    expect(checkAdjustAmount({ available: 0, reserved: 0, delta: 7 })).toBeNull();
  });
});

describe("what the console may do", () => {
  it("cancels unpaid orders and paid ones not shipped (with a refund); nothing shipped", () => {
    expect(operatorCancelRefusal("WAIT_PAY")).toBeNull();
    expect(operatorCancelRefusal("WAIT_DELIVERY")).toBeNull();
    expect(operatorCancelRefusal("PARTIAL_SHIPPED")).toBe("ORDER_NOT_CANCELLABLE");
    expect(operatorCancelRefusal("WAIT_RECEIVE")).toBe("ORDER_NOT_CANCELLABLE");
    expect(operatorCancelRefusal("CANCELED")).toBe("ORDER_NOT_CANCELLABLE");
  });

  it("names an outbox row's state", () => {
    expect(outboxState({ sentAt: new Date(), attempts: 2 })).toBe("SENT");
    expect(outboxState({ sentAt: null, attempts: OUTBOX_MAX_ATTEMPTS })).toBe("FAILED");
    expect(outboxState({ sentAt: null, attempts: 1 })).toBe("UNSENT");
  });
});
