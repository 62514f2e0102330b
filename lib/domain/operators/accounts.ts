/**
 * Operator accounts and sign-in (issue 16 part 6: "a separate sign-in for staff accounts with an
 * operator role"; docs/adr/0037). Passwords are argon2id like shoppers' (accounts/passwords.ts);
 * failed sign-ins are counted in the shared rate-limit store, per e-mail and per address, and
 * past the limit sign-in is refused for the window whatever the password.
 */
import { eq, sql } from "drizzle-orm";
import type { Db } from "@/lib/db/connect";
import { operators } from "@/lib/db/schema";
import { burnPasswordCheck, hashPassword, verifyPassword } from "@/lib/domain/accounts/passwords";
import type { RateLimitStore } from "@/lib/domain/rate-limit/store";
import { isValidEmail } from "@/lib/domain/validation/email";
import { writeAudit } from "./audit";
import {
  OPERATOR_ERROR_CODES,
  OPERATOR_PASSWORD_MAX_LENGTH,
  OPERATOR_PASSWORD_MIN_LENGTH,
  OPERATOR_ROLES,
  OPERATOR_SIGN_IN_FAILURES_PER_ACCOUNT,
  OPERATOR_SIGN_IN_FAILURES_PER_CLIENT,
  OPERATOR_SIGN_IN_WINDOW_SECONDS,
} from "./constants";
import type { OperatorRole } from "./roles";
import { issueOperatorSession, type IssuedOperatorSession, type SessionOperator } from "./sessions";

const normalEmail = (email: string) => email.trim().toLowerCase();

export function isOperatorRole(value: string): value is OperatorRole {
  return (OPERATOR_ROLES as readonly string[]).includes(value);
}

export type OperatorAddResult =
  | { ok: true; operator: SessionOperator }
  | { ok: false; problem: "email" | "password" | "role" | "taken" };

/** Adds an operator (the seed, `npm run ops -- operator-add`); an existing e-mail is `taken`. */
export async function addOperator(
  db: Db,
  input: { email: string; password: string; role: string },
  now: Date,
): Promise<OperatorAddResult> {
  const email = normalEmail(input.email);
  if (!isValidEmail(email)) return { ok: false, problem: "email" };
  if (
    input.password.length < OPERATOR_PASSWORD_MIN_LENGTH ||
    input.password.length > OPERATOR_PASSWORD_MAX_LENGTH
  ) {
    return { ok: false, problem: "password" };
  }
  if (!isOperatorRole(input.role)) return { ok: false, problem: "role" };
  const [row] = await db
    .insert(operators)
    .values({
      email,
      passwordHash: await hashPassword(input.password),
      role: input.role,
      createdAt: now,
    })
    .onConflictDoNothing()
    .returning({ id: operators.id, email: operators.email, role: operators.role });
  return row ? { ok: true, operator: row } : { ok: false, problem: "taken" };
}

const accountKey = (email: string) => `ops-sign-in:account:${email}`;
const clientKey = (client: string) => `ops-sign-in:client:${client}`;

export type OperatorSignInResult =
  | { ok: true; operator: SessionOperator; session: IssuedOperatorSession }
  | {
      ok: false;
      code: typeof OPERATOR_ERROR_CODES.BAD_CREDENTIALS | typeof OPERATOR_ERROR_CODES.THROTTLED;
    };

export async function signInOperator(
  db: Db,
  limits: RateLimitStore,
  input: { email: string; password: string; clientKey: string },
  now: Date,
): Promise<OperatorSignInResult> {
  const email = normalEmail(input.email);
  const [byAccount, byClient] = await Promise.all([
    limits.count(accountKey(email), OPERATOR_SIGN_IN_WINDOW_SECONDS, now),
    limits.count(clientKey(input.clientKey), OPERATOR_SIGN_IN_WINDOW_SECONDS, now),
  ]);
  if (
    byAccount >= OPERATOR_SIGN_IN_FAILURES_PER_ACCOUNT ||
    byClient >= OPERATOR_SIGN_IN_FAILURES_PER_CLIENT
  ) {
    return { ok: false, code: OPERATOR_ERROR_CODES.THROTTLED };
  }
  const [operator] = await db
    .select()
    .from(operators)
    .where(eq(sql`lower(${operators.email})`, email))
    .limit(1);
  const passwordOk = operator
    ? await verifyPassword(operator.passwordHash, input.password)
    : (await burnPasswordCheck(input.password), false);
  if (!operator || !passwordOk || operator.disabled) {
    await limits.hit(accountKey(email), OPERATOR_SIGN_IN_WINDOW_SECONDS, now);
    await limits.hit(clientKey(input.clientKey), OPERATOR_SIGN_IN_WINDOW_SECONDS, now);
    await writeAudit(
      db,
      { id: operator?.id ?? null, email },
      {
        action: "operator.signInRefused",
        entityKind: "operator",
        entityCode: email,
        before: null,
        after: null,
      },
      now,
    );
    return { ok: false, code: OPERATOR_ERROR_CODES.BAD_CREDENTIALS };
  }
  await limits.reset(accountKey(email));
  const session = await issueOperatorSession(db, operator.id, now);
  const signedIn = { id: operator.id, email: operator.email, role: operator.role };
  await writeAudit(
    db,
    signedIn,
    {
      action: "operator.signIn",
      entityKind: "operator",
      entityCode: email,
      before: null,
      after: { role: operator.role },
    },
    now,
  );
  return { ok: true, operator: signedIn, session };
}
