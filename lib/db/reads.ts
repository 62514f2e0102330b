/**
 * Independent reads at once, where that is safe. A pool gives each query its own connection; a
 * transaction is a single connection, where overlapping queries are deprecated by node-postgres
 * (pg 9 will refuse them) and PGlite runs them one by one anyway.
 */
import type { Db, Tx } from "./connect";

/** Drizzle's transaction handle has `rollback`; the database handle does not. */
export function isTransaction(db: Db | Tx): db is Tx {
  return typeof (db as { rollback?: unknown }).rollback === "function";
}

/** Runs the reads together on a pool and in turn inside a transaction; results in order. */
export async function readAll<T extends readonly unknown[]>(
  db: Db | Tx,
  reads: { [K in keyof T]: () => Promise<T[K]> },
): Promise<T> {
  if (!isTransaction(db)) return (await Promise.all(reads.map((read) => read()))) as unknown as T;
  const results: unknown[] = [];
  for (const read of reads) results.push(await read());
  return results as unknown as T;
}
