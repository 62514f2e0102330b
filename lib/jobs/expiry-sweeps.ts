/**
 * Expiry sweeps: rows whose lifetime is over and that no read can use any more are deleted in
 * bounded batches, so tables that grow with traffic (a session per visitor, a row per throttled
 * attempt) stay the size of their live rows. Every read already ignores expired rows; the sweep
 * changes no answer. Where an expired row still decides an answer (an old token answers
 * TOKEN_EXPIRED rather than "unknown"; the hourly code cap counts an hour back) it is kept that
 * much longer. Choices: docs/adr/0044-job-queue.md.
 */
import { sql } from "drizzle-orm";
import type { Db } from "@/lib/db/connect";
import { queryRows } from "@/lib/domain/catalog/sql-rows";
import { PRUNE_AFTER_SECONDS } from "@/lib/domain/rate-limit/store";

const DAY_SECONDS = 86_400;

/** Not in the spec: an expired session still answers TOKEN_EXPIRED (not "unknown") this long. */
export const EXPIRED_SESSION_KEPT_SECONDS = 30 * DAY_SECONDS;
/** Not in the spec: codes outlive the hourly send cap's look-back (VERIFICATION_SENDS_PER_HOUR). */
export const EXPIRED_CODE_KEPT_SECONDS = DAY_SECONDS;
/** Not in the spec: rows one statement deletes; short statements, short locks. */
export const SWEEP_BATCH_SIZE = 1000;
/** Not in the spec: batches per table per run; what is left waits for the next run. */
export const SWEEP_MAX_BATCHES = 20;

export interface ExpirySweep {
  table: string;
  /** The time column compared with `now - keptSeconds`. */
  column: string;
  keptSeconds: number;
}

/** What expires today, by table (the owners' READMEs say how each lifetime is set). */
export const EXPIRY_SWEEPS: readonly ExpirySweep[] = [
  // accounts §4 Session: visitor and member tokens; guest order-lookup tokens are sessions too.
  { table: "sessions", column: "expires_at", keptSeconds: EXPIRED_SESSION_KEPT_SECONDS },
  { table: "operator_sessions", column: "expires_at", keptSeconds: EXPIRED_SESSION_KEPT_SECONDS },
  { table: "verification_codes", column: "expires_at", keptSeconds: EXPIRED_CODE_KEPT_SECONDS },
  // Single-use tickets and spent SSO tokens: an expired one is refused before its row is read.
  { table: "image_verifications", column: "expires_at", keptSeconds: 0 },
  { table: "sso_token_uses", column: "expires_at", keptSeconds: 0 },
  { table: "third_party_link_tickets", column: "expires_at", keptSeconds: 0 },
  // An expired cart share reads as "no such share", like a deleted one.
  { table: "cart_shares", column: "expires_at", keptSeconds: 0 },
  // Throttle hits older than any window (the store prunes a key only when it is hit again).
  { table: "rate_limit_hits", column: "hit_at", keptSeconds: PRUNE_AFTER_SECONDS },
];

/** Deletes one table's expired rows, a batch at a time; answers how many went. */
export async function sweepExpired(db: Db, sweep: ExpirySweep, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - sweep.keptSeconds * 1000).toISOString();
  // Names come from the constant list above, never from input.
  const table = sql.identifier(sweep.table);
  const column = sql.identifier(sweep.column);
  let deleted = 0;
  for (let batch = 0; batch < SWEEP_MAX_BATCHES; batch += 1) {
    // ctid: any table, with or without a single-column key; each batch commits on its own.
    const rows = await queryRows<{ n: number }>(
      db,
      sql`with gone as (
            delete from ${table} where ctid = any(array(
              select ctid from ${table} where ${column} < ${cutoff}::timestamptz limit ${SWEEP_BATCH_SIZE}))
            returning 1)
          select count(*)::int as n from gone`,
    );
    const n = rows[0]?.n ?? 0;
    deleted += n;
    if (n < SWEEP_BATCH_SIZE) break;
  }
  return deleted;
}

/** Every sweep once; the counts by table (the job's log line). */
export async function sweepAllExpired(db: Db, now: Date): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const sweep of EXPIRY_SWEEPS) counts[sweep.table] = await sweepExpired(db, sweep, now);
  return counts;
}
