/**
 * The console's outbox (issue 17 item 3: "the outbox (see and resend)"): messages by state,
 * newest first, and the resend of a message that failed (gave up after OUTBOX_MAX_ATTEMPTS):
 * its tries, error and back-off reset, so the delivery worker picks it up again, with the audit
 * row in the same transaction. A message still being tried, or sent, is not "resent": sending
 * it twice is what the outbox exists to avoid.
 */
import { and, count, desc, eq, gte, isNotNull, isNull, lt, sql, type SQL } from "drizzle-orm";
import type { Db } from "@/lib/db/connect";
import { outbox } from "@/lib/db/schema";
import { writeAudit, type AuditActor } from "@/lib/domain/operators/audit";
import { OUTBOX_MAX_ATTEMPTS } from "@/lib/domain/outbox/constants";
import { OPS_OUTBOX_PAGE_SIZE, type OpsOutboxState } from "./constants";

/** Pure: the state of a row as the console names it. */
export function outboxState(row: { sentAt: Date | null; attempts: number }): OpsOutboxState {
  if (row.sentAt) return "SENT";
  return row.attempts >= OUTBOX_MAX_ATTEMPTS ? "FAILED" : "UNSENT";
}

const STATE_WHERE: Record<OpsOutboxState, SQL | undefined> = {
  SENT: isNotNull(outbox.sentAt),
  FAILED: and(isNull(outbox.sentAt), gte(outbox.attempts, OUTBOX_MAX_ATTEMPTS)),
  UNSENT: and(isNull(outbox.sentAt), lt(outbox.attempts, OUTBOX_MAX_ATTEMPTS)),
};

export interface OpsOutboxRow {
  id: string;
  channel: "email" | "sms";
  recipient: string;
  subject: string;
  locale: string;
  createdAt: Date;
  sentAt: Date | null;
  attempts: number;
  lastError: string | null;
  nextAttemptAt: Date | null;
  state: OpsOutboxState;
}

export async function listOutbox(
  db: Db,
  input: { state: OpsOutboxState; page: number },
): Promise<{ rows: OpsOutboxRow[]; total: number }> {
  const where = STATE_WHERE[input.state];
  const page = Math.max(1, Math.trunc(input.page));
  const [total] = await db.select({ n: count() }).from(outbox).where(where);
  const rows = await db
    .select({
      id: outbox.id,
      channel: outbox.channel,
      recipient: outbox.recipient,
      subject: outbox.subject,
      locale: outbox.locale,
      createdAt: outbox.createdAt,
      sentAt: outbox.sentAt,
      attempts: outbox.attempts,
      lastError: outbox.lastError,
      nextAttemptAt: outbox.nextAttemptAt,
    })
    .from(outbox)
    .where(where)
    .orderBy(desc(outbox.createdAt), desc(outbox.id))
    .limit(OPS_OUTBOX_PAGE_SIZE)
    .offset((page - 1) * OPS_OUTBOX_PAGE_SIZE);
  return {
    rows: rows.map((row) => ({ ...row, state: outboxState(row) })),
    total: Number(total?.n ?? 0),
  };
}

export const OUTBOX_AUDIT_ACTION = "outbox.resend";

export type ResendResult =
  { ok: true } | { ok: false; code: "OUTBOX_NOT_FOUND" | "OUTBOX_NOT_FAILED" };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function resendOutboxAudited(
  db: Db,
  actor: AuditActor,
  input: { id: string },
  now: Date,
): Promise<ResendResult> {
  if (!UUID.test(input.id)) return { ok: false, code: "OUTBOX_NOT_FOUND" };
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({
        attempts: outbox.attempts,
        sentAt: outbox.sentAt,
        lastError: outbox.lastError,
        recipient: outbox.recipient,
        subject: outbox.subject,
      })
      .from(outbox)
      .where(eq(outbox.id, input.id))
      .for("update");
    if (!row) return { ok: false as const, code: "OUTBOX_NOT_FOUND" as const };
    // Guarded like a transition: only a row that is still failed (not sent meanwhile) resets.
    const reset = await tx
      .update(outbox)
      .set({ attempts: 0, lastError: null, nextAttemptAt: null })
      .where(
        and(
          eq(outbox.id, input.id),
          isNull(outbox.sentAt),
          gte(outbox.attempts, sql`${OUTBOX_MAX_ATTEMPTS}`),
        ),
      )
      .returning({ id: outbox.id });
    if (reset.length === 0) return { ok: false as const, code: "OUTBOX_NOT_FAILED" as const };
    await writeAudit(
      tx,
      actor,
      {
        action: OUTBOX_AUDIT_ACTION,
        entityKind: "outbox",
        entityCode: input.id,
        before: { attempts: row.attempts, lastError: row.lastError },
        after: { attempts: 0, recipient: row.recipient, subject: row.subject },
      },
      now,
    );
    return { ok: true as const };
  });
}
