/**
 * Guest order lookup (accounts §4, §5 Guest order lookup; shopping §8 guest-lookup rules):
 * order code plus e-mail give a short-lived token scoped to that one order. Failed attempts are
 * limited per client and per client and order code, so codes cannot be guessed by trying; a wrong pair answers the
 * same whether the code exists or not.
 */
import { sql } from "drizzle-orm";
import type { Db } from "@/lib/db/connect";
import { issueSession } from "@/lib/domain/accounts/sessions";
import type { RateLimitStore } from "@/lib/domain/rate-limit/store";
import { queryRows } from "@/lib/domain/catalog/sql-rows";
import { ORDER_ERROR_CODES, VISITOR_ORDER_TOKEN_SECONDS } from "./constants";

/**
 * Not in the spec (docs/adr/0014, 0020): only FAILED lookups count, keyed by client address plus
 * order code, so a guesser elsewhere cannot lock the real guest out and a success never counts.
 */
const WINDOW_SECONDS = 15 * 60;
const MAX_FAILED_PER_CLIENT = 20;
const MAX_FAILED_PER_CLIENT_AND_CODE = 5;

const clientKeyOf = (clientKey: string) => `lookup:client:${clientKey}`;
const pairKeyOf = (clientKey: string, code: string) => `lookup:pair:${clientKey}:${code}`;

export async function queryVisitorToken(
  db: Db,
  limits: RateLimitStore,
  input: { orderCode: string; email: string; clientKey: string },
  now: Date,
): Promise<{ ok: true; token: string; expiresAt: Date } | { ok: false; code: string }> {
  const code = input.orderCode.trim().toUpperCase();
  const email = input.email.trim().toLowerCase();
  const clientKey = clientKeyOf(input.clientKey);
  const pairKey = pairKeyOf(input.clientKey, code);
  if (
    (await limits.count(clientKey, WINDOW_SECONDS, now)) >= MAX_FAILED_PER_CLIENT ||
    (await limits.count(pairKey, WINDOW_SECONDS, now)) >= MAX_FAILED_PER_CLIENT_AND_CODE
  )
    return { ok: false, code: ORDER_ERROR_CODES.LOOKUP_TOO_MANY };
  const failed = async () => {
    await limits.hit(clientKey, WINDOW_SECONDS, now);
    await limits.hit(pairKey, WINDOW_SECONDS, now);
    return { ok: false as const, code: ORDER_ERROR_CODES.LOOKUP_INCORRECT };
  };
  if (!code || !email || code.length > 40 || email.length > 254) return failed();
  const [order] = await queryRows<{ customer_id: string }>(
    db,
    sql`select customer_id from orders where code = ${code} and lower(email) = ${email} and checkout_kind = 'GUEST'`,
  );
  if (!order) return failed();
  const session = await issueSession(db, {
    customerId: order.customer_id,
    kind: "visitor",
    lifetimeSeconds: VISITOR_ORDER_TOKEN_SECONDS,
    now,
    scopeOrderCode: code,
  });
  return { ok: true, token: session.token, expiresAt: session.expiresAt };
}
