/**
 * Creating a refund order (shopping §3 Order refundOrders; ADR 0043). In one transaction that
 * holds the order's row lock: the order must be paid, the amounts come from `refundAmounts`
 * over the order's stored lines and every earlier refund order, and the refund order starts
 * AUDIT_PASSED with its lines and a refund_events row. The lock serialises two refunds of one
 * order, so together they can never return more than was paid; the idempotency key makes the
 * same request twice one refund order.
 */
import { randomBytes } from "node:crypto";
import { sql, type SQL } from "drizzle-orm";
import type { Db, Tx } from "@/lib/db/connect";
import { queryRows } from "@/lib/domain/catalog/sql-rows";
import { refundAmounts, type RefundableLine, type ReturnedLine } from "./amounts";
import {
  REFUND_ERROR_CODES,
  REFUND_ORDER_NO_PREFIX,
  REFUND_RETRY_FIRST_SECONDS,
  type RefundErrorCode,
  type RefundStatus,
} from "./constants";

export interface CreateRefundInput {
  orderId: string;
  /** The returned order lines and how many units of each. */
  lines: readonly ReturnedLine[];
  /** The after-sales (return) order this refund settles, when there is one. */
  afterSalesOrderNo?: string | null;
  /** Same key = same refund. Defaults to `after-sales:<afterSalesOrderNo>`; one is required. */
  idempotencyKey?: string | null;
  /** Who asks: "ops:<id>", "after-sales:<no>", "job:…". */
  actor: string;
  /**
   * Due for the job at once (a caller that executes nothing itself, such as the after-sales
   * seam); otherwise a minute later, as a safety net behind the caller's own execution.
   */
  dueNow?: boolean;
}

export interface RefundOrderRow {
  id: string;
  refund_order_no: string;
  order_id: string;
  after_sales_order_no: string | null;
  status: RefundStatus;
  goods_amount: number;
  freight_amount: number;
  go_dollar_amount: number;
  refund_amount: number;
  rebate_reversed: number;
  payment_id: string | null;
  provider: string | null;
  provider_ref: string | null;
  idempotency_key: string;
  attempts: number;
  next_attempt_at: string | Date | null;
  last_error: string | null;
  refunded_at: string | Date | null;
  created_at: string | Date;
}

export type CreateRefundResult =
  | { ok: true; refundOrder: RefundOrderRow; created: boolean }
  | { ok: false; code: RefundErrorCode; orderLineId?: string };

export function newRefundOrderNo(): string {
  return `${REFUND_ORDER_NO_PREFIX}${randomBytes(8).toString("hex").toUpperCase()}`;
}

export async function refundOrderWhere(db: Db | Tx, where: SQL): Promise<RefundOrderRow | null> {
  const [row] = await queryRows<RefundOrderRow>(
    db,
    sql`select * from refund_orders where ${where}`,
  );
  return row ?? null;
}

export async function insertRefundEvent(
  db: Db | Tx,
  event: {
    refundOrderId: string;
    from: RefundStatus | null;
    to: RefundStatus;
    actor: string;
    reason?: string | null;
    now: Date;
  },
): Promise<void> {
  await db.execute(
    sql`insert into refund_events (refund_order_id, from_status, to_status, actor, reason, created_at)
      values (${event.refundOrderId}::uuid, ${event.from}, ${event.to}, ${event.actor},
        ${event.reason ?? null}, ${event.now.toISOString()}::timestamptz)`,
  );
}

interface OrderRow {
  id: string;
  status: string;
  paid_at: string | Date | null;
  received_amount: number;
  deduction_amount: number;
}

/**
 * Accepts the caller's transaction too (a savepoint then), so an after-sales step can create
 * its refund atomically with its own change and execute it after its commit; if it never does,
 * retryRefunds picks the refund up a minute later.
 */
