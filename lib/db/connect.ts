/**
 * Opens the database: the embedded PGlite in a data folder by default, or any Postgres
 * through DATABASE_URL (node-postgres pool). Same schema and migrations on both.
 * Scripts and tests call this directly; the app goes through `getDb()` in ./index.ts.
 */
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { mkdirSync } from "node:fs";
import path from "node:path";
import pg from "pg";
import * as schema from "./schema";
import { acquireDataFolderLock } from "./data-folder-lock";

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/** The handle a `db.transaction` callback receives; domain writes take `Tx` (or `Db | Tx`). */
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

export interface Database {
  db: Db;
  kind: "pglite" | "postgres";
  close(): Promise<void>;
}

export const migrationsFolder = path.join(process.cwd(), "lib/db/migrations");

/** Any number of app instances may start at once; one of them migrates at a time. */
const MIGRATION_LOCK_ID = 727_274_001;

export type ConnectOptions =
  | { kind: "postgres"; url: string; poolSize?: number }
  /** dataDir undefined: an in-memory database (tests). */
  | { kind: "pglite"; dataDir?: string };

/**
 * Planner settings of every session. Storage is SSD or memory, where a random page read costs
 * about a sequential one; with the default 4.0 the planner prefers a sequential scan that
 * decompresses every product's keyword array over a GIN bitmap that reads only the matches
 * (1.1 s against 20 ms for one common keyword on 50,000 products, docs/benchmarks.md).
 */
const SESSION_SETTINGS = { random_page_cost: "1.1" } as const;

export async function connectDatabase(options: ConnectOptions): Promise<Database> {
  if (options.kind === "postgres") {
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.poolSize ?? 10,
      options: Object.entries(SESSION_SETTINGS)
        .map(([name, value]) => `-c ${name}=${value}`)
        .join(" "),
    });
    const db = drizzlePg({ client: pool, schema }) as unknown as Db;
    return { db, kind: "postgres", close: () => pool.end() };
  }
  let releaseLock = () => {};
  let client: PGlite;
  if (options.dataDir) {
    mkdirSync(path.dirname(options.dataDir), { recursive: true });
    releaseLock = acquireDataFolderLock(options.dataDir);
    client = new PGlite(options.dataDir);
  } else {
    client = new PGlite();
  }
  await client.waitReady;
  for (const [name, value] of Object.entries(SESSION_SETTINGS)) {
    await client.query(`set ${name} = ${value}`);
  }
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  return {
    db,
    kind: "pglite",
    close: async () => {
      await client.close();
      releaseLock();
    },
  };
}

export async function migrateDatabase(database: Database): Promise<void> {
  if (database.kind === "pglite") {
    await migratePglite(database.db as never, { migrationsFolder });
    return;
  }
  await database.db.execute(`select pg_advisory_lock(${MIGRATION_LOCK_ID})`);
  try {
    await migratePg(database.db as never, { migrationsFolder });
  } finally {
    await database.db.execute(`select pg_advisory_unlock(${MIGRATION_LOCK_ID})`);
  }
}
