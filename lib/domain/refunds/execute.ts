/**
 * Carrying a refund order out (shopping §4 Refund status; ADR 0043): AUDIT_PASSED → REFUNDING
 * (claimed with a lease, so two workers never call the provider for one refund at once) → the
 * provider's refund → REFUNDED, with the go-dollar given back and the rebate share withdrawn
 * in the same transaction. A failed provider call leaves the refund REFUNDING with its error
 * and the time of the next attempt; `retryRefunds` (the job) tries again with back-off. The
 * provider is called with the refund order number as its idempotency key, so a retry after a
 * lost answer refunds nothing twice.
 */
import { sql } from "drizzle-orm";
import type { Db, Tx } from "@/lib/db/connect";
import { queryRows } from "@/lib/domain/catalog/sql-rows";
import { providerNamed, type PaymentConfig } from "@/lib/domain/payments/config";
import type {
  PaymentProvider,
  PaymentProviderName,
  RefundResult,
} from "@/lib/domain/payments/provider";
import { CURRENCY_CODE } from "@/lib/domain/pricing/constants";
import {
  REFUND_MAX_ATTEMPTS,
  REFUND_RETRY_BATCH,
  REFUND_RETRY_FACTOR,
  REFUND_RETRY_FIRST_SECONDS,
  REFUND_RETRY_MAX_SECONDS,
} from "./constants";
import { reverseRebateShare } from "./rebates";
import { mailRefundDone } from "./refund-mail";
import {
  createRefundOrder,
  insertRefundEvent,
  refundOrderWhere,
  type CreateRefundInput,
  type CreateRefundResult,
  type RefundOrderRow,
} from "./refund-orders";

export interface RefundDeps {
  paymentConfig: PaymentConfig;
  /** Tests put a failing provider here; by default the configured provider by name. */
  providerFor?: (name: PaymentProviderName, db: Db) => PaymentProvider;
  /**
   * Runs inside the transaction that marks the refund REFUNDED, once per refund: the place for
   * the "refund done" e-mail's outbox row (issue 17 item 4), so it is written exactly when the
   * refund is.
   */
  onRefunded?: (tx: Tx, refund: RefundOrderRow, now: Date) => Promise<void>;
}

/** Seconds before attempt `attempts + 1`: 60, 240, 960 … at most 6 hours. */
export function retryDelaySeconds(attempts: number): number {
  const exponent = Math.max(0, attempts - 1);
  return Math.min(
    REFUND_RETRY_MAX_SECONDS,
    REFUND_RETRY_FIRST_SECONDS * REFUND_RETRY_FACTOR ** exponent,
  );
}

const later = (now: Date, seconds: number) =>
  new Date(now.getTime() + seconds * 1000).toISOString();

/** Takes the refund for one attempt; null when it is done, not due, or another worker has it. */
async function claim(db: Db, id: string, now: Date, actor: string): Promise<RefundOrderRow | null> {
  return db.transaction(async (tx) => {
    const [row] = await queryRows<RefundOrderRow>(
      tx,
      sql`select * from refund_orders where id = ${id}::uuid for update`,
    );
    if (!row || row.status === "REFUNDED") return null;
    const due = row.next_attempt_at !== null && new Date(row.next_attempt_at) <= now;
    if (row.status === "REFUNDING" && !due) return null;
    const attempts = row.attempts + 1;
    // The lease: until then nobody else calls the provider; after it, a crash is retried.
    const [claimed] = await queryRows<RefundOrderRow>(
      tx,
      sql`update refund_orders set status = 'REFUNDING', attempts = ${attempts},
          next_attempt_at = ${later(now, retryDelaySeconds(attempts))}::timestamptz,
          updated_at = ${now.toISOString()}::timestamptz
        where id = ${id}::uuid and status = ${row.status} returning *`,
    );
    await insertRefundEvent(tx, {
      refundOrderId: id,
      from: row.status,
      to: "REFUNDING",
      actor,
      reason: `attempt ${attempts}`,
      now,
    });
    return claimed ?? null;
  });
}

/** REFUNDING → REFUNDED with everything that goes with it, once. */
async function complete(
  tx: Tx,
  refund: RefundOrderRow,
  providerRef: string | null,
  now: Date,
  actor: string,
  onRefunded: RefundDeps["onRefunded"],
): Promise<boolean> {
  const nowText = now.toISOString();
  const done = await queryRows<{ id: string }>(
    tx,
    sql`update refund_orders set status = 'REFUNDED', provider_ref = ${providerRef},
        refunded_at = ${nowText}::timestamptz, next_attempt_at = null, last_error = null,
        updated_at = ${nowText}::timestamptz
      where id = ${refund.id}::uuid and status = 'REFUNDING' returning id`,
  );
  if (done.length === 0) return false;
  await insertRefundEvent(tx, {
    refundOrderId: refund.id,
    from: "REFUNDING",
    to: "REFUNDED",
    actor,
    reason: providerRef ? `provider ${providerRef}` : "nothing to the card",
    now,
  });
  if (refund.go_dollar_amount > 0) {
    // The go-dollar the returned goods used comes back, unexpiring like a cancel's reversal.
    await tx.execute(
      sql`insert into go_dollar_entries (customer_id, kind, cents, remark, order_code, created_at)
        select o.customer_id, 'REVERSAL', ${refund.go_dollar_amount},
          ${`Returned with refund ${refund.refund_order_no}`}, o.code, ${nowText}::timestamptz
        from orders o where o.id = ${refund.order_id}::uuid`,
    );
  }
  await reverseRebateShare(tx, refund, now);
  await mailRefundDone(tx, refund, now);
  await onRefunded?.(tx, refund, now);
  return true;
}

