/**
 * Member sign-up, password reset and password change (accounts spec §4 Session: "Login,
 * registration, reset password and SSO set visitor false and store the token"; §5; §7 Register
 * and reset password; issue 14 items 2 and 4). Input arrives already parsed by the shared zod
 * schemas in registration-rules.ts.
 */
import { eq } from "drizzle-orm";
import type { Db } from "@/lib/db/connect";
import { customers } from "@/lib/db/schema";
import { isUniqueViolation } from "@/lib/db/errors";
import { creditReferral } from "@/lib/domain/loyalty/go-dollar";
import { ACCOUNT_ERROR_CODES, TOKEN_LIFETIME_SECONDS } from "./constants";
import { findMemberByAccount, startMemberSession, type LoginSuccess } from "./login";
import { hashPassword, verifyPassword } from "./passwords";
import {
  addressOf,
  type CodeAddress,
  type RegisterValues,
  type ResetPasswordValues,
} from "./registration-rules";
import { revokeOtherSessions } from "./sessions";
import { generateUserCode } from "./tokens";
import { checkVerificationCode, consumeVerificationCode } from "./verification-codes";

export interface AccountFailure {
  ok: false;
  code: (typeof ACCOUNT_ERROR_CODES)[keyof typeof ACCOUNT_ERROR_CODES];
  field?: string;
}

const codeInvalid: AccountFailure = {
  ok: false,
  code: ACCOUNT_ERROR_CODES.VERIFY_CODE_INVALID,
  field: "verifyCode",
};

/** accounts §5: "e-mail already used", "phone already registered". */
export function alreadyRegistered(value: CodeAddress): AccountFailure {
  return value.method === "email"
    ? { ok: false, code: ACCOUNT_ERROR_CODES.EMAIL_ALREADY_USED, field: "email" }
    : { ok: false, code: ACCOUNT_ERROR_CODES.PHONE_ALREADY_REGISTERED, field: "mobile" };
}

/** accounts §5: "phone not registered" (and its e-mail counterpart, for reset). */
export function notRegistered(value: CodeAddress): AccountFailure {
  return value.method === "email"
    ? { ok: false, code: ACCOUNT_ERROR_CODES.EMAIL_NOT_REGISTERED, field: "email" }
    : { ok: false, code: ACCOUNT_ERROR_CODES.PHONE_NOT_REGISTERED, field: "mobile" };
}

export async function registerMember(
  db: Db,
  values: RegisterValues,
  options: { previousSessionId?: string },
  now: Date,
): Promise<LoginSuccess | AccountFailure> {
  const address = addressOf(values);
  if (await findMemberByAccount(db, address)) return alreadyRegistered(values);
  const checked = await checkVerificationCode(
    db,
    { purpose: "REGISTER", address, code: values.verifyCode },
    now,
  );
  if (!checked.ok) return codeInvalid;
  const passwordHash = await hashPassword(values.password);
  const created = await db
    .transaction(async (tx) => {
      if (!(await consumeVerificationCode(tx, checked.id, now))) return codeInvalid;
      const [row] = await tx
        .insert(customers)
        .values({
          userCode: generateUserCode(),
          isVisitor: false,
          email: values.method === "email" ? address : null,
          mobile: values.method === "mobile" ? address : null,
          passwordHash,
          firstName: values.firstName,
          lastName: values.lastName,
          title: values.title,
          gender: values.gender,
          birthMonth: values.birthMonth,
          countryCode: values.countryCode,
          referredBy: values.referralCode || null,
          createdAt: now,
        })
        .returning();
      if (!row) throw new Error("member insert returned no row");
      // accounts §9: "10 per referral, up to 50 referrals"; an unknown code earns nothing.
      if (row.referredBy) {
        await creditReferral(tx, { referrerUserCode: row.referredBy, newCustomerId: row.id, now });
      }
      return row;
    })
    .catch((error: unknown) => {
      // Two sign-ups for one address at once: the unique index refuses the second.
      if (isUniqueViolation(error)) return alreadyRegistered(values);
      throw error;
    });
  if ("ok" in created) return created;
  return startMemberSession(db, created, TOKEN_LIFETIME_SECONDS, options.previousSessionId, now);
}

/** Sets a new password with a RESET_PASSWORD code; every session of the member is revoked. */
export async function resetPassword(
  db: Db,
  values: ResetPasswordValues,
  options: { previousSessionId?: string },
  now: Date,
): Promise<LoginSuccess | AccountFailure> {
  const address = addressOf(values);
  const member = await findMemberByAccount(db, address);
  if (!member) return notRegistered(values);
  const checked = await checkVerificationCode(
    db,
    { purpose: "RESET_PASSWORD", address, code: values.verifyCode },
    now,
  );
  if (!checked.ok) return codeInvalid;
  const passwordHash = await hashPassword(values.password);
  const done = await db.transaction(async (tx) => {
    if (!(await consumeVerificationCode(tx, checked.id, now))) return false;
    await tx.update(customers).set({ passwordHash }).where(eq(customers.id, member.id));
    await revokeOtherSessions(tx, { customerId: member.id, reason: "password-reset" }, now);
    return true;
  });
  if (!done) return codeInvalid;
  return startMemberSession(
    db,
    { ...member, passwordHash },
    TOKEN_LIFETIME_SECONDS,
    options.previousSessionId,
    now,
  );
}

/**
 * accounts §5: "The new password cannot equal the old one; a wrong old password is rejected."
 * Every other session of the member is revoked; the caller's stays.
 */
export async function updatePassword(
  db: Db,
  input: { customerId: string; sessionId: string; oldPassword: string; newPassword: string },
  now: Date,
): Promise<{ ok: true; revokedSessions: number } | AccountFailure> {
  const [member] = await db
    .select()
    .from(customers)
    .where(eq(customers.id, input.customerId))
    .limit(1);
  if (!member?.passwordHash || !(await verifyPassword(member.passwordHash, input.oldPassword))) {
    return { ok: false, code: ACCOUNT_ERROR_CODES.OLD_PASSWORD_WRONG, field: "oldPassword" };
  }
  if (input.oldPassword === input.newPassword) {
    return { ok: false, code: ACCOUNT_ERROR_CODES.NEW_PASSWORD_SAME_AS_OLD, field: "password" };
  }
  const passwordHash = await hashPassword(input.newPassword);
  const revokedSessions = await db.transaction(async (tx) => {
    await tx.update(customers).set({ passwordHash }).where(eq(customers.id, member.id));
    return revokeOtherSessions(
      tx,
      { customerId: member.id, keepSessionId: input.sessionId, reason: "password-changed" },
      now,
    );
  });
  return { ok: true, revokedSessions };
}
