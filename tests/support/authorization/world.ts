/**
 * The shop the authorization matrix runs in (tests/support/authorization/matrix.ts): a seeded
 * database on which member A (the demo member) owns one of everything a shopper can own, a guest
 * owns one order (with the token the guest order lookup gives), and the six actors of issue 18
 * item 4 can be signed in afresh for every call. Works on any database the app opens (PGlite in
 * the integration suite, PostgreSQL in the hardening suite).
 *
 * A's things: a delivery address and a billing address with lines no one else has, a favourite,
 * a bag line, a shared bag, the seeded coupon and go-dollar, an unpaid order, a paid order, an
 * unpaid order for the console to cancel, and a delivered order with a return request on one line
 * and a refund on another. Sessions come from the domain (issueSession, visitorLogin) rather than
 * the sign-in operations: hundreds of sign-ins from one address would meet the login limits, and
 * a sign-in is not what the matrix is about.
 */
import { expect } from "vitest";
import { sql } from "drizzle-orm";
import type { Db } from "@/lib/db/connect";
import { customers } from "@/lib/db/schema";
import { seedDatabase } from "@/lib/seed";
import { DEMO_MEMBER, DEMO_OPERATORS, DEMO_STAFF } from "@/lib/seed/demo-accounts";
import { DEMO_CUSTOMER_COUPON_IDS } from "@/lib/seed/demo-promotions";
import { hashPassword } from "@/lib/domain/accounts/passwords";
import { generateUserCode } from "@/lib/domain/accounts/tokens";
import { issueSession } from "@/lib/domain/accounts/sessions";
import { visitorLogin } from "@/lib/domain/accounts/login";
import { queryRows } from "@/lib/domain/catalog/sql-rows";
import { deliverOrder, shipOrder } from "@/lib/domain/orders/fulfilment";
import { transitionOrder } from "@/lib/domain/orders/transitions";
import { refundReturnedLines } from "@/lib/domain/refunds/execute";
import type { PaymentConfig } from "@/lib/domain/payments/config";
import type { ShopYoga } from "@/lib/graphql/http";
import { cartAdd, createCartShare } from "@/lib/graphql/operations/cart";
import {
  createOrder,
  deliveryAddressCreate,
  saveBillingAddress,
} from "@/lib/graphql/operations/checkout";
import { createFavorite } from "@/lib/graphql/operations/products";
import { queryVisitorToken } from "@/lib/graphql/operations/orders";
import { afterSalesCreate } from "@/lib/graphql/operations/after-sales";
import { opsSignIn } from "@/lib/graphql/operations/ops";
import { createTestServer, TestClient } from "../../integration/support/graphql-client";
import { stateQuery } from "./watch";
import { guestOrderOf, HONG_KONG_ADDRESS } from "../../integration/support/guest-order";

export const ACTORS = [
  "visitor",
  "guest token",
  "member A",
  "member B",
  "staff",
  "operator",
] as const;
export type Actor = (typeof ACTORS)[number];

/** The console's two roles: a row names the one its operation needs (lib/domain/operators/roles). */
export type OperatorRole = "OPERATIONS" | "CONTENT_EDITOR";

export const MATRIX_NOW = new Date("2026-11-20T04:00:00Z");
export const MEMBER_B = { email: "matrix-b@example.com", password: "MemberB1234" };
export const A_ADDRESS_LINE = "A-only secret, 1 Hennessy Road";
export const A_BILLING_NAME = "A Billing Secret";
export const ADDRESS = { ...HONG_KONG_ADDRESS, address: "Flat B, 2/F, 2 Nathan Road" };
const GUEST_EMAIL = "matrix-guest@example.com";
const DAY = 86_400_000;

/** A working provider, so that pay's and a refund's answers are about who asks, not settings. */
const paymentConfig = (): PaymentConfig => ({
  provider: "sandbox",
  publicBaseUrl: "http://shop.test",
  sandboxSecret: "matrix-sandbox-secret-0123456789",
  paydollar: null,
});

