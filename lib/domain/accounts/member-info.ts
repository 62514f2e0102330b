/**
 * A member's profile beyond the session view (accounts §3 Customer: accountInfo, gwpMemberInfo)
 * and its update (§7 updateMemberInfo / updateMember; §5 "Birthday must be valid and cannot be
 * changed once confirmed"). Always keyed by the session's own customer id: no caller can name
 * another member. Input arrives parsed by memberInfoSchema (registration-rules.ts).
 */
import { and, eq } from "drizzle-orm";
import type { Db } from "@/lib/db/connect";
import { customers } from "@/lib/db/schema";
import { ACCOUNT_ERROR_CODES } from "./constants";
import { birthMonthOf, type MemberInfoValues } from "./registration-rules";

export interface MemberProfile {
  title: string | null;
  firstName: string | null;
  lastName: string | null;
  nickName: string | null;
  gender: string | null;
  birthMonth: number | null;
  /** YYYY-MM-DD; once set it never changes. */
  birthday: string | null;
  countryCode: string | null;
  email: string | null;
  mobile: string | null;
  staffCode: string | null;
  staffName: string | null;
}

export type UpdateMemberInfoResult =
  { ok: true; profile: MemberProfile } | { ok: false; code: string; field: string };

/** The profile of a member; null for a visitor or an unknown id. */
export async function loadMemberProfile(
  db: Pick<Db, "select">,
  customerId: string,
): Promise<MemberProfile | null> {
  const [row] = await db
    .select()
    .from(customers)
    .where(and(eq(customers.id, customerId), eq(customers.isVisitor, false)))
    .limit(1);
  if (!row) return null;
  return {
    title: row.title,
    firstName: row.firstName,
    lastName: row.lastName,
    nickName: row.nickName,
    gender: row.gender,
    birthMonth: row.birthMonth,
    birthday: row.birthday,
    countryCode: row.countryCode,
    email: row.email,
    mobile: row.mobile,
    staffCode: row.staffCode,
    staffName: row.staffName,
  };
}

/** accounts §3 "name": first and last name as the sign-up form asks them; null when neither. */
export function fullName(person: { firstName: string | null; lastName: string | null }) {
  return [person.firstName, person.lastName].filter(Boolean).join(" ") || null;
}

/**
 * Changes only the given fields. A birthday, once set, is fixed: a different birthday, or a
 * birth month that does not match it, is refused and nothing changes. Setting the birthday also
 * sets the birth month (the two never disagree). Row-locked, so two tabs cannot both set it.
 */
export async function updateMemberInfo(
  db: Db,
  customerId: string,
  values: MemberInfoValues,
): Promise<UpdateMemberInfoResult> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ birthday: customers.birthday })
      .from(customers)
      .where(and(eq(customers.id, customerId), eq(customers.isVisitor, false)))
      .for("update")
      .limit(1);
    // The caller's session said member; a row gone since is not this function's case to explain.
    if (!row) throw new Error("member not found");
    const locked = row.birthday;
    if (locked !== null && values.birthday !== undefined && values.birthday !== locked)
      return { ok: false, code: ACCOUNT_ERROR_CODES.BIRTHDAY_LOCKED, field: "birthday" };
    if (
      locked !== null &&
      values.birthMonth !== undefined &&
      values.birthMonth !== birthMonthOf(locked)
    )
      return { ok: false, code: ACCOUNT_ERROR_CODES.BIRTHDAY_LOCKED, field: "birthMonth" };

    const patch: Partial<typeof customers.$inferInsert> = {};
    if (values.title !== undefined) patch.title = values.title;
    if (values.firstName !== undefined) patch.firstName = values.firstName;
    if (values.lastName !== undefined) patch.lastName = values.lastName;
    if (values.nickName !== undefined) patch.nickName = values.nickName || null;
    if (values.gender !== undefined) patch.gender = values.gender;
    if (values.birthMonth !== undefined) patch.birthMonth = values.birthMonth;
    if (values.birthday !== undefined && locked === null) {
      patch.birthday = values.birthday;
      patch.birthMonth = birthMonthOf(values.birthday);
    }
    if (Object.keys(patch).length > 0)
      await tx.update(customers).set(patch).where(eq(customers.id, customerId));
    const profile = await loadMemberProfile(tx, customerId);
    if (!profile) throw new Error("member not found");
    return { ok: true, profile };
  });
}
