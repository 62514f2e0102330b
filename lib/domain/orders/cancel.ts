/**
 * orderCancel and the auto-cancel job (shopping §4: "Unpaid orders are cancelled automatically";
 * §7 orderCancel; §9 the 4 hours). Only WAIT_PAY can be cancelled. The guarded transition and
 * the release of what the order took (stock, coupons, go-dollar) run in one transaction, and
 * each reservation is released by a conditional UPDATE, so a cancel racing the job, or two
 * instances of the job, release everything exactly once.
 */
import { sql } from "drizzle-orm";
import type { Db, Tx } from "@/lib/db/connect";
import { queryRows } from "@/lib/domain/catalog/sql-rows";
import { ORDER_ERROR_CODES } from "./constants";
import { transitionOrder } from "./transitions";

export type ReservationKind = "STOCK" | "PROMO_CODE" | "MEMBER_COUPON" | "GO_DOLLAR";

/**
 * Gives back what the order holds, each reservation once. `kinds` limits it: the cancel of a
 * paid order (operations/cancel-paid.ts) gives back only its stock, since its go-dollar comes
 * back with its refund and its coupons stay used (ADR 0043).
 */
export async function releaseReservations(
  tx: Tx,
  orderId: string,
  orderCode: string,
  now: Date,
  kinds?: readonly ReservationKind[],
): Promise<void> {
  const released = await queryRows<{ kind: string; ref: string; quantity: number }>(
    tx,
    sql`update order_reservations set released_at = ${now.toISOString()}::timestamptz
      where order_id = ${orderId}::uuid and released_at is null
        ${kinds ? sql`and kind = any(${sql.param([...kinds])}::text[])` : sql``}
      returning kind, ref, quantity`,
  );
  for (const reservation of released) {
    const quantity = Number(reservation.quantity);
    if (reservation.kind === "STOCK") {
      await tx.execute(
        sql`update inventories set available = available + ${quantity}, updated_at = ${now.toISOString()}::timestamptz
          where sku_id = ${Number(reservation.ref)}`,
      );
    } else if (reservation.kind === "PROMO_CODE") {
      await tx.execute(
        sql`update coupons set used_count = greatest(0, used_count - 1) where id = ${Number(reservation.ref)}`,
      );
    } else if (reservation.kind === "MEMBER_COUPON") {
      await tx.execute(
        sql`update customer_coupons set status = 'UNUSED', used_at = null, order_code = null
          where id = ${reservation.ref}::uuid and status = 'USED'`,
      );
    } else if (reservation.kind === "GO_DOLLAR") {
      await tx.execute(
        sql`insert into go_dollar_entries (customer_id, kind, cents, remark, order_code, created_at)
          select customer_id, 'REVERSAL', ${quantity}, ${`Returned from cancelled order ${orderCode}`}, ${orderCode},
            ${now.toISOString()}::timestamptz
          from go_dollar_entries where id = ${reservation.ref}::uuid`,
      );
    }
  }
}

/** Cancels one WAIT_PAY order; false when it is no longer WAIT_PAY (paid, or already cancelled). */
export async function cancelUnpaidOrder(
  db: Db,
  input: { orderId: string; to: "CANCELED" | "AUTO_CANCEL"; actor: string; reason: string | null },
  now: Date,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [order] = await queryRows<{ code: string }>(
      tx,
      sql`select code from orders where id = ${input.orderId}::uuid`,
    );
    if (!order) return false;
    const previous = await transitionOrder(tx, {
      orderId: input.orderId,
      from: ["WAIT_PAY"],
      to: input.to,
      actor: input.actor,
      reason: input.reason,
      cancelReason: input.reason,
      clearScheduleCancel: true,
      now,
    });
    if (!previous) return false;
    await releaseReservations(tx, input.orderId, order.code, now);
    return true;
  });
}

/** The customer's own cancel, by order code. */
export async function orderCancel(
  db: Db,
  input: { orderCode: string; customerId: string; reason: string | null },
  now: Date,
): Promise<
  { ok: true; orderCode: string; status: string } | { ok: false; code: string; field: string }
> {
  const [order] = await queryRows<{ id: string }>(
    db,
    sql`select id from orders where code = ${input.orderCode} and customer_id = ${input.customerId}::uuid`,
  );
  if (!order) return { ok: false, code: ORDER_ERROR_CODES.NOT_FOUND, field: "orderId" };
  const cancelled = await cancelUnpaidOrder(
    db,
    {
      orderId: order.id,
      to: "CANCELED",
      actor: `customer:${input.customerId}`,
      reason: input.reason?.slice(0, 200) || null,
    },
    now,
  );
  if (!cancelled) return { ok: false, code: ORDER_ERROR_CODES.NOT_CANCELLABLE, field: "orderId" };
  return { ok: true, orderCode: input.orderCode, status: "CANCELED" };
}

/**
 * AUTO_CANCEL every WAIT_PAY order whose scheduleCancelTime has passed. Each order is claimed
 * with FOR UPDATE SKIP LOCKED, so several app instances share the work without doubling it.
 * Returns the codes of the orders it cancelled (their stock came back).
 */
export async function runAutoCancel(db: Db, now: Date, limit = 100): Promise<string[]> {
  const cancelled: string[] = [];
  for (let i = 0; i < limit; i += 1) {
    const done = await db.transaction(async (tx) => {
      const [due] = await queryRows<{ id: string; code: string }>(
        tx,
        sql`select id, code from orders where status = 'WAIT_PAY'
            and schedule_cancel_time <= ${now.toISOString()}::timestamptz
          order by schedule_cancel_time limit 1 for update skip locked`,
      );
      if (!due) return null;
      const previous = await transitionOrder(tx, {
        orderId: due.id,
        from: ["WAIT_PAY"],
        to: "AUTO_CANCEL",
        actor: "job:auto-cancel",
        reason: "unpaid",
        cancelReason: "unpaid",
        clearScheduleCancel: true,
        now,
      });
      if (previous) await releaseReservations(tx, due.id, due.code, now);
      return previous ? due.code : false;
    });
    if (done === null) break;
    if (done) cancelled.push(done);
  }
  return cancelled;
}
