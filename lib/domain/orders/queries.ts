/**
 * Reading orders (shopping §2 Orders, Order detail; §3 Order, Order line; §7 getOrderList,
 * getOrderDetail): the caller's own only, or the one order a guest token is scoped to.
 */
import { sql } from "drizzle-orm";
import type { Db } from "@/lib/db/connect";
import { jsonColumn, queryRows } from "@/lib/domain/catalog/sql-rows";
import { isUuid } from "@/lib/domain/validation/uuid";
import type { OrderStatus } from "./constants";
import type { LocalizedLineText } from "./order-lines";

export interface OrderLineView {
  id: string;
  skuCode: string;
  spuCode: string;
  omsSkuCode: string;
  name: string;
  skuProperties: { color: string; size: string };
  /** Name and colour in each language as bought; null on older lines (ADR 0015). */
  localized: LocalizedLineText | null;
  image: string | null;
  isGift: boolean;
  lineType: string;
  quantity: number;
  listPrice: number;
  salePrice: number;
  promoPrice: number;
  amount: number;
  promotions: { name: string }[];
}

export interface OrderView {
  id: string;
  code: string;
  status: OrderStatus;
  email: string;
  orderTime: Date;
  scheduleCancelTime: Date | null;
  amount: number;
  receivedAmount: number;
  productAmount: number;
  freight: number;
  tax: number;
  couponDiscount: number;
  activityDiscount: number;
  deductionAmount: number;
  additionalServiceFee: number;
  distributionType: string;
  /** Staff Checkout's staff id and store code; null on other orders. */
  guideId: string | null;
  o2oShopCode: string | null;
  deliveryAddress: Record<string, string | number>;
  pricing: {
    activities?: { activityId: string; activityName: string }[];
    deductions?: { code: string; deductionType: string; cost: number; actualAmount: number }[];
    additionalServices?: { type: string; memo: string | null }[];
  };
  lines: OrderLineView[];
  logistics: {
    providerCode: string;
    providerName: string;
    memo: string | null;
    trackingNo: string;
  }[];
}

interface OrderRow {
  id: string;
  code: string;
  status: OrderStatus;
  email: string;
  order_time: string | Date;
  schedule_cancel_time: string | Date | null;
  amount: number;
  received_amount: number;
  product_amount: number;
  freight: number;
  tax: number;
  coupon_discount: number;
  activity_discount: number;
  deduction_amount: number;
  additional_service_fee: number;
  distribution_type: string;
  guide_id: string | null;
  o2o_shop_code: string | null;
  delivery_address: unknown;
  pricing: unknown;
}

async function linesOf(db: Db, orderIds: string[]): Promise<Map<string, OrderLineView[]>> {
  if (orderIds.length === 0) return new Map();
  const rows = await queryRows<{
    order_id: string;
    id: string;
    sku_code: string;
    spu_code: string;
    oms_sku_code: string;
    name: string;
    sku_properties: unknown;
    localized: unknown;
    image: string | null;
    is_gift: boolean;
    line_type: string;
    quantity: number;
    list_price: number;
    sale_price: number;
    promo_price: number;
    amount: number;
    promotions: unknown;
  }>(
    db,
    sql`select * from order_lines where order_id = any(${sql.param(orderIds)}::uuid[]) order by order_id, sort`,
  );
  const grouped = new Map<string, OrderLineView[]>();
  for (const row of rows) {
    const list = grouped.get(row.order_id) ?? [];
    list.push({
      id: row.id,
      skuCode: row.sku_code,
      spuCode: row.spu_code,
      omsSkuCode: row.oms_sku_code,
      name: row.name,
      skuProperties: jsonColumn(row.sku_properties),
      localized: row.localized === null ? null : jsonColumn(row.localized),
      image: row.image,
      isGift: row.is_gift,
      lineType: row.line_type,
      quantity: Number(row.quantity),
      listPrice: Number(row.list_price),
      salePrice: Number(row.sale_price),
      promoPrice: Number(row.promo_price),
      amount: Number(row.amount),
      promotions: jsonColumn(row.promotions),
    });
    grouped.set(row.order_id, list);
  }
  return grouped;
}

