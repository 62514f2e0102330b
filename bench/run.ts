/**
 * `npm run bench`: requests/s and latency of the production build under load
 * (autocannon, 10 connections, 10 s each) for a GraphQL call (isVisitor), the home page
 * and a static asset, on PGlite and, when one answers, on PostgreSQL. Writes the figures
 * between the markers of docs/benchmarks.md. Needs `npm run build` first.
 */
import autocannon from "autocannon";
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import pg from "pg";

const PORT = 3200;
const BASE = `http://localhost:${PORT}`;
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const POSTGRES_URL = process.env.BENCH_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432/test";

interface Row {
  database: string;
  target: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
}

async function waitForHealth(): Promise<void> {
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
function startServer(env: NodeJS.ProcessEnv): ChildProcess {
  return spawn(process.execPath, ["node_modules/next/dist/bin/next", "start", "-p", String(PORT)], {
    env,
    stdio: ["ignore", "ignore", "inherit"],
  });
}

function seed(env: NodeJS.ProcessEnv): void {
  const result = spawnSync("npm", ["run", "db:seed"], { env, stdio: "inherit" });
  if (result.status !== 0) throw new Error("seeding failed");
}

async function visitorCookie(): Promise<string> {
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

function staticAsset(): string {
  const dir = ".next/static/chunks";
  const file = readdirSync(dir).find((name) => name.endsWith(".js"));
  if (!file) throw new Error("no built chunk found; run npm run build");
  return `/_next/static/chunks/${file}`;
}

async function measure(
  database: string,
  target: string,
  options: autocannon.Options,
): Promise<Row> {
  // A short warm-up so that first-request compilation and caches do not count.
  await autocannon({ ...options, duration: 2 });
  const result = await autocannon({ ...options, connections: CONNECTIONS, duration: DURATION_S });
  return {
    database,
    target,
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

async function benchServer(database: string, env: NodeJS.ProcessEnv): Promise<Row[]> {
  seed(env);
  const server = startServer(env);
  try {
    await waitForHealth();
    const cookie = await visitorCookie();
    return [
      await measure(database, "GraphQL isVisitor (POST)", {
        url: `${BASE}/api/graphql/isVisitor`,
        method: "POST",
        headers: { "content-type": "application/json", "channel-code": "100", cookie },
        body: JSON.stringify({
          query: "query isVisitor { customer { userCode isVisitor memberInfo { levelCode } } }",
        }),
      }),
      await measure(database, "Home page / (SSR)", { url: `${BASE}/`, headers: { cookie } }),
      await measure(database, "Static asset (JS chunk)", { url: `${BASE}${staticAsset()}` }),
    ];
  } finally {
    server.kill("SIGTERM");
    await new Promise((resolve) => server.once("exit", resolve));
  }
}

async function postgresAvailable(): Promise<boolean> {
  const client = new pg.Client({ connectionString: POSTGRES_URL, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

function table(rows: Row[]): string {
  const lines = [
    "| database | target | req/s | p50 ms | p99 ms | errors | non-2xx |",
    "|---|---|---:|---:|---:|---:|---:|",
  ];
  for (const row of rows) {
    lines.push(
      `| ${row.database} | ${row.target} | ${row.requestsPerSecond} | ${row.p50} | ${row.p99} | ${row.errors} | ${row.non2xx} |`,
    );
  }
  return lines.join("\n");
}

async function main(): Promise<void> {
  if (!existsSync(".next/BUILD_ID"))
    throw new Error("no production build: run npm run build first");
  const baseEnv: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: "production", LOG_LEVEL: "warn" };
  delete baseEnv.DATABASE_URL;
  const rows: Row[] = [];

  const pgliteDir = ".data/bench";
  rmSync(pgliteDir, { recursive: true, force: true });
  rows.push(...(await benchServer("PGlite", { ...baseEnv, PGLITE_DATA_DIR: pgliteDir })));

  if (await postgresAvailable()) {
    const name = `shop_bench_${Date.now().toString(36)}`;
    const admin = new pg.Client({ connectionString: POSTGRES_URL });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const url = new URL(POSTGRES_URL);
    url.pathname = `/${name}`;
    try {
      rows.push(
        ...(await benchServer("PostgreSQL 15", { ...baseEnv, DATABASE_URL: url.toString() })),
      );
    } finally {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  } else {
    console.warn(`bench: no PostgreSQL at ${POSTGRES_URL}; PGlite only`);
  }

  const when = new Date().toISOString().slice(0, 16).replace("T", " ");
  const section = [
    `Measured ${when} UTC on ${os.cpus().length} × ${os.cpus()[0]?.model ?? "CPU"}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version};`,
    `autocannon, ${CONNECTIONS} connections, ${DURATION_S} s per target after a 2 s warm-up, against \`next start\` with the demo seed.`,
    "",
    table(rows),
  ].join("\n");
  const file = "docs/benchmarks.md";
  const doc = readFileSync(file, "utf8");
  const updated = doc.replace(
    /<!-- bench:start -->[\s\S]*<!-- bench:end -->/,
    `<!-- bench:start -->\n${section}\n<!-- bench:end -->`,
  );
  writeFileSync(file, updated);
  console.log(section);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
