/**
 * The console's order actions (issue 17 item 3: "ship whole or in part with carrier and
 * tracking number; mark delivered; cancel with the spec's rules"), each the same domain call
 * as the command line (orders/fulfilment.ts, orders/cancel.ts) run inside one transaction with
 * its audit row (who, what, status before and after), like operators/content-edits.ts: a
 * refused action writes nothing, not even the audit row.
 *
 * Cancel: an unpaid order as the shopper's orderCancel does (shopping §4, §7). A paid order
 * that has not shipped (WAIT_DELIVERY) is cancelled with a refund of everything it paid
 * (cancel-paid.ts; ADR 0046), paid through the provider right after the commit, the
 * refund-retries job behind it. Anything shipped stays refused: that is a return.
 */
import { sql } from "drizzle-orm";
import type { Db, Tx } from "@/lib/db/connect";
import { queryRows } from "@/lib/domain/catalog/sql-rows";
import { cancelUnpaidOrder } from "@/lib/domain/orders/cancel";
import { ORDER_ERROR_CODES, type OrderStatus } from "@/lib/domain/orders/constants";
import { deliverOrder, shipOrder } from "@/lib/domain/orders/fulfilment";
import { writeAudit, type AuditActor } from "@/lib/domain/operators/audit";
import { executeRefund, type RefundDeps } from "@/lib/domain/refunds/execute";
import { cancelPaidOrder, PaidCancelRefusal } from "./cancel-paid";
import { OPS_CANCEL_REASON_MAX_LENGTH, OPS_CARRIERS } from "./constants";

export const ORDER_AUDIT_ACTIONS = {
  SHIP: "order.ship",
  DELIVER: "order.deliver",
  CANCEL: "order.cancel",
  EXPORT_CSV: "orders.exportCsv",
} as const;

export type OrderActionResult =
  | { ok: true; status: OrderStatus; details?: Record<string, unknown> }
  | { ok: false; code: string };

/** The actor written on order events: the operator, by e-mail. */
export const operatorActor = (actor: AuditActor) => `operator:${actor.email}`;

async function statusOf(tx: Tx, code: string): Promise<{ id: string; status: OrderStatus } | null> {
  const [row] = await queryRows<{ id: string; status: OrderStatus }>(
    tx,
    // Locked, so the audit row's "before" is the status the action moved from.
    sql`select id, status from orders where code = ${code} for update`,
  );
  return row ?? null;
}

async function audited(
  db: Db,
  actor: AuditActor,
  input: { orderCode: string; action: string; details: Record<string, unknown> },
  now: Date,
  act: (tx: Tx, order: { id: string; status: OrderStatus }) => Promise<OrderActionResult>,
): Promise<OrderActionResult> {
  return db.transaction(async (tx) => {
    const order = await statusOf(tx, input.orderCode);
    if (!order) return { ok: false, code: ORDER_ERROR_CODES.NOT_FOUND };
    const result = await act(tx, order);
    if (!result.ok) return result;
    await writeAudit(
      tx,
      actor,
      {
        action: input.action,
        entityKind: "order",
        entityCode: input.orderCode,
        before: { status: order.status },
        after: { status: result.status, ...input.details, ...result.details },
      },
      now,
    );
    return result;
  });
}

export async function shipOrderAudited(
  db: Db,
  actor: AuditActor,
  input: {
    orderCode: string;
    carrierCode: string;
    trackingNo: string;
    skuCodes: readonly string[];
  },
  now: Date,
): Promise<OrderActionResult> {
  const carrier = OPS_CARRIERS.find((known) => known.code === input.carrierCode);
  if (!carrier) return { ok: false, code: "CARRIER_UNKNOWN" };
  const trackingNo = input.trackingNo.trim();
  return audited(
    db,
    actor,
    {
      orderCode: input.orderCode,
      action: ORDER_AUDIT_ACTIONS.SHIP,
      details: { carrier: carrier.code, trackingNo, skuCodes: [...input.skuCodes] },
    },
    now,
    async (tx) => {
      const shipped = await shipOrder(
        tx,
        {
          orderCode: input.orderCode,
          trackingNo,
          skuCodes: input.skuCodes,
          actor: operatorActor(actor),
          carrier: { code: carrier.code, name: carrier.name },
        },
        now,
      );
      return shipped.ok ? { ok: true, status: shipped.status as OrderStatus } : shipped;
    },
  );
}

