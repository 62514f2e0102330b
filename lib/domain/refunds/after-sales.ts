/**
 * The seam the after-sales flow calls when a return is finished (ADR 0042 "Refund seam", ADR
 * 0043): inside the after-sales transaction it creates the refund order (AUDIT_PASSED, due for
 * the job at once) and answers its number; a refusal throws, so the after-sales step rolls back
 * and changes nothing. The provider is called after the commit, by `retryRefunds`. Its shape
 * matches the after-sales `IssueRefund` type, so connecting it is one assignment.
 */
import type { Tx } from "@/lib/db/connect";
import type { RefundErrorCode } from "./constants";
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
