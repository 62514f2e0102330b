/**
 * A single-use promotion code raced by 50 checkouts (of 50 visitors), a member's single-use
 * coupon raced by 50 checkouts of its member, and idempotency keys (issue 18 item 4;
 * shopping §4, §7 orderCreate; docs/adr/0014): the code is used once, the 49 others are refused
 * with nothing held for them; one key sent 10 times at once through two instances makes one
 * order and ten identical answers; the same key with other input is refused
 * (CHECKOUT_IDEMPOTENCY_KEY_REUSED, ADR 0052) on either instance, with nothing written.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { visitorLogin } from "@/lib/domain/accounts/login";
import { CHECKOUT_ERROR_CODES } from "@/lib/domain/checkout/checkout-rules";
import { PRICING_ERROR_CODES } from "@/lib/domain/pricing/constants";
import { createOrder } from "@/lib/graphql/operations/checkout";
import { DEMO_MEMBER } from "@/lib/seed/demo-accounts";
import { DEMO_CUSTOMER_COUPON_IDS, DEMO_PROMO_CODES } from "@/lib/seed/demo-promotions";
import { userLogin } from "@/lib/graphql/operations/accounts";
import { guestOrderOf } from "../integration/support/guest-order";
import { TestClient } from "../integration/support/graphql-client";
import { createSharedDatabase, percentile, timed, type SharedDatabase } from "./support/harness";
import { PartReport } from "./support/report";
import {
  HARDENING_NOW,
  openShop,
  q,
  raceSkus,
  setStock,
  stockOf,
  type RaceSku,
  type Shop,
} from "./support/shop";

const CHECKOUTS = 50;
const SAME_KEY_CALLS = 10;
const report = new PartReport(
  "coupon-and-idempotency",
  "Single-use coupon and idempotency keys",
  3,
);

let database: SharedDatabase;
let shop: Shop;
let sku: RaceSku;

beforeAll(async () => {
  database = await createSharedDatabase(2);
  report.onDatabase(database.serverVersion);
  shop = await openShop(database, 24);
  [sku] = (await raceSkus(database.db, 1, 20_000)) as [RaceSku];
  await setStock(database.db, sku.id, 1000);
});
afterAll(async () => {
  await report.write();
  await database?.dispose();
});

const promoCode = async () =>
  (
    await q<{ used_count: number; usage_limit: number }>(
      database.db,
      sql`select used_count, usage_limit from coupons where code = ${DEMO_PROMO_CODES.usedUp}`,
    )
  )[0]!;

describe("a single-use promotion code", () => {
  it(`raced by ${CHECKOUTS} checkouts on two instances is used once`, async () => {
    // LIMITED1 is seeded with its one use taken; give it back so exactly one checkout may have it.
    await database.db.execute(
      sql`update coupons set used_count = 0 where code = ${DEMO_PROMO_CODES.usedUp}`,
    );
    expect(await promoCode()).toEqual({ used_count: 0, usage_limit: 1 });
    const stockBefore = await stockOf(database.db, sku.id);
    const buyers = await Promise.all(Array.from({ length: CHECKOUTS }, (_, i) => shop.buyer(i)));
    const ms: number[] = [];
    const responses = await Promise.all(
      buyers.map(async (api) => {
        const { value, ms: one } = await timed(() =>
          api.call(createOrder, {
            input: guestOrderOf([{ skuCode: sku.code, quantity: 1 }], {
              discountCodes: [{ couponCode: DEMO_PROMO_CODES.usedUp }],
            }),
          }),
        );
        ms.push(one);
        return value;
      }),
    );
    for (const response of responses) expect(response.status).toBe(200);
    const created = responses.filter((response) => response.body.data?.orderCreate.order);
    const refused = responses.filter((response) => !response.body.data?.orderCreate.order);
    expect(created).toHaveLength(1);
    for (const response of refused) {
      expect(response.body.data!.orderCreate.userErrors[0]?.code).toBe(
        PRICING_ERROR_CODES.PROMO_CODE_INVALID,
      );
    }
    expect(await promoCode()).toEqual({ used_count: 1, usage_limit: 1 });
    const [held] = await q<{ promo: number; orders: number }>(
      database.db,
      sql`select (select count(*)::int from order_reservations r join coupons c on r.ref = c.id::text
            where r.kind = 'PROMO_CODE' and c.code = ${DEMO_PROMO_CODES.usedUp}) as promo,
          (select count(*)::int from order_lines where sku_id = ${sku.id}) as orders`,
    );
    expect(held).toEqual({ promo: 1, orders: 1 });
    // The refused checkouts gave back the stock they had reserved before the code was refused.
    expect(await stockOf(database.db, sku.id)).toBe(stockBefore - 1);
    report.figure("checkouts racing for the code", CHECKOUTS);
    report.figure("orders with the code / code uses recorded", `${created.length} / 1`);
    report.figure("refused (code used up)", refused.length);
    report.figure("stock taken", stockBefore - (await stockOf(database.db, sku.id)));
    report.figure("checkout p50 / p99", `${percentile(ms, 50)} / ${percentile(ms, 99)}`, "ms");
  });
});

describe("a member's single-use coupon", () => {
  it(`raced by ${CHECKOUTS} checkouts of its member on two instances is used once`, async () => {
    const { session } = await visitorLogin(database.db, HARDENING_NOW);
    const signIn = new TestClient(shop.servers[0]!, {
      headers: { lang: "en_US", token: session.token },
    });
    const login = await signIn.call(userLogin, {
      input: { account: DEMO_MEMBER.email, password: DEMO_MEMBER.password },
    });
    expect(login.body.errors).toBeUndefined();
    const token = signIn.cookies.get("token")!;
    const clients = shop.servers.map(
      (server) => new TestClient(server, { headers: { lang: "en_US", token } }),
    );
    // The coupon asks for a spend of HK$1,000: enough units of the SKU to pass it.
    const quantity = Math.ceil(100_000 / sku.salePrice) + 1;
    const stockBefore = await stockOf(database.db, sku.id);
    const responses = await Promise.all(
      Array.from({ length: CHECKOUTS }, (_, i) =>
        clients[i % clients.length]!.call(createOrder, {
          input: guestOrderOf([{ skuCode: sku.code, quantity }], {
            checkoutKind: "MEMBER",
            email: null,
            discountCodes: [
              { couponCode: DEMO_CUSTOMER_COUPON_IDS.memberUnused, couponType: "PROMOTION_COUPON" },
            ],
          }),
        }),
      ),
    );
    const created = responses.filter((response) => response.body.data?.orderCreate.order);
    const refused = responses.filter((response) => !response.body.data?.orderCreate.order);
    expect(created, JSON.stringify(refused[0]?.body)).toHaveLength(1);
    for (const response of refused) {
      expect(response.body.data!.orderCreate.userErrors[0]?.code).toBe(
        PRICING_ERROR_CODES.COUPON_INVALID,
      );
    }
    const [coupon] = await q<{ status: string; order_code: string | null }>(
      database.db,
      sql`select status, order_code from customer_coupons where id = ${DEMO_CUSTOMER_COUPON_IDS.memberUnused}::uuid`,
    );
    expect(coupon).toEqual({
      status: "USED",
      order_code: created[0]!.body.data!.orderCreate.order!.code,
    });
    expect(await stockOf(database.db, sku.id)).toBe(stockBefore - quantity);
    report.figure("member coupon: checkouts of one member", CHECKOUTS);
    report.figure(
      "member coupon: orders with it / refused",
      `${created.length} / ${refused.length}`,
    );
  });
});

describe("an idempotency key", () => {
  async function oneBuyer() {
    const { session } = await visitorLogin(database.db, HARDENING_NOW);
    // The same session on both instances, as a load balancer may send its retries anywhere.
    return shop.servers.map(
      (server) => new TestClient(server, { headers: { lang: "en_US", token: session.token } }),
    );
  }

  it(`sent ${SAME_KEY_CALLS} times at once makes one order and identical answers`, async () => {
    const clients = await oneBuyer();
    const input = guestOrderOf([{ skuCode: sku.code, quantity: 2 }]);
    const stockBefore = await stockOf(database.db, sku.id);
    const { value: responses, ms } = await timed(() =>
      Promise.all(
        Array.from({ length: SAME_KEY_CALLS }, (_, i) =>
          clients[i % clients.length]!.call(createOrder, { input }),
        ),
      ),
    );
    const bodies = responses.map((response) => JSON.stringify(response.body));
    expect(responses[0]!.body.data!.orderCreate.order).toBeTruthy();
    expect(new Set(bodies).size).toBe(1);
    const [row] = await q<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from orders where idempotency_key = ${input.idempotencyKey}`,
    );
    expect(row!.n).toBe(1);
    expect(await stockOf(database.db, sku.id)).toBe(stockBefore - 2);
    report.figure(
      "same key at once: calls / orders / distinct answers",
      `${SAME_KEY_CALLS} / ${row!.n} / ${new Set(bodies).size}`,
    );
    report.figure(
      "same key at once: stock taken (2 per order)",
      stockBefore - (await stockOf(database.db, sku.id)),
    );
    report.figure("same key at once: whole burst", Math.round(ms), "ms");

    // The same key with other input: refused on either instance, nothing written (no order, no
    // stock, no code use, no e-mail), and the first request still answers its order.
    const counts = async () =>
      (
        await q<{ orders: number; reservations: number; emails: number; uses: number }>(
          database.db,
          sql`select (select count(*)::int from orders) as orders,
            (select count(*)::int from order_reservations) as reservations,
            (select count(*)::int from outbox) as emails,
            (select coalesce(sum(used_count), 0)::int from coupons) as uses`,
        )
      )[0]!;
    const before = { ...(await counts()), stock: await stockOf(database.db, sku.id) };
    const others = [
      { orderLines: [{ skuCode: sku.code, quantity: 3 }] },
      { discountCodes: [{ couponCode: DEMO_PROMO_CODES.valid }] },
      { payType: "ALIPAY_HK" },
    ];
    const refusals = await Promise.all(
      others.map((other, i) =>
        clients[i % clients.length]!.call(createOrder, { input: { ...input, ...other } }),
      ),
    );
    for (const refusal of refusals) {
      expect(refusal.body.data!.orderCreate.order).toBeNull();
      expect(refusal.body.data!.orderCreate.userErrors[0]?.code).toBe(
        CHECKOUT_ERROR_CODES.IDEMPOTENCY_KEY_REUSED,
      );
    }
    expect({ ...(await counts()), stock: await stockOf(database.db, sku.id) }).toEqual(before);
    const same = await clients[1]!.call(createOrder, { input });
    expect(JSON.stringify(same.body)).toBe(bodies[0]);
    report.figure(
      "same key, other input (lines, code, payment)",
      `${refusals.length} refused ${CHECKOUT_ERROR_CODES.IDEMPOTENCY_KEY_REUSED}; nothing written`,
    );
  });
});
