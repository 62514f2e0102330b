/**
 * The console's customers (issue 17 item 3: "customers (look up, revoke sessions)"): find a
 * customer by e-mail, phone or customer code, see their orders, and revoke every live session
 * (signed out everywhere at their next request: sessions resolve against the database, ADR
 * 0016), with its audit row in the same transaction.
 */
import { sql } from "drizzle-orm";
import type { Db } from "@/lib/db/connect";
import { queryRows } from "@/lib/domain/catalog/sql-rows";
import { writeAudit, type AuditActor } from "@/lib/domain/operators/audit";
import { OPS_CUSTOMER_RESULTS } from "./constants";

export interface OpsCustomer {
  id: string;
  userCode: string;
  isVisitor: boolean;
  email: string | null;
  mobile: string | null;
  name: string;
  levelCode: string | null;
  createdAt: Date;
  liveSessions: number;
}

/**
 * Customers matching `query` exactly: the customer code, the e-mail (any case), or the phone
 * by its digits, on the account or on an order it placed (a guest's account has neither: a
 * guest is found by the e-mail or mobile of their orders). Exact, not a substring: a look-up of
 * people, not a browse of them.
 */
export async function findCustomers(db: Db, query: string, now: Date): Promise<OpsCustomer[]> {
  const text = query.trim().slice(0, 254);
  if (text === "") return [];
  const digits = text.replace(/\D/g, "");
  const rows = await queryRows<{
    id: string;
    user_code: string;
    is_visitor: boolean;
    email: string | null;
    mobile: string | null;
    first_name: string | null;
    last_name: string | null;
    nick_name: string | null;
    level_code: string | null;
    created_at: string | Date;
    live_sessions: number;
  }>(
    db,
    sql`select c.id, c.user_code, c.is_visitor,
        coalesce(c.email, (select o.email from orders o where o.customer_id = c.id
          order by o.order_time desc limit 1)) as email,
        coalesce(c.mobile, (select o.delivery_address->>'mobile' from orders o where o.customer_id = c.id
          order by o.order_time desc limit 1)) as mobile,
        c.first_name, c.last_name, c.nick_name,
        c.level_code, c.created_at,
        (select count(*)::int from sessions s where s.customer_id = c.id and s.revoked_at is null
          and s.expires_at > ${now.toISOString()}::timestamptz) as live_sessions
      from customers c
      where upper(c.user_code) = ${text.toUpperCase()} or lower(c.email) = ${text.toLowerCase()}
        ${digits.length >= 6 ? sql`or regexp_replace(coalesce(c.mobile, ''), '[^0-9]', '', 'g') = ${digits}` : sql``}
        or c.id in (select o.customer_id from orders o where lower(o.email) = ${text.toLowerCase()}
          ${digits.length >= 6 ? sql`or regexp_replace(coalesce(o.delivery_address->>'mobile', ''), '[^0-9]', '', 'g') = ${digits}` : sql``})
      order by c.is_visitor, c.created_at desc limit ${OPS_CUSTOMER_RESULTS}`,
  );
  return rows.map((row) => ({
    id: row.id,
    userCode: row.user_code,
    isVisitor: Boolean(row.is_visitor),
    email: row.email,
    mobile: row.mobile,
    name: [row.first_name, row.last_name].filter(Boolean).join(" ") || row.nick_name || "",
    levelCode: row.level_code,
    createdAt: row.created_at instanceof Date ? row.created_at : new Date(row.created_at),
    liveSessions: Number(row.live_sessions),
  }));
}

export const CUSTOMER_AUDIT_ACTION = "customer.revokeSessions";

export type RevokeResult =
  { ok: true; revoked: number } | { ok: false; code: "CUSTOMER_NOT_FOUND" };

export async function revokeCustomerSessionsAudited(
  db: Db,
  actor: AuditActor,
  input: { userCode: string },
  now: Date,
): Promise<RevokeResult> {
  return db.transaction(async (tx) => {
    const [customer] = await queryRows<{ id: string; user_code: string }>(
      tx,
      sql`select id, user_code from customers where user_code = ${input.userCode}`,
    );
    if (!customer) return { ok: false as const, code: "CUSTOMER_NOT_FOUND" as const };
    const revoked = await queryRows<{ id: string }>(
      tx,
      sql`update sessions set revoked_at = ${now.toISOString()}::timestamptz, revoked_reason = 'operator'
        where customer_id = ${customer.id}::uuid and revoked_at is null returning id`,
    );
    await writeAudit(
      tx,
      actor,
      {
        action: CUSTOMER_AUDIT_ACTION,
        entityKind: "customer",
        entityCode: customer.user_code,
        before: null,
        after: { revokedSessions: revoked.length },
      },
      now,
    );
    return { ok: true as const, revoked: revoked.length };
  });
}
