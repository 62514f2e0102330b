/**
 * The job queue (lib/jobs, docs/adr/0044): on any database the in-process runner runs a job on
 * its timer and at once when woken, and the registry's jobs do their work (auto-cancel with its
 * revalidation, expiry sweeps that keep live rows). On PostgreSQL (DATABASE_URL set) two pg-boss
 * runners, like two app instances, run a job once per slot between them, cancel each due order
 * once, and keep pg-boss's tables out of the app's schema and migrations.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { sql } from "drizzle-orm";
import { connectDatabase, migrateDatabase, type Database, type Db } from "@/lib/db/connect";
import { queryRows } from "@/lib/domain/catalog/sql-rows";
import { seedDatabase } from "@/lib/seed";
import { startInProcessRunner } from "@/lib/jobs/in-process-runner";
import { startPgBossRunner, type PgBossRunner } from "@/lib/jobs/pg-boss-runner";
import { shopJobs, type JobDependencies } from "@/lib/jobs/registry";
import { startJobs, stopJobs } from "@/lib/jobs/start";
import { wakeOutbox } from "@/lib/domain/outbox/wake";
import type { Env } from "@/lib/env";
import { EXPIRED_SESSION_KEPT_SECONDS } from "@/lib/jobs/expiry-sweeps";
import type { Job } from "@/lib/jobs/types";
import { createTestDatabase, type TestDatabase } from "./support/test-database";
import { insertOrder } from "./support/payment-fixtures";
import { TEST_SESSION_SECRET } from "./support/graphql-client";

let database: TestDatabase;
const q = <T>(query: ReturnType<typeof sql>, db: Db = database.db) => queryRows<T>(db, query);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The registry's dependencies with nothing behind them (no job here reaches them). */
function testDeps(): JobDependencies {
  return {
    revalidateTags: () => {},
    transports: { sms: { send: async () => {} } },
    paymentConfig: () => {
      throw new Error("no payments in these tests");
    },
    mediaDir: ".data/jobs-test-media",
  };
}

async function until(check: () => Promise<boolean>, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error("timed out");
    await sleep(100);
  }
}

/** A job that records each run, with the runner that ran it. */
function countingJob(name: string, every: number, runner: string): Job {
  return {
    name,
    every,
    run: async (db) => {
      await db.execute(sql`insert into job_runs (job, runner) values (${name}, ${runner})`);
    },
  };
}

async function runsOf(name: string): Promise<{ runner: string }[]> {
  return q(sql`select runner from job_runs where job = ${name}`);
}

/** The test database's own URL on the PostgreSQL server (DATABASE_URL names another one). */
async function testDatabaseUrl(): Promise<string> {
  const [row] = await q<{ name: string }>(sql`select current_database() as name`);
  const parsed = new URL(process.env.DATABASE_URL!);
  parsed.pathname = `/${row!.name}`;
  return parsed.toString();
}

async function customerId(): Promise<string> {
  const [row] = await q<{ id: string }>(sql`select id from customers order by created_at limit 1`);
  return row!.id;
}

beforeAll(async () => {
  database = await createTestDatabase();
  await seedDatabase(database.db, { products: 8, now: new Date("2026-11-20T04:00:00Z") });
  await database.db.execute(
    sql`create table job_runs (id serial primary key, job text not null, runner text not null,
      at timestamptz not null default clock_timestamp())`,
  );
});
afterAll(() => database?.dispose());

describe("the in-process runner (the embedded database)", () => {
  it("runs a job on its timer, and at once when triggered", async () => {
    const runner = startInProcessRunner([countingJob("tick", 1000, "a")], async () => database.db);
    try {
      runner.trigger("tick");
      await until(async () => (await runsOf("tick")).length >= 1, 500);
      await until(async () => (await runsOf("tick")).length >= 2, 3000);
    } finally {
      await runner.stop();
    }
    const after = (await runsOf("tick")).length;
    await sleep(1500);
    expect((await runsOf("tick")).length).toBe(after);
  });
});

describe("startJobs, as instrumentation.ts calls it", () => {
  const envOf = async (jobs: "on" | "off") =>
    ({
      JOBS: jobs,
      DATABASE_URL: process.env.DATABASE_URL ? await testDatabaseUrl() : undefined,
      SESSION_SECRET: TEST_SESSION_SECRET,
      SMTP_FROM: "Shop <shop@example.com>",
    }) as Env;

  it("starts nothing with JOBS=off", async () => {
    expect(
      await startJobs(async () => database.db, await envOf("off"), { handleSignals: false }),
    ).toBeNull();
    await stopJobs();
  });

  it("picks the runner of the database and delivers an outbox message when a request wakes it", async () => {
    const runner = await startJobs(async () => database.db, await envOf("on"), {
      handleSignals: false,
    });
    try {
      expect(runner?.kind).toBe(process.env.DATABASE_URL ? "pg-boss" : "in-process");
      const [row] = await q<{ id: string }>(
        sql`insert into outbox (channel, recipient, subject, body) values ('sms', '+852 91234567', 'code', '123456') returning id`,
      );
      wakeOutbox();
      await until(async () => {
        const [sent] = await q<{ sent: boolean }>(
          sql`select sent_at is not null as sent from outbox where id = ${row!.id}::uuid`,
        );
        return sent!.sent;
      }, 2_000);
    } finally {
      await stopJobs();
    }
    // Stopped: a wake reaches nobody.
    const [late] = await q<{ id: string }>(
      sql`insert into outbox (channel, recipient, subject, body) values ('sms', '+852 91234567', 'code', '654321') returning id`,
    );
    wakeOutbox();
    await sleep(300);
    const [unsent] = await q<{ sent: boolean }>(
      sql`select sent_at is not null as sent from outbox where id = ${late!.id}::uuid`,
    );
    expect(unsent!.sent).toBe(false);
  });
});

