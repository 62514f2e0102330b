/**
 * Rows of a raw `db.execute`: node-postgres and PGlite both answer `{ rows }`, but the shared
 * `Db` type leaves the result untyped. Callers name the row shape they selected.
 */
import type { SQL } from "drizzle-orm";
import type { Db } from "@/lib/db/connect";

export async function queryRows<Row>(db: Pick<Db, "execute">, query: SQL): Promise<Row[]> {
  const result = (await db.execute(query)) as { rows?: Row[] };
  return result.rows ?? [];
}
