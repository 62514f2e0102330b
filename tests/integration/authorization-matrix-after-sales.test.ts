/**
 * Who may reach after-sales, refunds and the operations console (issue 17 "Bad input and abuse":
 * "a shopper calling an operations operation; a staff member without the role; a CSV export by
 * a content editor"), the second half of authorization-matrix.test.ts, organised the same way:
 * one object literal per operation in ROWS, run by every actor, each naming member A's ids.
 *
 * Actors: a visitor, a guest holding the token of their own order, member A (the owner), member
 * B, staff, a content editor operator and an operations operator. The matrix checks that
 * - a shopper operation (kind "shopper") answers only A: everyone else gets the API's refusal
 *   (an error or a userError on a change; their own, empty, data on a list) and nothing of A's;
 * - an operations operation (kind "ops") is refused to every shopper with OPS_UNAUTHENTICATED
 *   and to the content editor with OPS_FORBIDDEN, with no data;
 * - after every refusal the after-sales, order, refund, stock, audit, session and outbox tables
 *   are exactly as before;
 * - A reads her own data and the operations operator reads the console's (the ids are real),
 *   and at the end A's and the operations operator's changes pass (none refused for who they are).
 * The CSV export route is one more row, called as the app's route handler.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { hashPassword } from "@/lib/domain/accounts/passwords";
import { generateUserCode } from "@/lib/domain/accounts/tokens";
import { customers } from "@/lib/db/schema";
import { refundReturnedLines } from "@/lib/domain/refunds/execute";
import { DEMO_MEMBER, DEMO_STAFF } from "@/lib/seed/demo-accounts";
import { getOrderDetail, queryVisitorToken } from "@/lib/graphql/operations/orders";
import * as afterSales from "@/lib/graphql/operations/after-sales";
import * as oo from "@/lib/graphql/operations/ops-orders";
import { handleOrdersCsv } from "@/lib/server/ops-orders-csv";
import type { GraphQLResponse, TestClient } from "./support/graphql-client";
import {
  client,
  create,
  deliveredOrder,
  EDITOR,
  fx,
  operator,
  OPERATIONS,
  q,
  request,
  setUpAfterSales,
  shopper,
} from "./support/after-sales-fixture";

setUpAfterSales();

const MEMBER_B = { email: "matrix-b@example.com", password: "MemberB1234" };
const ACTORS = [
  "visitor",
  "guest token",
  "member A",
  "member B",
  "staff",
  "editor",
  "operations",
] as const;
type Actor = (typeof ACTORS)[number];

/** Member A's things that the others name in their calls. */
const a = {
  orderCode: "",
  line: {} as Record<string, string>,
  afterSalesCode: "",
  refundOrderNo: "",
  userCode: "",
  outboxId: "",
};
const api = {} as Record<Actor, TestClient>;

/** A call as the route handler sees it: the client's cookies (and its order token, if any). */
async function csv(caller: TestClient): Promise<GraphQLResponse<unknown>> {
  const headers: Record<string, string> = {};
  if (caller.cookies.size > 0)
    headers.cookie = [...caller.cookies].map(([n, v]) => `${n}=${v}`).join("; ");
  const response = await handleOrdersCsv(
    new Request(`http://shop.test/api/ops/orders.csv?code=${a.orderCode}`, { headers }),
    { db: fx.database.db, now: fx.clock },
  );
  const text = await response.text();
  const body = response.ok
    ? { data: { csv: text } }
    : { errors: [{ message: text, extensions: { code: JSON.parse(text).code as string } }] };
  return { status: response.status, body, setCookies: [] } as GraphQLResponse<unknown>;
}

interface Row {
  op: string;
  kind: "shopper" | "ops";
  act: (caller: TestClient) => Promise<GraphQLResponse<unknown>>;
  /** A read: the allowed caller's answer names this (proves the ids are the real ones). */
  sees?: () => string;
}

