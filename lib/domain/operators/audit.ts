/**
 * The audit log (issue 16 part 6: "every action written to an audit log (who, what, before and
 * after)"). Writers pass the transaction of the change itself, so a change is never without its
 * row and a row never without its change.
 */
import { and, desc, eq } from "drizzle-orm";
import type { Db, Tx } from "@/lib/db/connect";
import { auditLog } from "@/lib/db/schema";
import { AUDIT_PAGE_SIZE } from "./constants";

/** Who did it: the signed-in operator, or (a refused sign-in) only the e-mail given. */
export interface AuditActor {
  id: string | null;
  email: string;
}

export interface AuditEntry {
  action: string;
  entityKind: string;
  entityCode: string;
  before: unknown;
  after: unknown;
}

export async function writeAudit(
  db: Db | Tx,
  actor: AuditActor,
  entry: AuditEntry,
  now: Date,
): Promise<void> {
  await db.insert(auditLog).values({
    operatorId: actor.id,
    operatorEmail: actor.email,
    action: entry.action,
    entityKind: entry.entityKind,
    entityCode: entry.entityCode,
    before: entry.before ?? null,
    after: entry.after ?? null,
    at: now,
  });
}

export interface AuditRow extends AuditEntry {
  id: number;
  operatorEmail: string;
  at: Date;
}

/** The newest rows about one entity (or all, without `entity`), newest first. */
export async function auditTrail(
  db: Db,
  entity?: { kind: string; code: string },
  limit: number = AUDIT_PAGE_SIZE,
): Promise<AuditRow[]> {
  return db
    .select({
      id: auditLog.id,
      operatorEmail: auditLog.operatorEmail,
      action: auditLog.action,
      entityKind: auditLog.entityKind,
      entityCode: auditLog.entityCode,
      before: auditLog.before,
      after: auditLog.after,
      at: auditLog.at,
    })
    .from(auditLog)
    .where(
      entity
        ? and(eq(auditLog.entityKind, entity.kind), eq(auditLog.entityCode, entity.code))
        : undefined,
    )
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(Math.min(limit, AUDIT_PAGE_SIZE));
}
