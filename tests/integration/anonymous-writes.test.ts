/**
 * Anonymous writes are bounded (issue 18 item 3, ADR 0050): visitor sign-ins per client address,
 * unverifiable payment callbacks per client address (counted in the shared throttle store), callback
 * bodies capped before they are read, and stale visitor customers pruned by the `stale-visitors` job.
 */
import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { visitorLogin as domainVisitorLogin } from "@/lib/domain/accounts/login";
import { STALE_VISITOR_DAYS } from "@/lib/domain/accounts/constants";
import { pruneStaleVisitors } from "@/lib/domain/accounts/visitors";
import { queryRows } from "@/lib/domain/catalog/sql-rows";
import { providerNamed, type PaymentConfig } from "@/lib/domain/payments/config";
import {
  PAYMENT_CALLBACK_MAX_BODY_BYTES,
  PAYMENT_CALLBACK_REFUSED_LIMIT,
} from "@/lib/domain/payments/constants";
import { sandboxCallbackBody } from "@/lib/domain/payments/sandbox";
import { startPayment } from "@/lib/domain/payments/start";
import { DbRateLimitStore } from "@/lib/domain/rate-limit/store";
import { redisRateLimitStore } from "@/lib/domain/rate-limit/redis";
import { visitorLogin } from "@/lib/graphql/operations/accounts";
import { shopJobs } from "@/lib/jobs/registry";
import { seedDatabase } from "@/lib/seed";
import { paydollarDatafeedRoute, sandboxCallbackRoute } from "@/lib/server/payments/routes";
import { createTestServer, TestClient } from "./support/graphql-client";
import { insertOrder, orderState } from "./support/payment-fixtures";
import { answers, REDIS_URL } from "./support/reachable";
import { createTestDatabase, type TestDatabase } from "./support/test-database";

const now = new Date("2026-11-20T04:00:00Z");
const SECRET = "anonymous-writes-sandbox-secret-0123456789";
const config: PaymentConfig = {
  provider: "sandbox",
  publicBaseUrl: "https://shop.test",
  sandboxSecret: SECRET,
  paydollar: {
    url: "https://paydollar.test/pay",
    merchantId: "M1",
    secret: "paydollar-secret",
    hash: "sha1",
  },
};
let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
  await seedDatabase(database.db, { products: 2, now });
});
afterAll(() => database.dispose());

const customerCount = async () =>
  (await queryRows<{ n: number }>(database.db, sql`select count(*)::int as n from customers`))[0]!
    .n;

describe("visitor sign-ins", () => {
  it("are refused past the limit for one client address, writing no customer; others go on", async () => {
    const server = createTestServer(database.db, { now: () => now, visitorLoginLimit: 3 });
    const from = (ip: string) => new TestClient(server, { headers: { "x-real-ip": ip } });
    for (let i = 0; i < 3; i += 1) {
      const ok = await from("203.0.113.7").call(visitorLogin);
      expect(ok.body.data?.visitorLogin.userErrors).toEqual([]);
    }
    const before = await customerCount();
    const refusedClient = new TestClient(server, {
      headers: { "x-real-ip": "203.0.113.7", lang: "zh_HK" },
    });
    const refused = await refusedClient.call(visitorLogin);
    expect(refused.body.data?.visitorLogin).toMatchObject({
      token: null,
      userErrors: [
        { code: "VISITOR_LOGIN_TOO_MANY", message: "您的網絡剛才有太多新訪問，請數分鐘後再試。" },
      ],
    });
    expect(refusedClient.cookies.get("token")).toBeUndefined();
    expect(await customerCount()).toBe(before);

    const other = await from("198.51.100.9").call(visitorLogin);
    expect(other.body.data?.visitorLogin.userErrors).toEqual([]);
    expect(await customerCount()).toBe(before + 1);
  });
});

