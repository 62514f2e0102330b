/**
 * The hardening suite's harness (issue 18 item 4; docs/reliability.md). Every part runs the real
 * GraphQL server in-process against a fresh PostgreSQL database made for the run and dropped after
 * it, like the integration support does, but opened through several pools: each pool with its own
 * yoga server is one "instance" of the app, as two `next start` on one database would be (they
 * share nothing but the database). PGlite is refused: it has one connection, so races there only
 * prove the serial case.
 */
import { connectDatabase, migrateDatabase, type Database, type Db } from "@/lib/db/connect";
import { createScratchPostgres, queryOnce } from "../../support/scratch-postgres";

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

export async function createSharedDatabase(instanceCount = 2): Promise<SharedDatabase> {
  const serverUrl = requirePostgresUrl();
  const scratch = await createScratchPostgres(serverUrl, "hardening");
  const [version] = await queryOnce<{ server_version: string }>(serverUrl, "show server_version");
  const { url } = scratch;
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
    serverVersion: version?.server_version ?? "unknown",
    url,
    async dispose() {
      await Promise.all(instances.map((instance) => instance.close()));
      await scratch.drop();
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