export async function createRefundOrder(
  db: Db | Tx,
  input: CreateRefundInput,
  now: Date,
): Promise<CreateRefundResult> {
  const key =
    input.idempotencyKey ??
    (input.afterSalesOrderNo ? `after-sales:${input.afterSalesOrderNo}` : null);
  if (!key) return { ok: false, code: REFUND_ERROR_CODES.NO_KEY };
  return db.transaction(async (tx): Promise<CreateRefundResult> => {
    const [order] = await queryRows<OrderRow>(
      tx,
      sql`select id, status, paid_at, received_amount, deduction_amount from orders
        where id = ${input.orderId}::uuid for update`,
    );
    if (!order) return { ok: false, code: REFUND_ERROR_CODES.ORDER_NOT_FOUND };
    // Read after the lock: a concurrent twin has committed by now and is found here.
    const existing = await refundOrderWhere(tx, sql`idempotency_key = ${key}`);
    if (existing) {
      return existing.order_id === order.id
        ? { ok: true, refundOrder: existing, created: false }
        : { ok: false, code: REFUND_ERROR_CODES.KEY_REUSED };
    }
    if (order.paid_at === null || order.status === "WAIT_PAY") {
      return { ok: false, code: REFUND_ERROR_CODES.ORDER_NOT_PAID };
    }
    const lines = await queryRows<{
      id: string;
      oms_sku_code: string;
      quantity: number;
      amount: number;
      deduction: number;
      is_gift: boolean;
    }>(
      tx,
      sql`select id, oms_sku_code, quantity, amount, deduction, is_gift from order_lines
        where order_id = ${order.id}::uuid`,
    );
    const returnedQuantities = await queryRows<{
      order_line_id: string;
      quantity: number | string;
    }>(
      tx,
      sql`select l.order_line_id, sum(l.quantity) as quantity from refund_order_lines l
        join refund_orders r on r.id = l.refund_order_id
        where r.order_id = ${order.id}::uuid group by l.order_line_id`,
    );
    const [taken] = await queryRows<{ refund: number | string; go_dollar: number | string }>(
      tx,
      sql`select coalesce(sum(refund_amount), 0) as refund, coalesce(sum(go_dollar_amount), 0) as go_dollar
        from refund_orders where order_id = ${order.id}::uuid`,
    );
    const result = refundAmounts(
      {
        lines: lines.map((l): RefundableLine => ({
          id: l.id,
          omsSkuCode: l.oms_sku_code,
          quantity: l.quantity,
          amount: l.amount,
          deduction: l.deduction,
          isGift: l.is_gift,
        })),
        paidAmount: order.received_amount,
        deductionAmount: order.deduction_amount,
      },
      {
        quantities: new Map(returnedQuantities.map((r) => [r.order_line_id, Number(r.quantity)])),
        refundAmount: Number(taken?.refund ?? 0),
        goDollarAmount: Number(taken?.go_dollar ?? 0),
      },
      input.lines,
    );
    if (!result.ok) return result;
    const refund = result.refund;
    const [payment] = await queryRows<{ id: string; provider: string }>(
      tx,
      sql`select id, provider from payments where order_id = ${order.id}::uuid and status = 'PAID'
        order by updated_at, id limit 1`,
    );
    if (refund.refundAmount > 0 && !payment) {
      return { ok: false, code: REFUND_ERROR_CODES.ORDER_NOT_PAID };
    }
    const nowText = now.toISOString();
    // The job picks it up if the immediate execution never happens (a crash right after).
    const safetyNet = new Date(
      now.getTime() + (input.dueNow ? 0 : REFUND_RETRY_FIRST_SECONDS * 1000),
    ).toISOString();
    const [row] = await queryRows<RefundOrderRow>(
      tx,
      sql`insert into refund_orders (refund_order_no, order_id, after_sales_order_no, status, goods_amount,
          freight_amount, go_dollar_amount, refund_amount, payment_id, provider, idempotency_key,
          next_attempt_at, created_at, updated_at)
        values (${newRefundOrderNo()}, ${order.id}::uuid, ${input.afterSalesOrderNo ?? null}, 'AUDIT_PASSED',
          ${refund.goodsAmount}, ${refund.freightAmount}, ${refund.goDollarAmount}, ${refund.refundAmount},
          ${payment?.id ?? null}::uuid, ${payment?.provider ?? null}, ${key},
          ${safetyNet}::timestamptz, ${nowText}::timestamptz, ${nowText}::timestamptz)
        returning *`,
    );
    const refundOrder = row!;
    await tx.execute(
      sql`insert into refund_order_lines (refund_order_id, order_line_id, oms_sku_code, quantity, amount, go_dollar_amount)
        values ${sql.join(
          refund.lines.map(
            (l) =>
              sql`(${refundOrder.id}::uuid, ${l.orderLineId}::uuid, ${l.omsSkuCode}, ${l.quantity}, ${l.amount}, ${l.goDollarAmount})`,
          ),
          sql`, `,
        )}`,
    );
    await insertRefundEvent(tx, {
      refundOrderId: refundOrder.id,
      from: null,
      to: "AUDIT_PASSED",
      actor: input.actor,
      reason: input.afterSalesOrderNo ? `after-sales ${input.afterSalesOrderNo}` : null,
      now,
    });
    return { ok: true, refundOrder, created: true };
  });
}