const SHOPPER_ROWS: Row[] = [
  {
    op: "getAfterSalesRecord",
    kind: "shopper",
    act: (c) => c.call(afterSales.getAfterSalesRecord, {}),
    sees: () => a.afterSalesCode,
  },
  {
    op: "getAfterSalesOrderDetail",
    kind: "shopper",
    act: (c) => c.call(afterSales.getAfterSalesOrderDetail, { code: a.afterSalesCode }),
    sees: () => a.afterSalesCode,
  },
  {
    op: "orderDetail.refundOrders",
    kind: "shopper",
    act: (c) => c.call(getOrderDetail, { code: a.orderCode }),
    sees: () => a.refundOrderNo,
  },
  {
    op: "afterSalesCreate",
    kind: "shopper",
    act: (c) =>
      c.call(
        afterSales.afterSalesCreate,
        request(a.orderCode, [{ orderLineId: a.line.B!, quantity: 1 }]),
      ),
  },
  {
    op: "afterSalesCancel",
    kind: "shopper",
    act: (c) => c.call(afterSales.afterSalesCancel, { code: a.afterSalesCode }),
  },
  {
    op: "afterSalesSendBack",
    kind: "shopper",
    act: (c) =>
      c.call(afterSales.afterSalesSendBack, { code: a.afterSalesCode, trackingNo: "SF9999001" }),
  },
];

const code = () => ({ code: a.afterSalesCode });
const OPS_ROWS: Row[] = [
  {
    op: "opsAfterSalesOrders",
    kind: "ops",
    act: (c) => c.call(afterSales.opsAfterSalesOrders, {}),
    sees: () => a.afterSalesCode,
  },
  {
    op: "opsAfterSalesOrder",
    kind: "ops",
    act: (c) => c.call(afterSales.opsAfterSalesOrder, code()),
    sees: () => a.afterSalesCode,
  },
  {
    op: "opsOrders",
    kind: "ops",
    act: (c) => c.call(oo.opsOrders, { filter: { code: a.orderCode } }),
    sees: () => a.orderCode,
  },
  {
    op: "opsOrder",
    kind: "ops",
    act: (c) => c.call(oo.opsOrder, { code: a.orderCode }),
    sees: () => a.orderCode,
  },
  { op: "opsStock", kind: "ops", act: (c) => c.call(oo.opsStock, { skuCode: fx.skuA }) },
  {
    op: "opsCustomers",
    kind: "ops",
    act: (c) => c.call(oo.opsCustomers, { query: DEMO_MEMBER.email }),
    sees: () => a.userCode,
  },
  { op: "opsOutbox", kind: "ops", act: (c) => c.call(oo.opsOutbox, { state: "UNSENT" }) },
  { op: "orders CSV export", kind: "ops", act: csv, sees: () => a.orderCode },
  // Changes (the operations operator's run at the end).
  {
    op: "opsAfterSalesApprove",
    kind: "ops",
    act: (c) => c.call(afterSales.opsAfterSalesApprove, code()),
  },
  {
    op: "opsAfterSalesReject",
    kind: "ops",
    act: (c) => c.call(afterSales.opsAfterSalesReject, { ...code(), reason: "not ours" }),
  },
  {
    op: "opsAfterSalesSendBack",
    kind: "ops",
    act: (c) => c.call(afterSales.opsAfterSalesSendBack, { ...code(), trackingNo: "SF9999002" }),
  },
  {
    op: "opsAfterSalesReceive",
    kind: "ops",
    act: (c) => c.call(afterSales.opsAfterSalesReceive, code()),
  },
  {
    op: "opsAfterSalesExchangeOut",
    kind: "ops",
    act: (c) => c.call(afterSales.opsAfterSalesExchangeOut, code()),
  },
  {
    op: "opsAfterSalesFinish",
    kind: "ops",
    act: (c) => c.call(afterSales.opsAfterSalesFinish, code()),
  },
  {
    op: "opsOrderShip",
    kind: "ops",
    act: (c) =>
      c.call(oo.opsOrderShip, { code: a.orderCode, carrierCode: "SF", trackingNo: "SF-9999003" }),
  },
  {
    op: "opsOrderDeliver",
    kind: "ops",
    act: (c) => c.call(oo.opsOrderDeliver, { code: a.orderCode }),
  },
  {
    op: "opsOrderCancel",
    kind: "ops",
    act: (c) => c.call(oo.opsOrderCancel, { code: a.orderCode }),
  },
  {
    op: "opsStockAdjust",
    kind: "ops",
    act: (c) => c.call(oo.opsStockAdjust, { skuCode: fx.skuA, delta: 1, reason: "matrix count" }),
  },
  {
    op: "opsOutboxResend",
    kind: "ops",
    act: (c) => c.call(oo.opsOutboxResend, { id: a.outboxId }),
  },
  {
    op: "opsCustomerRevokeSessions",
    kind: "ops",
    act: (c) => c.call(oo.opsCustomerRevokeSessions, { userCode: a.userCode }),
  },
];

