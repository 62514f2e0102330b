/**
 * The returns table's search (ADR 0048): the filter cleaned (unknown statuses or types and
 * dates out of order refused by field), every value a bound parameter, sorting only by a
 * whitelisted key with the id last, and paging within bounds.
 */
import { PgDialect } from "drizzle-orm/pg-core";
import { describe, expect, it } from "vitest";
import {
  OPS_RETURN_SORT_FIELDS,
  OPS_RETURNS_MAX_PAGE_SIZE,
} from "@/lib/domain/operations/constants";
import {
  cleanReturnFilter,
  cleanReturnPaging,
  cleanReturnSort,
  returnFilterSql,
  returnSortSql,
} from "@/lib/domain/operations/return-queries";

const dialect = new PgDialect();

describe("returns filter", () => {
  it("cleans the search and binds every value", () => {
    const cleaned = cleanReturnFilter({
      code: " as12% ",
      orderNo: "hk_1",
      statuses: ["NEW", "NEW", "ON_BACKING"],
      type: "EXCHANGE",
      from: new Date("2026-11-01T00:00:00Z"),
      to: new Date("2026-11-02T00:00:00Z"),
    });
    expect(cleaned.ok).toBe(true);
    if (!cleaned.ok) return;
    expect(cleaned.filter).toMatchObject({
      code: "AS12%",
      orderNo: "HK_1",
      statuses: ["NEW", "ON_BACKING"],
      type: "EXCHANGE",
    });
    const query = dialect.sqlToQuery(returnFilterSql(cleaned.filter));
    expect(query.sql).not.toContain("AS12");
    expect(query.sql).not.toContain("EXCHANGE");
    expect(query.params).toEqual([
      "AS12%",
      "HK_1",
      ["NEW", "ON_BACKING"],
      "EXCHANGE",
      "2026-11-01T00:00:00.000Z",
      "2026-11-02T00:00:00.000Z",
    ]);
    expect(dialect.sqlToQuery(returnFilterSql(cleanOrThrow({}))).sql).toBe("true");
  });

  it("refuses unknown statuses and types and dates out of order, by field", () => {
    expect(cleanReturnFilter({ statuses: ["LOST"] })).toEqual({ ok: false, field: "statuses" });
    expect(cleanReturnFilter({ type: "GIFT" })).toEqual({ ok: false, field: "type" });
    const day = new Date("2026-11-01T00:00:00Z");
    expect(cleanReturnFilter({ from: day, to: day })).toEqual({ ok: false, field: "to" });
    expect(cleanReturnFilter({ from: new Date("x") })).toEqual({ ok: false, field: "from" });
  });
});

function cleanOrThrow(input: Parameters<typeof cleanReturnFilter>[0]) {
  const cleaned = cleanReturnFilter(input);
  if (!cleaned.ok) throw new Error(cleaned.field);
  return cleaned.filter;
}

describe("returns sort and paging", () => {
  it("sorts only by a whitelisted key, the id last in the same direction", () => {
    expect(cleanReturnSort("a.id; drop table orders", null)).toEqual({
      field: "CREATED_AT",
      descending: true,
    });
    for (const field of OPS_RETURN_SORT_FIELDS) {
      const query = dialect.sqlToQuery(returnSortSql(cleanReturnSort(field, false)));
      expect(query.params).toEqual([]);
      expect(query.sql.endsWith("asc, a.id asc")).toBe(true);
    }
    expect(dialect.sqlToQuery(returnSortSql(cleanReturnSort("CODE", true))).sql).toBe(
      "a.code desc, a.id desc",
    );
  });

  it("keeps pages and sizes within bounds", () => {
    expect(cleanReturnPaging(null, null)).toEqual({ page: 1, pageSize: 20, offset: 0 });
    expect(cleanReturnPaging(3, 10)).toEqual({ page: 3, pageSize: 10, offset: 20 });
    expect(cleanReturnPaging(-4, 10_000)).toEqual({
      page: 1,
      pageSize: OPS_RETURNS_MAX_PAGE_SIZE,
      offset: 0,
    });
  });
});
