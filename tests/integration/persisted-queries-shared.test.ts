/**
 * Persisted queries shared across instances (issue 18 item 1, ADR 0050): a document registered
 * through one instance is found by hash through another, in the database (PGlite, or PostgreSQL
 * with DATABASE_URL) or in Redis; the store is bounded by capacity and age; the shop's own
 * operations stay built in.
 */
import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "@/lib/domain/catalog/sql-rows";
import { handleGraphQLRequest } from "@/lib/graphql/http";
import { sha256Hex } from "@/lib/graphql/persisted-queries";
import {
  dbRegisteredQueries,
  PERSISTED_QUERY_MAX_DOCUMENT_CHARS,
  PERSISTED_QUERY_TTL_SECONDS,
  redisRegisteredQueries,
  type RegisteredQueryStore,
} from "@/lib/graphql/persisted-query-store";
import { createGraphQLServer } from "@/lib/graphql/server";
import { brands as persistedBrands } from "@/lib/graphql/persisted/catalog";
import { CHANNEL_CODE } from "@/lib/graphql/wire";
import { paymentConfigFromEnv } from "@/lib/payment-config";
import { answers, REDIS_URL } from "./support/reachable";
import { createTestDatabase, type TestDatabase } from "./support/test-database";

let database: TestDatabase;
const t0 = new Date("2026-11-20T04:00:00Z");
const at = (seconds: number) => new Date(t0.getTime() + seconds * 1000);

beforeAll(async () => {
  process.env.SESSION_SECRET ??= "persisted-queries-test-secret-0123456789";
  database = await createTestDatabase();
});
afterAll(() => database.dispose());

/** An instance of the API over the shared database (and, when given, the shared Redis store). */
function instance(persistedQueries?: RegisteredQueryStore) {
  const yoga = createGraphQLServer({
    getDb: async () => database.db,
    sessionSecret: "persisted-queries-test-secret-0123456789",
    ssoSecret: undefined,
    cookieSecure: false,
    paymentConfig: paymentConfigFromEnv,
    persistedQueries,
  });
  return async (body: Record<string, unknown>) => {
    const response = await handleGraphQLRequest(
      yoga,
      new Request("http://shop.test/api/graphql", {
        method: "POST",
        headers: { "content-type": "application/json", "channel-code": CHANNEL_CODE },
        body: JSON.stringify(body),
      }),
    );
    return (await response.json()) as {
      data?: Record<string, unknown>;
      errors?: { message: string; extensions?: { code?: string } }[];
    };
  };
}

const document = `query SharedProbe${randomUUID().replace(/-/g, "")} { __typename }`;
const hash = sha256Hex(document);
const byHash = { extensions: { persistedQuery: { version: 1, sha256Hash: hash } } };

describe("in the database", () => {
  it("a hash registered through one instance is found through another", async () => {
    const a = instance();
    const b = instance();
    const missed = await b(byHash);
    expect(missed.errors?.[0]?.message).toBe("PersistedQueryNotFound");
    const registered = await a({ query: document, ...byHash });
    expect(registered.data).toEqual({ __typename: "Query" });
    const found = await b(byHash);
    expect(found.errors).toBeUndefined();
    expect(found.data).toEqual({ __typename: "Query" });
  });

  it("keeps the shop's own operations built in, never stored", async () => {
    const found = await instance()({
      operationName: persistedBrands.name,
      extensions: { persistedQuery: { version: 1, sha256Hash: persistedBrands.sha256Hash } },
    });
    expect(found.errors).toBeUndefined();
    const [row] = await queryRows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from persisted_queries where hash = ${persistedBrands.sha256Hash}`,
    );
    expect(row!.n).toBe(0);
  });

  it("is bounded: the oldest go past the capacity, and a registration expires with age", async () => {
    const store = dbRegisteredQueries(async () => database.db, 3);
    const docs = Array.from(
      { length: 5 },
      (_, i) => `query Bound${i}${randomUUID().slice(0, 8)} { __typename }`,
    );
    for (const [i, doc] of docs.entries()) await store.register(sha256Hex(doc), doc, at(i));
    const [count] = await queryRows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from persisted_queries`,
    );
    expect(count!.n).toBe(3);
    expect(await store.get(sha256Hex(docs[0]!), at(5))).toBeUndefined();
    expect(await store.get(sha256Hex(docs[1]!), at(5))).toBeUndefined();
    expect(await store.get(sha256Hex(docs[4]!), at(5))).toBe(docs[4]);
    expect(
      await store.get(sha256Hex(docs[4]!), at(4 + PERSISTED_QUERY_TTL_SECONDS + 1)),
    ).toBeUndefined();
    // Registering again refreshes its age.
    await store.register(sha256Hex(docs[2]!), docs[2]!, at(1000));
    expect(await store.get(sha256Hex(docs[2]!), at(1000 + PERSISTED_QUERY_TTL_SECONDS - 1))).toBe(
      docs[2],
    );
  });

  it("stores no document longer than the cap", async () => {
    const store = dbRegisteredQueries(async () => database.db);
    const long = `query Long { __typename }${" ".repeat(PERSISTED_QUERY_MAX_DOCUMENT_CHARS)}`;
    await store.register(sha256Hex(long), long, at(0));
    expect(await store.get(sha256Hex(long), at(1))).toBeUndefined();
  });
});

const redisReachable = await answers(REDIS_URL);

describe.skipIf(!redisReachable)(`in Redis (needs Redis at ${REDIS_URL})`, () => {
  const prefix = `test:${randomUUID()}:pq:`;

  it("a hash registered through one instance is found through another", async () => {
    const a = instance(redisRegisteredQueries(REDIS_URL, prefix));
    const b = instance(redisRegisteredQueries(REDIS_URL, prefix));
    const doc = `query RedisProbe${randomUUID().replace(/-/g, "")} { __typename }`;
    const ext = { extensions: { persistedQuery: { version: 1, sha256Hash: sha256Hex(doc) } } };
    expect((await b(ext)).errors?.[0]?.message).toBe("PersistedQueryNotFound");
    expect((await a({ query: doc, ...ext })).data).toEqual({ __typename: "Query" });
    expect((await b(ext)).data).toEqual({ __typename: "Query" });
  });

  it("is bounded: the oldest go past the capacity", async () => {
    const own = `test:${randomUUID()}:pq:`;
    const one = redisRegisteredQueries(REDIS_URL, own, 3);
    const two = redisRegisteredQueries(REDIS_URL, own, 3);
    const docs = Array.from({ length: 5 }, (_, i) => `query RBound${i} { __typename }`);
    for (const [i, doc] of docs.entries()) {
      await (i % 2 === 0 ? one : two).register(sha256Hex(doc), doc, at(i));
    }
    expect(await two.get(sha256Hex(docs[0]!), at(5))).toBeUndefined();
    expect(await two.get(sha256Hex(docs[1]!), at(5))).toBeUndefined();
    expect(await one.get(sha256Hex(docs[2]!), at(5))).toBe(docs[2]);
    expect(await one.get(sha256Hex(docs[4]!), at(5))).toBe(docs[4]);
  });
});
