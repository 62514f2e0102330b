/**
 * Moving paid orders on (issue 5 §4 operations): ship with a tracking number (WAIT_RECEIVE, or
 * PARTIAL_SHIPPED while some lines are still to go), deliver (WAIT_EVALUATE), complete
 * (COMPLETED). Each is a guarded transition with an event row; a move from the wrong state
 * changes nothing and says so. Shipping and delivering write the shopper's e-mail in the same
 * transaction (docs/adr/0045).
 */
import { sql } from "drizzle-orm";
import type { Db } from "@/lib/db/connect";
import { jsonColumn, queryRows } from "@/lib/domain/catalog/sql-rows";
import { ORDER_ERROR_CODES } from "./constants";
import { EXPRESS_COMPANY } from "@/lib/domain/checkout/transport-methods";
import { queueOrderEmail } from "@/lib/domain/notifications/queue";
import { transitionOrder } from "./transitions";

export type FulfilmentResult = { ok: true; status: string } | { ok: false; code: string };

/** The courier of a shipment (shopping §3 express detail: company code and name). */
export interface Carrier {
  code: string;
  name: string;
}

export async function shipOrder(
  db: Db,
  input: {
    orderCode: string;
    trackingNo: string;
    skuCodes: readonly string[];
    actor: string;
    /** Default: the express company checkout offers (SF Express). */
    carrier?: Carrier;
  },
  now: Date,
): Promise<FulfilmentResult> {
  const carrier = input.carrier ?? { code: EXPRESS_COMPANY.code, name: EXPRESS_COMPANY.en };
  if (!/^[A-Za-z0-9-]{4,40}$/.test(input.trackingNo))
    return { ok: false, code: "TRACKING_NO_INVALID" };
  return db.transaction(async (tx) => {
    const [order] = await queryRows<{ id: string; status: string }>(
      tx,
      sql`select id, status from orders where code = ${input.orderCode} for update`,
    );
    if (!order) return { ok: false as const, code: ORDER_ERROR_CODES.NOT_FOUND };
    const lines = await queryRows<{ id: string; sku_code: string }>(
      tx,
      sql`select id, sku_code from order_lines where order_id = ${order.id}::uuid`,
    );
    const shippedBefore = await queryRows<{ line_ids: unknown }>(
      tx,
      sql`select line_ids from order_logistics where order_id = ${order.id}::uuid`,
    );
    const already = new Set(shippedBefore.flatMap((row) => jsonColumn<string[]>(row.line_ids)));
    const chosen =
      input.skuCodes.length > 0 ? lines.filter((l) => input.skuCodes.includes(l.sku_code)) : lines;
    const toShip = chosen.filter((line) => !already.has(line.id));
    if (toShip.length === 0) return { ok: false as const, code: "NOTHING_TO_SHIP" };
    const allShipped = lines.every(
      (line) => already.has(line.id) || toShip.some((s) => s.id === line.id),
    );
    const to = allShipped ? "WAIT_RECEIVE" : "PARTIAL_SHIPPED";
    const previous = await transitionOrder(tx, {
      orderId: order.id,
      from: ["WAIT_DELIVERY", "PARTIAL_SHIPPED"],
      to,
      actor: input.actor,
      reason: `shipped ${input.trackingNo}`,
      now,
    });
    if (!previous) return { ok: false as const, code: "ORDER_NOT_SHIPPABLE" };
    await tx.execute(
      sql`insert into order_logistics (order_id, provider_code, provider_name, tracking_no, line_ids, created_at)
        values (${order.id}::uuid, ${carrier.code}, ${carrier.name}, ${input.trackingNo},
          ${JSON.stringify(toShip.map((line) => line.id))}::jsonb, ${now.toISOString()}::timestamptz)`,
    );
    await queueOrderEmail(
      tx,
      { kind: "ORDER_SHIPPED", orderCode: input.orderCode, trackingNo: input.trackingNo },
      now,
    );
    return { ok: true as const, status: to };
  });
}

async function move(
  db: Db,
  input: { orderCode: string; actor: string },
  from: readonly ("WAIT_RECEIVE" | "PARTIAL_RECEIVED" | "WAIT_EVALUATE")[],
  to: "WAIT_EVALUATE" | "COMPLETED",
  now: Date,
): Promise<FulfilmentResult> {
  const [order] = await queryRows<{ id: string }>(
    db,
    sql`select id from orders where code = ${input.orderCode}`,
  );
  if (!order) return { ok: false, code: ORDER_ERROR_CODES.NOT_FOUND };
  const previous = await db.transaction(async (tx) => {
    const moved = await transitionOrder(tx, {
      orderId: order.id,
      from,
      to,
      actor: input.actor,
      reason: to.toLowerCase(),
      now,
    });
    // Delivered is worth an e-mail; closing the order (COMPLETED) is not.
    if (moved && to === "WAIT_EVALUATE")
      await queueOrderEmail(tx, { kind: "ORDER_DELIVERED", orderCode: input.orderCode }, now);
    return moved;
  });
  return previous ? { ok: true, status: to } : { ok: false, code: `ORDER_NOT_${to}` };
}

/** The parcel arrived: WAIT_EVALUATE (shown as delivered). */
export function deliverOrder(db: Db, input: { orderCode: string; actor: string }, now: Date) {
  return move(db, input, ["WAIT_RECEIVE", "PARTIAL_RECEIVED"], "WAIT_EVALUATE", now);
}

/** Closed after delivery: COMPLETED. */
export function completeOrder(db: Db, input: { orderCode: string; actor: string }, now: Date) {
  return move(db, input, ["WAIT_EVALUATE"], "COMPLETED", now);
}
