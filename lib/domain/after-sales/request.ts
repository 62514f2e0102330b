/**
 * A shopper asks for a return or an exchange (issue 17 item 1; shopping §3 After-sales order,
 * §9 "Return within 14 days of receipt"; ADR 0042). Everything is checked and written in one
 * transaction holding the order's row lock, so two requests for the same line at once are
 * serialised and the second sees the first: a refusal writes nothing and reserves nothing.
 */
import { sql } from "drizzle-orm";
import type { Db, Tx } from "@/lib/db/connect";
import { queryRows } from "@/lib/domain/catalog/sql-rows";
import { generateOrderCode } from "@/lib/domain/orders/order-code";
import {
  AFTER_SALES_ERROR_CODES as E,
  AFTER_SALES_HOLDING_STATUSES,
  AFTER_SALES_OPEN_STATUSES,
  ORDER_STATUSES_RECEIVED,
  type AfterSalesType,
} from "./constants";
import { AfterSalesRefusal, refused, type AfterSalesActor, type AfterSalesResult } from "./actors";
import { claimPhotos } from "./photos";
import { amountShare, checkRequestTexts, photoSrc, withinReturnPeriod } from "./rules";

export interface AfterSalesRequestLine {
  /** The order line's id (Order line `id`). */
  orderLineId: string;
  quantity: number;
  /** EXCHANGE only: the SKU (another size of the same product) to receive instead. */
  exchangeSkuCode?: string | null;
}

export interface AfterSalesRequestInput {
  orderCode: string;
  type: AfterSalesType;
  reason: string;
  memo?: string | null;
  /** Ids of the caller's own photo uploads no request has taken (docs/adr/0047). */
  photos?: readonly string[];
  lines: readonly AfterSalesRequestLine[];
}

/** afterSalesOrderNo: "AS" and 12 random characters (the order code's alphabet). */
export function generateAfterSalesCode(): string {
  return `AS${generateOrderCode().slice(2)}`;
}

interface OrderLineRow {
  id: string;
  sku_id: number;
  sku_code: string;
  oms_sku_code: string;
  is_gift: boolean;
  quantity: number;
  amount: number;
}

async function receivedAt(tx: Tx, orderId: string): Promise<Date | null> {
  // Receipt is the delivered event; after a partial receipt the latest one counts (ADR 0042).
  const [row] = await queryRows<{ at: string | Date | null }>(
    tx,
    sql`select max(created_at) as at from order_events where order_id = ${orderId}::uuid
      and to_status in ('WAIT_EVALUATE', 'PARTIAL_RECEIVED')`,
  );
  return row?.at ? new Date(row.at) : null;
}

/** Reserves the exchange SKU; refuses a SKU that is not another size of the line's product. */
async function reserveExchange(
  tx: Tx,
  line: OrderLineRow,
  skuCode: string | null | undefined,
  quantity: number,
): Promise<{ skuId: number; skuCode: string }> {
  if (!skuCode) throw new AfterSalesRefusal(E.EXCHANGE_SKU_INVALID, "lines");
  const [sku] = await queryRows<{ id: number; code: string }>(
    tx,
    sql`select s.id, s.code from skus s join skus bought on bought.id = ${line.sku_id}
      where s.code = ${skuCode} and s.product_id = bought.product_id and s.id <> bought.id
        and s.is_enabled`,
  );
  if (!sku) throw new AfterSalesRefusal(E.EXCHANGE_SKU_INVALID, "lines");
  const [taken] = await queryRows<{ sku_id: number }>(
    tx,
    sql`update inventories set available = available - ${quantity}
      where sku_id = ${sku.id} and available >= ${quantity} returning sku_id`,
  );
  if (!taken) throw new AfterSalesRefusal(E.EXCHANGE_OUT_OF_STOCK, "lines");
  return { skuId: Number(sku.id), skuCode: sku.code };
}

function checkLineShapes(lines: readonly AfterSalesRequestLine[]): void {
  if (lines.length === 0) throw new AfterSalesRefusal(E.NO_LINES, "lines");
  const seen = new Set<string>();
  for (const line of lines) {
    if (seen.has(line.orderLineId)) throw new AfterSalesRefusal(E.DUPLICATE_LINE, "lines");
    seen.add(line.orderLineId);
    if (!Number.isInteger(line.quantity) || line.quantity < 1)
      throw new AfterSalesRefusal(E.QUANTITY_INVALID, "lines");
  }
}

