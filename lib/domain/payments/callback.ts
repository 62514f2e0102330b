/**
 * A provider's server callback (design: "Payment callbacks are verified (signature and amount)
 * and idempotent"). Every callback is stored raw with what came of it, verified or not. Only a
 * verified, amount-correct success for a known reference changes anything, and then in one
 * transaction: the payment PENDING → PAID (a conditional UPDATE) and the order WAIT_PAY →
 * WAIT_DELIVERY (a guarded transition), with the paid e-mail (docs/adr/0045). A replay finds
 * neither from-state and changes nothing, so it writes no second e-mail.
 */
import { sql } from "drizzle-orm";
import type { Db, Tx } from "@/lib/db/connect";
import { queryRows } from "@/lib/domain/catalog/sql-rows";
import { queueOrderEmail } from "@/lib/domain/notifications/queue";
import { transitionOrder } from "@/lib/domain/orders/transitions";
import { CURRENCY_CODE } from "@/lib/domain/pricing/constants";
import type { OrderStatus } from "@/lib/domain/orders/constants";
import type { PaymentProvider, VerifiedCallback } from "./provider";

/** payments.status: an attempt's state; SUPERSEDED once a newer pay for its order was started. */
export type PaymentStatus = "PENDING" | "PAID" | "FAILED" | "SUPERSEDED";

/** What came of a callback (payment_callbacks.outcome; README lists them). */
export type CallbackOutcome =
  | "bad-signature"
  | "missing-signature"
  | "malformed"
  | "unknown-reference"
  | "amount-mismatch"
  | "paid"
  | "paid-after-cancel"
  | "paid-duplicate"
  | "paid-superseded"
  | "superseded"
  | "failed"
  | "replay"
  | "error";

export interface CallbackResult {
  outcome: CallbackOutcome;
  verified: boolean;
  /** The order the callback's reference belongs to, when it is known. */
  orderCode: string | null;
}

interface PaymentRow {
  id: string;
  order_id: string;
  order_code: string;
  order_status: OrderStatus;
  order_amount: number;
  amount: number;
  currency: string;
  status: PaymentStatus;
}

const CANCELLED: readonly OrderStatus[] = ["CANCELED", "AUTO_CANCEL"];

async function storeCallback(
  db: Db | Tx,
  provider: string,
  raw: string,
  verified: boolean,
  outcome: CallbackOutcome,
  now: Date,
): Promise<void> {
  await db.execute(
    sql`insert into payment_callbacks (provider, raw, verified, outcome, created_at)
      values (${provider}, ${raw}, ${verified}, ${outcome}, ${now.toISOString()}::timestamptz)`,
  );
}

