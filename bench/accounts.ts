/**
 * `npm run bench:accounts`: what signing in and reading the signed-in member cost, in-process
 * (the /api/graphql handler called directly, no HTTP, no build), on a fresh PGlite and, when one
 * answers, a fresh database on the local PostgreSQL, both with the demo seed:
 * - `userLogin` (the demo member, right password) p50/p99, with the argon2id parameters read from
 *   a hash made by lib/domain/accounts/passwords.ts, beside a yardstick measured in the same run:
 *   one bare argon2id verify of the same hash (the floor a sign-in cannot go below);
 * - `customer` with a signed-in member's token, p50/p99, beside `{ __typename }` through the
 *   same handler (the cost of the GraphQL and session plumbing alone).
 * Each at 1 caller (latency) and 10 concurrent callers (load), 2 s warm-up then
 * BENCH_DURATION s (default 10). Writes the figures between the bench-accounts markers of
 * docs/benchmarks.md.
 */
import os from "node:os";
import { connectDatabase, migrateDatabase, type Database } from "@/lib/db/connect";
import { hashPassword, verifyPassword } from "@/lib/domain/accounts/passwords";
import { createGraphQLServer } from "@/lib/graphql/server";
import { handleGraphQLRequest, type ShopYoga } from "@/lib/graphql/http";
import { customer, userLogin } from "@/lib/graphql/operations/accounts";
import type { Operation } from "@/lib/graphql/operations/define";
import { CHANNEL_CODE } from "@/lib/graphql/wire";
import { paymentConfigFromEnv } from "@/lib/payment-config";
import { seedDatabase } from "@/lib/seed";
import { DEMO_MEMBER } from "@/lib/seed/demo-accounts";
import {
  adminQuery,
  machine,
  nowUtc,
  percentile,
  postgresAvailable,
  postgresUrl,
  postgresVersion,
  writeSection,
} from "./common";

const DURATION_MS = Number(process.env.BENCH_DURATION ?? 10) * 1000;
const WARM_UP_MS = 2000;
const CONCURRENCY = [1, 10] as const;

interface Figures {
  calls: number;
  perSecond: number;
  p50: number;
  p99: number;
}

interface Row {
  database: string;
  target: string;
  callers: number;
  figures: Figures;
  yardstick: string;
  yardstickFigures: Figures;
}

/** `callers` loops calling `call` for the duration after a warm-up; latency of each call. */
async function timed(callers: number, call: () => Promise<void>): Promise<Figures> {
  const latencies: number[] = [];
  const run = async (until: number, keep: boolean) => {
    while (performance.now() < until) {
      const started = performance.now();
      await call();
      if (keep) latencies.push(performance.now() - started);
    }
  };
  const all = (until: number, keep: boolean) =>
    Promise.all(Array.from({ length: callers }, () => run(until, keep)));
  await all(performance.now() + WARM_UP_MS, false);
  await all(performance.now() + DURATION_MS, true);
  return {
    calls: latencies.length,
    perSecond: Math.round(latencies.length / (DURATION_MS / 1000)),
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
  };
}

/** One GraphQL call as the app's route makes it; throws on any error so no figure hides one. */
async function call(
  yoga: ShopYoga,
  operation: Pick<Operation, "name" | "source">,
  variables: unknown,
  cookie: string,
): Promise<{ body: { data?: Record<string, unknown>; errors?: unknown[] }; token?: string }> {
  const response = await handleGraphQLRequest(
    yoga,
    new Request(`http://shop.bench/api/graphql/${operation.name}`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        "channel-code": CHANNEL_CODE,
        "x-real-ip": "203.0.113.10",
        ...(cookie ? { cookie } : {}),
      },
      body: JSON.stringify({ query: operation.source, operationName: operation.name, variables }),
    }),
  );
  const body = (await response.json()) as {
    data?: Record<string, unknown>;
    errors?: unknown[];
  };
  if (body.errors) throw new Error(`${operation.name}: ${JSON.stringify(body.errors)}`);
  const token = response.headers
    .getSetCookie()
    .map((c) => /^token=([^;]+)/.exec(c)?.[1])
    .find(Boolean);
  return { body, token };
}

const typename = { name: "benchTypename", source: "query benchTypename { __typename }" };

