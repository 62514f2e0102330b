/**
 * kill -9 during checkout (issue 18 item 4): 100 times on PGlite (a data folder on disk, reopened
 * after each crash, so its recovery is what is tested) and 100 on PostgreSQL when DATABASE_URL is
 * set, a process placing a guest's order is killed with SIGKILL at a random moment between loading
 * the API and answering. After each crash: the order of that idempotency key is complete (lines,
 * stock reservation, event) or absent, no reservation lacks its order, stock taken equals stock
 * reserved, and the same key sent again places the order exactly once.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { createInterface } from "node:readline";
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import {
  connectDatabase,
  migrateDatabase,
  type ConnectOptions,
  type Database,
} from "@/lib/db/connect";
import { queryRows } from "@/lib/domain/catalog/sql-rows";
import { visitorLogin } from "@/lib/graphql/operations/accounts";
import { createOrder } from "@/lib/graphql/operations/checkout";
import { seedDatabase } from "@/lib/seed";
import { createTestServer, TestClient } from "../integration/support/graphql-client";
import { guestOrderOf } from "../integration/support/guest-order";
import { PartReport } from "./support/report";
import { createScratchDatabase } from "./support/scratch-database";

const ROUNDS = Number(process.env.HARDENING_CRASH_ROUNDS ?? 100);
/** A round takes 2-3 s on 2 quiet cores (a process start, a checkout, a recovery, a retry),
 * several times that beside the suite's other parts: far more than the project's default. */
const CRASH_TEST_TIMEOUT_MS = 1_200_000;
/** Units of the one SKU every round buys: far more than the rounds, so stock never refuses. */
const STOCK = 100_000;
const WORKER = path.join(import.meta.dirname, "crash/checkout-worker.ts");
const SERVER_ONLY_HOOKS = path.join(import.meta.dirname, "crash/server-only-hooks.mjs");

interface Worker {
  child: ChildProcess;
  /** Resolves when the database is open and the checkout begins. */
  open: Promise<void>;
  /** What the worker logged: the reason when a checkout fails. */
  log(): string;
  ready: Promise<void>;
  /** Resolves with the answer when the checkout answered (before the worker closes up). */
  answered: Promise<string>;
  /** Resolves when the process ended, with the answer if there was one. */
  done: Promise<string | null>;
}

/** A checkout process with the API loaded, waiting for its job. */
function startWorker(target: ConnectOptions): Worker {
  const child = spawn(
    process.execPath,
    ["--import", SERVER_ONLY_HOOKS, "--import", "tsx", WORKER],
    {
      env: { ...process.env, CRASH_DATABASE: JSON.stringify(target) },
      stdio: ["pipe", "pipe", "pipe"],
    },
  );
  let stderr = "";
  child.stderr!.on("data", (chunk: Buffer) => (stderr += chunk.toString("utf8")));
  const lines = createInterface({ input: child.stdout! });
  let markReady: () => void = () => {};
  let failReady: (error: Error) => void = () => {};
  const ready = new Promise<void>((resolve, reject) => {
    markReady = resolve;
    failReady = reject;
  });
  // The last worker, started for a round that never comes, is killed before it is ready.
  ready.catch(() => {});
  let markOpen: () => void = () => {};
  const open = new Promise<void>((resolve) => (markOpen = resolve));
  let answer: string | null = null;
  let markAnswered: (answer: string) => void = () => {};
  const answered = new Promise<string>((resolve) => (markAnswered = resolve));
  lines.on("line", (line) => {
    if (line === "ready") markReady();
    else if (line === "open") markOpen();
    else if (line.startsWith("done ")) {
      answer = line.slice(5);
      markAnswered(answer);
    }
  });
  const done = new Promise<string | null>((resolve) => {
    child.once("exit", (code, signal) => {
      failReady(new Error(`worker stopped before ready (${signal ?? code}): ${stderr}`));
      markOpen();
      markAnswered("");
      if (signal === null && code !== 0) console.error(`worker failed (${code}): ${stderr}`);
      resolve(answer);
    });
  });
  return { child, ready, open, answered, done, log: () => stderr };
}

interface Facts {
  orders: number;
  incomplete: number;
  orphans: number;
  taken: number;
  reserved: number;
}

async function factsOf(database: Database, skuCode: string, key: string): Promise<Facts> {
  const [row] = await queryRows<Facts>(
    database.db,
    sql`select
      (select count(*)::int from orders where idempotency_key = ${key}) as orders,
      (select count(*)::int from orders o where not exists (select 1 from order_lines l where l.order_id = o.id)
         or not exists (select 1 from order_reservations r where r.order_id = o.id and r.kind = 'STOCK')
         or not exists (select 1 from order_events e where e.order_id = o.id)) as incomplete,
      (select count(*)::int from order_reservations r where not exists (select 1 from orders o where o.id = r.order_id)) as orphans,
      (select ${STOCK} - i.available from inventories i join skus s on s.id = i.sku_id where s.code = ${skuCode})::int as taken,
      (select coalesce(sum(r.quantity), 0)::int from order_reservations r join skus s on r.ref = s.id::text
         where r.kind = 'STOCK' and s.code = ${skuCode}) as reserved`,
  );
  return row!;
}