async function recordFailure(
  db: Db,
  refund: RefundOrderRow,
  reason: string,
  retryable: boolean,
  now: Date,
  actor: string,
): Promise<void> {
  const giveUp = !retryable || refund.attempts >= REFUND_MAX_ATTEMPTS;
  await db.transaction(async (tx) => {
    const updated = await queryRows<{ id: string }>(
      tx,
      sql`update refund_orders set last_error = ${reason}, updated_at = ${now.toISOString()}::timestamptz,
          next_attempt_at = ${giveUp ? null : later(now, retryDelaySeconds(refund.attempts))}::timestamptz
        where id = ${refund.id}::uuid and status = 'REFUNDING' and attempts = ${refund.attempts}
        returning id`,
    );
    if (updated.length === 0) return;
    await insertRefundEvent(tx, {
      refundOrderId: refund.id,
      from: "REFUNDING",
      to: "REFUNDING",
      actor,
      reason: `attempt ${refund.attempts} failed${giveUp ? " (no more attempts)" : ""}: ${reason}`,
      now,
    });
  });
}

export type ExecuteOutcome = "refunded" | "failed" | "skipped";

/** One attempt at a refund order; "skipped" when it is done, not due or taken by another. */
export async function executeRefund(
  db: Db,
  refundOrderId: string,
  deps: RefundDeps,
  now: Date,
  actor = "refunds",
): Promise<ExecuteOutcome> {
  const refund = await claim(db, refundOrderId, now, actor);
  if (!refund) return "skipped";
  let providerRef: string | null = null;
  if (refund.refund_amount > 0) {
    const [payment] = await queryRows<{ reference: string; provider_ref: string | null }>(
      db,
      sql`select reference, provider_ref from payments where id = ${refund.payment_id}::uuid`,
    );
    if (!payment?.provider_ref || !refund.provider) {
      await recordFailure(db, refund, "no captured payment", false, now, actor);
      return "failed";
    }
    const request = {
      refundReference: refund.refund_order_no,
      paymentReference: payment.reference,
      paymentProviderRef: payment.provider_ref,
      amountCents: refund.refund_amount,
      currency: CURRENCY_CODE,
    };
    let result: RefundResult;
    try {
      const provider = (deps.providerFor ?? defaultProvider(deps.paymentConfig))(
        refund.provider as PaymentProviderName,
        db,
      );
      result = await provider.refund(request);
    } catch (error) {
      // A provider that is not configured here, or one that broke its promise not to throw.
      result = { ok: false, reason: `error: ${(error as Error).message}`, retryable: true };
    }
    if (!result.ok) {
      await recordFailure(db, refund, result.reason, result.retryable, now, actor);
      return "failed";
    }
    providerRef = result.providerRef;
  }
  const completed = await db.transaction((tx) =>
    complete(tx, refund, providerRef, now, actor, deps.onRefunded),
  );
  return completed ? "refunded" : "skipped";
}

function defaultProvider(config: PaymentConfig) {
  return (name: PaymentProviderName, db: Db) => providerNamed(config, name, { db });
}

export type RefundReturnedLinesResult =
  | (Extract<CreateRefundResult, { ok: true }> & { outcome: ExecuteOutcome })
  | Extract<CreateRefundResult, { ok: false }>;

/**
 * The one call for a return: creates the refund order (or finds the one this key made) and,
 * when it is new, carries it out at once. The answer's refundOrder is read after the attempt.
 */
export async function refundReturnedLines(
  db: Db,
  input: CreateRefundInput,
  deps: RefundDeps,
  now: Date,
): Promise<RefundReturnedLinesResult> {
  const created = await createRefundOrder(db, input, now);
  if (!created.ok) return created;
  const outcome = created.created
    ? await executeRefund(db, created.refundOrder.id, deps, now, input.actor)
    : "skipped";
  const refundOrder =
    (await refundOrderWhere(db, sql`id = ${created.refundOrder.id}::uuid`)) ?? created.refundOrder;
  return { ok: true, created: created.created, refundOrder, outcome };
}

/** The job (every minute or so): every refund whose next attempt is due, oldest first. */
export async function retryRefunds(
  db: Db,
  now: Date,
  deps: RefundDeps,
): Promise<{ attempted: number; refunded: number; failed: number }> {
  const due = await queryRows<{ id: string }>(
    db,
    sql`select id from refund_orders
      where status in ('AUDIT_PASSED', 'REFUNDING') and next_attempt_at <= ${now.toISOString()}::timestamptz
      order by next_attempt_at, id limit ${REFUND_RETRY_BATCH}`,
  );
  const tally = { attempted: 0, refunded: 0, failed: 0 };
  for (const { id } of due) {
    const outcome = await executeRefund(db, id, deps, now, "job:refund-retry");
    if (outcome === "skipped") continue;
    tally.attempted += 1;
    if (outcome === "refunded") tally.refunded += 1;
    else tally.failed += 1;
  }
  return tally;
}
