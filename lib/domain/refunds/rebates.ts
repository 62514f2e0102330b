/**
 * The 1% go-dollar rebate after dispatch (accounts §1, §9) and its withdrawal when goods come
 * back (ADR 0043). The rebate is 1% of what the member's card paid for the goods (order lines'
 * amounts: freight, services and go-dollar earn nothing), net of every refund order so far, so
 * the rebate of goods already on their way back is withheld rather than credited and taken
 * back. order_rebates has one row per order: the insert that wins the primary key credits,
 * any other worker's insert does nothing, so two workers at once credit once.
 */
import { sql } from "drizzle-orm";
import type { Db, Tx } from "@/lib/db/connect";
import { queryRows } from "@/lib/domain/catalog/sql-rows";
import {
  DISPATCH_REBATE_BATCH,
  DISPATCH_REBATE_PERCENT,
  DISPATCHED_ORDER_STATUSES,
  GO_DOLLAR_VALIDITY_DAYS,
} from "@/lib/domain/loyalty/constants";
import { percentOf } from "@/lib/domain/pricing/money";

const DAY_MS = 24 * 60 * 60 * 1000;

/** Card money paid for the order's goods minus the goods part of its refunds (`statuses`). */
async function netGoodsPaid(
  db: Db | Tx,
  orderId: string,
  statuses: readonly string[],
): Promise<number> {
  const [row] = await queryRows<{ goods: number | string; refunded: number | string }>(
    db,
    sql`select (select coalesce(sum(amount), 0) from order_lines where order_id = ${orderId}::uuid and not is_gift) as goods,
        (select coalesce(sum(goods_amount), 0) from refund_orders where order_id = ${orderId}::uuid
          and status = any(${sql.param([...statuses])}::text[])) as refunded`,
  );
  return Math.max(0, Number(row?.goods ?? 0) - Number(row?.refunded ?? 0));
}

/** Credits one order's rebate; false when another run already did (or does it now). */
export async function creditDispatchRebate(
  db: Db,
  order: { id: string; code: string; customerId: string },
  now: Date,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    // Every refund order counts, in process or done: their goods' rebate is never earned.
    const net = await netGoodsPaid(tx, order.id, ["AUDIT_PASSED", "REFUNDING", "REFUNDED"]);
    const cents = percentOf(net, DISPATCH_REBATE_PERCENT);
    const nowText = now.toISOString();
    const won = await queryRows<{ order_id: string }>(
      tx,
      sql`insert into order_rebates (order_id, customer_id, cents, credited_at)
        values (${order.id}::uuid, ${order.customerId}::uuid, ${cents}, ${nowText}::timestamptz)
        on conflict (order_id) do nothing returning order_id`,
    );
    if (won.length === 0) return false;
    if (cents > 0) {
      const expiresAt = new Date(now.getTime() + GO_DOLLAR_VALIDITY_DAYS * DAY_MS).toISOString();
      const [entry] = await queryRows<{ id: string }>(
        tx,
        sql`insert into go_dollar_entries (customer_id, kind, cents, remark, order_code, expires_at, created_at)
          values (${order.customerId}::uuid, 'REBATE', ${cents}, ${`Rebate for order ${order.code}`},
            ${order.code}, ${expiresAt}::timestamptz, ${nowText}::timestamptz)
          returning id`,
      );
      await tx.execute(
        sql`update order_rebates set go_dollar_entry_id = ${entry!.id}::uuid where order_id = ${order.id}::uuid`,
      );
    }
    return true;
  });
}

/**
 * The job: every dispatched member order without its rebate yet. Members only: guest checkouts
 * and visitor customers earn nothing.
 */
export async function creditDispatchRebates(db: Db, now: Date): Promise<{ credited: number }> {
  const due = await queryRows<{ id: string; code: string; customer_id: string }>(
    db,
    sql`select o.id, o.code, o.customer_id from orders o join customers c on c.id = o.customer_id
      where o.status = any(${sql.param([...DISPATCHED_ORDER_STATUSES])}::text[])
        and o.checkout_kind in ('MEMBER', 'STAFF') and not c.is_visitor
        and not exists (select 1 from order_rebates r where r.order_id = o.id)
      order by o.updated_at, o.id limit ${DISPATCH_REBATE_BATCH}`,
  );
  let credited = 0;
  for (const order of due) {
    const won = await creditDispatchRebate(
      db,
      { id: order.id, code: order.code, customerId: order.customer_id },
      now,
    );
    if (won) credited += 1;
  }
  return { credited };
}

/**
 * Called when a refund completes (inside its transaction): when the order's rebate was already
 * credited, withdraws what it no longer earns. Counting only completed refunds here, and every
 * refund when crediting, means nothing is withdrawn that was never credited.
 */
export async function reverseRebateShare(
  tx: Tx,
  refund: { id: string; order_id: string; refund_order_no: string },
  now: Date,
): Promise<number> {
  const [rebate] = await queryRows<{
    customer_id: string;
    cents: number;
    reversed_cents: number;
    expires_at: string | Date | null;
    order_code: string;
  }>(
    tx,
    sql`select r.customer_id, r.cents, r.reversed_cents, e.expires_at, o.code as order_code
      from order_rebates r join orders o on o.id = r.order_id
      left join go_dollar_entries e on e.id = r.go_dollar_entry_id
      where r.order_id = ${refund.order_id}::uuid for update of r`,
  );
  if (!rebate) return 0;
  const earned = percentOf(
    await netGoodsPaid(tx, refund.order_id, ["REFUNDED"]),
    DISPATCH_REBATE_PERCENT,
  );
  const withdraw = Math.max(0, rebate.cents - rebate.reversed_cents - earned);
  if (withdraw === 0) return 0;
  const nowText = now.toISOString();
  // The debit lapses with the credit it corrects, so an expired rebate is not taken twice.
  await tx.execute(
    sql`insert into go_dollar_entries (customer_id, kind, cents, remark, order_code, expires_at, created_at)
      values (${rebate.customer_id}::uuid, 'REVERSAL', ${-withdraw},
        ${`Rebate withdrawn with refund ${refund.refund_order_no}`}, ${rebate.order_code},
        ${rebate.expires_at ? new Date(rebate.expires_at).toISOString() : null}::timestamptz,
        ${nowText}::timestamptz)`,
  );
  await tx.execute(
    sql`update order_rebates set reversed_cents = reversed_cents + ${withdraw} where order_id = ${refund.order_id}::uuid`,
  );
  await tx.execute(
    sql`update refund_orders set rebate_reversed = rebate_reversed + ${withdraw} where id = ${refund.id}::uuid`,
  );
  return withdraw;
}
