/**
 * The steps after a request (issue 17 item 1; shopping §4 After-sales status; ADR 0042):
 *
 *   NEW ──approve──▶ WAIT_SEND_BACK ──sent back──▶ ON_BACKING ──receive──▶ BACK_IN_STORAGE
 *    │ └─reject──▶ AUDIT_FAILED        └────────────receive────────────────▲
 *    └─shopper cancel──▶ CANCELED
 *   BACK_IN_STORAGE ──(EXCHANGE) exchange out──▶ EXCHANGE_OUT ──finish──▶ FINISHED
 *   BACK_IN_STORAGE ──(RETURN) finish with the refund (refund-seam.ts)──▶ FINISHED
 *
 * Each step is one transaction: the guarded transition, its event row, its effect on stock and
 * (operators) its audit row. A step from the wrong status changes nothing and answers
 * AFTER_SALES_WRONG_STATUS, which is what the loser of two simultaneous approvals gets.
 */
import { sql } from "drizzle-orm";
import type { Db, Tx } from "@/lib/db/connect";
import { queryRows } from "@/lib/domain/catalog/sql-rows";
import { queueOrderEmail } from "@/lib/domain/notifications/queue";
import { writeAudit } from "@/lib/domain/operators/audit";
import {
  AFTER_SALES_ERROR_CODES as E,
  AFTER_SALES_REASON_MAX,
  RETURN_TRACKING_NO_PATTERN,
  type AfterSalesStatus,
  type AfterSalesType,
} from "./constants";
import {
  actorName,
  AfterSalesRefusal,
  refused,
  type AfterSalesActor,
  type AfterSalesResult,
} from "./actors";
import { transitionAfterSales, type AfterSalesTransitionInput } from "./transitions";

export interface AfterSalesRow {
  id: string;
  code: string;
  type: AfterSalesType;
  status: AfterSalesStatus;
  customer_id: string;
  order_id: string;
  order_code: string;
}

interface StepInput {
  /** The audit log's action name, e.g. "afterSales.approve". */
  action: string;
  code: string;
  actor: AfterSalesActor;
  from: readonly AfterSalesStatus[];
  to: AfterSalesStatus;
  types?: readonly AfterSalesType[];
  reason?: string | null;
  set?: Pick<AfterSalesTransitionInput, "rejectReason" | "returnTrackingNo">;
  /**
   * Runs after the transition, in its transaction, with the status it moved from (read under
   * the row lock); returns the SKUs whose stock it changed. A refusal thrown here rolls back.
   */
  effect?: (tx: Tx, row: AfterSalesRow, previous: AfterSalesStatus) => Promise<string[]>;
}

/** The after-sales order, when the actor may act on it (a shopper: only their own). */
export async function lockableRow(
  tx: Tx,
  code: string,
  actor: AfterSalesActor,
): Promise<AfterSalesRow> {
  const [row] = await queryRows<AfterSalesRow>(
    tx,
    sql`select a.id, a.code, a.type, a.status, a.customer_id, a.order_id, o.code as order_code
      from after_sales_orders a join orders o on o.id = a.order_id
      where a.code = ${code.trim().toUpperCase()}`,
  );
  if (!row) throw new AfterSalesRefusal(E.NOT_FOUND, "code");
  if (
    actor.kind === "customer" &&
    (row.customer_id !== actor.customerId ||
      (actor.scopeOrderCode !== null && actor.scopeOrderCode !== row.order_code))
  )
    throw new AfterSalesRefusal(E.NOT_FOUND, "code");
  return row;
}