export async function deliverOrderAudited(
  db: Db,
  actor: AuditActor,
  input: { orderCode: string },
  now: Date,
): Promise<OrderActionResult> {
  return audited(
    db,
    actor,
    { orderCode: input.orderCode, action: ORDER_AUDIT_ACTIONS.DELIVER, details: {} },
    now,
    async (tx) => {
      const delivered = await deliverOrder(
        tx,
        { orderCode: input.orderCode, actor: operatorActor(actor) },
        now,
      );
      return delivered.ok ? { ok: true, status: delivered.status as OrderStatus } : delivered;
    },
  );
}

/** What the console may cancel (see the file's comment); pure, the form shows it. */
export function operatorCancelRefusal(status: OrderStatus): string | null {
  if (status === "WAIT_PAY" || status === "WAIT_DELIVERY") return null;
  return ORDER_ERROR_CODES.NOT_CANCELLABLE;
}

export async function cancelOrderAudited(
  db: Db,
  actor: AuditActor,
  input: { orderCode: string; reason: string | null },
  now: Date,
  /** Read only when a paid order's refund is to be paid out. */
  refundDeps: () => RefundDeps,
): Promise<OrderActionResult> {
  const reason = input.reason?.trim().slice(0, OPS_CANCEL_REASON_MAX_LENGTH) || null;
  // Set inside the transaction's callback (an object, so TypeScript does not narrow it to null).
  const paid: { refundOrderId: string | null } = { refundOrderId: null };
  let result: OrderActionResult;
  try {
    result = await audited(
      db,
      actor,
      { orderCode: input.orderCode, action: ORDER_AUDIT_ACTIONS.CANCEL, details: { reason } },
      now,
      async (tx, order) => {
        const refused = operatorCancelRefusal(order.status);
        if (refused) return { ok: false, code: refused };
        if (order.status === "WAIT_DELIVERY") {
          const done = await cancelPaidOrder(
            tx,
            { orderId: order.id, orderCode: input.orderCode, actor: operatorActor(actor), reason },
            now,
          );
          paid.refundOrderId = done.refundOrderId;
          return {
            ok: true,
            status: "CANCELED",
            details: {
              refundOrderNo: done.refundOrderNo,
              refundAmount: done.refundAmount,
              goDollarAmount: done.goDollarAmount,
            },
          };
        }
        const cancelled = await cancelUnpaidOrder(
          tx,
          { orderId: order.id, to: "CANCELED", actor: operatorActor(actor), reason },
          now,
        );
        return cancelled
          ? { ok: true, status: "CANCELED" }
          : { ok: false, code: ORDER_ERROR_CODES.NOT_CANCELLABLE };
      },
    );
  } catch (error) {
    // Thrown inside the transaction so the cancel and its refund roll back together.
    if (error instanceof PaidCancelRefusal) return { ok: false, code: error.code };
    throw error;
  }
  // After the commit: the money goes back now; a provider failure leaves the refund REFUNDING
  // for the refund-retries job (refunds/execute.ts), and the cancel stands either way.
  if (result.ok && paid.refundOrderId) {
    await executeRefund(db, paid.refundOrderId, refundDeps(), now, operatorActor(actor));
  }
  return result;
}

/** The CSV export is itself an action on the log: who took which orders out of the shop. */
export async function auditOrderExport(
  db: Db,
  actor: AuditActor,
  details: { filter: unknown; rows: number },
  now: Date,
): Promise<void> {
  await writeAudit(
    db,
    actor,
    {
      action: ORDER_AUDIT_ACTIONS.EXPORT_CSV,
      entityKind: "orders",
      entityCode: "csv",
      before: null,
      after: details,
    },
    now,
  );
}
