/**
 * What the console shows of an after-sales order beyond what the shopper reads (issue 17 item 3
 * "returns"; ADR 0046): who asked (the order's e-mail), every status event with its actor, and
 * the refund order a finished return created with the provider's outcome (attempts, last error),
 * so an operator sees at once whether the money went back. Operators only: the GraphQL field
 * checks aftersales:manage before calling this.
 */
import { sql } from "drizzle-orm";
import type { Db } from "@/lib/db/connect";
import { queryRows } from "@/lib/domain/catalog/sql-rows";
import type { RefundStatus } from "@/lib/domain/refunds/constants";

export interface AfterSalesEventView {
  fromStatus: string | null;
  toStatus: string;
  actor: string;
  reason: string | null;
  at: Date;
}

export interface OpsRefundView {
  refundOrderNo: string;
  status: RefundStatus;
  /** Cents: to the card (goods + freight), the goods' share, freight, go-dollar given back. */
  refundAmount: number;
  goodsAmount: number;
  freightAmount: number;
  goDollarAmount: number;
  provider: string | null;
  attempts: number;
  lastError: string | null;
  nextAttemptAt: Date | null;
  refundedAt: Date | null;
  createdAt: Date;
}

export interface AfterSalesHistory {
  code: string;
  customerEmail: string;
  events: AfterSalesEventView[];
  refund: OpsRefundView | null;
}

const date = (value: string | Date) => new Date(value);

/** The history of one after-sales order by code; null when there is none. */
export async function afterSalesHistory(db: Db, code: string): Promise<AfterSalesHistory | null> {
  const normalized = code.trim().toUpperCase();
  const [head] = await queryRows<{ id: string; code: string; email: string }>(
    db,
    sql`select a.id, a.code, o.email from after_sales_orders a join orders o on o.id = a.order_id
      where a.code = ${normalized}`,
  );
  if (!head) return null;
  const [events, refunds] = await Promise.all([
    queryRows<{
      from_status: string | null;
      to_status: string;
      actor: string;
      reason: string | null;
      at: string | Date;
    }>(
      db,
      sql`select from_status, to_status, actor, reason, at from after_sales_events
        where after_sales_order_id = ${head.id}::uuid order by at, id`,
    ),
    queryRows<{
      refund_order_no: string;
      status: RefundStatus;
      refund_amount: number;
      goods_amount: number;
      freight_amount: number;
      go_dollar_amount: number;
      provider: string | null;
      attempts: number;
      last_error: string | null;
      next_attempt_at: string | Date | null;
      refunded_at: string | Date | null;
      created_at: string | Date;
    }>(
      db,
      // One refund order per return (ADR 0043); the newest should there ever be more.
      sql`select refund_order_no, status, refund_amount, goods_amount, freight_amount,
          go_dollar_amount, provider, attempts, last_error, next_attempt_at, refunded_at, created_at
        from refund_orders where after_sales_order_no = ${head.code}
        order by created_at desc, id limit 1`,
    ),
  ]);
  const refund = refunds[0];
  return {
    code: head.code,
    customerEmail: head.email,
    events: events.map((row) => ({
      fromStatus: row.from_status,
      toStatus: row.to_status,
      actor: row.actor,
      reason: row.reason,
      at: date(row.at),
    })),
    refund: refund
      ? {
          refundOrderNo: refund.refund_order_no,
          status: refund.status,
          refundAmount: Number(refund.refund_amount),
          goodsAmount: Number(refund.goods_amount),
          freightAmount: Number(refund.freight_amount),
          goDollarAmount: Number(refund.go_dollar_amount),
          provider: refund.provider,
          attempts: Number(refund.attempts),
          lastError: refund.last_error,
          nextAttemptAt: refund.next_attempt_at ? date(refund.next_attempt_at) : null,
          refundedAt: refund.refunded_at ? date(refund.refunded_at) : null,
          createdAt: date(refund.created_at),
        }
      : null,
  };
}