export async function runStep(db: Db, input: StepInput, now: Date): Promise<AfterSalesResult> {
  try {
    return await db.transaction(async (tx) => {
      const row = await lockableRow(tx, input.code, input.actor);
      if (input.types && !input.types.includes(row.type))
        throw new AfterSalesRefusal(E.WRONG_TYPE, "code");
      const previous = await transitionAfterSales(tx, {
        afterSalesOrderId: row.id,
        from: input.from,
        to: input.to,
        actor: actorName(input.actor),
        reason: input.reason ?? null,
        now,
        ...input.set,
      });
      if (!previous) throw new AfterSalesRefusal(E.WRONG_STATUS, "code");
      const stockSkuCodes = (await input.effect?.(tx, row, previous)) ?? [];
      if (input.actor.kind === "operator")
        await writeAudit(
          tx,
          { id: input.actor.id, email: input.actor.email },
          {
            action: input.action,
            entityKind: "afterSalesOrder",
            entityCode: row.code,
            before: { status: previous },
            after: { status: input.to, reason: input.reason ?? null, ...input.set },
          },
          now,
        );
      return { ok: true as const, code: row.code, status: input.to, stockSkuCodes };
    });
  } catch (error) {
    return refused(error);
  }
}

/** Gives back the exchange sizes still reserved (cancel, reject): once, by a guarded UPDATE. */
async function releaseExchangeStock(tx: Tx, row: AfterSalesRow, now: Date): Promise<string[]> {
  const released = await queryRows<{
    exchange_sku_id: number;
    exchange_sku_code: string;
    quantity: number;
  }>(
    tx,
    sql`update after_sales_lines set exchange_stock = 'RELEASED'
      where after_sales_order_id = ${row.id}::uuid and exchange_stock = 'RESERVED'
      returning exchange_sku_id, exchange_sku_code, quantity`,
  );
  for (const line of released)
    await tx.execute(
      sql`update inventories set available = available + ${Number(line.quantity)},
          updated_at = ${now.toISOString()}::timestamptz
        where sku_id = ${Number(line.exchange_sku_id)}`,
    );
  return released.map((line) => line.exchange_sku_code);
}

/** The shopper withdraws the request while nobody has looked at it yet (NEW → CANCELED). */
export function cancelAfterSales(
  db: Db,
  input: { code: string; actor: Extract<AfterSalesActor, { kind: "customer" }> },
  now: Date,
): Promise<AfterSalesResult> {
  return runStep(
    db,
    {
      action: "afterSales.cancel",
      code: input.code,
      actor: input.actor,
      from: ["NEW"],
      to: "CANCELED",
      reason: "cancelled by the shopper",
      effect: (tx, row) => releaseExchangeStock(tx, row, now),
    },
    now,
  );
}

/** The "return approved" e-mail (issue 17 item 4): what the shopper sends back, in its transaction. */
async function mailReturnApproved(tx: Tx, row: AfterSalesRow, now: Date): Promise<string[]> {
  const lines = await queryRows<{ order_line_id: string; quantity: number }>(
    tx,
    sql`select order_line_id, quantity from after_sales_lines
      where after_sales_order_id = ${row.id}::uuid order by order_line_id`,
  );
  await queueOrderEmail(
    tx,
    {
      kind: "RETURN_APPROVED",
      orderCode: row.order_code,
      afterSalesOrderNo: row.code,
      lines: lines.map((line) => ({
        orderLineId: line.order_line_id,
        quantity: Number(line.quantity),
      })),
    },
    now,
  );
  return [];
}

/** An operator accepts the request; the shopper may now send the parcel (NEW → WAIT_SEND_BACK). */
export function approveAfterSales(
  db: Db,
  input: { code: string; actor: Extract<AfterSalesActor, { kind: "operator" }> },
  now: Date,
): Promise<AfterSalesResult> {
  return runStep(
    db,
    {
      action: "afterSales.approve",
      code: input.code,
      actor: input.actor,
      from: ["NEW"],
      to: "WAIT_SEND_BACK",
      effect: (tx, row) => mailReturnApproved(tx, row, now),
    },
    now,
  );
}

