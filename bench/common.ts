/**
 * What the bench scripts share: the production server on a fixed port, the databases it runs
 * on (a fresh one per run for the demo seed; a kept, seeded-once one per store for the large
 * catalog), the visitor cookie, percentiles and the marked sections of docs/benchmarks.md.
 */
import { PGlite } from "@electric-sql/pglite";
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import pg from "pg";
import { acquireDataFolderLock } from "@/lib/db/data-folder-lock";

export const PORT = 3200;
export const BASE = `http://localhost:${PORT}`;
export const POSTGRES_URL =
  process.env.BENCH_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432/test";
export const DOC = "docs/benchmarks.md";

export async function waitForHealth(): Promise<void> {
  for (let attempt = 0; attempt < 240; attempt++) {
    try {
      const response = await fetch(`${BASE}/api/health`);
      if (response.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error("the server did not become healthy");
}

/** next itself, not through npx, so that stopping the child stops the server. */
export function startServer(env: NodeJS.ProcessEnv): ChildProcess {
  return spawn(process.execPath, ["node_modules/next/dist/bin/next", "start", "-p", String(PORT)], {
    env,
    stdio: ["ignore", "ignore", "inherit"],
  });
}

export async function stopServer(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null || server.signalCode !== null) return;
  const exited = new Promise((resolve) => server.once("exit", resolve));
  server.kill("SIGTERM");
  await exited;
}

/** Runs `fn` against a started, healthy production server on `env`'s database. */
export async function withServer<T>(env: NodeJS.ProcessEnv, fn: () => Promise<T>): Promise<T> {
  const server = startServer(env);
  try {
    await waitForHealth();
    return await fn();
  } finally {
    await stopServer(server);
  }
}

/** `npm run db:seed [-- --products n]`; returns the wall-clock seconds it took. */
export function seed(env: NodeJS.ProcessEnv, products?: number): number {
  const args = ["run", "db:seed"];
  if (products !== undefined) args.push("--", "--products", String(products));
  const started = performance.now();
  const result = spawnSync("npm", args, { env, stdio: "inherit" });
  if (result.status !== 0) throw new Error("seeding failed");
  return (performance.now() - started) / 1000;
}

export async function visitorCookie(): Promise<string> {
  const response = await fetch(`${BASE}/api/graphql/visitorLogin`, {
    method: "POST",
    headers: { "content-type": "application/json", "channel-code": "100" },
    body: JSON.stringify({ query: "mutation visitorLogin { visitorLogin { token } }" }),
  });
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");
}

export async function postgresAvailable(): Promise<boolean> {
  const client = new pg.Client({ connectionString: POSTGRES_URL, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

export function postgresUrl(database: string): string {
  const url = new URL(POSTGRES_URL);
  url.pathname = `/${database}`;
  return url.toString();
}

export async function postgresVersion(): Promise<string> {
  const client = new pg.Client({ connectionString: POSTGRES_URL });
  await client.connect();
  try {
    const { rows } = await client.query<{ v: number }>(
      "select current_setting('server_version_num')::int / 10000 as v",
    );
    return `PostgreSQL ${rows[0]?.v ?? ""}`.trim();
  } finally {
    await client.end();
  }
}

/** Runs SQL on the server's admin database (create / drop database). */
export async function adminQuery(statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: POSTGRES_URL });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

/**
 * A query on a store's database while no server has it open (PGlite allows one process).
 * Resolves to null when the database or its tables do not exist yet.
 */
export async function queryStore<R>(
  store: CatalogStore,
  text: string,
  params: unknown[] = [],
): Promise<R[] | null> {
  if (store.kind === "pglite") {
    if (!existsSync(store.pgliteDir)) return null;
    const release = acquireDataFolderLock(store.pgliteDir);
    const db = await PGlite.create(store.pgliteDir);
    try {
      return (await db.query<R>(text, params)).rows;
    } catch {
      return null;
    } finally {
      await db.close();
      release();
    }
  }
  const client = new pg.Client({ connectionString: store.env.DATABASE_URL });
  try {
    await client.connect();
  } catch {
    return null;
  }
  try {
    return (await client.query(text, params)).rows as R[];
  } catch {
    return null;
  } finally {
    await client.end();
  }
}

/**
 * VACUUM ANALYZE after the bulk seed: this server runs with autovacuum off and PGlite has no
 * autovacuum at all, so without it the planner has no statistics and the keyword index is read
 * through the heap (no visibility map): list queries are several times slower than in steady
 * state. Returns the seconds it took.
 */
export async function vacuumAnalyze(store: CatalogStore): Promise<number> {
  const started = performance.now();
  if (store.kind === "pglite") {
    const release = acquireDataFolderLock(store.pgliteDir);
    const db = await PGlite.create(store.pgliteDir);
    try {
      await db.exec("vacuum analyze");
    } finally {
      await db.close();
      release();
    }
  } else {
    const client = new pg.Client({ connectionString: store.env.DATABASE_URL });
    await client.connect();
    try {
      await client.query("vacuum analyze");
    } finally {
      await client.end();
    }
  }
  return (performance.now() - started) / 1000;
}

export interface CatalogStore {
  kind: "pglite" | "postgres";
  label: string;
  env: NodeJS.ProcessEnv;
  pgliteDir: string;
  /** How the catalog came to be: "seeded in 412 s" or "reused (50,000 products)". */
  seeding: string;
}

export function baseEnv(): NodeJS.ProcessEnv {
  // The server's public origin is the one the bench asks, or every page would redirect there.
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: "production",
    // A production start names its payment provider (ADR 0050).
    PAYMENT_PROVIDER: "sandbox",
    // The load comes from one address; the per-client visitor sign-in limit is not measured here.
    VISITOR_LOGIN_LIMIT: "100000",
    LOG_LEVEL: "warn",
    PUBLIC_BASE_URL: BASE,
  };
  delete env.DATABASE_URL;
  return env;
}

export const CATALOG_PGLITE_DIR = process.env.BENCH_PGLITE_DIR ?? ".data/bench-50k";
export const CATALOG_POSTGRES_DB = process.env.BENCH_POSTGRES_DB ?? "shop_bench_50k";

/**
 * The large-catalog stores, seeded once and kept: PGlite in .data/bench-50k and the database
 * shop_bench_50k on the local PostgreSQL (when one answers). A store that already holds at
 * least `products` products is reused as it is; `fresh` deletes it first.
 */
export async function catalogStores(
  products: number,
  which: "pglite" | "postgres" | "both",
  fresh: boolean,
): Promise<CatalogStore[]> {
  const stores: CatalogStore[] = [];
  if (which !== "postgres") {
    stores.push({
      kind: "pglite",
      label: "PGlite",
      env: { ...baseEnv(), PGLITE_DATA_DIR: CATALOG_PGLITE_DIR },
      pgliteDir: CATALOG_PGLITE_DIR,
      seeding: "",
    });
  }
  if (which !== "pglite") {
    if (await postgresAvailable()) {
      stores.push({
        kind: "postgres",
        label: await postgresVersion(),
        env: { ...baseEnv(), DATABASE_URL: postgresUrl(CATALOG_POSTGRES_DB) },
        pgliteDir: "",
        seeding: "",
      });
    } else {
      console.warn(`bench: no PostgreSQL at ${POSTGRES_URL}; PGlite only`);
    }
  }
  for (const store of stores) {
    if (fresh) {
      if (store.kind === "pglite") rmSync(store.pgliteDir, { recursive: true, force: true });
      else await adminQuery(`drop database if exists ${CATALOG_POSTGRES_DB} with (force)`);
    }
    if (store.kind === "postgres") {
      const exists = await queryStore<{ n: number }>(store, "select 1 as n");
      if (exists === null) await adminQuery(`create database ${CATALOG_POSTGRES_DB}`);
    }
    const have = await productCount(store);
    if (have >= products) {
      store.seeding = `reused (${have.toLocaleString("en")} products)`;
    } else {
      console.log(`bench: seeding ${products} products on ${store.label} (has ${have})`);
      const seconds = seed(store.env, products);
      store.seeding = `seeded in ${Math.round(seconds)} s`;
    }
    const vacuum = await vacuumAnalyze(store);
    store.seeding += `, then VACUUM ANALYZE (${vacuum.toFixed(1)} s)`;
  }
  return stores;
}

export async function productCount(store: CatalogStore): Promise<number> {
  const rows = await queryStore<{ n: number }>(store, "select count(*)::int as n from products");
  return Number(rows?.[0]?.n ?? 0);
}

/** Nearest-rank percentile of unsorted samples, rounded to 0.1 ms. */
export function percentile(samples: readonly number[], p: number): number {
  if (samples.length === 0) return Number.NaN;
  const sorted = [...samples].sort((a, b) => a - b);
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return Math.round((sorted[index] ?? Number.NaN) * 10) / 10;
}

export function machine(): string {
  const cpus = os.cpus();
  return `${cpus.length} × ${cpus[0]?.model ?? "CPU"}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`;
}

export function nowUtc(): string {
  return new Date().toISOString().slice(0, 16).replace("T", " ");
}

/** Replaces the text between `<!-- name:start -->` and `<!-- name:end -->` in the doc. */
export function writeSection(name: string, section: string): void {
  const doc = readFileSync(DOC, "utf8");
  const pattern = new RegExp(`<!-- ${name}:start -->[\\s\\S]*<!-- ${name}:end -->`);
  if (!pattern.test(doc)) throw new Error(`${DOC} has no ${name}:start / ${name}:end markers`);
  writeFileSync(
    DOC,
    doc.replace(pattern, () => `<!-- ${name}:start -->\n${section}\n<!-- ${name}:end -->`),
  );
}

export function assertBuilt(): void {
  if (!existsSync(".next/BUILD_ID"))
    throw new Error("no production build: run npm run build first");
}