describe("the registry's jobs", () => {
  it("auto-cancels the unpaid orders that are due, once, and revalidates their products", async () => {
    const revalidated: string[][] = [];
    const jobs = shopJobs({
      ...testDeps(),
      revalidateTags: (tags) => void revalidated.push([...tags]),
    });
    const autoCancel = jobs.find((job) => job.name === "auto-cancel")!;
    const customer = await customerId();
    const now = new Date();
    const due = await insertOrder(database.db, {
      customerId: customer,
      orderTime: new Date(now.getTime() - 5 * 3600_000),
    });
    const notYet = await insertOrder(database.db, { customerId: customer, orderTime: now });
    expect(await autoCancel.run(database.db, now)).toEqual({ cancelled: 1 });
    expect(await autoCancel.run(database.db, now)).toEqual({ cancelled: 0 });
    const rows = await q<{ code: string; status: string }>(
      sql`select code, status from orders where code in (${due.code}, ${notYet.code}) order by code`,
    );
    expect(Object.fromEntries(rows.map((row) => [row.code, row.status]))).toEqual({
      [due.code]: "AUTO_CANCEL",
      [notYet.code]: "WAIT_PAY",
    });
    expect(revalidated.flat().length).toBeGreaterThan(0);
  });

  it("sweeps expired rows in every table that holds them and keeps the live ones", async () => {
    const sweeps = shopJobs(testDeps()).find((job) => job.name === "expiry-sweeps")!;
    const now = new Date();
    const at = (seconds: number) => new Date(now.getTime() + seconds * 1000).toISOString();
    const customer = await customerId();
    const longAgo = -EXPIRED_SESSION_KEPT_SECONDS - 60;
    await database.db
      .execute(sql`insert into sessions (token_hash, customer_id, kind, expires_at) values
      ('sweep-old', ${customer}::uuid, 'visitor', ${at(longAgo)}::timestamptz),
      ('sweep-recent', ${customer}::uuid, 'visitor', ${at(-60)}::timestamptz),
      ('sweep-live', ${customer}::uuid, 'visitor', ${at(3600)}::timestamptz)`);
    await database.db
      .execute(sql`insert into image_verifications (token_hash, answer_hash, expires_at, created_at) values
      ('iv-old', 'x', ${at(-60)}::timestamptz, ${at(-400)}::timestamptz),
      ('iv-live', 'x', ${at(60)}::timestamptz, ${at(-10)}::timestamptz)`);
    await database.db.execute(sql`insert into rate_limit_hits (key, hit_at) values
      ('sweep:old', ${at(-2 * 86_400)}::timestamptz), ('sweep:live', ${at(-60)}::timestamptz)`);
    await database.db
      .execute(sql`insert into verification_codes (purpose, channel, address, code_hash, expires_at) values
      ('REGISTER', 'email', 'old@example.com', 'h', ${at(-2 * 86_400)}::timestamptz),
      ('REGISTER', 'email', 'recent@example.com', 'h', ${at(-60)}::timestamptz)`);
    const counts = (await sweeps.run(database.db, now)) as Record<string, number>;
    expect(counts).toMatchObject({
      sessions: 1,
      image_verifications: 1,
      rate_limit_hits: 1,
      verification_codes: 1,
    });
    expect(
      await q<{ token_hash: string }>(
        sql`select token_hash from sessions where token_hash like 'sweep-%' order by 1`,
      ),
    ).toEqual([{ token_hash: "sweep-live" }, { token_hash: "sweep-recent" }]);
    expect(
      await q(sql`select token_hash from image_verifications where token_hash like 'iv-%'`),
    ).toEqual([{ token_hash: "iv-live" }]);
    expect(await q(sql`select key from rate_limit_hits where key like 'sweep:%'`)).toEqual([
      { key: "sweep:live" },
    ]);
    expect(
      await q(
        sql`select address from verification_codes where address like '%@example.com' and code_hash = 'h'`,
      ),
    ).toEqual([{ address: "recent@example.com" }]);
  });
});

