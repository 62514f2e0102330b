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

/**
 * A json/jsonb column of a raw row: node-postgres hands it over parsed, PGlite sometimes as
 * text. Callers name the shape they stored.
 */
export function jsonColumn<T>(value: unknown): T {
  return (typeof value === "string" ? JSON.parse(value) : value) as T;
}
