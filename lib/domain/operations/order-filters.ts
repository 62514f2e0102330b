/**
 * The orders table's search (issue 17 item 3: "search by code, e-mail, phone, status and date"),
 * as pure functions: what the caller sent, cleaned; and the SQL conditions it means. Shared by
 * the API's paged search and the CSV export, so a file holds exactly the rows the table showed.
 * Text is matched as a substring, case-insensitive (operators paste parts of codes and
 * addresses); phone numbers by their digits only.
 */
import { sql, type SQL } from "drizzle-orm";
import { ORDER_STATUSES, type OrderStatus } from "@/lib/domain/orders/constants";
import {
  OPS_ORDER_MAX_PAGE_SIZE,
  OPS_ORDER_PAGE_SIZE,
  OPS_ORDER_SORT_FIELDS,
  type OpsOrderSortField,
} from "./constants";

export interface OrderFilterInput {
  code?: string | null;
  email?: string | null;
  phone?: string | null;
  statuses?: readonly string[] | null;
  /** Placed at or after (inclusive). */
  from?: Date | null;
  /** Placed before (exclusive). */
  to?: Date | null;
}

export interface OrderFilter {
  code: string | null;
  email: string | null;
  phone: string | null;
  statuses: OrderStatus[];
  from: Date | null;
  to: Date | null;
}

export interface OrderSort {
  field: OpsOrderSortField;
  descending: boolean;
}

export type FilterResult = { ok: true; filter: OrderFilter } | { ok: false; field: string };

const blankToNull = (value: string | null | undefined, max: number) => {
  const trimmed = (value ?? "").trim().slice(0, max);
  return trimmed === "" ? null : trimmed;
};

export function cleanOrderFilter(input: OrderFilterInput): FilterResult {
  const statuses: OrderStatus[] = [];
  for (const status of input.statuses ?? []) {
    if (!(ORDER_STATUSES as readonly string[]).includes(status))
      return { ok: false, field: "statuses" };
    if (!statuses.includes(status as OrderStatus)) statuses.push(status as OrderStatus);
  }
  const valid = (date: Date | null | undefined) => !date || Number.isFinite(date.getTime());
  if (!valid(input.from)) return { ok: false, field: "from" };
  if (!valid(input.to)) return { ok: false, field: "to" };
  if (input.from && input.to && input.from.getTime() >= input.to.getTime()) {
    return { ok: false, field: "to" };
  }
  const phoneDigits = (input.phone ?? "").replace(/\D/g, "").slice(0, 20);
  return {
    ok: true,
    filter: {
      code: blankToNull(input.code, 40)?.toUpperCase() ?? null,
      email: blankToNull(input.email, 254)?.toLowerCase() ?? null,
      phone: phoneDigits === "" ? null : phoneDigits,
      statuses,
      from: input.from ?? null,
      to: input.to ?? null,
    },
  };
}

/** A page number and size within bounds (1-based page). */
export function cleanPaging(page?: number | null, pageSize?: number | null) {
  const size = Math.min(
    OPS_ORDER_MAX_PAGE_SIZE,
    Math.max(1, Math.trunc(pageSize ?? OPS_ORDER_PAGE_SIZE)),
  );
  const number = Math.max(1, Math.trunc(page ?? 1));
  return { page: number, pageSize: size, offset: (number - 1) * size };
}

export function cleanSort(field?: string | null, descending?: boolean | null): OrderSort {
  const known = (OPS_ORDER_SORT_FIELDS as readonly string[]).includes(field ?? "");
  return {
    field: known ? (field as OpsOrderSortField) : "ORDER_TIME",
    descending: descending ?? true,
  };
}

/**
 * The WHERE condition over `orders o` (every value a bound parameter). strpos, not LIKE, so a
 * `%` or `_` typed by an operator is a character like any other.
 */
export function orderFilterSql(filter: OrderFilter): SQL {
  const parts: SQL[] = [sql`true`];
  if (filter.code) parts.push(sql`strpos(upper(o.code), ${filter.code}) > 0`);
  if (filter.email) parts.push(sql`strpos(lower(o.email), ${filter.email}) > 0`);
  if (filter.phone) {
    parts.push(
      sql`strpos(regexp_replace(coalesce(o.delivery_address->>'mobile', ''), '[^0-9]', '', 'g'), ${filter.phone}) > 0`,
    );
  }
  if (filter.statuses.length > 0) {
    parts.push(sql`o.status = any(${sql.param(filter.statuses)}::text[])`);
  }
  if (filter.from) parts.push(sql`o.order_time >= ${filter.from.toISOString()}::timestamptz`);
  if (filter.to) parts.push(sql`o.order_time < ${filter.to.toISOString()}::timestamptz`);
  return sql.join(parts, sql` and `);
}

const SORT_COLUMNS: Record<OpsOrderSortField, SQL> = {
  ORDER_TIME: sql`o.order_time`,
  AMOUNT: sql`o.amount`,
  CODE: sql`o.code`,
  STATUS: sql`o.status`,
  EMAIL: sql`lower(o.email)`,
};

/** ORDER BY with the id as the last key, so pages never overlap or skip on ties. */
export function orderSortSql(sort: OrderSort): SQL {
  const direction = sort.descending ? sql`desc` : sql`asc`;
  return sql`${SORT_COLUMNS[sort.field]} ${direction}, o.id ${direction}`;
}
