/**
 * Guest order lookup (accounts §4, §5 Guest order lookup; shopping §8 guest-lookup rules):
 * order code plus e-mail give a short-lived token scoped to that one order. Attempts are limited
 * per client and per order code, so codes cannot be guessed by trying; a wrong pair answers the
 * same whether the code exists or not.
 */
import { sql } from "drizzle-orm";
import type { Db } from "@/lib/db/connect";
import { issueSession } from "@/lib/domain/accounts/sessions";
import { queryRows } from "@/lib/domain/catalog/sql-rows";
import { ORDER_ERROR_CODES, VISITOR_ORDER_TOKEN_SECONDS } from "./constants";

/** Not in the spec (docs/adr/0014): attempts allowed per window. */
const WINDOW_MS = 15 * 60_000;
const MAX_PER_CLIENT = 20;
const MAX_PER_ORDER_CODE = 5;

const attempts = new Map<string, number[]>();

function allow(key: string, max: number, now: number): boolean {
  const recent = (attempts.get(key) ?? []).filter((time) => now - time < WINDOW_MS);
  if (recent.length >= max) {
    attempts.set(key, recent);
    return false;
  }
  recent.push(now);
  attempts.set(key, recent);
  if (attempts.size > 10_000) attempts.delete(attempts.keys().next().value as string);
  return true;
}

export async function queryVisitorToken(
  db: Db,
  input: { orderCode: string; email: string; clientKey: string },
  now: Date,
): Promise<{ ok: true; token: string; expiresAt: Date } | { ok: false; code: string }> {
  const code = input.orderCode.trim().toUpperCase();
  const email = input.email.trim().toLowerCase();
  if (
    !allow(`client:${input.clientKey}`, MAX_PER_CLIENT, now.getTime()) ||
    !allow(`order:${code}`, MAX_PER_ORDER_CODE, now.getTime())
  )
    return { ok: false, code: ORDER_ERROR_CODES.LOOKUP_TOO_MANY };
  if (!code || !email || code.length > 40 || email.length > 254)
    return { ok: false, code: ORDER_ERROR_CODES.LOOKUP_INCORRECT };
  const [order] = await queryRows<{ customer_id: string }>(
    db,
    sql`select customer_id from orders where code = ${code} and lower(email) = ${email} and checkout_kind = 'GUEST'`,
  );
  if (!order) return { ok: false, code: ORDER_ERROR_CODES.LOOKUP_INCORRECT };
  const session = await issueSession(db, {
    customerId: order.customer_id,
    kind: "visitor",
    lifetimeSeconds: VISITOR_ORDER_TOKEN_SECONDS,
    now,
    scopeOrderCode: code,
  });
  return { ok: true, token: session.token, expiresAt: session.expiresAt };
}

/** For tests: forget the attempt counters. */
export function resetLookupAttempts(): void {
  attempts.clear();
}