describe.runIf(Boolean(process.env.DATABASE_URL))("two pg-boss runners on one PostgreSQL", () => {
  let url: string;
  const instances: Database[] = [];
  const runners: PgBossRunner[] = [];

  /** A second "instance": its own pool on the same database, and its own runner. */
  async function instance(jobs: (runner: string) => Job[], label: string): Promise<PgBossRunner> {
    const own = await connectDatabase({ kind: "postgres", url, poolSize: 3 });
    instances.push(own);
    const runner = await startPgBossRunner({
      connectionString: url,
      jobs: jobs(label),
      getDb: async () => own.db,
      pollingIntervalSeconds: 0.5,
    });
    runners.push(runner);
    return runner;
  }
  async function stopAll(): Promise<void> {
    await Promise.all(runners.splice(0).map((runner) => runner.stop()));
  }

  beforeAll(async () => {
    url = await testDatabaseUrl();
  });
  afterAll(async () => {
    await stopAll();
    for (const own of instances.splice(0)) await own.close();
  });

  it("runs an interval job once per slot between them", async () => {
    const jobs = (runner: string) => [countingJob("slot-count", 1000, runner)];
    const both = await Promise.all([instance(jobs, "first"), instance(jobs, "second")]);
    const sends = both.map((runner) => vi.spyOn(runner.boss, "send"));
    await until(async () => (await runsOf("slot-count")).length >= 5, 20_000);
    await stopAll();
    const slots = await q<{ slot: string; jobs: number }>(
      sql`select singleton_on::text as slot, count(*)::int as jobs from pgboss.job
        where name = 'slot-count' group by singleton_on`,
    );
    // Both instances sent for (nearly) every slot; one job per slot got in.
    const sent = sends.reduce((sum, spy) => sum + spy.mock.calls.length, 0);
    expect(sent).toBeGreaterThan(slots.length);
    expect(slots.every((slot) => slot.jobs === 1)).toBe(true);
    const [completed] = await q<{ n: number }>(
      sql`select count(*)::int as n from pgboss.job where name = 'slot-count' and state = 'completed'`,
    );
    // Every run is one slot's job, and no slot's job ran twice (a slot sent just before the stop
    // may still wait, unrun).
    expect((await runsOf("slot-count")).length).toBe(completed!.n);
    expect(completed!.n).toBeGreaterThanOrEqual(5);
    expect(completed!.n).toBeLessThanOrEqual(slots.length);
  });

  it("cancels each due order once with two workers", async () => {
    const customer = await customerId();
    const past = new Date(Date.now() - 5 * 3600_000);
    const dueOrders = async (count: number) => {
      const codes: string[] = [];
      for (let i = 0; i < count; i += 1) {
        codes.push(
          (await insertOrder(database.db, { customerId: customer, orderTime: past })).code,
        );
      }
      return codes;
    };
    const cancelledAll = (codes: string[]) => async () => {
      const [row] = await q<{ n: number }>(
        sql`select count(*)::int as n from orders where code = any(${sql.param(codes)}::text[]) and status = 'AUTO_CANCEL'`,
      );
      return row!.n === codes.length;
    };
    // The registry's auto-cancel, on a one-second slot so the test need not wait a minute.
    const jobs = () =>
      shopJobs(testDeps())
        .filter((job) => job.name === "auto-cancel")
        .map((job) => ({ ...job, every: 1000 }));
    const [first, second] = await Promise.all([instance(jobs, "first"), instance(jobs, "second")]);
    // Both instances at once, beside the queue's own runs: the claims keep each order to one cancel.
    const woken = await dueOrders(12);
    first!.trigger("auto-cancel");
    second!.trigger("auto-cancel");
    await until(cancelledAll(woken));
    // Then the queue alone, slot after slot on either instance.
    const queued = await dueOrders(6);
    await until(cancelledAll(queued));
    await stopAll();
    const codes = [...woken, ...queued];
    const events = await q<{ code: string; n: number }>(
      sql`select o.code, count(e.id)::int as n from orders o
        join order_events e on e.order_id = o.id and e.to_status = 'AUTO_CANCEL'
        where o.code = any(${sql.param(codes)}::text[]) group by o.code`,
    );
    expect(events).toHaveLength(codes.length);
    expect(events.every((row) => row.n === 1)).toBe(true);
  });

  it("keeps pg-boss in its own schema, out of the app's migrations", async () => {
    const [before] = await q<{ n: number }>(
      sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
    );
    await migrateDatabase(database);
    const [after] = await q<{ n: number }>(
      sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
    );
    expect(after!.n).toBe(before!.n);
    const [boss] = await q<{ n: number }>(
      sql`select count(*)::int as n from information_schema.tables where table_schema = 'pgboss'`,
    );
    expect(boss!.n).toBeGreaterThan(0);
    const strays = await q(
      sql`select table_name from information_schema.tables where table_schema = 'public'
        and (table_name like 'job%' and table_name <> 'job_runs' or table_name in ('queue', 'schedule', 'version'))`,
    );
    expect(strays).toEqual([]);
  });
});
