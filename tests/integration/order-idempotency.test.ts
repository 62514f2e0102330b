/**
 * The same idempotency key with another request (issue 18 item 4, ADR 0052), over HTTP on a
 * fresh database (PGlite, or PostgreSQL with DATABASE_URL): refused with
 * CHECKOUT_IDEMPOTENCY_KEY_REUSED in the caller's language and nothing written (orders, lines,
 * stock, coupon uses, go-dollar, reservations, e-mails); the same request, however its keys are
 * ordered, answered with the first order byte for byte; a member's new address saved again by a
 * retry is the same request; an order placed before fingerprints were kept answered as before.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { CHECKOUT_ERROR_CODES } from "@/lib/domain/checkout/checkout-rules";
import { queryRows } from "@/lib/domain/catalog/sql-rows";
import { seedDatabase } from "@/lib/seed";
import { DEMO_MEMBER } from "@/lib/seed/demo-accounts";
import { DEMO_PROMO_CODES } from "@/lib/seed/demo-promotions";
import { userLogin, visitorLogin } from "@/lib/graphql/operations/accounts";
import {
  createOrder,
  deliveryAddressCreate,
  type OrderCreateInputData,
} from "@/lib/graphql/operations/checkout";
import { translate } from "@/lib/i18n/translate";
import { createTestDatabase, type TestDatabase } from "./support/test-database";
import { createTestServer, TestClient } from "./support/graphql-client";
import { guestOrderOf, HONG_KONG_ADDRESS } from "./support/guest-order";

const now = new Date("2026-11-20T04:00:00Z");
const REUSED = CHECKOUT_ERROR_CODES.IDEMPOTENCY_KEY_REUSED;
let database: TestDatabase;
let sku: { code: string };
const q = <T>(query: ReturnType<typeof sql>) => queryRows<T>(database.db, query);

beforeAll(async () => {
  database = await createTestDatabase();
  await seedDatabase(database.db, { products: 40, now });
  // Over HK$600 (the promo code's spend) in one unit, with stock for every attempt below.
  [sku] = (await q<{ code: string }>(
    sql`select s.code from skus s join inventories i on i.sku_id = s.id
      join sku_prices sp on sp.sku_id = s.id join products p on p.id = s.product_id
      where p.sale_status = 'ON_SHELF' and s.is_enabled and i.available >= 10 and sp.sale_price >= 80000
        and not exists (select 1 from sku_promotion_prices x where x.sku_id = s.id)
      order by s.id limit 1`,
  )) as [{ code: string }];
});
afterAll(() => database.dispose());

async function visitor(lang = "en_US"): Promise<TestClient> {
  const api = new TestClient(createTestServer(database.db, { now: () => now }), {
    headers: { lang },
  });
  await api.call(visitorLogin);
  return api;
}
async function member(): Promise<TestClient> {
  const api = await visitor();
  const login = await api.call(userLogin, {
    input: { account: DEMO_MEMBER.email, password: DEMO_MEMBER.password },
  });
  expect(login.body.errors).toBeUndefined();
  return api;
}

/** Everything an orderCreate writes or takes, counted. */
async function state() {
  const [row] = await q<Record<string, number>>(
    sql`select (select count(*)::int from orders) as orders,
      (select count(*)::int from order_lines) as lines,
      (select count(*)::int from order_reservations) as reservations,
      (select count(*)::int from order_events) as events,
      (select count(*)::int from outbox) as emails,
      (select i.available from inventories i join skus s on s.id = i.sku_id where s.code = ${sku.code}) as stock,
      (select used_count from coupons where code = ${DEMO_PROMO_CODES.valid}) as code_uses,
      (select coalesce(sum(cents), 0)::int from go_dollar_entries) as go_dollar`,
  );
  return Object.fromEntries(Object.entries(row!).map(([key, value]) => [key, Number(value)]));
}

/** The same object with every level's keys in reverse order (as another client may send). */
function reversedKeys<T>(value: T): T {
  if (Array.isArray(value)) return value.map(reversedKeys) as T;
  if (value && typeof value === "object") {
    return Object.fromEntries(
      Object.entries(value)
        .reverse()
        .map(([key, item]) => [key, reversedKeys(item)]),
    ) as T;
  }
  return value;
}

