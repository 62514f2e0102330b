import "server-only";
/**
 * The app's database: one connection per process, kept on globalThis so that hot reload
 * does not open the PGlite folder twice. Migrations run before the first use.
 */
import { getEnv } from "@/lib/env";
import { connectDatabase, migrateDatabase, type Database, type Db } from "./connect";
import { DATABASE_CONNECTION_TIMEOUT_MS, DATABASE_STATEMENT_TIMEOUT_MS } from "./pool-settings";

export type { Db, Tx } from "./connect";

const globalForDb = globalThis as typeof globalThis & { shopDatabase?: Promise<Database> };

async function open(): Promise<Database> {
  const env = getEnv();
  const database = env.DATABASE_URL
    ? await connectDatabase({
        kind: "postgres",
        url: env.DATABASE_URL,
        connectionTimeoutMs: env.DATABASE_CONNECTION_TIMEOUT_MS ?? DATABASE_CONNECTION_TIMEOUT_MS,
        statementTimeoutMs: env.DATABASE_STATEMENT_TIMEOUT_MS ?? DATABASE_STATEMENT_TIMEOUT_MS,
      })
    : await connectDatabase({ kind: "pglite", dataDir: env.PGLITE_DATA_DIR });
  await migrateDatabase(database);
  return database;
}

export async function getDb(): Promise<Db> {
  globalForDb.shopDatabase ??= open().catch((error: unknown) => {
    globalForDb.shopDatabase = undefined;
    throw error;
  });
  return (await globalForDb.shopDatabase).db;
}