describe("payment callbacks from outside", () => {
  const deps = (clientKey: string, at = now) => ({
    db: database.db,
    config,
    now: at,
    clientKey,
    rateLimits: new DbRateLimitStore(database.db),
  });
  const post = (body: string, headers: Record<string, string> = {}) =>
    new Request("https://shop.test/api/payments/sandbox/callback", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
      body,
    });
  const storedCallbacks = async () =>
    (
      await queryRows<{ n: number }>(
        database.db,
        sql`select count(*)::int as n from payment_callbacks`,
      )
    )[0]!.n;

  it("refuses a body over the cap with 413 before reading it, declared or streamed", async () => {
    const before = await storedCallbacks();
    const big = "a=" + "x".repeat(PAYMENT_CALLBACK_MAX_BODY_BYTES);
    expect((await sandboxCallbackRoute(post(big), deps("192.0.2.1"))).status).toBe(413);
    // No content-length: a stream that goes on past the cap is cut off there.
    let sent = 0;
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        sent += 4096;
        controller.enqueue(new Uint8Array(4096).fill(120));
      },
    });
    const streamed = new Request("https://shop.test/api/payments/sandbox/callback", {
      method: "POST",
      body: endless,
      duplex: "half",
    } as RequestInit);
    expect((await sandboxCallbackRoute(streamed, deps("192.0.2.1"))).status).toBe(413);
    expect(sent).toBeLessThan(PAYMENT_CALLBACK_MAX_BODY_BYTES * 2);
    expect(await storedCallbacks()).toBe(before);
  });

  it("refuses a client with too many unverifiable callbacks, and never a verified one's client", async () => {
    const forger = "192.0.2.66";
    for (let i = 0; i < PAYMENT_CALLBACK_REFUSED_LIMIT; i += 1) {
      const answer = await sandboxCallbackRoute(post(`reference=PY${i}&sign=bad`), deps(forger));
      expect(answer.status).toBe(200);
    }
    const before = await storedCallbacks();
    const refused = await sandboxCallbackRoute(post("reference=PYX&sign=bad"), deps(forger));
    expect(refused.status).toBe(429);
    expect(await storedCallbacks()).toBe(before);
    // The datafeed shares the count: the same client is refused there too.
    expect((await paydollarDatafeedRoute(post("Ref=PYX"), deps(forger))).status).toBe(429);
    // Ten minutes later the window has passed.
    const later = new Date(now.getTime() + 601_000);
    expect((await sandboxCallbackRoute(post("reference=PYY"), deps(forger, later))).status).toBe(
      200,
    );

    // A provider sending many verified callbacks is never throttled.
    const provider = "192.0.2.200";
    const customerId = (await domainVisitorLogin(database.db, now)).customer.id;
    for (let i = 0; i < PAYMENT_CALLBACK_REFUSED_LIMIT + 5; i += 1) {
      const order = await insertOrder(database.db, { customerId, orderTime: now });
      const started = await startPayment(
        database.db,
        {
          provider: providerNamed(config, "sandbox"),
          orderCode: order.code,
          caller: { customerId, scopeOrderCode: null },
          paymentType: "PC",
          language: "E",
          returnBaseUrl: config.publicBaseUrl,
        },
        now,
      );
      if (!started.ok) throw new Error(started.code);
      const body = sandboxCallbackBody(SECRET, {
        reference: started.reference,
        providerRef: `SBX${i}${randomUUID().slice(0, 8)}`,
        status: "PAID",
        amount: "1234.50",
        currency: "HKD",
        method: "VISA",
      });
      expect((await sandboxCallbackRoute(post(body), deps(provider))).status).toBe(200);
      expect((await orderState(database.db, order.id)).status).toBe("WAIT_DELIVERY");
    }
  });
});

const redisReachable = await answers(REDIS_URL);

describe.skipIf(!redisReachable)(`callback counts in Redis (needs Redis at ${REDIS_URL})`, () => {
  it("are shared by two instances' stores", async () => {
    const prefix = `test:${randomUUID()}:`;
    const one = redisRateLimitStore(REDIS_URL, prefix);
    const two = redisRateLimitStore(REDIS_URL, prefix);
    const forger = "192.0.2.77";
    const deps = (rateLimits: typeof one) => ({
      db: database.db,
      config,
      now,
      clientKey: forger,
      rateLimits,
    });
    const post = () =>
      new Request("https://shop.test/cb", { method: "POST", body: "reference=PY&sign=bad" });
    for (let i = 0; i < PAYMENT_CALLBACK_REFUSED_LIMIT; i += 1) {
      await sandboxCallbackRoute(post(), deps(i % 2 === 0 ? one : two));
    }
    expect((await sandboxCallbackRoute(post(), deps(one))).status).toBe(429);
    expect((await sandboxCallbackRoute(post(), deps(two))).status).toBe(429);
  });
});

describe("stale visitor customers", () => {
  const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000);
  const exists = async (id: string) =>
    (
      await queryRows<{ n: number }>(
        database.db,
        sql`select count(*)::int as n from customers where id = ${id}::uuid`,
      )
    )[0]!.n === 1;

  it("go when old, with no order, no cart line and no live session; the rest stay", async () => {
    const old = daysAgo(STALE_VISITOR_DAYS + 1);
    const stale = (await domainVisitorLogin(database.db, old)).customer.id;
    const young = (await domainVisitorLogin(database.db, daysAgo(STALE_VISITOR_DAYS - 1))).customer
      .id;
    const withOrder = (await domainVisitorLogin(database.db, old)).customer.id;
    await insertOrder(database.db, { customerId: withOrder, orderTime: old });
    const withCart = (await domainVisitorLogin(database.db, old)).customer.id;
    await database.db.execute(
      sql`with cart as (insert into carts (customer_id) values (${withCart}::uuid) returning id)
        insert into cart_lines (cart_id, sku_id, line_type, quantity)
        select cart.id, s.id, 'SALABLE_PRODUCT', 1 from cart, skus s order by s.id limit 1`,
    );
    const emptyCart = (await domainVisitorLogin(database.db, old)).customer.id;
    await database.db.execute(sql`insert into carts (customer_id) values (${emptyCart}::uuid)`);
    const liveSession = (await domainVisitorLogin(database.db, old)).customer.id;
    await database.db.execute(
      sql`update sessions set expires_at = ${new Date(now.getTime() + 3_600_000).toISOString()}::timestamptz
        where customer_id = ${liveSession}::uuid`,
    );

    const job = shopJobs({
      revalidateTags: () => {},
      transports: { email: { send: async () => {} }, sms: { send: async () => {} } } as never,
      paymentConfig: () => config,
      // The return-photo purge's folder: not run here.
      mediaDir: ".data/anonymous-writes-test-media",
    }).find((j) => j.name === "stale-visitors")!;
    const removed = await job.run(database.db, now);
    expect(removed).toBeGreaterThanOrEqual(2);
    expect(await exists(stale)).toBe(false);
    expect(await exists(emptyCart)).toBe(false);
    expect(await exists(young)).toBe(true);
    expect(await exists(withOrder)).toBe(true);
    expect(await exists(withCart)).toBe(true);
    expect(await exists(liveSession)).toBe(true);
    // Nothing left to do: a second run removes none.
    expect(await pruneStaleVisitors(database.db, now)).toBe(0);
  });
});
