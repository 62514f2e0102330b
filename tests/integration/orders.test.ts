/**
 * Checkout and orders over HTTP on a fresh database (shopping §7 Checkout, Orders; §4; §8;
 * accounts §4 Guest order lookup): an order repriced on the server, stock, coupons and go-dollar
 * taken and given back exactly once, idempotency, refusals that change nothing, the guest token,
 * and no reading of another customer's order. The races run on PostgreSQL when DATABASE_URL is
 * set (PGlite has one connection, where they only prove the serial case).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { seedDatabase } from "@/lib/seed";
import { DEMO_MEMBER, DEMO_STAFF } from "@/lib/seed/demo-accounts";
import { DEMO_CUSTOMER_COUPON_IDS, DEMO_PROMO_CODES } from "@/lib/seed/demo-promotions";
import { queryRows } from "@/lib/domain/catalog/sql-rows";
import { runAutoCancel, cancelUnpaidOrder } from "@/lib/domain/orders/cancel";
import { completeOrder, deliverOrder, shipOrder } from "@/lib/domain/orders/fulfilment";
import { transitionOrder } from "@/lib/domain/orders/transitions";
import { userLogin, visitorLogin } from "@/lib/graphql/operations/accounts";
import { cartAdd } from "@/lib/graphql/operations/cart";
import { createOrder, type OrderCreateInputData } from "@/lib/graphql/operations/checkout";
import {
  getOrderDetail,
  getOrderDetailByVisitor,
  getOrderList,
  orderCancel,
  queryVisitorToken,
} from "@/lib/graphql/operations/orders";
import { amountToCents } from "@/lib/i18n/money";
import { createTestDatabase, type TestDatabase } from "./support/test-database";
import { createTestServer, TestClient } from "./support/graphql-client";
import { guestOrderOf, HONG_KONG_ADDRESS } from "./support/guest-order";

const now = new Date("2026-11-20T04:00:00Z");
let database: TestDatabase;
let sku: { code: string; sale_price: number };
const q = <T>(query: ReturnType<typeof sql>) => queryRows<T>(database.db, query);

beforeAll(async () => {
  database = await createTestDatabase();
  await seedDatabase(database.db, { products: 60, now });
  [sku] = (await q<{ code: string; sale_price: number }>(
    sql`select s.code, sp.sale_price from skus s join inventories i on i.sku_id = s.id
      join sku_prices sp on sp.sku_id = s.id join products p on p.id = s.product_id
      where p.sale_status = 'ON_SHELF' and s.is_enabled and i.available >= 5 and sp.sale_price >= 80000
        and not exists (select 1 from sku_promotion_prices x where x.sku_id = s.id)
      order by s.id limit 1`,
  )) as [{ code: string; sale_price: number }];
});
afterAll(() => database.dispose());

function client(headers: Record<string, string> = {}): TestClient {
  return new TestClient(createTestServer(database.db, { now: () => now }), {
    headers: { lang: "en_US", ...headers },
  });
}
async function visitor(): Promise<TestClient> {
  const api = client();
  await api.call(visitorLogin);
  return api;
}
async function member(): Promise<TestClient> {
  const api = await visitor();
  await api.call(userLogin, {
    input: { account: DEMO_MEMBER.email, password: DEMO_MEMBER.password },
  });
  return api;
}

const available = async (code: string) =>
  Number(
    (
      await q<{ n: number }>(
        sql`select i.available as n from inventories i join skus s on s.id = i.sku_id where s.code = ${code}`,
      )
    )[0]!.n,
  );

function guestOrder(overrides: Partial<OrderCreateInputData> = {}): OrderCreateInputData {
  return guestOrderOf([{ skuCode: sku.code, quantity: 1 }], overrides);
}

describe("orderCreate", () => {
  it("creates a WAIT_PAY order priced on the server, takes the stock and empties the bought cart line", async () => {
    const api = await visitor();
    const before = await available(sku.code);
    const response = await api.call(createOrder, {
      input: guestOrder({ orderLines: [{ skuCode: sku.code, quantity: 1, price: "0.01" }] }),
    });
    const payload = response.body.data!.orderCreate;
    expect(payload.userErrors).toEqual([]);
    expect(payload.order!.orderStatus).toBe("WAIT_PAY");
    expect(payload.order!.code).toMatch(/^SO[A-Z2-9]{12}$/);
    expect(amountToCents(payload.order!.amount.amount)).toBeGreaterThanOrEqual(
      sku.sale_price * 0.5,
    );
    expect(new Date(payload.order!.scheduleCancelTime!).getTime() - now.getTime()).toBe(
      4 * 3600_000,
    );
    expect(await available(sku.code)).toBe(before - 1);
    const detail = await api.call(getOrderDetail, { code: payload.order!.code });
    expect(detail.body.data!.orderDetail.orderLines[0]).toMatchObject({
      skuCode: sku.code,
      quantity: 1,
    });
    expect(detail.body.data!.orderDetail.receiptInfo.address).toContain("Wan Chai");
    expect(detail.body.data!.orderDetail.statusLabel).toBe("Waiting for payment");
  });

  it("makes a double click one order", async () => {
    const api = await visitor();
    const input = guestOrder();
    const [a, b] = await Promise.all([
      api.call(createOrder, { input }),
      api.call(createOrder, { input }),
    ]);
    expect(a.body.data!.orderCreate.order!.code).toBe(b.body.data!.orderCreate.order!.code);
    const [row] = await q<{ n: number }>(
      sql`select count(*)::int as n from orders where idempotency_key = ${input.idempotencyKey}`,
    );
    expect(Number(row!.n)).toBe(1);
  });

  it.each([
    ["no e-mail for a guest", { email: null }, "CHECKOUT_EMAIL_REQUIRED"],
    ["no payment method", { payType: "" }, "CHECKOUT_PAYMENT_METHOD_REQUIRED"],
    [
      "a disabled pick-up point",
      {
        distributionType: "PICKUP" as const,
        pickUpPointCode: "STORE-ST",
        pickUpContact: { name: "Chan", mobile: "91234567" },
      },
      "CHECKOUT_PICKUP_POINT_DISABLED",
    ],
    [
      "a bad mobile",
      { deliveryAddress: { ...HONG_KONG_ADDRESS, receiverMobile: "123" } },
      "CHECKOUT_MOBILE_INVALID",
    ],
    ["a quantity of 0", { orderLines: [{ skuCode: "ANY", quantity: 0 }] }, "UEC11002"],
    ["an unknown promo code", { discountCodes: [{ couponCode: "NOPE" }] }, "UECCE0044"],
  ])("refuses %s and changes nothing", async (_name, overrides, code) => {
    const api = await visitor();
    const before = await available(sku.code);
    const [{ n: ordersBefore }] = (await q<{ n: number }>(
      sql`select count(*)::int as n from orders`,
    )) as [{ n: number }];
    const response = await api.call(createOrder, {
      input: guestOrder(overrides as Partial<OrderCreateInputData>),
    });
    expect(response.body.data!.orderCreate.userErrors[0]?.code).toBe(code);
    expect(await available(sku.code)).toBe(before);
    const [{ n: ordersAfter }] = (await q<{ n: number }>(
      sql`select count(*)::int as n from orders`,
    )) as [{ n: number }];
    expect(Number(ordersAfter)).toBe(Number(ordersBefore));
  });

  it("lets a member pick up in store with their coupon and go-dollar, and a cancel gives them back once", async () => {
    const api = await member();
    const input: OrderCreateInputData = {
      ...guestOrder(),
      checkoutKind: "MEMBER",
      email: null,
      distributionType: "PICKUP",
      deliveryAddress: null,
      pickUpPointCode: "STORE-CWB",
      pickUpContact: { name: "Mei Chan", mobile: "91234567" },
      orderLines: [{ skuCode: sku.code, quantity: 2 }],
      discountCodes: [
        { couponCode: DEMO_CUSTOMER_COUPON_IDS.memberUnused, couponType: "PROMOTION_COUPON" },
      ],
      goDollar: 10,
    };
    const response = await api.call(createOrder, { input });
    const payload = response.body.data!.orderCreate;
    expect(payload.userErrors).toEqual([]);
    const code = payload.order!.code;
    const detail = (await api.call(getOrderDetail, { code })).body.data!.orderDetail;
    expect(detail.freight.amount).toBe("0.00");
    expect(detail.deductionAmount.amount).toBe("10.00");
    expect(detail.receiptInfo.address).toContain("(STORE-CWB)");
    const coupon = async () =>
      (
        await q<{ status: string }>(
          sql`select status from customer_coupons where id = ${DEMO_CUSTOMER_COUPON_IDS.memberUnused}::uuid`,
        )
      )[0]!.status;
    expect(await coupon()).toBe("USED");
    const stock = await available(sku.code);

    const list = await api.call(getOrderList, {
      orderStatuses: ["WAIT_PAY", "WAIT_DELIVERY"],
      pageInput: { first: 10 },
    });
    expect(list.body.data!.customer!.orders.edges.map((e) => e.node.code)).toContain(code);

    const cancelled = await api.call(orderCancel, {
      orderId: code,
      cancelReason: "changed my mind",
    });
    expect(cancelled.body.data!.orderCancel.order?.orderStatus).toBe("CANCELED");
    const again = await api.call(orderCancel, { orderId: code });
    expect(again.body.data!.orderCancel.userErrors[0]?.code).toBe("ORDER_NOT_CANCELLABLE");
    expect(await available(sku.code)).toBe(stock + 2);
    expect(await coupon()).toBe("UNUSED");
    const [events] = await q<{ n: number }>(
      sql`select count(*)::int as n from order_events e join orders o on o.id = e.order_id where o.code = ${code}`,
    );
    expect(Number(events!.n)).toBe(2);
  });

  it("refuses a promo code used up by a race, leaving stock as it was", async () => {
    const api = await visitor();
    const before = await available(sku.code);
    const response = await api.call(createOrder, {
      input: guestOrder({ discountCodes: [{ couponCode: DEMO_PROMO_CODES.usedUp }] }),
    });
    expect(response.body.data!.orderCreate.userErrors[0]?.code).toBe("UECCE0044");
    expect(await available(sku.code)).toBe(before);
  });
});

describe("a failure in the middle of orderCreate", () => {
  it("leaves stock, coupon, go-dollar, cart and orders exactly as they were", async () => {
    const api = await member();
    const coupon = DEMO_CUSTOMER_COUPON_IDS.memberUnused;
    const snapshot = async () => ({
      stock: await available(sku.code),
      coupon: (
        await q<{ status: string }>(
          sql`select status from customer_coupons where id = ${coupon}::uuid`,
        )
      )[0]!.status,
      goDollar: Number(
        (
          await q<{ n: number }>(
            sql`select coalesce(sum(cents), 0)::int as n from go_dollar_entries`,
          )
        )[0]!.n,
      ),
      orders: Number((await q<{ n: number }>(sql`select count(*)::int as n from orders`))[0]!.n),
      cartLines: Number(
        (await q<{ n: number }>(sql`select count(*)::int as n from cart_lines`))[0]!.n,
      ),
    });
    await api.call(cartAdd, { input: [{ skuCode: sku.code, quantity: 2 }] });
    const before = await snapshot();
    // The last statement of the transaction fails, as a crash there would: nothing may stay.
    await q(sql`create or replace function fail_order_event() returns trigger language plpgsql as $$
      begin raise exception 'simulated crash'; end $$`);
    await q(sql`create trigger fail_order_event before insert on order_events for each row
      when (new.reason = 'orderCreate') execute function fail_order_event()`);
    try {
      const response = await api.call(createOrder, {
        input: {
          ...guestOrder(),
          checkoutKind: "MEMBER",
          email: null,
          // Two units: the coupon needs a net HK$1,000.
          orderLines: [{ skuCode: sku.code, quantity: 2 }],
          discountCodes: [{ couponCode: coupon, couponType: "PROMOTION_COUPON" }],
          goDollar: 5,
        },
      });
      expect(response.body.errors?.[0]?.message).toBe("Unexpected error.");
    } finally {
      await q(sql`drop trigger fail_order_event on order_events`);
      await q(sql`drop function fail_order_event()`);
    }
    expect(await snapshot()).toEqual(before);
  });
});

describe("cancel and auto-cancel", () => {
  it("auto-cancels unpaid orders after their time, and a cancel racing it releases the stock once", async () => {
    const api = await visitor();
    const later = new Date(now.getTime() + 5 * 3600_000);
    // Earlier tests' unpaid orders are due too: cancel them first so the stock below is this order's.
    await runAutoCancel(database.db, later);
    const before = await available(sku.code);
    const code = (await api.call(createOrder, { input: guestOrder() })).body.data!.orderCreate
      .order!.code;
    const [order] = await q<{ id: string }>(sql`select id from orders where code = ${code}`);
    const results = await Promise.all([
      runAutoCancel(database.db, later),
      cancelUnpaidOrder(
        database.db,
        { orderId: order!.id, to: "CANCELED", actor: "test", reason: null },
        later,
      ),
      runAutoCancel(database.db, later),
    ]);
    const [row] = await q<{ status: string }>(sql`select status from orders where code = ${code}`);
    expect(["CANCELED", "AUTO_CANCEL"]).toContain(row!.status);
    expect(await available(sku.code)).toBe(before);
    expect(
      results.filter((r) => r === true || (Array.isArray(r) && r.includes(code))).length,
    ).toBeGreaterThanOrEqual(1);
  });

  it("sells exactly the stock when many checkouts race for the last units", async () => {
    const [target] = await q<{ code: string; sku_id: number }>(
      sql`select s.code, s.id as sku_id from skus s join products p on p.id = s.product_id join sku_prices sp on sp.sku_id = s.id
        where p.sale_status = 'ON_SHELF' and s.is_enabled and sp.sale_price > 0 and s.code <> ${sku.code} order by s.id desc limit 1`,
    );
    await q(sql`update inventories set available = 10 where sku_id = ${target!.sku_id}`);
    const buyers = await Promise.all(Array.from({ length: 50 }, () => visitor()));
    const responses = await Promise.all(
      buyers.map((api) =>
        api.call(createOrder, {
          input: guestOrder({ orderLines: [{ skuCode: target!.code, quantity: 1 }] }),
        }),
      ),
    );
    const created = responses.filter((r) => r.body.data?.orderCreate.order);
    expect(created).toHaveLength(10);
    expect(await available(target!.code)).toBe(0);
    for (const r of responses.filter((r) => !r.body.data?.orderCreate.order))
      expect(r.body.data!.orderCreate.userErrors[0]?.code).toBe("UEC11003");
  });
});

describe("who may read an order", () => {
  it("gives a guest a token for one order by code and e-mail, and refuses everyone else", async () => {
    const guest = await visitor();
    const code = (
      await guest.call(createOrder, { input: guestOrder({ email: "Lookup@Example.com" }) })
    ).body.data!.orderCreate.order!.code;

    const stranger = client();
    const wrong = await stranger.call(queryVisitorToken, {
      orderCode: code,
      email: "someone@example.com",
    });
    expect(wrong.body.data!.queryVisitorToken).toMatchObject({
      error: true,
      code: "ORDER_LOOKUP_INCORRECT",
      token: null,
    });
    const right = await stranger.call(queryVisitorToken, {
      orderCode: code,
      email: "lookup@example.com",
    });
    const token = right.body.data!.queryVisitorToken.token!;
    expect(token).toBeTruthy();
    const seen = await stranger.call(getOrderDetailByVisitor, {
      input: { orderCode: code, tempToken: token },
    });
    expect(seen.body.data!.shop.order?.code).toBe(code);

    const other = (await (await visitor()).call(createOrder, { input: guestOrder() })).body.data!
      .orderCreate.order!.code;
    const misuse = await stranger.call(getOrderDetailByVisitor, {
      input: { orderCode: other, tempToken: token },
    });
    expect(misuse.body.data!.shop.order).toBeNull();

    const memberApi = await member();
    const idor = await memberApi.call(getOrderDetail, { code });
    expect(idor.body.errors?.[0]?.extensions?.code).toBe("ORDER_NOT_FOUND");
    const cancel = await memberApi.call(orderCancel, { orderId: code });
    expect(cancel.body.data!.orderCancel.userErrors[0]?.code).toBe("ORDER_NOT_FOUND");
  });

  it("limits failed lookups per client and order code so codes cannot be guessed", async () => {
    const api = client();
    const answers = [];
    for (let i = 0; i < 7; i += 1)
      answers.push(
        (
          await api.call(queryVisitorToken, {
            orderCode: "SOAAAAAAAAAAAA",
            email: `x${i}@example.com`,
          })
        ).body.data!.queryVisitorToken.code,
      );
    expect(answers.slice(0, 5).every((c) => c === "ORDER_LOOKUP_INCORRECT")).toBe(true);
    expect(answers.at(-1)).toBe("ORDER_LOOKUP_TOO_MANY");
  });

  it("never locks the real guest out: successes do not count, guessers elsewhere have their own count", async () => {
    const code = (
      await (await visitor()).call(createOrder, { input: guestOrder({ email: "own@example.com" }) })
    ).body.data!.orderCreate.order!.code;
    const guesser = client({ "x-real-ip": "203.0.113.9" });
    for (let i = 0; i < 6; i += 1)
      await guesser.call(queryVisitorToken, { orderCode: code, email: `g${i}@example.com` });
    const blocked = await guesser.call(queryVisitorToken, {
      orderCode: code,
      email: "own@example.com",
    });
    expect(blocked.body.data!.queryVisitorToken.code).toBe("ORDER_LOOKUP_TOO_MANY");
    const owner = client({ "x-real-ip": "198.51.100.7" });
    for (let i = 0; i < 7; i += 1) {
      const right = await owner.call(queryVisitorToken, {
        orderCode: code,
        email: "own@example.com",
      });
      expect(right.body.data!.queryVisitorToken.token).toBeTruthy();
    }
  });
});

describe("fulfilment (operations CLI)", () => {
  it("ships some lines, then the rest, delivers and completes, each move once and only from its state", async () => {
    const [second] = await q<{ code: string }>(
      sql`select s.code from skus s join inventories i on i.sku_id = s.id join sku_prices sp on sp.sku_id = s.id
        join products p on p.id = s.product_id where p.sale_status = 'ON_SHELF' and s.is_enabled
        and i.available >= 5 and sp.sale_price > 0 and s.code <> ${sku.code} order by s.id limit 1`,
    );
    const api = await visitor();
    const code = (
      await api.call(createOrder, {
        input: guestOrder({
          orderLines: [
            { skuCode: sku.code, quantity: 1 },
            { skuCode: second!.code, quantity: 1 },
          ],
        }),
      })
    ).body.data!.orderCreate.order!.code;
    const actor = { actor: "ops:test" };
    expect(
      await shipOrder(
        database.db,
        { orderCode: code, trackingNo: "SF1000", skuCodes: [], ...actor },
        now,
      ),
    ).toEqual({
      ok: false,
      code: "ORDER_NOT_SHIPPABLE",
    });
    const [order] = await q<{ id: string }>(sql`select id from orders where code = ${code}`);
    await database.db.transaction((tx) =>
      transitionOrder(tx, {
        orderId: order!.id,
        from: ["WAIT_PAY"],
        to: "WAIT_DELIVERY",
        actor: "test",
        now,
      }),
    );
    expect(
      await shipOrder(
        database.db,
        { orderCode: code, trackingNo: "SF1001", skuCodes: [sku.code], ...actor },
        now,
      ),
    ).toEqual({ ok: true, status: "PARTIAL_SHIPPED" });
    expect(
      await shipOrder(
        database.db,
        { orderCode: code, trackingNo: "SF1002", skuCodes: [], ...actor },
        now,
      ),
    ).toEqual({ ok: true, status: "WAIT_RECEIVE" });
    expect(await completeOrder(database.db, { orderCode: code, ...actor }, now)).toMatchObject({
      ok: false,
    });
    expect(await deliverOrder(database.db, { orderCode: code, ...actor }, now)).toEqual({
      ok: true,
      status: "WAIT_EVALUATE",
    });
    expect(await completeOrder(database.db, { orderCode: code, ...actor }, now)).toEqual({
      ok: true,
      status: "COMPLETED",
    });
    const detail = (await api.call(getOrderDetail, { code })).body.data!.orderDetail;
    expect(detail.logistics.map((l) => l.trackingNo)).toEqual(["SF1001", "SF1002"]);
    expect(detail.statusLabel).toBe("Delivered");
    const [events] = await q<{ n: number }>(
      sql`select count(*)::int as n from order_events where order_id = ${order!.id}::uuid`,
    );
    expect(Number(events!.n)).toBe(6);
  });
});

describe("what an order shows", () => {
  it("names and colours its lines in the reader's language, whatever language it was placed in", async () => {
    const api = await visitor();
    const code = (await api.call(createOrder, { input: guestOrder() })).body.data!.orderCreate
      .order!.code;
    const [product] = await q<{ title_en: string; title_zh: string; color_name_zh: string }>(
      sql`select p.title_en, p.title_zh, s.color_name_zh from skus s
        join products p on p.id = s.product_id where s.code = ${sku.code}`,
    );
    const inChinese = await api.call(getOrderDetail, { code }, { headers: { lang: "zh_HK" } });
    const line = inChinese.body.data!.orderDetail.orderLines[0]!;
    expect(line.name).toBe(product!.title_zh);
    expect(JSON.parse(line.skuProperties)).toMatchObject({ color: product!.color_name_zh });
    const inEnglish = await api.call(getOrderDetail, { code });
    expect(inEnglish.body.data!.orderDetail.orderLines[0]!.name).toBe(product!.title_en);
  });

  it("falls back to the name it was bought under on a line made before both languages were kept", async () => {
    const api = await visitor();
    const code = (await api.call(createOrder, { input: guestOrder() })).body.data!.orderCreate
      .order!.code;
    await database.db.execute(
      sql`update order_lines set localized = null, name = 'Old snapshot'
        where order_id = (select id from orders where code = ${code})`,
    );
    const inChinese = await api.call(getOrderDetail, { code }, { headers: { lang: "zh_HK" } });
    expect(inChinese.body.data!.orderDetail.orderLines[0]!.name).toBe("Old snapshot");
  });

  it("keeps a staff checkout's staff id and store code on the order", async () => {
    const staff = await visitor();
    await staff.call(userLogin, {
      input: { account: DEMO_STAFF.email, password: DEMO_STAFF.password },
    });
    const created = await staff.call(createOrder, {
      input: guestOrder({
        checkoutKind: "STAFF",
        email: null,
        guideId: "S10086",
        o2oShopCode: "HK-CWB",
      }),
    });
    expect(created.body.data!.orderCreate.userErrors).toEqual([]);
    const code = created.body.data!.orderCreate.order!.code;
    const detail = await staff.call(getOrderDetail, { code });
    expect(detail.body.data!.orderDetail).toMatchObject({
      guideId: "S10086",
      o2oShopCode: "HK-CWB",
    });
  });

  it("gives the address parts the display rule needs, the region included", async () => {
    const api = await visitor();
    const code = (await api.call(createOrder, { input: guestOrder() })).body.data!.orderCreate
      .order!.code;
    const detail = await api.call(getOrderDetail, { code });
    expect(detail.body.data!.orderDetail.receiptInfo).toMatchObject({
      country: "HK",
      province: "Hong Kong",
      district: "Wan Chai",
    });
  });
});
