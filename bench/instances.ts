/**
 * `npm run bench:instances`: two instances of the build (`npm run instances`) on a fresh
 * PostgreSQL database with the demo seed and a Redis namespace of their own (ADR 0030). For
 * product pages of the first list page: the first request on A (it renders), the first on B
 * (a HIT of what A rendered) and B again; then, after a price change told to A, B's first
 * request (it renders anew) and A's next (a HIT of B's page); and the Redis GET each request
 * makes to learn of revalidations. Writes the figures between the bench-instances markers of
 * docs/benchmarks.md. Needs `npm run build`, PostgreSQL and Redis.
 */
import { spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import pg from "pg";
import { createClient } from "redis";
import { clearRenderingCache } from "@/lib/server/cache/cache-store.mjs";
import {
  adminQuery,
  assertBuilt,
  machine,
  nowUtc,
  percentile,
  postgresAvailable,
  postgresUrl,
  postgresVersion,
  writeSection,
} from "./common";

const [A, B] = ["http://localhost:3160", "http://localhost:3161"] as const;
const PUBLIC_HOST = new URL(A).host;
const REDIS_URL = process.env.REDIS_URL ?? "redis://127.0.0.1:6379";
const PAGES = Number(process.env.BENCH_PAGES ?? 20);
const CHANGES = Number(process.env.BENCH_CHANGES ?? 8);
const REDIS_GETS = 2000;

async function timed(origin: string, path: string): Promise<{ ms: number; cache: string }> {
  const started = performance.now();
  const response = await fetch(`${origin}${path}`, {
    headers: { "x-forwarded-host": PUBLIC_HOST },
  });
  await response.text();
  if (response.status !== 200) throw new Error(`${origin}${path} answered ${response.status}`);
  return { ms: performance.now() - started, cache: response.headers.get("x-nextjs-cache") ?? "-" };
}

interface Row {
  measure: string;
  samples: number[];
  caches: Set<string>;
}

function row(measure: string): Row {
  return { measure, samples: [], caches: new Set() };
}

function record(target: Row, result: { ms: number; cache: string }): void {
  target.samples.push(result.ms);
  target.caches.add(result.cache);
}

async function main(): Promise<void> {
  assertBuilt();
  if (!(await postgresAvailable())) throw new Error("bench:instances needs PostgreSQL");
  const name = `shop_bench_instances_${randomBytes(4).toString("hex")}`;
  const prefix = `bench:instances:${randomBytes(6).toString("hex")}:`;
  const url = postgresUrl(name);
  await adminQuery(`create database ${name}`);
  const env = {
    ...process.env,
    DATABASE_URL: url,
    REDIS_URL,
    JOBS: "off",
    LOG_LEVEL: "warn",
    SESSION_SECRET: process.env.SESSION_SECRET || randomBytes(32).toString("hex"),
  };
  const ports = [A, B].map((origin) => new URL(origin).port).join(",");
  const instances = spawn(
    process.execPath,
    ["scripts/two-instances.mjs", "--ports", ports, "--fresh", "--cache-prefix", prefix],
    { env, stdio: ["ignore", "pipe", "inherit"] },
  );
  try {
    await new Promise<void>((resolve, reject) => {
      instances.stdout.on("data", (chunk: Buffer) => {
        if (chunk.toString("utf8").includes("instances: ready")) resolve();
      });
      instances.once("exit", () => reject(new Error("npm run instances stopped")));
    });

    const list = await fetch(`${A}/products`, { headers: { "x-forwarded-host": PUBLIC_HOST } });
    const codes = [
      ...new Set(
        [...(await list.text()).matchAll(/href="\/product\/([A-Za-z0-9-]+)"/g)].map((m) => m[1]),
      ),
    ].slice(0, PAGES);

    const renderA = row("product page, first request, on A (renders)");
    const firstB = row("the same page, first request on B (A's render)");
    const againB = row("the same page on B again");
    for (const code of codes) {
      record(renderA, await timed(A, `/product/${code}`));
      record(firstB, await timed(B, `/product/${code}`));
      record(againB, await timed(B, `/product/${code}`));
    }

    const afterChangeB = row("B's first request after a price change told to A (renders)");
    const afterChangeA = row("A's next request (B's new render)");
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      for (const code of codes.slice(0, CHANGES)) {
        const { rows } = await client.query<{ code: string }>(
          "select s.code from skus s join products p on p.id = s.product_id where p.code = $1 order by s.id limit 1",
          [code],
        );
        const changed = spawnSync(
          "npm",
          ["run", "-s", "ops", "--", "price", rows[0]!.code, "1.23"],
          {
            env: { ...env, SHOP_INTERNAL_URL: A },
            encoding: "utf8",
          },
        );
        if (changed.status !== 0) throw new Error(`ops price failed: ${changed.stderr}`);
        record(afterChangeB, await timed(B, `/product/${code}`));
        record(afterChangeA, await timed(A, `/product/${code}`));
      }
    } finally {
      await client.end();
    }

    // What every request adds to learn of other instances' revalidations: one GET of a counter.
    const redis = createClient({ url: REDIS_URL });
    await redis.connect();
    const gets: number[] = [];
    try {
      for (let i = 0; i < REDIS_GETS; i++) {
        const started = performance.now();
        await redis.get(`${prefix}tags:seq`);
        gets.push((performance.now() - started) * 1000);
      }
    } finally {
      await redis.close();
    }

    const rows = [renderA, firstB, againB, afterChangeB, afterChangeA].map(
      (target) =>
        `| ${target.measure} | ${[...target.caches].join(", ")} | ${target.samples.length} | ${percentile(target.samples, 50).toFixed(1)} | ${percentile(target.samples, 95).toFixed(1)} |`,
    );
    const section = [
      `Measured ${nowUtc()} UTC on ${machine()}; ${await postgresVersion()}, Redis on 127.0.0.1, demo seed;`,
      `\`npm run bench:instances\`: two \`next start\` on one database and one Redis, one request at a time,`,
      `${codes.length} product pages of the first list page, ${CHANGES} of them after a price change (\`npm run ops -- price\` told to A).`,
      "",
      "| request | x-nextjs-cache | samples | p50 ms | p95 ms |",
      "|---|---|---:|---:|---:|",
      ...rows,
      "",
      `Each request's check for revalidations by other instances (one Redis GET of the tag counter): p50 ${percentile(gets, 50).toFixed(0)} µs, p95 ${percentile(gets, 95).toFixed(0)} µs over ${REDIS_GETS}.`,
    ].join("\n");
    writeSection("bench-instances", section);
    console.log(section);
  } finally {
    if (instances.exitCode === null && instances.signalCode === null) {
      const exited = new Promise((resolve) => instances.once("exit", resolve));
      instances.kill("SIGTERM");
      await exited;
    }
    await clearRenderingCache(REDIS_URL, prefix);
    await adminQuery(`drop database if exists ${name} with (force)`);
  }
}

await main();
