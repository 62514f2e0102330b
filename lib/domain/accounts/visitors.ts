/**
 * Anonymous customers kept bounded (issue 18 item 3 "anonymous writes are bounded", ADR 0050).
 * A visitor sign-in (accounts §7 visitorLogin) writes a customer row for anyone who asks, so it is
 * counted per client address in the shared throttle store (lib/domain/rate-limit: the database
 * or Redis, never process memory), and visitor customers that never came to anything are removed
 * by a recurring job (lib/jobs registry, `stale-visitors`).
 */
import { sql } from "drizzle-orm";
import type { Db } from "@/lib/db/connect";
import { queryRows } from "@/lib/domain/catalog/sql-rows";
import type { RateLimitStore } from "@/lib/domain/rate-limit/store";
import {
  STALE_VISITOR_BATCH_SIZE,
  STALE_VISITOR_DAYS,
  STALE_VISITOR_MAX_BATCHES,
  VISITOR_LOGIN_LIMIT,
  VISITOR_LOGIN_WINDOW_SECONDS,
} from "./constants";
import { visitorLogin, type LoginSuccess } from "./login";

/** The refusal of a visitor sign-in over the limit; message `apiErrors.VISITOR_LOGIN_TOO_MANY`. */
export const VISITOR_LOGIN_TOO_MANY = "VISITOR_LOGIN_TOO_MANY";

export interface VisitorLoginRefusal {
  ok: false;
  code: typeof VISITOR_LOGIN_TOO_MANY;
}

/** The throttle key of a client's visitor sign-ins. */
export function visitorLoginKey(clientKey: string): string {
  return `visitor-login:${clientKey}`;
}

/**
 * A visitor sign-in, unless this client made VISITOR_LOGIN_LIMIT of them in the window; a refused
 * one writes no customer.
 */
export async function visitorLoginLimited(
  db: Db,
  limits: RateLimitStore,
  caller: { clientKey: string; limit?: number },
  now: Date,
): Promise<LoginSuccess | VisitorLoginRefusal> {
  const count = await limits.hit(
    visitorLoginKey(caller.clientKey),
    VISITOR_LOGIN_WINDOW_SECONDS,
    now,
  );
  if (count > (caller.limit ?? VISITOR_LOGIN_LIMIT)) {
    return { ok: false, code: VISITOR_LOGIN_TOO_MANY };
  }
  return visitorLogin(db, now);
}

/**
 * Removes visitor customers older than STALE_VISITOR_DAYS with no order, no cart line and no
 * session still valid, in bounded batches; answers how many went. Their sessions, empty carts,
 * favourites and cart shares go with them (foreign keys cascade). Safe beside itself: a row
 * another run removed first is simply not there.
 */
export async function pruneStaleVisitors(db: Db, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - STALE_VISITOR_DAYS * 86_400_000).toISOString();
  const nowText = now.toISOString();
  let removed = 0;
  for (let batch = 0; batch < STALE_VISITOR_MAX_BATCHES; batch += 1) {
    const rows = await queryRows<{ n: number }>(
      db,
      sql`with gone as (
            delete from customers where id = any(array(
              select c.id from customers c
              where c.is_visitor and c.created_at < ${cutoff}::timestamptz
                and not exists (select 1 from orders o where o.customer_id = c.id)
                and not exists (select 1 from after_sales_orders a where a.customer_id = c.id)
                and not exists (
                  select 1 from cart_lines l join carts k on k.id = l.cart_id where k.customer_id = c.id)
                and not exists (
                  select 1 from sessions s where s.customer_id = c.id and s.expires_at > ${nowText}::timestamptz)
              limit ${STALE_VISITOR_BATCH_SIZE}))
            returning 1)
          select count(*)::int as n from gone`,
    );
    const n = rows[0]?.n ?? 0;
    removed += n;
    if (n < STALE_VISITOR_BATCH_SIZE) break;
  }
  return removed;
}