/** Member A's ids (and the guest's) that every actor names in its calls. */
export interface OwnerIds {
  userCode: string;
  email: string;
  addressCode: string;
  billingCode: string;
  favoriteId: number;
  cartLineId: string;
  shareCode: string;
  couponId: string;
  /** WAIT_PAY: read, paid for and cancelled by A. */
  orderCode: string;
  /** WAIT_DELIVERY: shipped and delivered by the console. */
  paidCode: string;
  /** WAIT_PAY: cancelled by the console. */
  opsCancelCode: string;
  /** Delivered, with a return request on line A and a refund of line C. */
  deliveredCode: string;
  deliveredLines: { A: string; B: string; C: string };
  afterSalesCode: string;
  refundOrderNo: string;
  outboxId: string;
  skuA: string;
  /** A line over the seeded member coupon's HK$1,000 threshold (after any promotion). */
  couponLine: { skuCode: string; quantity: number };
  /** A session of A's that others pass where an operation takes a token (mergeUserCart). */
  token: string;
  /**
   * The guest's order, and another order the same browser (visitor) placed for another e-mail:
   * the lookup token of the first is scoped to it and must never show the second.
   */
  guest: { orderCode: string; email: string; otherOrderCode: string };
}

export interface World {
  db: Db;
  server: ShopYoga;
  a: OwnerIds;
  /** A fresh client of `actor` (operators: their signed-in console client for `role`). */
  signIn(actor: Actor, role?: OperatorRole): Promise<TestClient>;
  /** Everything of A's (and the guest's) as stored, and the console's tables. */
  state(): Promise<Record<string, string>>;
  /** Strings only A's data contains. */
  markers(): string[];
}

const q = <T>(db: Db, query: ReturnType<typeof sql>) => queryRows<T>(db, query);

/** On-shelf SKUs with stock and a plain price: two sizes of one product, then another product. */
async function skusToBuy(db: Db): Promise<[string, string, string]> {
  const priced = sql`skus s join inventories i on i.sku_id = s.id join sku_prices sp on sp.sku_id = s.id
    join products p on p.id = s.product_id where p.sale_status = 'ON_SHELF' and s.is_enabled
      and i.available >= 20 and sp.sale_price > 0
      and not exists (select 1 from sku_promotion_prices x where x.sku_id = s.id)`;
  const [pair] = await q<{ a: string; b: string }>(
    db,
    sql`select min(s.code) as a, max(s.code) as b from ${priced} group by s.product_id
      having count(*) >= 2 order by s.product_id limit 1`,
  );
  const [other] = await q<{ code: string }>(
    db,
    sql`select s.code from ${priced} and s.product_id <> (select product_id from skus where code = ${pair!.a})
      order by s.id limit 1`,
  );
  return [pair!.a, pair!.b, other!.code];
}

async function markPaid(db: Db, code: string, at: Date): Promise<void> {
  const [order] = await q<{ id: string; amount: number }>(
    db,
    sql`select id, amount from orders where code = ${code}`,
  );
  await db.transaction(async (tx) => {
    await transitionOrder(tx, {
      orderId: order!.id,
      from: ["WAIT_PAY"],
      to: "WAIT_DELIVERY",
      actor: "test",
      now: at,
      paidAt: at,
      receivedAmount: Number(order!.amount),
      clearScheduleCancel: true,
    });
    // The captured payment a refund goes back to.
    await tx.execute(
      sql`insert into payments (order_id, provider, reference, provider_ref, amount, currency, status)
        values (${order!.id}::uuid, 'sandbox', ${`PY${code}`}, ${`SBX${code}`}, ${Number(order!.amount)}, 'HKD', 'PAID')`,
    );
  });
}