/** Every table a row could change, as stored (sessions: how many are live, since use touches them). */
async function state(): Promise<unknown> {
  const tables = (
    "after_sales_orders after_sales_lines after_sales_events orders order_events order_logistics " +
    "refund_orders refund_order_lines payment_refunds go_dollar_entries inventories " +
    "stock_adjustments audit_log outbox"
  ).split(" ");
  const out: Record<string, unknown> = {};
  for (const table of tables) {
    const [row] = await q<{ fingerprint: string | null; n: number }>(
      sql`select md5(coalesce(string_agg(to_jsonb(t)::text, '|' order by to_jsonb(t)::text), '')) as fingerprint,
        count(*)::int as n from ${sql.raw(table)} t`,
    );
    out[table] = row;
  }
  out.liveSessions = await q(
    sql`select customer_id, count(*)::int as n from sessions where revoked_at is null
      group by customer_id order by customer_id`,
  );
  return out;
}

/** Strings only A's data contains: none may appear in a refused answer. */
const markers = () => [
  DEMO_MEMBER.email,
  a.userCode,
  a.orderCode,
  a.afterSalesCode,
  a.refundOrderNo,
];

beforeAll(async () => {
  await fx.database.db.insert(customers).values({
    userCode: generateUserCode(),
    isVisitor: false,
    email: MEMBER_B.email,
    passwordHash: await hashPassword(MEMBER_B.password),
    firstName: "Bo",
    lastName: "Lee",
  });
  api["member A"] = await shopper(DEMO_MEMBER);
  const order = await deliveredOrder(
    api["member A"],
    [
      { skuCode: fx.skuA, quantity: 1 },
      { skuCode: fx.skuB, quantity: 1 },
      { skuCode: fx.skuC, quantity: 1 },
    ],
    { member: true },
  );
  a.orderCode = order.code;
  a.line = { A: order.lineId[fx.skuA]!, B: order.lineId[fx.skuB]!, C: order.lineId[fx.skuC]! };
  const opened = await create(
    api["member A"],
    request(order.code, [{ orderLineId: a.line.A!, quantity: 1 }]),
  );
  expect(opened.userErrors).toEqual([]);
  a.afterSalesCode = opened.afterSalesOrder!.code;
  const [orderRow] = await q<{ id: string; customer_id: string }>(
    sql`select id, customer_id from orders where code = ${order.code}`,
  );
  const refunded = await refundReturnedLines(
    fx.database.db,
    {
      orderId: orderRow!.id,
      lines: [{ orderLineId: a.line.C!, quantity: 1 }],
      idempotencyKey: "matrix-refund",
      actor: "test",
    },
    {
      paymentConfig: {
        provider: "sandbox",
        publicBaseUrl: "http://shop.test",
        sandboxSecret: "after-sales-test-secret",
        paydollar: null,
      },
    },
    fx.clock,
  );
  expect(refunded).toMatchObject({ ok: true, outcome: "refunded" });
  if (refunded.ok) a.refundOrderNo = refunded.refundOrder.refund_order_no;
  const [owner] = await q<{ user_code: string }>(
    sql`select user_code from customers where id = ${orderRow!.customer_id}::uuid`,
  );
  a.userCode = owner!.user_code;
  const [mail] = await q<{ id: string }>(
    sql`select id::text as id from outbox order by id limit 1`,
  );
  a.outboxId = mail!.id;

  const guest = await shopper(null);
  await deliveredOrder(guest, [{ skuCode: fx.skuC, quantity: 1 }], { email: "mx@example.com" });
  const [guestOrder] = await q<{ code: string }>(
    sql`select code from orders where email = 'mx@example.com'`,
  );
  const token = (
    await client().call(queryVisitorToken, { orderCode: guestOrder!.code, email: "mx@example.com" })
  ).body.data!.queryVisitorToken.token!;
  api["guest token"] = client({ token });
  api.visitor = await shopper(null);
  api["member B"] = await shopper(MEMBER_B);
  api.staff = await shopper(DEMO_STAFF);
  api.editor = await operator(EDITOR);
  api.operations = await operator(OPERATIONS);
}, 180_000);

