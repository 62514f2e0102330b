/**
 * What the authorization matrix compares before and after every refused call (world.ts).
 */
import { sql } from "drizzle-orm";
import type { Db } from "@/lib/db/connect";
import { queryRows } from "@/lib/domain/catalog/sql-rows";

const q = <T>(db: Db, query: ReturnType<typeof sql>) => queryRows<T>(db, query);

/**
 * The fingerprint query of everything the matrix watches: each table that refers to a customer,
 * or to one of their orders, carts, returns, refunds, payments or order lines, restricted to A's
 * and the guest's rows; and the console's tables whole (stock, promotions, coupons, content,
 * operators, audit, outbox). Tables are read from the catalog, so a table added later is
 * watched without a change here.
 */
export async function stateQuery(db: Db, customerIds: string[]): Promise<ReturnType<typeof sql>> {
  const ids = sql.join(
    customerIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  const orders = sql`select id from orders where customer_id in (${ids})`;
  /** The parent each reference column points at, restricted to A's and the guest's. */
  const parents: [string, ReturnType<typeof sql>][] = [
    ["customer_id", ids],
    ["order_id", orders],
    ["after_sales_order_id", sql`select id from after_sales_orders where order_id in (${orders})`],
    ["refund_order_id", sql`select id from refund_orders where order_id in (${orders})`],
    ["payment_id", sql`select id from payments where order_id in (${orders})`],
    ["order_line_id", sql`select id from order_lines where order_id in (${orders})`],
    ["cart_id", sql`select id from carts where customer_id in (${ids})`],
  ];
  const columns = await q<{ table_name: string; column_name: string }>(
    db,
    sql`select table_name, column_name from information_schema.columns
      where table_schema = 'public' and column_name in (${sql.join(
        parents.map(([column]) => sql`${column}`),
        sql`, `,
      )})`,
  );
  const parts: ReturnType<typeof sql>[] = [];
  const part = (name: string, where: ReturnType<typeof sql>) =>
    parts.push(
      sql`select ${name} as name, md5(coalesce(string_agg(to_jsonb(t)::text, '|' order by to_jsonb(t)::text), '')) || ':' || count(*) as print
        from ${sql.raw(`"${name}"`)} t where ${where}`,
    );
  part("customers", sql`t.id in (${ids})`);
  for (const table of [...new Set(columns.map((row) => row.table_name))].sort()) {
    const own = new Set(
      columns.filter((row) => row.table_name === table).map((r) => r.column_name),
    );
    const [column, parent] = parents.find(([name]) => own.has(name))!;
    part(table, sql`t.${sql.raw(column)} in (${parent})`);
  }
  for (const table of [
    "inventories",
    "stock_adjustments",
    "promotions",
    "coupons",
    "content_entries",
    "content_versions",
    "operators",
    "audit_log",
    "outbox",
  ]) {
    const [exists] = await q<{ n: number }>(
      db,
      sql`select count(*)::int as n from information_schema.tables where table_schema = 'public' and table_name = ${table}`,
    );
    if (exists!.n > 0) part(table, sql`true`);
  }
  return sql.join(parts, sql` union all `);
}
