/**
 * Orders for the payment tests, written straight into orders and order_lines (the order
 * service is not needed to pay one), and helpers to read a hand-off form and call the
 * payment routes like a browser or a provider would.
 */
import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import type { Db } from "@/lib/db/connect";
import { hashToken } from "@/lib/domain/accounts/tokens";
import { queryRows } from "@/lib/domain/catalog/sql-rows";
import type { OrderStatus } from "@/lib/domain/orders/constants";

export interface TestOrder {
  id: string;
  code: string;
}

export async function insertOrder(
  db: Db,
  input: {
    customerId: string;
    status?: OrderStatus;
    amount?: number;
    lineName?: string;
    orderTime: Date;
    scheduleCancelTime?: Date | null;
  },
): Promise<TestOrder> {
  const code = `T${randomBytes(6).toString("hex").toUpperCase()}`;
  const amount = input.amount ?? 123450;
  const cancelAt =
    input.scheduleCancelTime === undefined
      ? new Date(input.orderTime.getTime() + 4 * 3_600_000)
      : input.scheduleCancelTime;
  const [order] = await queryRows<{ id: string }>(
    db,
    sql`insert into orders (code, customer_id, checkout_kind, email, status, order_time, schedule_cancel_time,
        amount, product_amount, activity_discount, coupon_discount, freight, distribution_type,
        delivery_address, pricing, ext_infos, platform_source, terminal)
      values (${code}, ${input.customerId}::uuid, 'GUEST', 'shopper@example.com', ${input.status ?? "WAIT_PAY"},
        ${input.orderTime.toISOString()}::timestamptz, ${cancelAt ? cancelAt.toISOString() : null}::timestamptz,
        ${amount}, ${amount}, 0, 0, 0, 'EXPRESS', '{}'::jsonb, '{}'::jsonb, '{}'::jsonb, 'OFFICIAL_SITE', 'PC')
      returning id`,
  );
  await db.execute(
    sql`insert into order_lines (order_id, sku_id, sku_code, spu_code, oms_sku_code, name, sku_properties,
        line_type, is_gift, quantity, list_price, sale_price, promo_price, amount, discount, coupon_discount,
        deduction, promotions, sort)
      select ${order!.id}::uuid, s.id, s.code, p.code, s.code, ${input.lineName ?? "Trail jacket"},
        '{"color":"Black","size":"M"}'::jsonb, 'SALABLE_PRODUCT', false, 1, ${amount}, ${amount}, ${amount},
        ${amount}, 0, 0, 0, '[]'::jsonb, 0
      from skus s join products p on p.id = s.product_id order by s.id limit 1`,
  );
  return { id: order!.id, code };
}

export async function customerOfToken(db: Db, token: string): Promise<string> {
  const [row] = await queryRows<{ customer_id: string }>(
    db,
    sql`select customer_id from sessions where token_hash = ${hashToken(token)}`,
  );
  if (!row) throw new Error("no session for token");
  return row.customer_id;
}

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', "#39": "'" };

/** The action and hidden fields of a hand-off form, as a browser would submit them. */
export function readForm(html: string): { action: string; fields: Record<string, string> } {
  const unescape = (text: string) =>
    text.replace(/&(amp|lt|gt|quot|#39);/g, (_, name: string) => ENTITIES[name]!);
  const action = unescape(/action="([^"]*)"/.exec(html)?.[1] ?? "");
  const fields: Record<string, string> = {};
  for (const match of html.matchAll(/<input type="hidden" name="([^"]*)" value="([^"]*)">/g)) {
    fields[unescape(match[1]!)] = unescape(match[2]!);
  }
  return { action, fields };
}

export function formPost(url: string, fields: Record<string, string>): Request {
  return new Request(url, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields).toString(),
  });
}

export interface OrderState {
  status: OrderStatus;
  paid_at: Date | string | null;
  received_amount: number;
  events: number;
}

export async function orderState(db: Db, orderId: string): Promise<OrderState> {
  const [row] = await queryRows<OrderState>(
    db,
    sql`select status, paid_at, received_amount,
        (select count(*)::int from order_events e where e.order_id = o.id) as events
      from orders o where o.id = ${orderId}::uuid`,
  );
  return row!;
}

export async function paymentsOf(db: Db, orderId: string) {
  return queryRows<{
    reference: string;
    status: string;
    provider_ref: string | null;
    amount: number;
  }>(
    db,
    sql`select reference, status, provider_ref, amount from payments where order_id = ${orderId}::uuid order by created_at, reference`,
  );
}

export async function callbackCount(db: Db): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from payment_callbacks`,
  );
  return row!.n;
}