/** Who passes a row: A on a shopper operation, the operations operator on an ops one. */
const allowed = (row: Row): Actor => (row.kind === "shopper" ? "member A" : "operations");

describe.each([...SHOPPER_ROWS, ...OPS_ROWS])("$op", (row) => {
  if (row.sees) {
    it(`answers ${allowed(row)} (the ids named are real)`, async () => {
      const response = await row.act(api[allowed(row)]!);
      expect(response.body.errors).toBeUndefined();
      expect(JSON.stringify(response.body)).toContain(row.sees!());
    });
  }

  for (const actor of ACTORS.filter((who) => who !== allowed(row))) {
    it(`refuses ${actor}, changing nothing`, async () => {
      const before = await state();
      const response = await row.act(api[actor]!);
      const errorCode = response.body.errors?.[0]?.extensions?.code;
      expect(errorCode).not.toBe("INTERNAL_SERVER_ERROR");
      if (row.kind === "ops") {
        const shopperSide = actor !== "editor";
        expect(errorCode).toBe(shopperSide ? "OPS_UNAUTHENTICATED" : "OPS_FORBIDDEN");
        const data = response.body.data as Record<string, unknown> | null | undefined;
        expect(data ? Object.values(data).filter((v) => v !== null) : []).toEqual([]);
      } else if (!row.sees) {
        // A change: refused as an error or a userError, never done.
        const data = response.body.data as Record<string, { userErrors?: unknown[] }> | null;
        const payload = data ? Object.values(data)[0] : null;
        expect(
          (response.body.errors?.length ?? 0) + (payload?.userErrors?.length ?? 0),
        ).toBeGreaterThan(0);
      }
      const text = JSON.stringify(response.body);
      for (const marker of markers()) expect(text).not.toContain(marker);
      expect(await state()).toEqual(before);
    });
  }
});

describe("the allowed callers' changes pass", () => {
  it("A creates and withdraws a return, and sends back an approved one", async () => {
    const created = await create(
      api["member A"]!,
      request(a.orderCode, [{ orderLineId: a.line.B!, quantity: 1 }]),
    );
    expect(created.userErrors).toEqual([]);
    const withdrawn = await api["member A"]!.call(afterSales.afterSalesCancel, {
      code: created.afterSalesOrder!.code,
    });
    expect(withdrawn.body.data!.afterSalesCancel.userErrors).toEqual([]);
    const approved = await api.operations!.call(afterSales.opsAfterSalesApprove, code());
    expect(approved.body.data!.opsAfterSalesApprove.userErrors).toEqual([]);
    const sent = await api["member A"]!.call(afterSales.afterSalesSendBack, {
      ...code(),
      trackingNo: "SF9999004",
    });
    expect(sent.body.data!.afterSalesSendBack.userErrors).toEqual([]);
  });

  it.each(OPS_ROWS.filter((row) => !row.sees))(
    "the operations operator is not refused $op",
    async (row) => {
      const response = await row.act(api.operations!);
      // A domain refusal (a userError: wrong status, nothing to resend) is fine; who they are is.
      expect(response.body.errors).toBeUndefined();
    },
  );
});