/** Creates the after-sales order in NEW, or refuses with a code and changes nothing. */
export async function requestAfterSales(
  db: Db,
  actor: Extract<AfterSalesActor, { kind: "customer" }>,
  input: AfterSalesRequestInput,
  now: Date,
): Promise<AfterSalesResult> {
  const memo = input.memo?.trim() || null;
  const photos = (input.photos ?? []).map((id) => id.trim().toLowerCase());
  try {
    const texts = checkRequestTexts({ reason: input.reason, memo, photos });
    if (texts) throw new AfterSalesRefusal(texts.code, texts.field);
    checkLineShapes(input.lines);
    const orderCode = input.orderCode.trim().toUpperCase();
    if (actor.scopeOrderCode && actor.scopeOrderCode !== orderCode)
      throw new AfterSalesRefusal(E.ORDER_NOT_FOUND, "orderCode");
    return await db.transaction(async (tx) => {
      const [order] = await queryRows<{ id: string; status: string; customer_id: string }>(
        tx,
        sql`select id, status, customer_id from orders where code = ${orderCode} for update`,
      );
      // Someone else's order reads as no order: codes say nothing about other people's orders.
      if (!order || order.customer_id !== actor.customerId)
        throw new AfterSalesRefusal(E.ORDER_NOT_FOUND, "orderCode");
      if (!(ORDER_STATUSES_RECEIVED as readonly string[]).includes(order.status))
        throw new AfterSalesRefusal(E.ORDER_NOT_RECEIVED, "orderCode");
      const received = await receivedAt(tx, order.id);
      if (!received) throw new AfterSalesRefusal(E.ORDER_NOT_RECEIVED, "orderCode");
      if (!withinReturnPeriod(received, now))
        throw new AfterSalesRefusal(E.RETURN_PERIOD_OVER, "orderCode");

      const orderLines = await queryRows<OrderLineRow>(
        tx,
        sql`select id, sku_id, sku_code, oms_sku_code, is_gift, quantity, amount
          from order_lines where order_id = ${order.id}::uuid`,
      );
      const byId = new Map(orderLines.map((line) => [line.id, line]));
      const chosen = input.lines.map((line) => {
        const orderLine = byId.get(line.orderLineId);
        if (!orderLine) throw new AfterSalesRefusal(E.LINE_NOT_IN_ORDER, "lines");
        return { request: line, orderLine };
      });
      if (chosen.every((c) => c.orderLine.is_gift))
        throw new AfterSalesRefusal(E.GIFT_LINE_ALONE, "lines");
      if (input.type === "EXCHANGE" && chosen.some((c) => c.orderLine.is_gift))
        throw new AfterSalesRefusal(E.GIFT_NOT_EXCHANGEABLE, "lines");
      if (input.type === "RETURN" && chosen.some((c) => c.request.exchangeSkuCode))
        throw new AfterSalesRefusal(E.EXCHANGE_SKU_INVALID, "lines");

      const held = await queryRows<{ order_line_id: string; held: number; open: boolean }>(
        tx,
        sql`select l.order_line_id, sum(l.quantity)::int as held,
            bool_or(a.status = any(${sql.param([...AFTER_SALES_OPEN_STATUSES])}::text[])) as open
          from after_sales_lines l join after_sales_orders a on a.id = l.after_sales_order_id
          where a.order_id = ${order.id}::uuid
            and a.status = any(${sql.param([...AFTER_SALES_HOLDING_STATUSES])}::text[])
          group by l.order_line_id`,
      );
      const heldBy = new Map(held.map((row) => [row.order_line_id, row]));
      const code = generateAfterSalesCode();
      const [created] = await queryRows<{ id: string }>(
        tx,
        sql`insert into after_sales_orders (code, order_id, customer_id, type, status, reason, memo, photos, created_at, updated_at)
          values (${code}, ${order.id}::uuid, ${order.customer_id}::uuid, ${input.type}, 'NEW',
            ${input.reason.trim()}, ${memo}, ${JSON.stringify(photos.map(photoSrc))}::jsonb,
            ${now.toISOString()}::timestamptz, ${now.toISOString()}::timestamptz)
          returning id`,
      );
      // Only the caller's own uploads that no request has taken; anything else refuses it all.
      const claimed = await claimPhotos(tx, {
        customerId: actor.customerId,
        afterSalesOrderId: created!.id,
        ids: photos,
      });
      if (!claimed) throw new AfterSalesRefusal(E.PHOTO_NOT_YOURS, "photos");
      const stockSkuCodes: string[] = [];
      for (const { request, orderLine } of chosen) {
        const before = heldBy.get(orderLine.id);
        if (before?.open) throw new AfterSalesRefusal(E.LINE_IN_OPEN_REQUEST, "lines");
        const heldQuantity = Number(before?.held ?? 0);
        const lineQuantity = Number(orderLine.quantity);
        if (heldQuantity + request.quantity > lineQuantity)
          throw new AfterSalesRefusal(E.QUANTITY_EXCEEDS, "lines");
        const exchange =
          input.type === "EXCHANGE"
            ? await reserveExchange(tx, orderLine, request.exchangeSkuCode, request.quantity)
            : null;
        if (exchange) stockSkuCodes.push(exchange.skuCode);
        const amount = amountShare(
          Number(orderLine.amount),
          lineQuantity,
          heldQuantity,
          request.quantity,
        );
        await tx.execute(
          sql`insert into after_sales_lines (after_sales_order_id, order_line_id, sku_code, oms_sku_code,
              quantity, amount, exchange_sku_code, exchange_sku_id, exchange_stock)
            values (${created!.id}::uuid, ${orderLine.id}::uuid, ${orderLine.sku_code}, ${orderLine.oms_sku_code},
              ${request.quantity}, ${amount}, ${exchange?.skuCode ?? null}, ${exchange?.skuId ?? null},
              ${exchange ? "RESERVED" : null})`,
        );
      }
      await tx.execute(
        sql`insert into after_sales_events (after_sales_order_id, from_status, to_status, actor, reason, at)
          values (${created!.id}::uuid, null, 'NEW', ${`customer:${actor.customerId}`}, ${input.type.toLowerCase()},
            ${now.toISOString()}::timestamptz)`,
      );
      return { ok: true as const, code, status: "NEW" as const, stockSkuCodes };
    });
  } catch (error) {
    return refused(error);
  }
}