/** Places orders on `target`, crashing each placement once; returns what was seen. */
async function crashRounds(target: ConnectOptions, label: string) {
  // Seed once, on a connection of this process, then hand the folder to the workers.
  let database = await connectDatabase(target);
  await migrateDatabase(database);
  await seedDatabase(database.db, { products: 20, now: new Date() });
  const [sku] = await queryRows<{ code: string }>(
    database.db,
    sql`select s.code from skus s join inventories i on i.sku_id = s.id join products p on p.id = s.product_id
      where p.sale_status = 'ON_SHELF' and s.is_enabled and i.available > 0 order by s.id limit 1`,
  );
  await database.db.execute(
    sql`update inventories set available = ${STOCK} where sku_id = (select id from skus where code = ${sku!.code})`,
  );
  const visitor = new TestClient(createTestServer(database.db), { headers: { lang: "en_US" } });
  await visitor.call(visitorLogin);
  const cookies = [...visitor.cookies];
  const pglite = target.kind === "pglite";
  const reopen = async () => {
    if (pglite) database = await connectDatabase(target);
  };
  const release = async () => {
    if (pglite) await database.close();
  };

  // How long an uninterrupted checkout takes in a worker, so kills land across all of it.
  const durations: number[] = [];
  let next = startWorker(target);
  await release();
  for (let warm = 0; warm < 3; warm += 1) {
    const worker = next;
    await worker.ready;
    next = startWorker(target);
    worker.child.stdin!.write(
      `${JSON.stringify({ cookies, input: guestOrderOf([{ skuCode: sku!.code, quantity: 1 }]) })}\n`,
    );
    await worker.open;
    const started = performance.now();
    expect(await worker.answered, worker.log()).toContain('"orderCreate"');
    durations.push(performance.now() - started);
    await worker.done;
  }
  const window = Math.max(...durations) * 1.2;

  const outcomes = { absent: 0, complete: 0, answered: 0, retriesPlaced: 0 };
  for (let round = 0; round < ROUNDS; round += 1) {
    const worker = next;
    await worker.ready;
    next = startWorker(target);
    const input = guestOrderOf([{ skuCode: sku!.code, quantity: 1 }], {
      idempotencyKey: `crash-${label}-${round}-${randomBytes(4).toString("hex")}`,
    });
    worker.child.stdin!.write(`${JSON.stringify({ cookies, input })}\n`);
    await worker.open;
    await new Promise((resolve) => setTimeout(resolve, Math.random() * window));
    worker.child.kill("SIGKILL");
    if ((await worker.done) !== null) outcomes.answered += 1;

    await reopen();
    const after = await factsOf(database, sku!.code, input.idempotencyKey);
    expect(after.orders).toBeLessThanOrEqual(1);
    expect(after.incomplete).toBe(0);
    expect(after.orphans).toBe(0);
    expect(after.taken).toBe(after.reserved);
    if (after.orders === 1) outcomes.complete += 1;
    else outcomes.absent += 1;

    // The shopper retries with the same key: exactly one order, whichever way the crash fell.
    const retry = new TestClient(createTestServer(database.db), { headers: { lang: "en_US" } });
    for (const [name, value] of cookies) retry.cookies.set(name, value);
    const answer = await retry.call(createOrder, { input });
    expect(answer.body.errors).toBeUndefined();
    const settled = await factsOf(database, sku!.code, input.idempotencyKey);
    expect(settled.orders).toBe(1);
    expect(settled.taken).toBe(settled.reserved);
    if (after.orders === 0) outcomes.retriesPlaced += 1;
    await release();
  }
  next.child.kill("SIGKILL");
  await next.done;
  if (!pglite) await database.close();
  return { rounds: ROUNDS, killWindowMs: Math.round(window), ...outcomes };
}

const report = new PartReport("crash-checkout", "kill -9 during checkout", 7);
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  await report.write();
  for (const cleanup of cleanups) await cleanup();
});

/** The figures of one database's rounds, named after it. */
function recordFigures(database: string, figures: Record<string, number>): void {
  for (const [name, value] of Object.entries(figures)) report.figure(`${database}: ${name}`, value);
}

describe("kill -9 during checkout", () => {
  it(
    `leaves every order complete or absent, ${ROUNDS} crashes on PGlite`,
    async () => {
      const folder = mkdtempSync(path.join(tmpdir(), "shop-crash-"));
      cleanups.push(async () => rmSync(folder, { recursive: true, force: true }));
      const figures = await crashRounds(
        { kind: "pglite", dataDir: path.join(folder, "db") },
        "pglite",
      );
      recordFigures("PGlite", figures);
    },
    CRASH_TEST_TIMEOUT_MS,
  );

  it.runIf(process.env.DATABASE_URL)(
    `leaves every order complete or absent, ${ROUNDS} crashes on PostgreSQL`,
    async () => {
      const scratch = await createScratchDatabase("crash");
      cleanups.push(() => scratch.drop());
      const figures = await crashRounds({ kind: "postgres", url: scratch.url }, "postgres");
      recordFigures("PostgreSQL", figures);
    },
    CRASH_TEST_TIMEOUT_MS,
  );
});