function toView(
  row: OrderRow,
  lines: OrderLineView[],
  logistics: OrderView["logistics"],
): OrderView {
  return {
    id: row.id,
    code: row.code,
    status: row.status,
    email: row.email,
    orderTime: new Date(row.order_time),
    scheduleCancelTime: row.schedule_cancel_time ? new Date(row.schedule_cancel_time) : null,
    amount: Number(row.amount),
    receivedAmount: Number(row.received_amount),
    productAmount: Number(row.product_amount),
    freight: Number(row.freight),
    tax: Number(row.tax),
    couponDiscount: Number(row.coupon_discount),
    activityDiscount: Number(row.activity_discount),
    deductionAmount: Number(row.deduction_amount),
    additionalServiceFee: Number(row.additional_service_fee),
    distributionType: row.distribution_type,
    guideId: row.guide_id,
    o2oShopCode: row.o2o_shop_code,
    deliveryAddress: jsonColumn(row.delivery_address),
    pricing: jsonColumn(row.pricing),
    lines,
    logistics,
  };
}

/** One order by code, when `customerId` owns it. */
export async function orderByCode(
  db: Db,
  code: string,
  customerId: string,
): Promise<OrderView | null> {
  const [row] = await queryRows<OrderRow>(
    db,
    sql`select * from orders where code = ${code} and customer_id = ${customerId}::uuid`,
  );
  if (!row) return null;
  const [lines, logistics] = await Promise.all([
    linesOf(db, [row.id]),
    queryRows<{
      provider_code: string;
      provider_name: string;
      memo: string | null;
      tracking_no: string;
    }>(
      db,
      sql`select provider_code, provider_name, memo, tracking_no from order_logistics where order_id = ${row.id}::uuid order by created_at`,
    ),
  ]);
  return toView(
    row,
    lines.get(row.id) ?? [],
    logistics.map((l) => ({
      providerCode: l.provider_code,
      providerName: l.provider_name,
      memo: l.memo,
      trackingNo: l.tracking_no,
    })),
  );
}

/** The customer's orders, newest first, by status list and months back; keyset paged. */
export async function ordersOf(
  db: Db,
  input: {
    customerId: string;
    statuses: readonly string[] | null;
    months: number | null;
    first: number;
    after: string | null;
    /** Only this order: a guest lookup token reaches its one order (accounts §4). */
    onlyCode?: string | null;
  },
  now: Date,
): Promise<{ orders: OrderView[]; hasNextPage: boolean; totalCount: number }> {
  const since =
    input.months && input.months > 0
      ? new Date(now.getTime() - input.months * 30 * 86_400_000).toISOString()
      : null;
  const [afterTime, afterId] = (
    input.after ? Buffer.from(input.after, "base64url").toString() : ""
  ).split("|");
  const afterValid = Boolean(
    afterTime && afterId && !Number.isNaN(Date.parse(afterTime)) && isUuid(afterId),
  );
  const where = sql`customer_id = ${input.customerId}::uuid
    ${input.onlyCode ? sql`and code = ${input.onlyCode}` : sql``}
    ${input.statuses && input.statuses.length > 0 ? sql`and status = any(${sql.param([...input.statuses])}::text[])` : sql``}
    ${since ? sql`and order_time >= ${since}::timestamptz` : sql``}`;
  const [rows, count] = await Promise.all([
    queryRows<OrderRow>(
      db,
      sql`select * from orders where ${where}
        ${afterValid ? sql`and (order_time, id) < (${afterTime}::timestamptz, ${afterId}::uuid)` : sql``}
        order by order_time desc, id desc limit ${input.first + 1}`,
    ),
    queryRows<{ n: number }>(db, sql`select count(*)::int as n from orders where ${where}`),
  ]);
  const page = rows.slice(0, input.first);
  const lines = await linesOf(
    db,
    page.map((row) => row.id),
  );
  return {
    orders: page.map((row) => toView(row, lines.get(row.id) ?? [], [])),
    hasNextPage: rows.length > input.first,
    totalCount: Number(count[0]?.n ?? 0),
  };
}

export function orderCursor(order: OrderView): string {
  return Buffer.from(`${order.orderTime.toISOString()}|${order.id}`).toString("base64url");
}
