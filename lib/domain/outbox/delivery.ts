/**
 * Delivers outbox rows (architecture: "e-mail / SMS: outbox table"). Each run claims a batch
 * with FOR UPDATE SKIP LOCKED inside one transaction, so two workers (two app instances, or the
 * app and `npm run outbox -- --send`) never send the same row; a failure is recorded on the row
 * and retried later with back-off, up to OUTBOX_MAX_ATTEMPTS.
 */
import { and, asc, eq, isNull, lt, lte, or, sql } from "drizzle-orm";
import type { Db } from "@/lib/db/connect";
import { outbox } from "@/lib/db/schema";
import { OUTBOX_BATCH_SIZE, OUTBOX_MAX_ATTEMPTS, OUTBOX_RETRY_BASE_SECONDS } from "./constants";
import type { Transports } from "./transports";

export interface DeliveryReport {
  sent: number;
  failed: number;
}

export async function deliverOutbox(
  db: Db,
  transports: Transports,
  now: Date,
  batchSize = OUTBOX_BATCH_SIZE,
): Promise<DeliveryReport> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .select()
      .from(outbox)
      .where(
        and(
          isNull(outbox.sentAt),
          lt(outbox.attempts, OUTBOX_MAX_ATTEMPTS),
          or(isNull(outbox.nextAttemptAt), lte(outbox.nextAttemptAt, now)),
          // Without SMTP, e-mail rows wait (readable with `npm run outbox`) instead of failing.
          transports.email ? undefined : eq(outbox.channel, "sms"),
        ),
      )
      .orderBy(asc(outbox.createdAt))
      .limit(batchSize)
      .for("update", { skipLocked: true });
    const report: DeliveryReport = { sent: 0, failed: 0 };
    for (const row of rows) {
      const sender = row.channel === "email" ? transports.email : transports.sms;
      try {
        if (!sender) throw new Error(`no transport for ${row.channel}`);
        await sender.send(row);
        await tx.update(outbox).set({ sentAt: now }).where(eq(outbox.id, row.id));
        report.sent += 1;
      } catch (error) {
        const attempts = row.attempts + 1;
        await tx
          .update(outbox)
          .set({
            attempts: sql`${outbox.attempts} + 1`,
            lastError: error instanceof Error ? error.message.slice(0, 500) : String(error),
            nextAttemptAt: new Date(now.getTime() + OUTBOX_RETRY_BASE_SECONDS * 1000 * attempts),
          })
          .where(eq(outbox.id, row.id));
        report.failed += 1;
      }
    }
    return report;
  });
}

/** The newest messages, for `npm run outbox` (how the demo and the tests read codes). */
export async function latestOutboxMessages(db: Db, limit: number) {
  return db
    .select()
    .from(outbox)
    .orderBy(sql`${outbox.createdAt} desc`)
    .limit(limit);
}
