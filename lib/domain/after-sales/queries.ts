/**
 * Reading after-sales orders (shopping §2 Refund record, Refund order detail; §3 After-sales
 * order; §7 getAfterSalesRecord, getAfterSalesOrderDetail): a shopper reads their own (a guest:
 * those of the one order their token is scoped to); operators read all.
 */
import { sql } from "drizzle-orm";
import type { Db } from "@/lib/db/connect";
import { jsonColumn, queryRows } from "@/lib/domain/catalog/sql-rows";
import type { LocalizedLineText } from "@/lib/domain/orders/order-lines";
import { isUuid } from "@/lib/domain/validation/uuid";
import type { AfterSalesStatus, AfterSalesType } from "./constants";

export interface AfterSalesLineView {
  id: string;
  orderLineId: string;
  skuCode: string;
  spuCode: string;
  omsSkuCode: string;
  name: string;
  localized: LocalizedLineText | null;
  skuProperties: { color: string; size: string };
  image: string | null;
  isGift: boolean;
  quantity: number;
  listPrice: number;
  amount: number;
  exchangeSkuCode: string | null;
  exchangeStock: string | null;
}

export interface AfterSalesOrderView {
  id: string;
  code: string;
  orderNo: string;
  type: AfterSalesType;
  status: AfterSalesStatus;
  reason: string;
  memo: string | null;
  photos: string[];
  rejectReason: string | null;
  returnTrackingNo: string | null;
  refundOrderNo: string | null;
  createdAt: Date;
  updatedAt: Date;
  lines: AfterSalesLineView[];
}

/** Whose after-sales orders: a customer's (and a guest token's order), or everyone's (operators). */
export type AfterSalesReader =
  { kind: "customer"; customerId: string; scopeOrderCode: string | null } | { kind: "operator" };

interface Row {
  id: string;
  code: string;
  order_code: string;
  type: AfterSalesType;
  status: AfterSalesStatus;
  reason: string;
  memo: string | null;
  photos: unknown;
  reject_reason: string | null;
  return_tracking_no: string | null;
  refund_order_no: string | null;
  created_at: string | Date;
  updated_at: string | Date;
}

async function linesOf(db: Db, ids: string[]): Promise<Map<string, AfterSalesLineView[]>> {
  const grouped = new Map<string, AfterSalesLineView[]>();
  if (ids.length === 0) return grouped;
  const rows = await queryRows<{
    after_sales_order_id: string;
    id: string;
    order_line_id: string;
    sku_code: string;
    spu_code: string;
    oms_sku_code: string;
    name: string;
    localized: unknown;
    sku_properties: unknown;
    image: string | null;
    is_gift: boolean;
    quantity: number;
    list_price: number;
    amount: number;
    exchange_sku_code: string | null;
    exchange_stock: string | null;
  }>(
    db,
    sql`select l.after_sales_order_id, l.id, l.order_line_id, l.sku_code, ol.spu_code, l.oms_sku_code,
        ol.name, ol.localized, ol.sku_properties, ol.image, ol.is_gift, l.quantity, ol.list_price,
        l.amount, l.exchange_sku_code, l.exchange_stock
      from after_sales_lines l join order_lines ol on ol.id = l.order_line_id
      where l.after_sales_order_id = any(${sql.param(ids)}::uuid[])
      order by l.after_sales_order_id, ol.sort`,
  );
  for (const row of rows) {
    const list = grouped.get(row.after_sales_order_id) ?? [];
    list.push({
      id: row.id,
      orderLineId: row.order_line_id,
      skuCode: row.sku_code,
      spuCode: row.spu_code,
      omsSkuCode: row.oms_sku_code,
      name: row.name,
      localized: row.localized === null ? null : jsonColumn(row.localized),
      skuProperties: jsonColumn(row.sku_properties),
      image: row.image,
      isGift: row.is_gift,
      quantity: Number(row.quantity),
      listPrice: Number(row.list_price),
      amount: Number(row.amount),
      exchangeSkuCode: row.exchange_sku_code,
      exchangeStock: row.exchange_stock,
    });
    grouped.set(row.after_sales_order_id, list);
  }
  return grouped;
}