export async function buildWorld(db: Db): Promise<World> {
  await seedDatabase(db, { products: 60, now: MATRIX_NOW });
  const server = createTestServer(db, { now: () => MATRIX_NOW, paymentConfig });
  const client = (headers: Record<string, string> = {}) =>
    new TestClient(server, { headers: { lang: "en_US", ...headers } });
  await db.insert(customers).values({
    userCode: generateUserCode(),
    isVisitor: false,
    email: MEMBER_B.email,
    passwordHash: await hashPassword(MEMBER_B.password),
    firstName: "Bo",
    lastName: "Lee",
  });
  const idOf = async (email: string) =>
    (await q<{ id: string }>(db, sql`select id from customers where email = ${email}`))[0]!.id;
  const memberIds = {
    "member A": await idOf(DEMO_MEMBER.email),
    "member B": await idOf(MEMBER_B.email),
    staff: await idOf(DEMO_STAFF.email),
  };
  const memberClient = async (customerId: string) => {
    const session = await issueSession(db, {
      customerId,
      kind: "member",
      lifetimeSeconds: 7200,
      now: MATRIX_NOW,
    });
    return client({ token: session.token });
  };

  const [skuA, skuB, skuC] = await skusToBuy(db);
  const [dearest] = await q<{ code: string; sale_price: number }>(
    db,
    sql`select s.code, sp.sale_price from skus s join sku_prices sp on sp.sku_id = s.id
      join inventories i on i.sku_id = s.id join products p on p.id = s.product_id
      where p.sale_status = 'ON_SHELF' and s.is_enabled and i.available >= 20 and sp.sale_price > 0
        and not exists (select 1 from sku_promotion_prices x where x.sku_id = s.id)
      order by sp.sale_price desc limit 1`,
  );
  const couponLine = {
    skuCode: dearest!.code,
    quantity: Math.min(20, Math.ceil(150_000 / Number(dearest!.sale_price))),
  };
  const a = await memberClient(memberIds["member A"]);
  const address = (
    await a.call(deliveryAddressCreate, { input: { ...ADDRESS, address: A_ADDRESS_LINE } })
  ).body.data!.deliveryAddressCreate.address!;
  const billing = (
    await a.call(saveBillingAddress, {
      input: { name: A_BILLING_NAME, mobile: "91234567", address: "A billing street" },
    })
  ).body.data!.saveBillingAddress;
  expect(billing.userErrors).toEqual([]);
  const favorite = (await a.call(createFavorite, { input: { skuCode: skuA } })).body.data!
    .createFavorite;
  expect(favorite.userErrors).toEqual([]);
  let orderNo = 0;
  const order = async (lines: { skuCode: string; quantity: number }[]) => {
    orderNo += 1;
    const input = {
      ...guestOrderOf(lines, { checkoutKind: "MEMBER", email: null }),
      idempotencyKey: `matrix-owner-order-${orderNo}`,
      deliveryAddress: { ...ADDRESS, address: A_ADDRESS_LINE },
    };
    const created = (await a.call(createOrder, { input })).body.data!.orderCreate;
    expect(created.userErrors).toEqual([]);
    return created.order!.code;
  };
  const orderCode = await order([{ skuCode: skuA, quantity: 1 }]);
  const paidCode = await order([{ skuCode: skuB, quantity: 1 }]);
  await markPaid(db, paidCode, MATRIX_NOW);
  const opsCancelCode = await order([{ skuCode: skuC, quantity: 1 }]);
  const deliveredCode = await order([
    { skuCode: skuA, quantity: 1 },
    { skuCode: skuB, quantity: 1 },
    { skuCode: skuC, quantity: 1 },
  ]);
  const deliveredAt = new Date(MATRIX_NOW.getTime() - DAY);
  await markPaid(db, deliveredCode, deliveredAt);
  await shipOrder(
    db,
    { orderCode: deliveredCode, trackingNo: "SF2000", skuCodes: [], actor: "ops:test" },
    deliveredAt,
  );
  expect(
    (await deliverOrder(db, { orderCode: deliveredCode, actor: "ops:test" }, deliveredAt)).ok,
  ).toBe(true);
  const lineRows = await q<{ id: string; sku_code: string; order_id: string }>(
    db,
    sql`select l.id, l.sku_code, l.order_id from order_lines l join orders o on o.id = l.order_id
      where o.code = ${deliveredCode}`,
  );
  const line = (sku: string) => lineRows.find((row) => row.sku_code === sku)!.id;
  const deliveredLines = { A: line(skuA), B: line(skuB), C: line(skuC) };
  const opened = (
    await a.call(afterSalesCreate, {
      input: {
        orderCode: deliveredCode,
        type: "RETURN",
        reason: "Too small",
        photos: [],
        lines: [{ orderLineId: deliveredLines.A, quantity: 1 }],
      },
    })
  ).body.data!.afterSalesCreate;
  expect(opened.userErrors).toEqual([]);
  const refunded = await refundReturnedLines(
    db,
    {
      orderId: lineRows[0]!.order_id,
      lines: [{ orderLineId: deliveredLines.C, quantity: 1 }],
      idempotencyKey: "matrix-refund",
      actor: "test",
    },
    { paymentConfig: paymentConfig() },
    MATRIX_NOW,
  );
  expect(refunded).toMatchObject({ ok: true, outcome: "refunded" });
  // After the orders, which empty the bought lines: A's bag keeps one line, and shares it.
  const added = await a.call(cartAdd, { input: [{ skuCode: skuA, quantity: 1 }] });
  expect(added.body.data!.cartAdd.userErrors).toEqual([]);
  const share = (await a.call(createCartShare, { input: {} })).body.data!.createCartShare;
  expect(share.userErrors).toEqual([]);
  const [cartLine] = await q<{ id: string }>(
    db,
    sql`select l.id::text as id from cart_lines l join carts c on c.id = l.cart_id
      where c.customer_id = ${memberIds["member A"]}::uuid`,
  );
  const [owner] = await q<{ user_code: string }>(
    db,
    sql`select user_code from customers where id = ${memberIds["member A"]}::uuid`,
  );
  const [mail] = await q<{ id: string }>(
    db,
    sql`select id::text as id from outbox order by id limit 1`,
  );

  // The guest: a visitor's order, and the token the guest order lookup gives for it.
  const guestVisitor = await visitorLogin(db, MATRIX_NOW);
  const guestOrder = (
    await client({ token: guestVisitor.session.token }).call(createOrder, {
      input: guestOrderOf([{ skuCode: skuB, quantity: 1 }], { email: GUEST_EMAIL }),
    })
  ).body.data!.orderCreate;
  expect(guestOrder.userErrors).toEqual([]);
  const guestCode = guestOrder.order!.code;
  const otherGuestOrder = (
    await client({ token: guestVisitor.session.token }).call(createOrder, {
      input: guestOrderOf([{ skuCode: skuC, quantity: 1 }], {
        email: "matrix-other-guest@example.com",
      }),
    })
  ).body.data!.orderCreate;
  expect(otherGuestOrder.userErrors).toEqual([]);
  const [guestRow] = await q<{ customer_id: string }>(
    db,
    sql`select customer_id from orders where code = ${guestCode}`,
  );

  const operators = new Map<OperatorRole, TestClient>();
  for (const who of DEMO_OPERATORS) {
    const operator = client();
    const signed = await operator.call(opsSignIn, { email: who.email, password: who.password });
    expect(signed.body.errors).toBeUndefined();
    operators.set(who.role, operator);
  }

  const ids: OwnerIds = {
    userCode: owner!.user_code,
    email: DEMO_MEMBER.email,
    addressCode: address.code,
    billingCode: billing.code!,
    favoriteId: favorite.favorite!.id,
    cartLineId: cartLine!.id,
    shareCode: share.code!,
    couponId: DEMO_CUSTOMER_COUPON_IDS.memberUnused,
    orderCode,
    paidCode,
    opsCancelCode,
    deliveredCode,
    deliveredLines,
    afterSalesCode: opened.afterSalesOrder!.code,
    refundOrderNo: refunded.ok ? refunded.refundOrder.refund_order_no : "",
    outboxId: mail!.id,
    skuA,
    couponLine,
    token: a.defaults.headers!.token!,
    guest: {
      orderCode: guestCode,
      email: GUEST_EMAIL,
      otherOrderCode: otherGuestOrder.order!.code,
    },
  };
  const watched = await stateQuery(db, [memberIds["member A"], guestRow!.customer_id]);

  return {
    db,
    server,
    a: ids,
    async signIn(actor, role = "OPERATIONS") {
      switch (actor) {
        case "visitor":
          return client({ token: (await visitorLogin(db, MATRIX_NOW)).session.token });
        case "guest token": {
          // Through the lookup, as the guest's browser gets it (a success never counts as a try).
          const lookup = await client().call(queryVisitorToken, {
            orderCode: guestCode,
            email: GUEST_EMAIL,
          });
          return client({ token: lookup.body.data!.queryVisitorToken.token! });
        }
        case "operator":
          return operators.get(role)!;
        default:
          return memberClient(memberIds[actor]);
      }
    },
    async state() {
      const rows = await q<{ name: string; print: string }>(db, watched);
      return Object.fromEntries(rows.map((row) => [row.name, row.print]));
    },
    markers: () => [
      DEMO_MEMBER.email,
      ids.userCode,
      A_ADDRESS_LINE,
      A_BILLING_NAME,
      ids.orderCode,
      ids.paidCode,
      ids.opsCancelCode,
      ids.deliveredCode,
      ids.afterSalesCode,
      ids.refundOrderNo,
      ids.cartLineId,
      ids.couponId,
      ids.token,
      ids.guest.otherOrderCode,
      "matrix-other-guest@example.com",
    ],
  };
}
