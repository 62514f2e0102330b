import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DbRateLimitStore } from "@/lib/domain/rate-limit/store";
import { redisRateLimitStore } from "@/lib/domain/rate-limit/redis";
import { createTestDatabase, type TestDatabase } from "./support/test-database";
import { answers, REDIS_URL } from "./support/reachable";

let database: TestDatabase;
const t0 = new Date("2026-11-26T10:00:00Z");
const at = (seconds: number) => new Date(t0.getTime() + seconds * 1000);

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.dispose());

describe("DbRateLimitStore", () => {
  it("counts hits inside a sliding window and forgets them on reset", async () => {
    const store = new DbRateLimitStore(database.db);
    expect(await store.hit("k1", 60, at(0))).toBe(1);
    expect(await store.hit("k1", 60, at(30))).toBe(2);
    expect(await store.count("k1", 60, at(59))).toBe(2);
    expect(await store.count("k1", 60, at(61))).toBe(1);
    expect(await store.count("k1", 60, at(100))).toBe(0);
    expect(await store.count("other", 60, at(30))).toBe(0);
    await store.hit("k1", 60, at(101));
    await store.reset("k1");
    expect(await store.count("k1", 60, at(101))).toBe(0);
  });

  it("keeps counts across a restart and shares them between instances", async () => {
    const first = new DbRateLimitStore(database.db);
    await first.hit("shared", 900, at(0));
    await first.hit("shared", 900, at(1));
    // A "restart": a new store over the same database, and a second instance beside it.
    const afterRestart = new DbRateLimitStore(database.db);
    const otherInstance = new DbRateLimitStore(database.db);
    expect(await afterRestart.count("shared", 900, at(2))).toBe(2);
    expect(await otherInstance.hit("shared", 900, at(3))).toBe(3);
    expect(await afterRestart.count("shared", 900, at(3))).toBe(3);
  });
});

const redisReachable = await answers(REDIS_URL);

describe.skipIf(!redisReachable)(`RedisRateLimitStore (needs Redis at ${REDIS_URL})`, () => {
  // A prefix per run so parallel or repeated runs never see each other's keys.
  const prefix = `test:${randomUUID()}:`;

  it("counts in a sliding window, survives a new client and shares counts", async () => {
    const first = redisRateLimitStore(REDIS_URL, prefix);
    expect(await first.hit("k", 60, at(0))).toBe(1);
    expect(await first.hit("k", 60, at(30))).toBe(2);
    const second = redisRateLimitStore(REDIS_URL, prefix);
    expect(await second.count("k", 60, at(59))).toBe(2);
    expect(await second.count("k", 60, at(61))).toBe(1);
    expect(await second.hit("k", 60, at(62))).toBe(2);
    await first.reset("k");
    expect(await second.count("k", 60, at(62))).toBe(0);
  });
});