async function applyVerified(
  tx: Tx,
  provider: PaymentProvider,
  callback: VerifiedCallback,
  now: Date,
): Promise<Omit<CallbackResult, "verified">> {
  // The order first, then its payment: the lock order of startPayment, so a pay racing this
  // callback waits for it (or it for the pay) and never deadlocks (ADR 0050).
  const [owner] = await queryRows<{ order_id: string }>(
    tx,
    sql`select order_id from payments
      where reference = ${callback.reference} and provider = ${provider.name}`,
  );
  if (!owner) return { outcome: "unknown-reference", orderCode: null };
  await tx.execute(sql`select id from orders where id = ${owner.order_id}::uuid for update`);
  const [payment] = await queryRows<PaymentRow>(
    tx,
    sql`select p.id, p.order_id, o.code as order_code, o.status as order_status, o.amount as order_amount,
        p.amount, p.currency, p.status
      from payments p join orders o on o.id = p.order_id
      where p.reference = ${callback.reference} and p.provider = ${provider.name}
      for update of p`,
  );
  if (!payment) return { outcome: "unknown-reference", orderCode: null };
  const orderCode = payment.order_code;
  const amountRight =
    callback.amountCents === payment.order_amount &&
    callback.amountCents === payment.amount &&
    callback.currency === CURRENCY_CODE &&
    payment.currency === CURRENCY_CODE;
  if (!amountRight) return { outcome: "amount-mismatch", orderCode };
  const nowText = now.toISOString();

  if (payment.status === "SUPERSEDED") {
    // A newer pay replaced this reference: it can never mark the order paid (ADR 0050). A decline
    // changes nothing; money captured on it is recorded (its provider_ref; the same one again is a
    // replay) and left to
    // operations to refund at the provider, found by outcome `paid-superseded`.
    if (callback.status === "FAILED") return { outcome: "superseded", orderCode };
    const captured = await queryRows<{ id: string }>(
      tx,
      sql`update payments set provider_ref = ${callback.providerRef}, method = ${callback.method},
          updated_at = ${nowText}::timestamptz
        where id = ${payment.id}::uuid and provider_ref is distinct from ${callback.providerRef}
        returning id`,
    );
    return { outcome: captured.length > 0 ? "paid-superseded" : "replay", orderCode };
  }

  if (callback.status === "FAILED") {
    // A decline leaves the order WAIT_PAY so the shopper can try again; never undoes a PAID.
    const failed = await queryRows<{ id: string }>(
      tx,
      sql`update payments set status = 'FAILED', provider_ref = ${callback.providerRef},
          method = ${callback.method}, updated_at = ${nowText}::timestamptz
        where id = ${payment.id}::uuid and status = 'PENDING' returning id`,
    );
    return { outcome: failed.length > 0 ? "failed" : "replay", orderCode };
  }

  // FAILED → PAID too: a gateway may accept a second try on the same reference after a decline.
  const paid = await queryRows<{ id: string }>(
    tx,
    sql`update payments set status = 'PAID', provider_ref = ${callback.providerRef},
        method = ${callback.method}, updated_at = ${nowText}::timestamptz
      where id = ${payment.id}::uuid and status in ('PENDING', 'FAILED') returning id`,
  );
  if (paid.length === 0) return { outcome: "replay", orderCode };
  const previous = await transitionOrder(tx, {
    orderId: payment.order_id,
    from: ["WAIT_PAY"],
    to: "WAIT_DELIVERY",
    actor: `payment:${provider.name}`,
    reason: `payment ${callback.reference} (${callback.providerRef})`,
    now,
    paidAt: now,
    receivedAmount: callback.amountCents,
    clearScheduleCancel: true,
  });
  if (previous) {
    // Only the one callback that moved the order writes the paid e-mail: a replay stopped above.
    await queueOrderEmail(tx, { kind: "ORDER_PAID", orderCode }, now);
    return { outcome: "paid", orderCode };
  }
  // Money taken for an order that can no longer take it: kept PAID for operations to refund.
  const [order] = await queryRows<{ status: OrderStatus }>(
    tx,
    sql`select status from orders where id = ${payment.order_id}::uuid`,
  );
  const cancelled = order !== undefined && CANCELLED.includes(order.status);
  return { outcome: cancelled ? "paid-after-cancel" : "paid-duplicate", orderCode };
}

export async function handleCallback(
  db: Db,
  provider: PaymentProvider,
  raw: string,
  now: Date,
): Promise<CallbackResult> {
  const parsed = provider.parseCallback(raw);
  if (!parsed.verified) {
    const outcome: CallbackOutcome =
      parsed.reason === "missing-signature" || parsed.reason === "malformed"
        ? parsed.reason
        : "bad-signature";
    await storeCallback(db, provider.name, raw, false, outcome, now);
    return { outcome, verified: false, orderCode: null };
  }
  try {
    return await db.transaction(async (tx) => {
      const result = await applyVerified(tx, provider, parsed, now);
      await storeCallback(tx, provider.name, raw, true, result.outcome, now);
      return { ...result, verified: true };
    });
  } catch (error) {
    // The transaction rolled back; the callback itself must still be on record.
    await storeCallback(db, provider.name, raw, true, "error", now);
    throw error;
  }
}