describe("the same idempotency key", () => {
  it("with the same request, its keys in another order, answers the first order byte for byte", async () => {
    const api = await visitor();
    const input = guestOrderOf([{ skuCode: sku.code, quantity: 1 }]);
    const first = await api.call(createOrder, { input });
    expect(first.body.data!.orderCreate.userErrors).toEqual([]);
    const before = await state();
    const again = await api.call(createOrder, { input: reversedKeys(input) });
    expect(JSON.stringify(again.body)).toBe(JSON.stringify(first.body));
    expect(await state()).toEqual(before);
    const [row] = await q<{ request_fingerprint: string }>(
      sql`select request_fingerprint from orders where idempotency_key = ${input.idempotencyKey}`,
    );
    expect(row!.request_fingerprint).toMatch(/^[0-9a-f]{64}$/);
  });

  it("with other lines, address or payment is refused in the caller's language, nothing written", async () => {
    const api = await visitor();
    const input = guestOrderOf([{ skuCode: sku.code, quantity: 1 }]);
    const first = await api.call(createOrder, { input });
    const code = first.body.data!.orderCreate.order!.code;
    const others: Partial<OrderCreateInputData>[] = [
      { orderLines: [{ skuCode: sku.code, quantity: 2 }] },
      { deliveryAddress: { ...HONG_KONG_ADDRESS, address: "Flat B, 11/F, 2 Hennessy Road" } },
      { payType: "ALIPAY_HK" },
      { discountCodes: [{ couponCode: DEMO_PROMO_CODES.valid }] },
    ];
    for (const other of others) {
      const before = await state();
      const refused = await api.call(createOrder, { input: { ...input, ...other } });
      expect(refused.body.data!.orderCreate, JSON.stringify(other)).toEqual({
        order: null,
        userErrors: [
          {
            code: REUSED,
            message: translate("en", `apiErrors.${REUSED}`),
            field: "idempotencyKey",
          },
        ],
      });
      expect(await state(), JSON.stringify(other)).toEqual(before);
    }
    const chinese = await visitor("zh_HK");
    const zhInput = guestOrderOf([{ skuCode: sku.code, quantity: 1 }]);
    await chinese.call(createOrder, { input: zhInput });
    const zh = await chinese.call(createOrder, {
      input: { ...zhInput, goDollar: 0, payType: "X" },
    });
    expect(zh.body.data!.orderCreate.userErrors[0]?.message).toBe(
      translate("zh", `apiErrors.${REUSED}`),
    );
    // The first request still answers with its order.
    const same = await api.call(createOrder, { input });
    expect(same.body.data!.orderCreate.order!.code).toBe(code);
  });

  it("of a member's order with a code and go-dollar gives back nothing twice and takes nothing", async () => {
    const api = await member();
    const input: OrderCreateInputData = {
      ...guestOrderOf([{ skuCode: sku.code, quantity: 1 }]),
      checkoutKind: "MEMBER",
      email: null,
      discountCodes: [{ couponCode: DEMO_PROMO_CODES.valid }],
      goDollar: 5,
    };
    const start = await state();
    const first = await api.call(createOrder, { input });
    expect(first.body.data!.orderCreate.userErrors).toEqual([]);
    const placed = await state();
    expect(placed.code_uses).toBe(start.code_uses! + 1);
    expect(placed.go_dollar).toBe(start.go_dollar! - 500);
    for (const other of [
      { orderLines: [{ skuCode: sku.code, quantity: 2 }] },
      { discountCodes: [] },
      { goDollar: 10 },
    ] satisfies Partial<OrderCreateInputData>[]) {
      const refused = await api.call(createOrder, { input: { ...input, ...other } });
      expect(refused.body.data!.orderCreate.userErrors[0]?.code).toBe(REUSED);
      expect(await state()).toEqual(placed);
    }
  });

  it("with a member's new address saved again by the retry is the same request", async () => {
    const api = await member();
    // What the checkout page does on each attempt with "save this address": save, then order.
    const save = async () =>
      (
        await api.call(deliveryAddressCreate, {
          input: { ...HONG_KONG_ADDRESS, receiverEmail: DEMO_MEMBER.email },
        })
      ).body.data!.deliveryAddressCreate.address!.code;
    const base: OrderCreateInputData = {
      ...guestOrderOf([{ skuCode: sku.code, quantity: 1 }]),
      checkoutKind: "MEMBER",
      email: null,
      deliveryAddress: null,
    };
    const firstCode = await save();
    const first = await api.call(createOrder, {
      input: { ...base, deliveryAddressCode: firstCode },
    });
    expect(first.body.data!.orderCreate.userErrors).toEqual([]);
    const before = await state();
    const secondCode = await save();
    expect(secondCode).not.toBe(firstCode);
    const retry = await api.call(createOrder, {
      input: { ...base, deliveryAddressCode: secondCode },
    });
    expect(JSON.stringify(retry.body)).toBe(JSON.stringify(first.body));
    expect(await state()).toEqual(before);
  });

  it("of an order placed before fingerprints were kept is answered with that order as before", async () => {
    const api = await visitor();
    const input = guestOrderOf([{ skuCode: sku.code, quantity: 1 }]);
    const first = await api.call(createOrder, { input });
    await q(
      sql`update orders set request_fingerprint = null where idempotency_key = ${input.idempotencyKey}`,
    );
    const before = await state();
    const other = await api.call(createOrder, {
      input: { ...input, orderLines: [{ skuCode: sku.code, quantity: 3 }] },
    });
    expect(JSON.stringify(other.body)).toBe(JSON.stringify(first.body));
    expect(await state()).toEqual(before);
  });
});
