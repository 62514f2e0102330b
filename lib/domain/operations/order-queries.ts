/**
 * The console's order reads (issue 17 item 3): the orders table's page (filter, sort, page,
 * total), the CSV export's batches (same filter and sort), and one order's detail with its
 * lines, amounts, payments, events and shipments. Read-only; every caller has already been
 * checked for `aftersales:manage`.
 */
import { sql, type SQL } from "drizzle-orm";
import type { Db } from "@/lib/db/connect";
import { jsonColumn, queryRows } from "@/lib/domain/catalog/sql-rows";
import type { OrderStatus } from "@/lib/domain/orders/constants";
import type { OrderCsvRow } from "./csv";
import { orderFilterSql, orderSortSql, type OrderFilter, type OrderSort } from "./order-filters";

export type OpsOrderRow = OrderCsvRow & { status: OrderStatus };

interface RawRow {
  code: string;
  status: OrderStatus;
  order_time: string | Date;
  paid_at: string | Date | null;
  checkout_kind: string;
  customer_code: string;
  email: string;
  phone: string | null;
  item_count: number;
  product_amount: number;
  activity_discount: number;
  coupon_discount: number;
  deduction_amount: number;
  freight: number;
  amount: number;
  tracking_nos: string | null;
}

const date = (value: string | Date) => (value instanceof Date ? value : new Date(value));

function toRow(raw: RawRow): OpsOrderRow {
  return {
    code: raw.code,
    status: raw.status,
    orderTime: date(raw.order_time),
    paidAt: raw.paid_at ? date(raw.paid_at) : null,
    checkoutKind: raw.checkout_kind,
    customerCode: raw.customer_code,
    email: raw.email,
    phone: raw.phone,
    itemCount: Number(raw.item_count),
    productAmount: Number(raw.product_amount),
    activityDiscount: Number(raw.activity_discount),
    couponDiscount: Number(raw.coupon_discount),
    deductionAmount: Number(raw.deduction_amount),
    freight: Number(raw.freight),
    amount: Number(raw.amount),
    trackingNos: raw.tracking_nos,
  };
}

function selectRows(where: SQL, orderBy: SQL, limit: number, offset: number): SQL {
  return sql`select o.code, o.status, o.order_time, o.paid_at, o.checkout_kind, c.user_code as customer_code,
      o.email, o.delivery_address->>'mobile' as phone,
      (select coalesce(sum(l.quantity), 0)::int from order_lines l where l.order_id = o.id) as item_count,
      o.product_amount, o.activity_discount, o.coupon_discount, o.deduction_amount, o.freight, o.amount,
      (select string_agg(g.tracking_no, ' ' order by g.created_at) from order_logistics g where g.order_id = o.id)
        as tracking_nos
    from orders o join customers c on c.id = o.customer_id
    where ${where} order by ${orderBy} limit ${limit} offset ${offset}`;
}

export interface OrderPage {
  rows: OpsOrderRow[];
  total: number;
}

