/**
 * The sandbox gateway's refunds (ADR 0043): it refunds "for real" in the sense a card gateway
 * does, against its own book (payment_refunds), keyed by the shop's refund reference. A
 * captured payment is locked while a refund is weighed, so two refunds at once can never take
 * together more than was captured; the same reference twice answers the first refund again.
 */
import { sql } from "drizzle-orm";
import type { Db } from "@/lib/db/connect";
import { queryRows } from "@/lib/domain/catalog/sql-rows";
import type { RefundRequest, RefundResult } from "./provider";
import { newSandboxProviderRef } from "./sandbox";

export async function sandboxRefund(
  db: Db,
  request: RefundRequest,
  now: Date = new Date(),
): Promise<RefundResult> {
  if (!Number.isSafeInteger(request.amountCents) || request.amountCents <= 0) {
    return { ok: false, reason: "bad-amount", retryable: false };
  }
  return db.transaction(async (tx) => {
    const [payment] = await queryRows<{ id: string; amount: number; currency: string }>(
      tx,
      sql`select id, amount, currency from payments
        where reference = ${request.paymentReference} and provider = 'sandbox'
          and provider_ref = ${request.paymentProviderRef} and status = 'PAID'
        for update`,
    );
    if (!payment) return { ok: false, reason: "unknown-payment", retryable: false };
    const [done] = await queryRows<{ provider_ref: string; amount: number }>(
      tx,
      sql`select provider_ref, amount from payment_refunds
        where provider = 'sandbox' and idempotency_key = ${request.refundReference}`,
    );
    if (done) {
      return done.amount === request.amountCents
        ? { ok: true, providerRef: done.provider_ref }
        : { ok: false, reason: "reference-reused", retryable: false };
    }
    if (request.currency !== payment.currency) {
      return { ok: false, reason: "currency-mismatch", retryable: false };
    }
    const [refunded] = await queryRows<{ cents: number | string }>(
      tx,
      sql`select coalesce(sum(amount), 0) as cents from payment_refunds where payment_id = ${payment.id}::uuid`,
    );
    if (Number(refunded?.cents ?? 0) + request.amountCents > payment.amount) {
      return { ok: false, reason: "more-than-captured", retryable: false };
    }
    const providerRef = newSandboxProviderRef();
    await tx.execute(
      sql`insert into payment_refunds (payment_id, provider, idempotency_key, amount, provider_ref, created_at)
        values (${payment.id}::uuid, 'sandbox', ${request.refundReference}, ${request.amountCents},
          ${providerRef}, ${now.toISOString()}::timestamptz)`,
    );
    return { ok: true, providerRef };
  });
}
