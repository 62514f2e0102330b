// `npm run instances -- [options]`: several `next start` instances of the built app (.next)
// against one PostgreSQL database and one Redis, as a scale-out deployment runs them. Each
// instance's rendering cache lives in Redis (ADR 0030), so a page one renders is a HIT on the
// others and a revalidation on one reaches all. Prints each URL, then "instances: ready" once
// every one answers /api/health; SIGINT or SIGTERM stops them all.
//
//   --ports 3000,3001     one instance per port (default: two, 3000 and 3001)
//   --fresh               migrate and seed the database first (npm run db:seed)
//   --cache-prefix P      the rendering cache's Redis key prefix; default: a new one per run,
//                         dropped at the end, so runs never share or clear each other's keys
//   --proxy PORT          also a round-robin proxy on PORT, the shoppers' address
//
// Needs DATABASE_URL (two processes cannot open one PGlite folder) and REDIS_URL. Every
// instance runs the background jobs (pg-boss runs each once across them, lib/jobs) unless
// JOBS=off is set for the run. PUBLIC_BASE_URL defaults to the
// proxy, else the first instance: the others answer pages only for that host (ADR 0015), so
// ask them directly with `x-forwarded-host` set to it, or through the proxy.
import { spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import http from "node:http";
import { parseArgs } from "node:util";
import { clearRenderingCache } from "../lib/server/cache/cache-store.mjs";

/** How long an instance may take to answer /api/health after `next start` (migrations run first). */
const READY_TIMEOUT_MS = 90_000;
/** How long the instances get to finish after SIGTERM before they are killed. */
const STOP_TIMEOUT_MS = 10_000;

const { values } = parseArgs({
  options: {
    ports: { type: "string", default: "3000,3001" },
    fresh: { type: "boolean", default: false },
    "cache-prefix": { type: "string" },
    proxy: { type: "string" },
  },
});

function fail(message) {
  console.error(`instances: ${message}`);
  process.exit(2);
}

const ports = values.ports.split(",").map((port) => Number(port.trim()));
if (ports.length === 0 || ports.some((port) => !Number.isInteger(port) || port <= 0)) {
  fail(`--ports must list port numbers, got "${values.ports}"`);
}
const proxyPort = values.proxy === undefined ? null : Number(values.proxy);
if (proxyPort !== null && (!Number.isInteger(proxyPort) || proxyPort <= 0)) {
  fail(`--proxy must be a port number, got "${values.proxy}"`);
}
const { DATABASE_URL, REDIS_URL } = process.env;
if (!DATABASE_URL) fail("DATABASE_URL must name a PostgreSQL database all instances share");
if (!REDIS_URL) fail("REDIS_URL must name the Redis that holds the shared rendering cache");
if (!existsSync(".next/BUILD_ID")) fail("no build in .next: run `npm run build` first");

const ownPrefix = values["cache-prefix"] === undefined;
const cachePrefix = values["cache-prefix"] ?? `instances:${randomBytes(6).toString("hex")}:render:`;
const urls = ports.map((port) => `http://localhost:${port}`);
const publicBaseUrl =
  process.env.PUBLIC_BASE_URL ?? (proxyPort === null ? urls[0] : `http://localhost:${proxyPort}`);
const env = {
  ...process.env,
  NODE_ENV: "production",
  // A production start names its payment provider (ADR 0050); a local run pays with test cards.
  PAYMENT_PROVIDER: process.env.PAYMENT_PROVIDER ?? "sandbox",
  PUBLIC_BASE_URL: publicBaseUrl,
  RENDER_CACHE_PREFIX: cachePrefix,
};

if (values.fresh) {
  // The seed migrates first, and drops this prefix's keys (pages of the data it replaces).
  const seeded = spawnSync("npm", ["run", "db:seed"], { stdio: "inherit", env });
  if (seeded.status !== 0) fail("db:seed failed");
}

/** Each line of a child's output, led by its port, so interleaved logs stay readable. */
function relay(stream, label, target) {
  let rest = "";
  stream.on("data", (chunk) => {
    const lines = (rest + chunk.toString("utf8")).split("\n");
    rest = lines.pop() ?? "";
    for (const line of lines) target.write(`[${label}] ${line}\n`);
  });
  stream.on("end", () => rest && target.write(`[${label}] ${rest}\n`));
}

let stopping = false;
const instances = ports.map((port) => {
  const child = spawn(
    process.execPath,
    ["node_modules/next/dist/bin/next", "start", "-p", String(port)],
    {
      env: { ...env, JOBS: env.JOBS ?? "on" },
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  relay(child.stdout, port, process.stdout);
  relay(child.stderr, port, process.stderr);
  child.on("exit", (code, signal) => {
    if (stopping) return;
    console.error(`instances: the instance on ${port} stopped (${signal ?? code}); stopping all`);
    void stop(1);
  });
  return child;
});

let proxy = null;
if (proxyPort !== null) {
  let next = 0;
  proxy = http.createServer((request, response) => {
    const port = ports[next];
    next = (next + 1) % ports.length;
    // Host stays the shopper's (the public host); the instance answers it as its own.
    const upstream = http.request(
      {
        host: "127.0.0.1",
        port,
        method: request.method,
        path: request.url,
        headers: request.headers,
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    upstream.on("error", () => {
      if (!response.headersSent) response.writeHead(502);
      response.end();
    });
    request.pipe(upstream);
  });
  proxy.listen(proxyPort);
}

async function answers(url) {
  try {
    const response = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(2000) });
    return response.ok;
  } catch {
    return false;
  }
}

async function waitUntilReady() {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  for (const url of urls) {
    while (!(await answers(url))) {
      if (stopping) return;
      if (Date.now() > deadline) {
        console.error(`instances: ${url} did not answer /api/health in ${READY_TIMEOUT_MS} ms`);
        await stop(1);
        return;
      }
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  urls.forEach((url) => {
    console.log(`instances: ${url}`);
  });
  if (proxyPort !== null) console.log(`instances: proxy http://localhost:${proxyPort}`);
  console.log(`instances: public ${publicBaseUrl}, rendering cache under ${cachePrefix}`);
  console.log("instances: ready");
}

async function stop(code) {
  if (stopping) return;
  stopping = true;
  proxy?.close();
  await Promise.all(
    instances.map(
      (child) =>
        new Promise((resolve) => {
          if (child.exitCode !== null || child.signalCode !== null) return resolve(undefined);
          const kill = setTimeout(() => child.kill("SIGKILL"), STOP_TIMEOUT_MS);
          child.once("exit", () => {
            clearTimeout(kill);
            resolve(undefined);
          });
          child.kill("SIGTERM");
        }),
    ),
  );
  if (ownPrefix) {
    try {
      await clearRenderingCache(REDIS_URL, cachePrefix);
    } catch (error) {
      console.error(`instances: could not drop ${cachePrefix}* from Redis: ${String(error)}`);
    }
  }
  process.exit(code);
}

process.on("SIGINT", () => void stop(0));
process.on("SIGTERM", () => void stop(0));
// `npm run` may exit on a signal without passing it on: an orphan stops its instances too.
const parent = process.ppid;
setInterval(() => {
  if (process.ppid !== parent) void stop(0);
}, 1000).unref();
await waitUntilReady();
