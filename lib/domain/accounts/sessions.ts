/**
 * Sessions: issue, resolve and revoke opaque tokens (accounts spec §4 Session).
 * The database is the authority; the signed kind cookie only lets middleware route.
 */
import { and, eq, isNull, ne } from "drizzle-orm";
import type { Db, Tx } from "@/lib/db/connect";
import { customers, sessions } from "@/lib/db/schema";
import { AUTH_ERROR_CODES } from "./constants";
import { generateToken, hashToken } from "./tokens";
import { toSessionCustomer, type SessionCustomer } from "./customer";

export type SessionKind = "visitor" | "member";

export interface IssuedSession {
  token: string;
  kind: SessionKind;
  expiresAt: Date;
  lifetimeSeconds: number;
}

export interface ResolvedSession {
  sessionId: string;
  kind: SessionKind;
  expiresAt: Date;
  scopeOrderCode: string | null;
  customer: SessionCustomer;
}

export type SessionFailure =
  | { ok: false; code: typeof AUTH_ERROR_CODES.UNAUTHENTICATED; reason: "unknown-token" }
  | { ok: false; code: typeof AUTH_ERROR_CODES.TOKEN_EXPIRED; reason: "expired" }
  | { ok: false; code: typeof AUTH_ERROR_CODES.TOKEN_REVOKED; reason: "revoked" };

export async function issueSession(
  db: Db,
  input: {
    customerId: string;
    kind: SessionKind;
    lifetimeSeconds: number;
    now: Date;
    scopeOrderCode?: string;
  },
): Promise<IssuedSession> {
  const token = generateToken();
  const expiresAt = new Date(input.now.getTime() + input.lifetimeSeconds * 1000);
  await db.insert(sessions).values({
    tokenHash: hashToken(token),
    customerId: input.customerId,
    kind: input.kind,
    scopeOrderCode: input.scopeOrderCode ?? null,
    expiresAt,
    createdAt: input.now,
  });
  return { token, kind: input.kind, expiresAt, lifetimeSeconds: input.lifetimeSeconds };
}

export async function resolveSession(
  db: Db,
  token: string,
  now: Date,
): Promise<({ ok: true } & ResolvedSession) | SessionFailure> {
  const rows = await db
    .select({ session: sessions, customer: customers })
    .from(sessions)
    .innerJoin(customers, eq(customers.id, sessions.customerId))
    .where(eq(sessions.tokenHash, hashToken(token)))
    .limit(1);
  const row = rows[0];
  if (!row) return { ok: false, code: AUTH_ERROR_CODES.UNAUTHENTICATED, reason: "unknown-token" };
  if (row.session.revokedAt) {
    return { ok: false, code: AUTH_ERROR_CODES.TOKEN_REVOKED, reason: "revoked" };
  }
  if (row.session.expiresAt.getTime() <= now.getTime()) {
    return { ok: false, code: AUTH_ERROR_CODES.TOKEN_EXPIRED, reason: "expired" };
  }
  return {
    ok: true,
    sessionId: row.session.id,
    kind: row.session.kind,
    expiresAt: row.session.expiresAt,
    scopeOrderCode: row.session.scopeOrderCode,
    customer: toSessionCustomer(row.customer),
  };
}

export async function revokeSession(
  db: Db,
  sessionId: string,
  reason: "logout" | "rotated",
  now: Date,
): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now, revokedReason: reason })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/**
 * Revokes every live session of a member except `keepSessionId` (issue 14 item 4: "every other
 * session of the member revoked on reset and on change").
 */
export async function revokeOtherSessions(
  db: Db | Tx,
  input: {
    customerId: string;
    keepSessionId?: string;
    reason: "password-reset" | "password-changed";
  },
  now: Date,
): Promise<number> {
  const rows = await db
    .update(sessions)
    .set({ revokedAt: now, revokedReason: input.reason })
    .where(
      and(
        eq(sessions.customerId, input.customerId),
        isNull(sessions.revokedAt),
        input.keepSessionId ? ne(sessions.id, input.keepSessionId) : undefined,
      ),
    )
    .returning({ id: sessions.id });
  return rows.length;
}
