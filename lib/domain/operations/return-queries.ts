/**
 * The console's returns table (issue 17 item 3 "Tables with sorting, filters and paging"; ADR
 * 0046 "Returns section", ADR 0048): every after-sales order filtered by its code, its order's
 * code, statuses, type and when it was asked for; sorted by a whitelisted key (each a fixed SQL
 * expression, the id last so pages never overlap or skip on ties); offset-paged with the total,
 * like the orders table (order-filters.ts). The rows are the after-sales domain's own views
 * (after-sales/queries.ts), so the table shows what the shopper's record and detail show.
 * Every caller has checked `aftersales:manage` first.
 */
import { sql, type SQL } from "drizzle-orm";
import type { Db } from "@/lib/db/connect";
import {
  AFTER_SALES_STATUSES,
  AFTER_SALES_TYPES,
  type AfterSalesStatus,
  type AfterSalesType,
} from "@/lib/domain/after-sales/constants";
import {
  afterSalesLinesOf,
  afterSalesViewOf,
  type AfterSalesOrderView,
  type AfterSalesRow,
} from "@/lib/domain/after-sales/queries";
import { queryRows } from "@/lib/domain/catalog/sql-rows";
import {
  OPS_RETURN_SORT_FIELDS,
  OPS_RETURNS_MAX_PAGE_SIZE,
  OPS_RETURNS_PAGE_SIZE,
  type OpsReturnSortField,
} from "./constants";

export interface ReturnFilterInput {
  code?: string | null;
  orderNo?: string | null;
  statuses?: readonly string[] | null;
  type?: string | null;
  /** Asked for at or after (inclusive). */
  from?: Date | null;
  /** Asked for before (exclusive). */
  to?: Date | null;
}

export interface ReturnFilter {
  code: string | null;
  orderNo: string | null;
  statuses: AfterSalesStatus[];
  type: AfterSalesType | null;
  from: Date | null;
  to: Date | null;
}

export interface ReturnSort {
  field: OpsReturnSortField;
  descending: boolean;
}

const cleanText = (value: string | null | undefined) => {
  const trimmed = (value ?? "").trim().slice(0, 40).toUpperCase();
  return trimmed === "" ? null : trimmed;
};

/** The search cleaned, or the field at fault (an unknown status or type, dates out of order). */
export function cleanReturnFilter(
  input: ReturnFilterInput,
): { ok: true; filter: ReturnFilter } | { ok: false; field: string } {
  const statuses: AfterSalesStatus[] = [];
  for (const status of input.statuses ?? []) {
    if (!(AFTER_SALES_STATUSES as readonly string[]).includes(status))
      return { ok: false, field: "statuses" };
    if (!statuses.includes(status as AfterSalesStatus)) statuses.push(status as AfterSalesStatus);
  }
  if (input.type && !(AFTER_SALES_TYPES as readonly string[]).includes(input.type))
    return { ok: false, field: "type" };
  const valid = (date: Date | null | undefined) => !date || Number.isFinite(date.getTime());
  if (!valid(input.from)) return { ok: false, field: "from" };
  if (!valid(input.to)) return { ok: false, field: "to" };
  if (input.from && input.to && input.from.getTime() >= input.to.getTime())
    return { ok: false, field: "to" };
  return {
    ok: true,
    filter: {
      code: cleanText(input.code),
      orderNo: cleanText(input.orderNo),
      statuses,
      type: (input.type as AfterSalesType | null | undefined) ?? null,
      from: input.from ?? null,
      to: input.to ?? null,
    },
  };
}

export function cleanReturnSort(field?: string | null, descending?: boolean | null): ReturnSort {
  const known = (OPS_RETURN_SORT_FIELDS as readonly string[]).includes(field ?? "");
  return {
    field: known ? (field as OpsReturnSortField) : "CREATED_AT",
    descending: descending ?? true,
  };
}

/** A page number and size within bounds (1-based page). */
export function cleanReturnPaging(page?: number | null, pageSize?: number | null) {
  const size = Math.min(
    OPS_RETURNS_MAX_PAGE_SIZE,
    Math.max(1, Math.trunc(pageSize ?? OPS_RETURNS_PAGE_SIZE)),
  );
  const number = Math.max(1, Math.trunc(page ?? 1));
  return { page: number, pageSize: size, offset: (number - 1) * size };
}

/**
 * The WHERE condition over `after_sales_orders a join orders o` (every value a bound parameter).
 * Codes as a substring (operators paste parts), by strpos so `%` and `_` are plain characters.
 */
export function returnFilterSql(filter: ReturnFilter): SQL {
  const parts: SQL[] = [sql`true`];
  if (filter.code) parts.push(sql`strpos(a.code, ${filter.code}) > 0`);
  if (filter.orderNo) parts.push(sql`strpos(o.code, ${filter.orderNo}) > 0`);
  if (filter.statuses.length > 0)
    parts.push(sql`a.status = any(${sql.param(filter.statuses)}::text[])`);
  if (filter.type) parts.push(sql`a.type = ${filter.type}`);
  if (filter.from) parts.push(sql`a.created_at >= ${filter.from.toISOString()}::timestamptz`);
  if (filter.to) parts.push(sql`a.created_at < ${filter.to.toISOString()}::timestamptz`);
  return sql.join(parts, sql` and `);
}

const SORT_COLUMNS: Record<OpsReturnSortField, SQL> = {
  CREATED_AT: sql`a.created_at`,
  CODE: sql`a.code`,
  ORDER_CODE: sql`o.code`,
  TYPE: sql`a.type`,
  STATUS: sql`a.status`,
  // The table's amount: the sum of the lines' amounts (the AfterSalesOrder's `total`).
  AMOUNT: sql`(select coalesce(sum(l.amount), 0) from after_sales_lines l where l.after_sales_order_id = a.id)`,
};

/** ORDER BY with the id as the last key, so pages never overlap or skip on ties. */
export function returnSortSql(sort: ReturnSort): SQL {
  const direction = sort.descending ? sql`desc` : sql`asc`;
  return sql`${SORT_COLUMNS[sort.field]} ${direction}, a.id ${direction}`;
}

export async function searchReturns(
  db: Db,
  filter: ReturnFilter,
  sort: ReturnSort,
  paging: { pageSize: number; offset: number },
): Promise<{ rows: AfterSalesOrderView[]; total: number }> {
  const where = returnFilterSql(filter);
  const from = sql`from after_sales_orders a join orders o on o.id = a.order_id`;
  const [rows, count] = await Promise.all([
    queryRows<AfterSalesRow>(
      db,
      sql`select a.*, o.code as order_code ${from} where ${where}
        order by ${returnSortSql(sort)} limit ${paging.pageSize} offset ${paging.offset}`,
    ),
    queryRows<{ n: number }>(db, sql`select count(*)::int as n ${from} where ${where}`),
  ]);
  const lines = await afterSalesLinesOf(
    db,
    rows.map((row) => row.id),
  );
  return {
    rows: rows.map((row) => afterSalesViewOf(row, lines.get(row.id) ?? [])),
    total: Number(count[0]?.n ?? 0),
  };
}
