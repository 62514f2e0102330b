/**
 * The ways into a session (accounts spec §4 Session, §7 Login): visitor, password, SSO.
 * Each returns a freshly issued token; a login revokes the caller's previous session
 * (token rotation), so a token seen before login is useless after it.
 */
import { eq, lte, sql } from "drizzle-orm";
import type { Db } from "@/lib/db/connect";
import { customers, ssoTokenUses } from "@/lib/db/schema";
import {
  REMEMBER_ME_TOKEN_LIFETIME_SECONDS,
  TOKEN_LIFETIME_SECONDS,
  VISITOR_TOKEN_LIFETIME_SECONDS,
} from "./constants";
import { toSessionCustomer, type SessionCustomer } from "./customer";
import { burnPasswordCheck, verifyPassword } from "./passwords";
import { issueSession, revokeSession, type IssuedSession } from "./sessions";
import { verifySsoToken } from "./sso-token";
import { generateUserCode, hashToken } from "./tokens";

export interface LoginSuccess {
  ok: true;
  session: IssuedSession;
  customer: SessionCustomer;
}

/** Codes of expected login failures; messages come from the text bundles at the API edge. */
export const LOGIN_FAILURE_CODES = {
  /** accounts §8: "Code 00510950027 is an incorrect-password style error." */
  ACCOUNT_OR_PASSWORD_MISMATCH: "00510950027",
  /** accounts §8 Login: "empty or wrong verification code". */
  IMAGE_VERIFY_CODE_INVALID: "IMAGE_VERIFY_CODE_INVALID",
  SSO_DISABLED: "SSO_DISABLED",
  SSO_TOKEN_INVALID: "SSO_TOKEN_INVALID",
  SSO_TOKEN_EXPIRED: "SSO_TOKEN_EXPIRED",
  SSO_UNKNOWN_MEMBER: "SSO_UNKNOWN_MEMBER",
  /** A token already used once (replay; docs/adr/0024). */
  SSO_TOKEN_USED: "SSO_TOKEN_USED",
} as const;
export const IMAGE_VERIFY_CODE_INVALID = LOGIN_FAILURE_CODES.IMAGE_VERIFY_CODE_INVALID;
export type LoginFailureCode = (typeof LOGIN_FAILURE_CODES)[keyof typeof LOGIN_FAILURE_CODES];
export interface LoginFailure {
  ok: false;
  code: LoginFailureCode;
  field?: string;
}

export async function visitorLogin(db: Db, now: Date): Promise<LoginSuccess> {
  const [row] = await db
    .insert(customers)
    .values({ userCode: generateUserCode(), isVisitor: true, createdAt: now })
    .returning();
  if (!row) throw new Error("visitor insert returned no row");
  const session = await issueSession(db, {
    customerId: row.id,
    kind: "visitor",
    lifetimeSeconds: VISITOR_TOKEN_LIFETIME_SECONDS,
    now,
  });
  return { ok: true, session, customer: toSessionCustomer(row) };
}

export interface PasswordLoginInput {
  /** The e-mail, or the mobile in the spec's "+852 12345678" form. */
  account: string;
  password: string;
  rememberMe: boolean;
  /** The caller's current session, revoked on success (rotation). */
  previousSessionId?: string;
}

export async function findMemberByAccount(db: Db, account: string) {
  const normalised = account.trim();
  const byEmail = normalised.includes("@");
  const rows = await db
    .select()
    .from(customers)
    .where(
      byEmail
        ? sql`lower(${customers.email}) = lower(${normalised}) and ${customers.isVisitor} = false`
        : sql`${customers.mobile} = ${normalised} and ${customers.isVisitor} = false`,
    )
    .limit(1);
  return rows[0];
}

export async function startMemberSession(
  db: Db,
  member: typeof customers.$inferSelect,
  lifetimeSeconds: number,
  previousSessionId: string | undefined,
  now: Date,
): Promise<LoginSuccess> {
  if (previousSessionId) await revokeSession(db, previousSessionId, "rotated", now);
  const session = await issueSession(db, {
    customerId: member.id,
    kind: "member",
    lifetimeSeconds,
    now,
  });
  return { ok: true, session, customer: toSessionCustomer(member) };
}

export async function passwordLogin(
  db: Db,
  input: PasswordLoginInput,
  now: Date,
): Promise<LoginSuccess | LoginFailure> {
  const member = await findMemberByAccount(db, input.account);
  if (!member?.passwordHash) {
    await burnPasswordCheck(input.password);
    return { ok: false, code: LOGIN_FAILURE_CODES.ACCOUNT_OR_PASSWORD_MISMATCH, field: "password" };
  }
  if (!(await verifyPassword(member.passwordHash, input.password))) {
    return { ok: false, code: LOGIN_FAILURE_CODES.ACCOUNT_OR_PASSWORD_MISMATCH, field: "password" };
  }
  const lifetime = input.rememberMe ? REMEMBER_ME_TOKEN_LIFETIME_SECONDS : TOKEN_LIFETIME_SECONDS;
  return startMemberSession(db, member, lifetime, input.previousSessionId, now);
}

export async function ssoLogin(
  db: Db,
  input: { ssoToken: string; ssoSecret: string | undefined; previousSessionId?: string },
  now: Date,
): Promise<LoginSuccess | LoginFailure> {
  if (!input.ssoSecret) return { ok: false, code: LOGIN_FAILURE_CODES.SSO_DISABLED };
  const verified = verifySsoToken(input.ssoToken, input.ssoSecret, now);
  if (!verified.ok) {
    return {
      ok: false,
      code:
        verified.reason === "expired"
          ? LOGIN_FAILURE_CODES.SSO_TOKEN_EXPIRED
          : LOGIN_FAILURE_CODES.SSO_TOKEN_INVALID,
    };
  }
  const member = await findMemberByAccount(db, verified.email);
  if (!member) return { ok: false, code: LOGIN_FAILURE_CODES.SSO_UNKNOWN_MEMBER };
  // One use per token: the insert and the session share a transaction, so two browsers racing
  // with the same link get one session, and a failure after the insert leaves the token unused.
  // Spent tokens are kept only while they could still be replayed; an expired one is refused
  // before this table is asked, so its row can go.
  await db.delete(ssoTokenUses).where(lte(ssoTokenUses.expiresAt, now));
  return db.transaction(async (tx) => {
    const used = await tx
      .insert(ssoTokenUses)
      .values({ tokenHash: hashToken(input.ssoToken), expiresAt: verified.expiresAt, usedAt: now })
      .onConflictDoNothing()
      .returning({ tokenHash: ssoTokenUses.tokenHash });
    if (used.length === 0) return { ok: false, code: LOGIN_FAILURE_CODES.SSO_TOKEN_USED } as const;
    return startMemberSession(tx, member, TOKEN_LIFETIME_SECONDS, input.previousSessionId, now);
  });
}

export async function findCustomerById(db: Db, id: string): Promise<SessionCustomer | undefined> {
  const [row] = await db.select().from(customers).where(eq(customers.id, id)).limit(1);
  return row ? toSessionCustomer(row) : undefined;
}