function toView(row: Row, lines: AfterSalesLineView[]): AfterSalesOrderView {
  return {
    id: row.id,
    code: row.code,
    orderNo: row.order_code,
    type: row.type,
    status: row.status,
    reason: row.reason,
    memo: row.memo,
    photos: jsonColumn<string[]>(row.photos),
    rejectReason: row.reject_reason,
    returnTrackingNo: row.return_tracking_no,
    refundOrderNo: row.refund_order_no,
    createdAt: new Date(row.created_at),
    updatedAt: new Date(row.updated_at),
    lines,
  };
}

function readerFilter(reader: AfterSalesReader) {
  if (reader.kind === "operator") return sql`true`;
  return sql`a.customer_id = ${reader.customerId}::uuid
    ${reader.scopeOrderCode ? sql`and o.code = ${reader.scopeOrderCode}` : sql``}`;
}

/** One after-sales order by its code, when the reader may see it. */
export async function afterSalesByCode(
  db: Db,
  code: string,
  reader: AfterSalesReader,
): Promise<AfterSalesOrderView | null> {
  const [row] = await queryRows<Row>(
    db,
    sql`select a.*, o.code as order_code from after_sales_orders a join orders o on o.id = a.order_id
      where a.code = ${code.trim().toUpperCase()} and ${readerFilter(reader)}`,
  );
  if (!row) return null;
  const lines = await linesOf(db, [row.id]);
  return toView(row, lines.get(row.id) ?? []);
}

export interface AfterSalesFilter {
  orderNo?: string | null;
  /** The after-sales order's own code (the console's search). */
  code?: string | null;
  statuses?: readonly AfterSalesStatus[] | null;
  type?: AfterSalesType | null;
}

export interface AfterSalesPage {
  nodes: AfterSalesOrderView[];
  hasNextPage: boolean;
  totalCount: number;
}

export function afterSalesCursor(view: AfterSalesOrderView): string {
  return Buffer.from(`${view.createdAt.toISOString()}|${view.id}`).toString("base64url");
}

/** The reader's after-sales orders, newest first, keyset paged (the refund record). */
export async function afterSalesRecord(
  db: Db,
  reader: AfterSalesReader,
  filter: AfterSalesFilter,
  page: { first: number; after: string | null },
): Promise<AfterSalesPage> {
  const [afterTime, afterId] = (
    page.after ? Buffer.from(page.after, "base64url").toString() : ""
  ).split("|");
  const afterValid = Boolean(
    afterTime && afterId && !Number.isNaN(Date.parse(afterTime)) && isUuid(afterId),
  );
  const where = sql`${readerFilter(reader)}
    ${filter.orderNo ? sql`and o.code = ${filter.orderNo.trim().toUpperCase()}` : sql``}
    ${filter.code ? sql`and a.code = ${filter.code.trim().toUpperCase()}` : sql``}
    ${filter.statuses && filter.statuses.length > 0 ? sql`and a.status = any(${sql.param([...filter.statuses])}::text[])` : sql``}
    ${filter.type ? sql`and a.type = ${filter.type}` : sql``}`;
  const from = sql`from after_sales_orders a join orders o on o.id = a.order_id`;
  const [rows, count] = await Promise.all([
    queryRows<Row>(
      db,
      sql`select a.*, o.code as order_code ${from} where ${where}
        ${afterValid ? sql`and (a.created_at, a.id) < (${afterTime}::timestamptz, ${afterId}::uuid)` : sql``}
        order by a.created_at desc, a.id desc limit ${page.first + 1}`,
    ),
    queryRows<{ n: number }>(db, sql`select count(*)::int as n ${from} where ${where}`),
  ]);
  const nodes = rows.slice(0, page.first);
  const lines = await linesOf(
    db,
    nodes.map((row) => row.id),
  );
  return {
    nodes: nodes.map((row) => toView(row, lines.get(row.id) ?? [])),
    hasNextPage: rows.length > page.first,
    totalCount: Number(count[0]?.n ?? 0),
  };
}

/** For the console's sorted, paged returns table (operations/return-queries.ts): same rows, same views. */
export type { Row as AfterSalesRow };
export { linesOf as afterSalesLinesOf, toView as afterSalesViewOf };
