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
import { logger } from "@/lib/logger";
import * as schema from "./schema";
import { acquireDataFolderLock } from "./data-folder-lock";

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/** The handle a `db.transaction` callback receives; domain writes take `Tx` (or `Db | Tx`). */
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

export interface Database {
  db: Db;
  kind: "pglite" | "postgres";
  /** The node-postgres pool (PostgreSQL only): migrations hold their lock on one of its clients. */
  pool?: pg.Pool;
  close(): Promise<void>;
}

export const migrationsFolder = path.join(process.cwd(), "lib/db/migrations");

/** Any number of app instances may start at once; one of them migrates at a time. */
const MIGRATION_LOCK_ID = 727_274_001;

export type ConnectOptions =
  | {
      kind: "postgres";
      url: string;
      poolSize?: number;
      /** Wait for a pooled connection (ms); unset: pg's default, forever. The app sets it. */
      connectionTimeoutMs?: number;
      /** PostgreSQL statement_timeout of every session (ms, 0 = none); unset: none. */
      statementTimeoutMs?: number;
    }
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
    const settings: Record<string, string> = { ...SESSION_SETTINGS };
    if (options.statementTimeoutMs !== undefined) {
      settings.statement_timeout = String(options.statementTimeoutMs);
    }
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.poolSize ?? 10,
      ...(options.connectionTimeoutMs !== undefined
        ? { connectionTimeoutMillis: options.connectionTimeoutMs }
        : {}),
      options: Object.entries(settings)
        .map(([name, value]) => `-c ${name}=${value}`)
        .join(" "),
    });
    // An idle connection that breaks (a database restart, a failover, a killed backend) is
    // reported here; without a listener node-postgres' error event would end the process. The
    // pool drops that connection and opens another on the next query (ADR 0050).
    pool.on("error", (error) => {
      logger.error("database pool: an idle connection failed; it is replaced", { error });
    });
    const db = drizzlePg({ client: pool, schema }) as unknown as Db;
    return { db, kind: "postgres", pool, close: () => pool.end() };
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
  // The lock and its release on one session (a session lock taken on one pooled connection is
  // not released from another); waiting for another instance's migrations is not a runaway
  // statement, so this session has no statement timeout.
  const lockClient = database.pool ? await database.pool.connect() : null;
  const lock = (text: string) => (lockClient ? lockClient.query(text) : database.db.execute(text));
  if (lockClient) await lockClient.query("set statement_timeout = 0");
  await lock(`select pg_advisory_lock(${MIGRATION_LOCK_ID})`);
  try {
    await migratePg(database.db as never, { migrationsFolder });
  } finally {
    await lock(`select pg_advisory_unlock(${MIGRATION_LOCK_ID})`);
    if (lockClient) {
      await lockClient.query("reset statement_timeout");
      lockClient.release();
    }
  }
}
