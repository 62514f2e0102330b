/**
 * The "refund done" e-mail (issue 17 item 4): written in the transaction that marks a refund
 * REFUNDED, so a refund completed twice (a retry racing the operator) mails once, and a refund
 * that fails to complete mails nothing.
 */
import { sql } from "drizzle-orm";
import type { Tx } from "@/lib/db/connect";
import { queryRows } from "@/lib/domain/catalog/sql-rows";
import { queueOrderEmail } from "@/lib/domain/notifications/queue";
import type { RefundOrderRow } from "./refund-orders";

export async function mailRefundDone(tx: Tx, refund: RefundOrderRow, now: Date): Promise<void> {
  const [order] = await queryRows<{ code: string }>(
    tx,
    sql`select code from orders where id = ${refund.order_id}::uuid`,
  );
  if (!order) return;
  const lines = await queryRows<{ order_line_id: string; quantity: number }>(
    tx,
    sql`select order_line_id, quantity from refund_order_lines
      where refund_order_id = ${refund.id}::uuid order by order_line_id`,
  );
  await queueOrderEmail(
    tx,
    {
      kind: "REFUND_DONE",
      orderCode: order.code,
      refundOrderNo: refund.refund_order_no,
      refundAmount: Number(refund.refund_amount),
      goDollarAmount: Number(refund.go_dollar_amount),
      ...(lines.length > 0
        ? {
            lines: lines.map((line) => ({
              orderLineId: line.order_line_id,
              quantity: Number(line.quantity),
            })),
          }
        : {}),
    },
    now,
  );
}
