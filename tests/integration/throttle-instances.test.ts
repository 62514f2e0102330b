/**
 * "Throttling holds across a restart and across two server instances on one PostgreSQL": the
 * sign-in failure counts live in the database (DbRateLimitStore, the default when REDIS_URL is
 * unset), so two app processes, each with its own connection pool, share them, and a process
 * that stops and starts again finds them.
 *
 * Two processes are modelled as two GraphQL servers over two separate pg pools on the same
 * database. An in-memory PGlite cannot be opened by a second connection, so that part runs only
 * when DATABASE_URL names a PostgreSQL server (scripts/test-all.mjs sets it for its PostgreSQL
 * pass). On PGlite the restart is a data folder closed and opened again.
 */
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { connectDatabase, migrateDatabase, type Database } from "@/lib/db/connect";
import { queryRows } from "@/lib/domain/catalog/sql-rows";
import { needImageVerifyCode, userLogin } from "@/lib/graphql/operations/accounts";
import { createTestDatabase, type TestDatabase } from "./support/test-database";
import { createTestServer, TestClient } from "./support/graphql-client";

const clock = new Date("2026-11-26T10:00:00Z");
const now = () => clock;
const IP = "198.51.100.7";

/** One app instance: its own server over its own connection (pool). */
function instance(database: Database): TestClient {
  return new TestClient(createTestServer(database.db, { now }), {
    headers: { "x-real-ip": IP, lang: "en_US" },
  });
}

async function failLogin(client: TestClient, account: string): Promise<void> {
  const result = await client.call(userLogin, { input: { account, password: "Wrong12345" } });
  expect(result.body.data!.userLogin.token).toBeNull();
}

async function needed(client: TestClient, account: string): Promise<boolean> {
  return (await client.call(needImageVerifyCode, { account })).body.data!.needImageVerifyCode;
}

describe.runIf(Boolean(process.env.DATABASE_URL))("two instances on one PostgreSQL", () => {
  let database: TestDatabase;
  let secondUrl: string;
  const pools: Database[] = [];
  const openPool = async () => {
    const pool = await connectDatabase({ kind: "postgres", url: secondUrl, poolSize: 2 });
    pools.push(pool);
    return pool;
  };

  beforeAll(async () => {
    database = await createTestDatabase();
    const [row] = await queryRows<{ name: string }>(
      database.db,
      sql`select current_database() as name`,
    );
    const url = new URL(process.env.DATABASE_URL!);
    url.pathname = `/${row!.name}`;
    secondUrl = url.toString();
  });
  afterAll(async () => {
    for (const pool of pools.splice(0)) await pool.close().catch(() => {});
    await database?.dispose();
  });

  it("adds up failures made through either instance, and both see the image check", async () => {
    const account = "two-instances@example.com";
    const first = instance(database);
    const secondPool = await openPool();
    const second = instance(secondPool);
    for (let i = 0; i < 3; i++) await failLogin(first, account);
    await failLogin(second, account);
    // Four failures in all: below the limit on both, whichever instance made them.
    expect(await needed(first, account)).toBe(false);
    expect(await needed(second, account)).toBe(false);
    await failLogin(second, account);
    expect(await needed(first, account)).toBe(true);
    expect(await needed(second, account)).toBe(true);
  });

  it("keeps the count when an instance stops and a new one starts", async () => {
    const account = "restart-instance@example.com";
    const pool = await openPool();
    const before = instance(pool);
    for (let i = 0; i < 5; i++) await failLogin(before, account);
    expect(await needed(before, account)).toBe(true);
    // The "restart": the server and its pool end; a new pool and server take their place.
    await pool.close();
    pools.splice(pools.indexOf(pool), 1);
    const after = instance(await openPool());
    expect(await needed(after, account)).toBe(true);
    expect(await needed(instance(database), account)).toBe(true);
  });
});

describe.skipIf(Boolean(process.env.DATABASE_URL))("a restart on PGlite", () => {
  let folder: string;
  beforeAll(() => {
    folder = mkdtempSync(path.join(os.tmpdir(), "throttle-restart-"));
  });
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it("keeps the count in the data folder across a close and reopen", async () => {
    const dataDir = path.join(folder, "db");
    const account = "pglite-restart@example.com";
    const firstRun = await connectDatabase({ kind: "pglite", dataDir });
    await migrateDatabase(firstRun);
    const before = instance(firstRun);
    for (let i = 0; i < 5; i++) await failLogin(before, account);
    expect(await needed(before, account)).toBe(true);
    await firstRun.close();
    const secondRun = await connectDatabase({ kind: "pglite", dataDir });
    try {
      expect(await needed(instance(secondRun), account)).toBe(true);
      expect(await needed(instance(secondRun), "someone-else@example.com")).toBe(false);
    } finally {
      await secondRun.close();
    }
  }, 120_000);
});
