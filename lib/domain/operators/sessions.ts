/**
 * Operator sessions (docs/adr/0037): opaque tokens like shoppers' (accounts/tokens.ts), stored
 * hashed in their own table, resolved against the database on every call, so signing out,
 * disabling an operator or changing a role takes effect at once.
 */
import { and, eq, isNull } from "drizzle-orm";
import type { Db } from "@/lib/db/connect";
import { operators, operatorSessions } from "@/lib/db/schema";
import { generateToken, hashToken } from "@/lib/domain/accounts/tokens";
import { OPERATOR_SESSION_LIFETIME_SECONDS } from "./constants";
import type { OperatorRole } from "./roles";

export interface SessionOperator {
  id: string;
  email: string;
  role: OperatorRole;
}

export interface IssuedOperatorSession {
  token: string;
  expiresAt: Date;
  lifetimeSeconds: number;
}

export async function issueOperatorSession(
  db: Db,
  operatorId: string,
  now: Date,
): Promise<IssuedOperatorSession> {
  const token = generateToken();
  const lifetimeSeconds = OPERATOR_SESSION_LIFETIME_SECONDS;
  const expiresAt = new Date(now.getTime() + lifetimeSeconds * 1000);
  await db.insert(operatorSessions).values({
    tokenHash: hashToken(token),
    operatorId,
    expiresAt,
    createdAt: now,
  });
  return { token, expiresAt, lifetimeSeconds };
}

/** The operator of a live session, or null (unknown, expired, revoked, or operator disabled). */
export async function resolveOperatorSession(
  db: Db,
  token: string,
  now: Date,
): Promise<(SessionOperator & { sessionId: string }) | null> {
  const [row] = await db
    .select({
      sessionId: operatorSessions.id,
      expiresAt: operatorSessions.expiresAt,
      revokedAt: operatorSessions.revokedAt,
      id: operators.id,
      email: operators.email,
      role: operators.role,
      disabled: operators.disabled,
    })
    .from(operatorSessions)
    .innerJoin(operators, eq(operators.id, operatorSessions.operatorId))
    .where(eq(operatorSessions.tokenHash, hashToken(token)))
    .limit(1);
  if (!row || row.revokedAt || row.disabled) return null;
  if (row.expiresAt.getTime() <= now.getTime()) return null;
  return { sessionId: row.sessionId, id: row.id, email: row.email, role: row.role };
}

export async function revokeOperatorSession(db: Db, sessionId: string, now: Date): Promise<void> {
  await db
    .update(operatorSessions)
    .set({ revokedAt: now })
    .where(and(eq(operatorSessions.id, sessionId), isNull(operatorSessions.revokedAt)));
}
