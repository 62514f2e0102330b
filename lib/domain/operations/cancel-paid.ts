/**
 * The console's cancel of a paid order that has not shipped (WAIT_DELIVERY; issue 17 "Bad input
 * and abuse", ADR 0046 "Cancel", ADR 0043 "Cancel of a paid order"). Inside the caller's
 * transaction, which holds the order's row lock:
 * - the guarded move WAIT_DELIVERY → CANCELED with its event row;
 * - the stock it reserved comes back, each reservation once (orders/cancel.ts, as the unpaid
 *   cancel does); its coupons stay used (ADR 0043: coupons are not returned) and its go-dollar
 *   is left to the refund, which gives it back on REFUNDED;
 * - one refund order for every unit not refunded yet (idempotency key `cancel:<orderCode>`),
 *   whose amounts come from the refunds domain: with every paid unit back it returns exactly
 *   what the card paid (freight included) and the go-dollar used.
 * A refused refund throws `PaidCancelRefusal`, so the caller's transaction rolls back and
 * nothing changes. The provider is called by the caller after the commit (executeRefund), with
 * the refund-retries job behind it.
 */
import { sql } from "drizzle-orm";
import type { Tx } from "@/lib/db/connect";
import { queryRows } from "@/lib/domain/catalog/sql-rows";
import { releaseReservations } from "@/lib/domain/orders/cancel";
import { ORDER_ERROR_CODES } from "@/lib/domain/orders/constants";
import { transitionOrder } from "@/lib/domain/orders/transitions";
import { createRefundOrder } from "@/lib/domain/refunds/refund-orders";

/** Thrown inside the transaction to roll the cancel back; `code` is the refusal shown. */
export class PaidCancelRefusal extends Error {
  constructor(readonly code: string) {
    super(code);
    this.name = "PaidCancelRefusal";
  }
}

/** The idempotency key of a cancel's refund: one refund per order, however often it is asked. */
export const cancelRefundKey = (orderCode: string) => `cancel:${orderCode}`;

export interface PaidCancelDone {
  refundOrderId: string | null;
  refundOrderNo: string | null;
  refundAmount: number;
  goDollarAmount: number;
}

export async function cancelPaidOrder(
  tx: Tx,
  input: { orderId: string; orderCode: string; actor: string; reason: string | null },
  now: Date,
): Promise<PaidCancelDone> {
  const previous = await transitionOrder(tx, {
    orderId: input.orderId,
    from: ["WAIT_DELIVERY"],
    to: "CANCELED",
    actor: input.actor,
    reason: input.reason ?? "cancelled by operations, refunded",
    cancelReason: input.reason,
    now,
  });
  if (!previous) throw new PaidCancelRefusal(ORDER_ERROR_CODES.NOT_CANCELLABLE);
  await releaseReservations(tx, input.orderId, input.orderCode, now, ["STOCK"]);
  // Every unit not yet refunded (none, for an order that never shipped, but a refund order
  // made earlier by hand still counts), gifts included so the refund's lines list them.
  const lines = await queryRows<{ id: string; open_units: number | string; is_gift: boolean }>(
    tx,
    sql`select l.id, l.is_gift, l.quantity - coalesce((select sum(r.quantity) from refund_order_lines r
          where r.order_line_id = l.id), 0) as open_units
      from order_lines l where l.order_id = ${input.orderId}::uuid order by l.id`,
  );
  const open = lines.filter((line) => Number(line.open_units) > 0);
  if (!open.some((line) => !line.is_gift)) {
    return { refundOrderId: null, refundOrderNo: null, refundAmount: 0, goDollarAmount: 0 };
  }
  const created = await createRefundOrder(
    tx,
    {
      orderId: input.orderId,
      lines: open.map((line) => ({ orderLineId: line.id, quantity: Number(line.open_units) })),
      idempotencyKey: cancelRefundKey(input.orderCode),
      actor: input.actor,
    },
    now,
  );
  if (!created.ok) throw new PaidCancelRefusal(created.code);
  const refund = created.refundOrder;
  return {
    refundOrderId: refund.id,
    refundOrderNo: refund.refund_order_no,
    refundAmount: Number(refund.refund_amount),
    goDollarAmount: Number(refund.go_dollar_amount),
  };
}
