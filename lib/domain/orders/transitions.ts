/**
 * Guarded order transitions (architecture: "Every state change of an order ... is a guarded
 * transition (from-state checked in the UPDATE) and leaves an event row"). A transition whose
 * from-state no longer holds changes nothing and says so, which is what makes a replayed
 * payment callback or a cancel racing the auto-cancel job happen exactly once.
 */
import { sql } from "drizzle-orm";
import type { Db, Tx } from "@/lib/db/connect";
import { queryRows } from "@/lib/domain/catalog/sql-rows";
import type { OrderStatus } from "./constants";

export interface TransitionInput {
  orderId: string;
  from: readonly OrderStatus[];
  to: OrderStatus;
  /** Who: "customer:<id>", "job:auto-cancel", "payment:<provider>", "ops:<user>". */
  actor: string;
  reason?: string | null;
  now: Date;
  /** Extra columns set with the move (paid_at, received_amount, cancel_reason). */
  paidAt?: Date;
  receivedAmount?: number;
  cancelReason?: string | null;
  /** Clears the auto-cancel deadline (paid or cancelled orders have none). */
  clearScheduleCancel?: boolean;
}

/** Moves the order when its status is one of `from`; returns the previous status, or null. */
export async function transitionOrder(
  db: Db | Tx,
  input: TransitionInput,
): Promise<OrderStatus | null> {
  const nowText = input.now.toISOString();
  const [row] = await queryRows<{ previous: OrderStatus }>(
    db,
    sql`update orders o set status = ${input.to}, updated_at = ${nowText}::timestamptz
        ${input.paidAt ? sql`, paid_at = ${input.paidAt.toISOString()}::timestamptz` : sql``}
        ${input.receivedAmount !== undefined ? sql`, received_amount = ${input.receivedAmount}` : sql``}
        ${input.cancelReason !== undefined ? sql`, cancel_reason = ${input.cancelReason}` : sql``}
        ${input.clearScheduleCancel ? sql`, schedule_cancel_time = null` : sql``}
      from (select id, status as previous from orders where id = ${input.orderId}::uuid for update) old
      where o.id = old.id and old.previous = any(${sql.param([...input.from])}::text[])
      returning old.previous`,
  );
  if (!row) return null;
  await db.execute(
    sql`insert into order_events (order_id, from_status, to_status, actor, reason, created_at)
      values (${input.orderId}::uuid, ${row.previous}, ${input.to}, ${input.actor}, ${input.reason ?? null}, ${nowText}::timestamptz)`,
  );
  return row.previous;
}
