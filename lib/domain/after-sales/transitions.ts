/**
 * Guarded after-sales transitions (architecture: "Every state change ... is a guarded transition
 * (from-state checked in the UPDATE) and leaves an event row"), the same pattern as
 * lib/domain/orders/transitions.ts. Two operators approving at once: the second UPDATE waits for
 * the first's row lock, then finds the status moved on and changes nothing.
 */
import { sql } from "drizzle-orm";
import type { Tx } from "@/lib/db/connect";
import { queryRows } from "@/lib/domain/catalog/sql-rows";
import type { AfterSalesStatus } from "./constants";

export interface AfterSalesTransitionInput {
  afterSalesOrderId: string;
  from: readonly AfterSalesStatus[];
  to: AfterSalesStatus;
  /** Who: "customer:<id>" or "ops:<e-mail>". */
  actor: string;
  reason?: string | null;
  now: Date;
  /** Columns set with the move. */
  rejectReason?: string;
  returnTrackingNo?: string;
}

/** Moves the after-sales order when its status is one of `from`; the previous status, or null. */
export async function transitionAfterSales(
  tx: Tx,
  input: AfterSalesTransitionInput,
): Promise<AfterSalesStatus | null> {
  const nowText = input.now.toISOString();
  const [row] = await queryRows<{ previous: AfterSalesStatus }>(
    tx,
    sql`update after_sales_orders a set status = ${input.to}, updated_at = ${nowText}::timestamptz
        ${input.rejectReason !== undefined ? sql`, reject_reason = ${input.rejectReason}` : sql``}
        ${input.returnTrackingNo !== undefined ? sql`, return_tracking_no = ${input.returnTrackingNo}` : sql``}
      from (select id, status as previous from after_sales_orders
        where id = ${input.afterSalesOrderId}::uuid for update) old
      where a.id = old.id and old.previous = any(${sql.param([...input.from])}::text[])
      returning old.previous`,
  );
  if (!row) return null;
  await tx.execute(
    sql`insert into after_sales_events (after_sales_order_id, from_status, to_status, actor, reason, at)
      values (${input.afterSalesOrderId}::uuid, ${row.previous}, ${input.to}, ${input.actor},
        ${input.reason ?? null}, ${nowText}::timestamptz)`,
  );
  return row.previous;
}
