/**
 * The hardening suite's harness (issue 18 item 4; docs/reliability.md). Every part runs the real
 * GraphQL server in-process against a fresh PostgreSQL database made for the run and dropped after
 * it, like the integration support does, but opened through several pools: each pool with its own
 * yoga server is one "instance" of the app, as two `next start` on one database would be (they
 * share nothing but the database). PGlite is refused: it has one connection, so races there only
 * prove the serial case.
 */
import { randomBytes } from "node:crypto";
import pg from "pg";
import { connectDatabase, migrateDatabase, type Database, type Db } from "@/lib/db/connect";

/** The command that produces the figures, as docs/reliability.md quotes it. */
export const HARDENING_COMMAND = "DATABASE_URL=postgres://… npm run test:hardening";

/** Connections per instance: enough for N concurrent buyers to queue on rows, not on the pool. */
const POOL_SIZE_PER_INSTANCE = 10;

export function requirePostgresUrl(): string {
  const url = process.env.DATABASE_URL;
  if (!url || !/^postgres(ql)?:/.test(url)) {
    throw new Error(
      "The hardening suite runs on PostgreSQL: set DATABASE_URL=postgres://… (a database per run is made and dropped there).",
    );
  }
  return url;
}

export interface SharedDatabase {
  /** One pool per instance, all on the same database. */
  instances: Database[];
  /** The first instance's handle, for fixtures and checks. */
  db: Db;
  serverVersion: string;
  /** The run's database, for a pool of a part's own (request-limits counts its queries). */
  url: string;
  dispose(): Promise<void>;
}

function withDatabaseName(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

export async function createSharedDatabase(instanceCount = 2): Promise<SharedDatabase> {
  const serverUrl = requirePostgresUrl();
  const name = `shop_hardening_${Date.now().toString(36)}_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const { rows } = await admin.query<{ server_version: string }>("show server_version");
  await admin.end();
  const url = withDatabaseName(serverUrl, name);
  const instances: Database[] = [];
  for (let i = 0; i < instanceCount; i += 1) {
    instances.push(
      await connectDatabase({ kind: "postgres", url, poolSize: POOL_SIZE_PER_INSTANCE }),
    );
  }
  await migrateDatabase(instances[0]!);
  return {
    instances,
    db: instances[0]!.db,
    serverVersion: rows[0]?.server_version ?? "unknown",
    url,
    async dispose() {
      await Promise.all(instances.map((instance) => instance.close()));
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      // As tests/integration/support/test-database.ts: wait for the closing sockets, then drop.
      for (let attempt = 0; attempt < 50; attempt += 1) {
        const { rows: left } = await cleanup.query<{ n: number }>(
          "select count(*)::int as n from pg_stat_activity where datname = $1",
          [name],
        );
        if (left[0]?.n === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

/** The p-th percentile (nearest rank) of durations in milliseconds. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.min(sorted.length, Math.max(1, Math.ceil((p / 100) * sorted.length)));
  return Math.round(sorted[rank - 1]! * 10) / 10;
}

/** Runs `work` and gives its result with the milliseconds it took. */
export async function timed<T>(work: () => Promise<T>): Promise<{ value: T; ms: number }> {
  const started = performance.now();
  const value = await work();
  return { value, ms: performance.now() - started };
}