/** An operator refuses the request with a reason the shopper reads (NEW → AUDIT_FAILED). */
export async function rejectAfterSales(
  db: Db,
  input: { code: string; reason: string; actor: Extract<AfterSalesActor, { kind: "operator" }> },
  now: Date,
): Promise<AfterSalesResult> {
  const reason = input.reason.trim();
  if (reason.length === 0) return { ok: false, code: E.REASON_REQUIRED, field: "reason" };
  if (reason.length > AFTER_SALES_REASON_MAX)
    return { ok: false, code: E.TEXT_TOO_LONG, field: "reason" };
  return runStep(
    db,
    {
      action: "afterSales.reject",
      code: input.code,
      actor: input.actor,
      from: ["NEW"],
      to: "AUDIT_FAILED",
      reason,
      set: { rejectReason: reason },
      effect: (tx, row) => releaseExchangeStock(tx, row, now),
    },
    now,
  );
}

/** The parcel is on its way back, with its tracking number (WAIT_SEND_BACK → ON_BACKING). */
export function recordSendBack(
  db: Db,
  input: { code: string; trackingNo: string; actor: AfterSalesActor },
  now: Date,
): Promise<AfterSalesResult> {
  const trackingNo = input.trackingNo.trim();
  if (!RETURN_TRACKING_NO_PATTERN.test(trackingNo))
    return Promise.resolve({ ok: false, code: E.TRACKING_NO_INVALID, field: "trackingNo" });
  return runStep(
    db,
    {
      action: "afterSales.sendBack",
      code: input.code,
      actor: input.actor,
      from: ["WAIT_SEND_BACK"],
      to: "ON_BACKING",
      reason: `sent back ${trackingNo}`,
      set: { returnTrackingNo: trackingNo },
    },
    now,
  );
}

/**
 * The parcel arrived and its goods are back in stock (ON_BACKING, or WAIT_SEND_BACK when it
 * came without a tracking number, → BACK_IN_STORAGE). The stock of each returned line's SKU
 * grows by exactly its quantity; the guarded transition makes it happen once.
 */
export function receiveAfterSales(
  db: Db,
  input: { code: string; actor: Extract<AfterSalesActor, { kind: "operator" }> },
  now: Date,
): Promise<AfterSalesResult> {
  return runStep(
    db,
    {
      action: "afterSales.receive",
      code: input.code,
      actor: input.actor,
      from: ["ON_BACKING", "WAIT_SEND_BACK"],
      to: "BACK_IN_STORAGE",
      reason: "received into stock",
      effect: async (tx, row) => {
        const lines = await queryRows<{ sku_id: number; sku_code: string; quantity: number }>(
          tx,
          sql`select ol.sku_id, l.sku_code, l.quantity from after_sales_lines l
            join order_lines ol on ol.id = l.order_line_id
            where l.after_sales_order_id = ${row.id}::uuid`,
        );
        for (const line of lines)
          await tx.execute(
            sql`insert into inventories (sku_id, available, updated_at)
              values (${Number(line.sku_id)}, ${Number(line.quantity)}, ${now.toISOString()}::timestamptz)
              on conflict (sku_id) do update set available = inventories.available + excluded.available,
                updated_at = excluded.updated_at`,
          );
        return lines.map((line) => line.sku_code);
      },
    },
    now,
  );
}

/** The new sizes of an exchange leave the warehouse (BACK_IN_STORAGE → EXCHANGE_OUT). */
export function exchangeOutAfterSales(
  db: Db,
  input: { code: string; actor: Extract<AfterSalesActor, { kind: "operator" }> },
  now: Date,
): Promise<AfterSalesResult> {
  return runStep(
    db,
    {
      action: "afterSales.exchangeOut",
      code: input.code,
      actor: input.actor,
      types: ["EXCHANGE"],
      from: ["BACK_IN_STORAGE"],
      to: "EXCHANGE_OUT",
      reason: "exchange sent out",
      // The reservation made at request time becomes the shipment: stock does not move again.
      effect: async (tx, row) => {
        await tx.execute(
          sql`update after_sales_lines set exchange_stock = 'SHIPPED'
            where after_sales_order_id = ${row.id}::uuid and exchange_stock = 'RESERVED'`,
        );
        return [];
      },
    },
    now,
  );
}
