/**
 * The seam the after-sales flow calls when a return is finished (ADR 0042 "Refund seam", ADR
 * 0043): inside the after-sales transaction it creates the refund order (AUDIT_PASSED, due for
 * the job at once) and answers its number; a refusal throws, so the after-sales step rolls back
 * and changes nothing. The provider is called after the commit, by `retryRefunds`. Its shape
 * matches the after-sales `IssueRefund` type, so connecting it is one assignment.
 */
import { sql } from "drizzle-orm";
import type { Db, Tx } from "@/lib/db/connect";
import { queryRows } from "@/lib/domain/catalog/sql-rows";
import type { RefundErrorCode } from "./constants";
import { executeRefund, type RefundDeps } from "./execute";
import { createRefundOrder } from "./refund-orders";

export class RefundRefusal extends Error {
  constructor(
    readonly code: RefundErrorCode,
    readonly orderLineId?: string,
  ) {
    super(code);
    this.name = "RefundRefusal";
  }
}

export interface AfterSalesRefundAsk {
  afterSalesOrderNo: string;
  orderId: string;
  /** The returned lines; any per-line amount the caller sends is ignored (ours is computed). */
  lines: readonly { orderLineId: string; quantity: number }[];
  actor: string;
  now: Date;
}

export async function issueAfterSalesRefund(
  tx: Tx,
  request: AfterSalesRefundAsk,
): Promise<{ refundOrderNo: string }> {
  const result = await createRefundOrder(
    tx,
    {
      orderId: request.orderId,
      lines: request.lines.map((line) => ({
        orderLineId: line.orderLineId,
        quantity: line.quantity,
      })),
      afterSalesOrderNo: request.afterSalesOrderNo,
      actor: request.actor,
      dueNow: true,
    },
    request.now,
  );
  if (!result.ok) throw new RefundRefusal(result.code, result.orderLineId);
  return { refundOrderNo: result.refundOrder.refund_order_no };
}

/**
 * Pays out, right after the after-sales order finished, the refund its finish created: the
 * shopper should not wait for the next refund-retries run. A provider failure leaves the refund
 * REFUNDING for that job (execute.ts); the finish itself stands either way.
 */
export async function payAfterSalesRefund(
  db: Db,
  afterSalesOrderNo: string,
  /** Read only when there is a refund to pay (an exchange has none). */
  deps: () => RefundDeps,
  now: Date,
): Promise<"refunded" | "failed" | "skipped"> {
  const [refund] = await queryRows<{ id: string }>(
    db,
    sql`select id from refund_orders
      where after_sales_order_no = ${afterSalesOrderNo} and status in ('AUDIT_PASSED', 'REFUNDING')
      order by created_at desc limit 1`,
  );
  if (!refund) return "skipped";
  return executeRefund(db, refund.id, deps(), now);
}
