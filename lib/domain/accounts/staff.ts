/**
 * Staff sign-up (accounts §4 Session "Sign-up types: memberSignUp and staffSignUp", §5, §6 Staff;
 * issue 14 item 2; docs/adr/0027): a staff code plus surname that match an active row of the
 * staff register make the member staff — staffCode, staffName, the STAFF level and so the STAFF
 * badge. A code belongs to one member. Wrong pairs are counted per member and per address in
 * the rate-limit store, so the register cannot be walked by guessing.
 */
import { and, eq, sql } from "drizzle-orm";
import type { Db, Tx } from "@/lib/db/connect";
import { customers, staffRegister } from "@/lib/db/schema";
import { isUniqueViolation } from "@/lib/db/errors";
import type { RateLimitStore } from "@/lib/domain/rate-limit/store";
import {
  ACCOUNT_ERROR_CODES,
  STAFF_LEVEL_CODE,
  STAFF_SIGN_UP_FAILURE_WINDOW_SECONDS,
  STAFF_SIGN_UP_FAILURES_PER_WINDOW,
} from "./constants";
import { toSessionCustomer, type SessionCustomer } from "./customer";
import { normalStaffCode, normalSurname, type StaffSignUpValues } from "./staff-rules";

export type StaffFailure = {
  ok: false;
  code:
    | typeof ACCOUNT_ERROR_CODES.STAFF_NOT_MATCHED
    | typeof ACCOUNT_ERROR_CODES.STAFF_CODE_TAKEN
    | typeof ACCOUNT_ERROR_CODES.STAFF_TOO_MANY_TRIES;
  field: string;
};

export interface StaffMatch {
  ok: true;
  staffCode: string;
  staffName: string;
}

const notMatched: StaffFailure = {
  ok: false,
  code: ACCOUNT_ERROR_CODES.STAFF_NOT_MATCHED,
  field: "staffCode",
};
const taken: StaffFailure = {
  ok: false,
  code: ACCOUNT_ERROR_CODES.STAFF_CODE_TAKEN,
  field: "staffCode",
};
const tooMany: StaffFailure = {
  ok: false,
  code: ACCOUNT_ERROR_CODES.STAFF_TOO_MANY_TRIES,
  field: "staffCode",
};

/** Who is guessing: the member when there is one, and always the client's address. */
export interface StaffThrottleKeys {
  customerId?: string;
  clientKey: string;
}

const throttleKeys = (keys: StaffThrottleKeys) => [
  `staff:client:${keys.clientKey}`,
  ...(keys.customerId ? [`staff:member:${keys.customerId}`] : []),
];

async function throttled(limits: RateLimitStore, keys: StaffThrottleKeys, now: Date) {
  const counts = await Promise.all(
    throttleKeys(keys).map((key) => limits.count(key, STAFF_SIGN_UP_FAILURE_WINDOW_SECONDS, now)),
  );
  return counts.some((count) => count >= STAFF_SIGN_UP_FAILURES_PER_WINDOW);
}

async function recordMiss(limits: RateLimitStore, keys: StaffThrottleKeys, now: Date) {
  for (const key of throttleKeys(keys))
    await limits.hit(key, STAFF_SIGN_UP_FAILURE_WINDOW_SECONDS, now);
}

/**
 * The register row for this pair, locked until the transaction ends so that two sign-ups with
 * one code are decided one after the other; not matched, taken, or the row's staff name.
 */
export async function matchStaffRegister(
  tx: Tx,
  values: StaffSignUpValues,
  forCustomerId: string | null,
): Promise<StaffMatch | StaffFailure> {
  const [row] = await tx
    .select()
    .from(staffRegister)
    .where(
      and(
        eq(staffRegister.staffCode, normalStaffCode(values.staffCode)),
        eq(staffRegister.active, true),
      ),
    )
    .for("update");
  if (!row || normalSurname(row.surname) !== normalSurname(values.surname)) return notMatched;
  const [holder] = await tx
    .select({ id: customers.id })
    .from(customers)
    .where(eq(customers.staffCode, row.staffCode));
  if (holder && holder.id !== forCustomerId) return taken;
  return { ok: true, staffCode: row.staffCode, staffName: row.staffName };
}

/**
 * Checks the throttle, runs `decide` (which matches the register inside the caller's
 * transaction) and counts a miss. Both sign-up paths go through here.
 */
export async function throttledStaffCheck<T extends { ok: boolean }>(
  limits: RateLimitStore,
  keys: StaffThrottleKeys,
  now: Date,
  decide: () => Promise<T | StaffFailure>,
): Promise<T | StaffFailure> {
  if (await throttled(limits, keys, now)) return tooMany;
  const result = await decide();
  if (!result.ok && "code" in result && result.code === ACCOUNT_ERROR_CODES.STAFF_NOT_MATCHED) {
    await recordMiss(limits, keys, now);
  }
  return result;
}

/** The staff fields a matched pair writes on the member. */
export function staffFields(match: StaffMatch) {
  return { staffCode: match.staffCode, staffName: match.staffName, levelCode: STAFF_LEVEL_CODE };
}

/** A signed-in member links a staff code to their account. */
export async function becomeStaff(
  db: Db,
  limits: RateLimitStore,
  input: { customerId: string; clientKey: string; values: StaffSignUpValues },
  now: Date,
): Promise<{ ok: true; customer: SessionCustomer } | StaffFailure> {
  return throttledStaffCheck(limits, input, now, () =>
    db.transaction(async (tx) => {
      const match = await matchStaffRegister(tx, input.values, input.customerId);
      if (!match.ok) return match;
      const [row] = await tx
        .update(customers)
        .set(staffFields(match))
        .where(and(eq(customers.id, input.customerId), sql`${customers.isVisitor} = false`))
        .returning();
      if (!row) return notMatched;
      return { ok: true as const, customer: toSessionCustomer(row) };
    }),
  ).catch((error: unknown) => {
    // Two members binding one code at once: the unique index refuses the second.
    if (isUniqueViolation(error)) return taken;
    throw error;
  });
}
