/** The go-dollar balance (accounts §3 Go-dollar): unexpired ledger entries, in cents. */
import { sql } from "drizzle-orm";
import type { Db } from "@/lib/db/connect";
import { queryRows } from "@/lib/domain/catalog/sql-rows";

export async function goDollarBalanceCents(
  db: Pick<Db, "execute">,
  customerId: string,
  now: Date,
): Promise<number> {
  const [row] = await queryRows<{ cents: number | string | null }>(
    db,
    sql`select coalesce(sum(cents), 0) as cents from go_dollar_entries
      where customer_id = ${customerId}::uuid
        and (expires_at is null or expires_at > ${now.toISOString()}::timestamptz)`,
  );
  return Math.max(0, Number(row?.cents ?? 0));
}
