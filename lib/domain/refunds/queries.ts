/**
 * Reading refunds for the order detail (shopping §3 Order refundOrders, Order line refund
 * status). Callers reach an order only through the order queries' own checks (its owner or
 * the guest token scoped to it), so these take an order or line the caller may already read.
 */
import { sql } from "drizzle-orm";
import type { Db } from "@/lib/db/connect";
import { queryRows } from "@/lib/domain/catalog/sql-rows";
import type { RefundStage, RefundStatus } from "./constants";

export interface RefundOrderLineView {
  orderLineId: string;
  /** shopping §3 "lines with refundThingCode": the line's omsSkuCode. */
  refundThingCode: string;
  quantity: number;
  amount: number;
}

export interface RefundOrderView {
  refundOrderNo: string;
  afterSalesOrderNo: string | null;
  refundStatus: RefundStatus;
  createdAt: Date;
  refundedAt: Date | null;
  /** To the card (goods + freight), cents. */
  refundAmount: number;
  goodsAmount: number;
  freightAmount: number;
  /** Go-dollar given back, cents. */
  goDollarAmount: number;
  lines: RefundOrderLineView[];
}

/** shopping §4: "AUDIT_PASSED and REFUNDING both show as refund in process; REFUNDED shows as refunded." */
export function refundStageOf(status: RefundStatus | null): RefundStage {
  if (status === "REFUNDED") return "REFUNDED";
  if (status === "AUDIT_PASSED" || status === "REFUNDING") return "IN_PROCESS";
  return "CREATED";
}

export async function refundOrdersOf(db: Db, orderId: string): Promise<RefundOrderView[]> {
  const rows = await queryRows<{
    id: string;
    refund_order_no: string;
    after_sales_order_no: string | null;
    status: RefundStatus;
    created_at: string | Date;
    refunded_at: string | Date | null;
    refund_amount: number;
    goods_amount: number;
    freight_amount: number;
    go_dollar_amount: number;
  }>(
    db,
    sql`select id, refund_order_no, after_sales_order_no, status, created_at, refunded_at, refund_amount,
        goods_amount, freight_amount, go_dollar_amount
      from refund_orders where order_id = ${orderId}::uuid order by created_at desc, id`,
  );
  if (rows.length === 0) return [];
  const lines = await queryRows<{
    refund_order_id: string;
    order_line_id: string;
    oms_sku_code: string;
    quantity: number;
    amount: number;
  }>(
    db,
    sql`select l.refund_order_id, l.order_line_id, l.oms_sku_code, l.quantity, l.amount
      from refund_order_lines l join order_lines ol on ol.id = l.order_line_id
      where l.refund_order_id = any(${sql.param(rows.map((r) => r.id))}::uuid[])
      order by ol.sort, l.id`,
  );
  return rows.map((r) => ({
    refundOrderNo: r.refund_order_no,
    afterSalesOrderNo: r.after_sales_order_no,
    refundStatus: r.status,
    createdAt: new Date(r.created_at),
    refundedAt: r.refunded_at ? new Date(r.refunded_at) : null,
    refundAmount: r.refund_amount,
    goodsAmount: r.goods_amount,
    freightAmount: r.freight_amount,
    goDollarAmount: r.go_dollar_amount,
    lines: lines
      .filter((l) => l.refund_order_id === r.id)
      .map((l) => ({
        orderLineId: l.order_line_id,
        refundThingCode: l.oms_sku_code,
        quantity: l.quantity,
        amount: l.amount,
      })),
  }));
}

/**
 * shopping §3: "A refund status is attached to each line by matching refund order lines to the
 * line's omsSkuCode". With several refunds of one SKU, one still in process wins over a
 * finished one (the shopper is waiting for it), then the newest (ADR 0043). Lines without any
 * refund are absent from the map. One query for all the lines of an answer.
 */
export async function lineRefundStatuses(
  db: Db,
  orderLineIds: readonly string[],
): Promise<Map<string, RefundStatus>> {
  if (orderLineIds.length === 0) return new Map();
  const rows = await queryRows<{ id: string; status: RefundStatus }>(
    db,
    sql`select distinct on (ol.id) ol.id, r.status from order_lines ol
      join refund_orders r on r.order_id = ol.order_id
      join refund_order_lines rl on rl.refund_order_id = r.id and rl.oms_sku_code = ol.oms_sku_code
      where ol.id = any(${sql.param([...orderLineIds])}::uuid[])
      order by ol.id, (r.status = 'REFUNDED'), r.created_at desc, r.id`,
  );
  return new Map(rows.map((row) => [row.id, row.status]));
}

/** Refund orders' statuses by their numbers (after-sales orders' refundOrderNo); one query. */
export async function refundStatusesByNo(
  db: Db,
  refundOrderNos: readonly string[],
): Promise<Map<string, RefundStatus>> {
  if (refundOrderNos.length === 0) return new Map();
  const rows = await queryRows<{ refund_order_no: string; status: RefundStatus }>(
    db,
    sql`select refund_order_no, status from refund_orders
      where refund_order_no = any(${sql.param([...refundOrderNos])}::text[])`,
  );
  return new Map(rows.map((row) => [row.refund_order_no, row.status]));
}