async function benchStore(label: string, database: Database): Promise<Row[]> {
  await seedDatabase(database.db, { products: 12 });
  const yoga = createGraphQLServer({
    getDb: async () => database.db,
    sessionSecret: "bench-session-secret-0123456789abcdef",
    ssoSecret: undefined,
    cookieSecure: false,
    paymentConfig: paymentConfigFromEnv,
  });
  const loginVariables = {
    input: { account: DEMO_MEMBER.email, password: DEMO_MEMBER.password },
  };
  const login = async () => {
    const result = await call(yoga, userLogin, loginVariables, "");
    const payload = result.body.data?.userLogin as { userErrors: unknown[] } | undefined;
    if (!payload || payload.userErrors.length > 0)
      throw new Error(`userLogin refused: ${JSON.stringify(payload)}`);
    return result.token!;
  };
  const cookie = `token=${await login()}`;
  const hash = await hashPassword(DEMO_MEMBER.password);
  const rows: Row[] = [];
  for (const callers of CONCURRENCY) {
    const verify = await timed(callers, async () => {
      if (!(await verifyPassword(hash, DEMO_MEMBER.password))) throw new Error("verify failed");
    });
    rows.push({
      database: label,
      target: "userLogin (demo member, right password)",
      callers,
      figures: await timed(callers, async () => void (await login())),
      yardstick: "argon2id verify alone",
      yardstickFigures: verify,
    });
    const plumbing = await timed(
      callers,
      async () => void (await call(yoga, typename, {}, cookie)),
    );
    rows.push({
      database: label,
      target: "customer (signed-in member's token)",
      callers,
      figures: await timed(callers, async () => {
        const result = await call(yoga, customer, {}, cookie);
        const viewer = result.body.data?.customer as { isVisitor: boolean } | null;
        if (!viewer || viewer.isVisitor) throw new Error("customer: not the signed-in member");
      }),
      yardstick: "`{ __typename }`, same handler and cookie",
      yardstickFigures: plumbing,
    });
  }
  return rows;
}

/** The argon2id parameters as the hash itself records them ($argon2id$v=19$m=…,t=…,p=…$…). */
async function argonParameters(): Promise<string> {
  const hash = await hashPassword("parameters-probe-1");
  const [, algorithm, version, params] = hash.split("$");
  const values = Object.fromEntries(
    (params ?? "").split(",").map((pair) => pair.split("=") as [string, string]),
  );
  return `${algorithm} ${version}, memory ${values.m} KiB (m), ${values.t} passes (t), parallelism ${values.p} (p)`;
}

const ratio = (a: number, b: number) => (b > 0 ? `${(a / b).toFixed(2)} ×` : "–");

function table(rows: Row[]): string {
  const lines = [
    "| database | target | callers | calls/s | p50 ms | p99 ms | yardstick (same run) | yardstick p50 ms | yardstick p99 ms | p50 ratio | p99 ratio |",
    "|---|---|---:|---:|---:|---:|---|---:|---:|---:|---:|",
  ];
  for (const { database, target, callers, figures: f, yardstick, yardstickFigures: y } of rows) {
    lines.push(
      `| ${database} | ${target} | ${callers} | ${f.perSecond} | ${f.p50.toFixed(1)} | ${f.p99.toFixed(1)} | ${yardstick} | ${y.p50.toFixed(1)} | ${y.p99.toFixed(1)} | ${ratio(f.p50, y.p50)} | ${ratio(f.p99, y.p99)} |`,
    );
  }
  return lines.join("\n");
}

async function main(): Promise<void> {
  const rows: Row[] = [];
  const pglite = await connectDatabase({ kind: "pglite" });
  try {
    await migrateDatabase(pglite);
    rows.push(...(await benchStore("PGlite", pglite)));
  } finally {
    await pglite.close();
  }
  let postgres = "no PostgreSQL answered; PGlite only";
  if (await postgresAvailable()) {
    postgres = await postgresVersion();
    const name = `shop_bench_accounts_${Date.now().toString(36)}`;
    await adminQuery(`create database ${name}`);
    const database = await connectDatabase({ kind: "postgres", url: postgresUrl(name) });
    try {
      await migrateDatabase(database);
      rows.push(...(await benchStore(postgres, database)));
    } finally {
      await database.close();
      await adminQuery(`drop database if exists ${name} with (force)`);
    }
  }
  const envPrefix = process.env.BENCH_DURATION
    ? `BENCH_DURATION=${process.env.BENCH_DURATION} `
    : "";
  const section = [
    `Measured ${nowUtc()} UTC on ${machine()}; ${postgres}; 1-minute load average ${os.loadavg()[0]!.toFixed(1)} at the end.`,
    `Command (no build): \`${envPrefix}npm run bench:accounts\` — in-process (the /api/graphql handler called directly), demo seed,`,
    `${WARM_UP_MS / 1000} s warm-up then ${DURATION_MS / 1000} s per line; argon2id as hashed by lib/domain/accounts/passwords.ts: ${await argonParameters()}.`,
    "",
    table(rows),
  ].join("\n");
  writeSection("bench-accounts", section);
  console.log(section);
}

await main();