export async function searchOrders(
  db: Db,
  filter: OrderFilter,
  sort: OrderSort,
  paging: { pageSize: number; offset: number },
): Promise<OrderPage> {
  const where = orderFilterSql(filter);
  const [count] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from orders o where ${where}`,
  );
  const rows = await queryRows<RawRow>(
    db,
    selectRows(where, orderSortSql(sort), paging.pageSize, paging.offset),
  );
  return { rows: rows.map(toRow), total: Number(count?.n ?? 0) };
}

/** The export's rows, `batchSize` at a time, at most `max` in all (same order as the table). */
export async function* orderBatches(
  db: Db,
  filter: OrderFilter,
  sort: OrderSort,
  options: { batchSize: number; max: number },
): AsyncGenerator<OpsOrderRow[]> {
  const where = orderFilterSql(filter);
  const orderBy = orderSortSql(sort);
  for (let offset = 0; offset < options.max; offset += options.batchSize) {
    const size = Math.min(options.batchSize, options.max - offset);
    const rows = await queryRows<RawRow>(db, selectRows(where, orderBy, size, offset));
    if (rows.length > 0) yield rows.map(toRow);
    if (rows.length < size) return;
  }
}

export interface OpsOrderDetail extends OpsOrderRow {
  id: string;
  cancelReason: string | null;
  receivedAmount: number;
  distributionType: string;
  deliveryAddress: Record<string, unknown>;
  lines: {
    id: string;
    skuCode: string;
    omsSkuCode: string;
    name: string;
    properties: Record<string, unknown>;
    quantity: number;
    salePrice: number;
    amount: number;
    isGift: boolean;
    shipped: boolean;
  }[];
  payments: {
    provider: string;
    reference: string;
    amount: number;
    status: string;
    method: string | null;
    createdAt: Date;
  }[];
  events: {
    fromStatus: string | null;
    toStatus: string;
    actor: string;
    reason: string | null;
    createdAt: Date;
  }[];
  logistics: {
    providerCode: string;
    providerName: string;
    trackingNo: string;
    skuCodes: string[];
    createdAt: Date;
  }[];
}

export async function opsOrderDetail(db: Db, code: string): Promise<OpsOrderDetail | null> {
  const [raw] = await queryRows<
    RawRow & {
      id: string;
      cancel_reason: string | null;
      received_amount: number;
      distribution_type: string;
      delivery_address: unknown;
    }
  >(
    db,
    sql`select * from (${selectRows(sql`o.code = ${code}`, sql`o.id`, 1, 0)}) r
      cross join lateral (select o.id, o.cancel_reason, o.received_amount, o.distribution_type,
        o.delivery_address from orders o where o.code = r.code) x`,
  );
  if (!raw) return null;
  const id = raw.id;
  const lines = await queryRows<{
    id: string;
    sku_code: string;
    oms_sku_code: string;
    name: string;
    sku_properties: unknown;
    quantity: number;
    sale_price: number;
    amount: number;
    is_gift: boolean;
  }>(
    db,
    sql`select id, sku_code, oms_sku_code, name, sku_properties, quantity, sale_price, amount, is_gift
      from order_lines where order_id = ${id}::uuid order by sort, id`,
  );
  const logistics = await queryRows<{
    provider_code: string;
    provider_name: string;
    tracking_no: string;
    line_ids: unknown;
    created_at: string | Date;
  }>(
    db,
    sql`select provider_code, provider_name, tracking_no, line_ids, created_at from order_logistics
      where order_id = ${id}::uuid order by created_at, id`,
  );
  const payments = await queryRows<{
    provider: string;
    reference: string;
    amount: number;
    status: string;
    method: string | null;
    created_at: string | Date;
  }>(
    db,
    sql`select provider, reference, amount, status, method, created_at from payments
      where order_id = ${id}::uuid order by created_at, id`,
  );
  const events = await queryRows<{
    from_status: string | null;
    to_status: string;
    actor: string;
    reason: string | null;
    created_at: string | Date;
  }>(
    db,
    sql`select from_status, to_status, actor, reason, created_at from order_events
      where order_id = ${id}::uuid order by created_at, id`,
  );
  const shippedLineIds = new Set(logistics.flatMap((row) => jsonColumn<string[]>(row.line_ids)));
  const skuOfLine = new Map(lines.map((line) => [line.id, line.sku_code]));
  return {
    ...toRow(raw),
    id,
    cancelReason: raw.cancel_reason,
    receivedAmount: Number(raw.received_amount),
    distributionType: raw.distribution_type,
    deliveryAddress: jsonColumn<Record<string, unknown>>(raw.delivery_address) ?? {},
    lines: lines.map((line) => ({
      id: line.id,
      skuCode: line.sku_code,
      omsSkuCode: line.oms_sku_code,
      name: line.name,
      properties: jsonColumn<Record<string, unknown>>(line.sku_properties) ?? {},
      quantity: Number(line.quantity),
      salePrice: Number(line.sale_price),
      amount: Number(line.amount),
      isGift: Boolean(line.is_gift),
      shipped: shippedLineIds.has(line.id),
    })),
    payments: payments.map((row) => ({
      provider: row.provider,
      reference: row.reference,
      amount: Number(row.amount),
      status: row.status,
      method: row.method,
      createdAt: date(row.created_at),
    })),
    events: events.map((row) => ({
      fromStatus: row.from_status,
      toStatus: row.to_status,
      actor: row.actor,
      reason: row.reason,
      createdAt: date(row.created_at),
    })),
    logistics: logistics.map((row) => ({
      providerCode: row.provider_code,
      providerName: row.provider_name,
      trackingNo: row.tracking_no,
      skuCodes: jsonColumn<string[]>(row.line_ids).map((lineId) => skuOfLine.get(lineId) ?? lineId),
      createdAt: date(row.created_at),
    })),
  };
}

/** A customer's newest orders (the customers section). */
export async function customerOrders(
  db: Db,
  customerId: string,
  limit: number,
): Promise<OpsOrderRow[]> {
  const rows = await queryRows<RawRow>(
    db,
    selectRows(
      sql`o.customer_id = ${customerId}::uuid`,
      sql`o.order_time desc, o.id desc`,
      limit,
      0,
    ),
  );
  return rows.map(toRow);
}
