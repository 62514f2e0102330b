/**
 * Returns and exchanges over the real API on a fresh database (issue 17 item 1; shopping §3
 * After-sales order, §4 After-sales status, §7 getAfterSalesRecord / getAfterSalesOrderDetail,
 * §9 "Return within 14 days of receipt"; ADR 0042): every transition with its event row, every
 * refusal changing nothing, stock exact after receive and exchange, two approvals at once, and
 * who may do what (member, guest with the order token, other member, visitor, operators by
 * role). Runs on PGlite, and on PostgreSQL when DATABASE_URL is set.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { seedDatabase } from "@/lib/seed";
import { DEMO_MEMBER, DEMO_OPERATORS, DEMO_STAFF } from "@/lib/seed/demo-accounts";
import { queryRows } from "@/lib/domain/catalog/sql-rows";
import { finishAfterSales } from "@/lib/domain/after-sales/finish";
import { deliverOrder, shipOrder } from "@/lib/domain/orders/fulfilment";
import { transitionOrder } from "@/lib/domain/orders/transitions";
import { userLogin, visitorLogin } from "@/lib/graphql/operations/accounts";
import { createOrder } from "@/lib/graphql/operations/checkout";
import { getOrderDetail, queryVisitorToken } from "@/lib/graphql/operations/orders";
import { opsSignIn } from "@/lib/graphql/operations/ops";
import {
  afterSalesCancel,
  afterSalesCreate,
  afterSalesSendBack,
  getAfterSalesOrderDetail,
  getAfterSalesRecord,
  opsAfterSalesApprove,
  opsAfterSalesExchangeOut,
  opsAfterSalesFinish,
  opsAfterSalesOrders,
  opsAfterSalesReceive,
  opsAfterSalesReject,
  type AfterSalesCreateInputData,
} from "@/lib/graphql/operations/after-sales";
import { createTestDatabase, type TestDatabase } from "./support/test-database";
import { createTestServer, TestClient } from "./support/graphql-client";
import { guestOrderOf } from "./support/guest-order";

const DAY = 86_400_000;
let clock = new Date("2026-11-20T04:00:00Z");
let database: TestDatabase;
let server: ReturnType<typeof createTestServer>;
/** Two sizes of one product (a, b) and a SKU of another product (c), all in stock. */
let skuA: string;
let skuB: string;
let skuC: string;
const [EDITOR, OPERATIONS] = DEMO_OPERATORS;
const q = <T>(query: ReturnType<typeof sql>) => queryRows<T>(database.db, query);

beforeAll(async () => {
  database = await createTestDatabase();
  await seedDatabase(database.db, { products: 60, now: clock });
  server = createTestServer(database.db, { now: () => clock });
  const priced = sql`skus s join inventories i on i.sku_id = s.id join sku_prices sp on sp.sku_id = s.id
    join products p on p.id = s.product_id where p.sale_status = 'ON_SHELF' and s.is_enabled
      and i.available >= 20 and sp.sale_price > 0
      and not exists (select 1 from sku_promotion_prices x where x.sku_id = s.id)`;
  const [pair] = await q<{ a: string; b: string }>(
    sql`select min(s.code) as a, max(s.code) as b from ${priced} group by s.product_id
      having count(*) >= 2 order by s.product_id limit 1`,
  );
  [skuA, skuB] = [pair!.a, pair!.b];
  const [other] = await q<{ code: string }>(
    sql`select s.code from ${priced} and s.product_id <> (select product_id from skus where code = ${skuA})
      order by s.id limit 1`,
  );
  skuC = other!.code;
}, 120_000);
afterAll(() => database.dispose());

function client(headers: Record<string, string> = {}): TestClient {
  return new TestClient(server, { headers: { lang: "en_US", ...headers } });
}
async function shopper(account: { email: string; password: string } | null): Promise<TestClient> {
  const api = client();
  await api.call(visitorLogin);
  if (account)
    await api.call(userLogin, { input: { account: account.email, password: account.password } });
  return api;
}
async function operator(who: { email: string; password: string }): Promise<TestClient> {
  const api = client();
  expect((await api.call(opsSignIn, who)).body.errors).toBeUndefined();
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

/** An order paid, shipped and delivered at `deliveredAt`; its lines by SKU code. */
async function deliveredOrder(
  api: TestClient,
  lines: { skuCode: string; quantity: number }[],
  options: { member?: boolean; email?: string; deliveredAt?: Date; deliver?: boolean } = {},
): Promise<{ code: string; lineId: Record<string, string> }> {
  const base = guestOrderOf(lines, { email: options.email ?? "guest@example.com" });
  const input = options.member ? { ...base, checkoutKind: "MEMBER" as const, email: null } : base;
  const created = (await api.call(createOrder, { input })).body.data!.orderCreate;
  expect(created.userErrors).toEqual([]);
  const code = created.order!.code;
  const at = options.deliveredAt ?? new Date(clock.getTime() - DAY);
  const [order] = await q<{ id: string }>(sql`select id from orders where code = ${code}`);
  await database.db.transaction((tx) =>
    transitionOrder(tx, {
      orderId: order!.id,
      from: ["WAIT_PAY"],
      to: "WAIT_DELIVERY",
      actor: "test",
      now: at,
    }),
  );
  const actor = "ops:test";
  await shipOrder(database.db, { orderCode: code, trackingNo: "SF2000", skuCodes: [], actor }, at);
  if (options.deliver !== false)
    expect((await deliverOrder(database.db, { orderCode: code, actor }, at)).ok).toBe(true);
  const rows = await q<{ id: string; sku_code: string }>(
    sql`select id, sku_code from order_lines where order_id = ${order!.id}::uuid`,
  );
  return { code, lineId: Object.fromEntries(rows.map((r) => [r.sku_code, r.id])) };
}

function request(
  orderCode: string,
  lines: AfterSalesCreateInputData["lines"],
  overrides: Partial<AfterSalesCreateInputData> = {},
): { input: AfterSalesCreateInputData } {
  return {
    input: {
      orderCode,
      type: "RETURN",
      reason: "Too small",
      photos: ["https://cdn.example.com/return/1.jpg"],
      lines,
      ...overrides,
    },
  };
}

async function create(api: TestClient, variables: { input: AfterSalesCreateInputData }) {
  return (await api.call(afterSalesCreate, variables)).body.data!.afterSalesCreate;
}
const errorOf = (payload: { userErrors: { code: string }[] }) => payload.userErrors[0]?.code;
const events = async (code: string) =>
  (
    await q<{ to_status: string }>(
      sql`select e.to_status from after_sales_events e join after_sales_orders a on a.id = e.after_sales_order_id
        where a.code = ${code} order by e.at, e.from_status is not null, e.id`,
    )
  ).map((row) => row.to_status);
/** Each step a minute later, so the event rows read in order. */
function tick(): void {
  clock = new Date(clock.getTime() + 60_000);
}

const fakeRefund = {
  calls: [] as { afterSalesOrderNo: string; amount: number }[],
  issue: async (
    _tx: unknown,
    request: { afterSalesOrderNo: string; lines: { amount: number }[] },
  ): Promise<{ refundOrderNo: string }> => {
    const amount = request.lines.reduce((sum, line) => sum + line.amount, 0);
    fakeRefund.calls.push({ afterSalesOrderNo: request.afterSalesOrderNo, amount });
    return { refundOrderNo: `RF-${request.afterSalesOrderNo}` };
  },
};

describe("a member's return", () => {
  it("goes NEW → WAIT_SEND_BACK → ON_BACKING → BACK_IN_STORAGE → FINISHED, stock back once", async () => {
    const member = await shopper(DEMO_MEMBER);
    const order = await deliveredOrder(member, [{ skuCode: skuA, quantity: 2 }], { member: true });
    const created = await create(
      member,
      request(order.code, [{ orderLineId: order.lineId[skuA]!, quantity: 1 }], {
        memo: "Runs small",
      }),
    );
    expect(created.userErrors).toEqual([]);
    const code = created.afterSalesOrder!.code;
    expect(code).toMatch(/^AS[A-Z2-9]{12}$/);
    expect(created.afterSalesOrder).toMatchObject({
      orderNo: order.code,
      afterSalesOrderNo: code,
      type: "RETURN",
      afterSalesStatus: "NEW",
      statusLabel: "Submitted",
      memo: "Runs small",
      photos: ["https://cdn.example.com/return/1.jpg"],
      refundOrderNo: null,
    });
    const line = created.afterSalesOrder!.lines[0]!;
    expect(line).toMatchObject({ skuCode: skuA, quantity: 1, executeQuantity: 0, isGift: false });
    // One unit of two: half the line's amount (after discounts), to the cent.
    const detailOrder = (await member.call(getOrderDetail, { code: order.code })).body.data!
      .orderDetail;
    const lineAmount = Math.round(Number(detailOrder.orderLines[0]!.amount.amount) * 100);
    expect(Math.round(Number(line.amount.amount) * 100)).toBe(Math.floor(lineAmount / 2));
    expect(new Date(created.afterSalesOrder!.handleBy).getTime() - clock.getTime()).toBe(21 * DAY);

    const record = (await member.call(getAfterSalesRecord, { pageInput: { first: 5 } })).body.data!
      .afterSalesRecord;
    expect(record.edges.map((e) => e.node.code)).toContain(code);
    expect(record.totalCount).toBeGreaterThanOrEqual(1);
    const detail = (await member.call(getAfterSalesOrderDetail, { code })).body.data!
      .afterSalesOrderDetail;
    expect(detail.afterSalesStatus).toBe("NEW");

    const ops = await operator(OPERATIONS);
    tick();
    expect(
      errorOf((await ops.call(opsAfterSalesApprove, { code })).body.data!.opsAfterSalesApprove),
    ).toBeUndefined();
    tick();
    expect(
      (await member.call(afterSalesSendBack, { code, trackingNo: "x" })).body.data!
        .afterSalesSendBack.userErrors[0]?.code,
    ).toBe("AFTER_SALES_TRACKING_NO_INVALID");
    const sent = (await member.call(afterSalesSendBack, { code, trackingNo: "SF9001" })).body.data!
      .afterSalesSendBack;
    expect(sent.afterSalesOrder).toMatchObject({
      afterSalesStatus: "ON_BACKING",
      returnTrackingNo: "SF9001",
    });
    // Too late to cancel once approved.
    expect(
      errorOf((await member.call(afterSalesCancel, { code })).body.data!.afterSalesCancel),
    ).toBe("AFTER_SALES_WRONG_STATUS");

    const before = await available(skuA);
    tick();
    const received = (await ops.call(opsAfterSalesReceive, { code })).body.data!
      .opsAfterSalesReceive;
    expect(received.afterSalesOrder!.afterSalesStatus).toBe("BACK_IN_STORAGE");
    expect(received.afterSalesOrder!.lines[0]!.executeQuantity).toBe(1);
    expect(await available(skuA)).toBe(before + 1);
    const again = (await ops.call(opsAfterSalesReceive, { code })).body.data!.opsAfterSalesReceive;
    expect(errorOf(again)).toBe("AFTER_SALES_WRONG_STATUS");
    expect(await available(skuA)).toBe(before + 1);
    // An exchange's step is not a return's.
    expect(
      errorOf(
        (await ops.call(opsAfterSalesExchangeOut, { code })).body.data!.opsAfterSalesExchangeOut,
      ),
    ).toBe("AFTER_SALES_WRONG_TYPE");

    // Refunds not connected: the API refuses to finish a return without its money.
    const unconnected = (await ops.call(opsAfterSalesFinish, { code })).body.data!
      .opsAfterSalesFinish;
    expect(errorOf(unconnected)).toBe("AFTER_SALES_REFUND_NOT_CONNECTED");
    tick();
    const finished = await finishAfterSales(
      database.db,
      {
        code,
        actor: { kind: "operator", id: null, email: OPERATIONS.email },
        issueRefund: fakeRefund.issue,
      },
      clock,
    );
    expect(finished).toMatchObject({ ok: true, status: "FINISHED" });
    expect(fakeRefund.calls).toEqual([
      { afterSalesOrderNo: code, amount: Math.floor(lineAmount / 2) },
    ]);
    const done = (await member.call(getAfterSalesOrderDetail, { code })).body.data!
      .afterSalesOrderDetail;
    expect(done).toMatchObject({ afterSalesStatus: "FINISHED", refundOrderNo: `RF-${code}` });
    expect(await events(code)).toEqual([
      "NEW",
      "WAIT_SEND_BACK",
      "ON_BACKING",
      "BACK_IN_STORAGE",
      "FINISHED",
    ]);
    const [audit] = await q<{ n: number }>(
      sql`select count(*)::int as n from audit_log where entity_kind = 'afterSalesOrder' and entity_code = ${code}`,
    );
    expect(Number(audit!.n)).toBe(3);

    // The second unit can still be returned; a third cannot.
    expect(
      errorOf(
        await create(
          member,
          request(order.code, [{ orderLineId: order.lineId[skuA]!, quantity: 2 }]),
        ),
      ),
    ).toBe("AFTER_SALES_QUANTITY_EXCEEDS");
    const last = await create(
      member,
      request(order.code, [{ orderLineId: order.lineId[skuA]!, quantity: 1 }]),
    );
    expect(last.userErrors).toEqual([]);
    // The two shares add up to the line's amount exactly.
    expect(
      Math.round(Number(last.afterSalesOrder!.lines[0]!.amount.amount) * 100) +
        Math.floor(lineAmount / 2),
    ).toBe(lineAmount);
  });

  it("is received straight from WAIT_SEND_BACK when the parcel came without a tracking number", async () => {
    const member = await shopper(DEMO_MEMBER);
    const order = await deliveredOrder(member, [{ skuCode: skuC, quantity: 1 }], { member: true });
    const code = (
      await create(member, request(order.code, [{ orderLineId: order.lineId[skuC]!, quantity: 1 }]))
    ).afterSalesOrder!.code;
    const ops = await operator(OPERATIONS);
    const before = await available(skuC);
    await ops.call(opsAfterSalesApprove, { code });
    const received = (await ops.call(opsAfterSalesReceive, { code })).body.data!
      .opsAfterSalesReceive;
    expect(received.afterSalesOrder!.afterSalesStatus).toBe("BACK_IN_STORAGE");
    expect(await available(skuC)).toBe(before + 1);
  });
});

describe("an exchange to another size", () => {
  it("reserves the new size, takes the old one back, sends the new one out and finishes", async () => {
    const member = await shopper(DEMO_MEMBER);
    const order = await deliveredOrder(member, [{ skuCode: skuA, quantity: 1 }], { member: true });
    const [aBefore, bBefore] = [await available(skuA), await available(skuB)];
    const created = await create(
      member,
      request(
        order.code,
        [{ orderLineId: order.lineId[skuA]!, quantity: 1, exchangeSkuCode: skuB }],
        {
          type: "EXCHANGE",
        },
      ),
    );
    expect(created.userErrors).toEqual([]);
    const code = created.afterSalesOrder!.code;
    expect(created.afterSalesOrder!.lines[0]!.exchangeSkuCode).toBe(skuB);
    expect(await available(skuB)).toBe(bBefore - 1);
    const ops = await operator(OPERATIONS);
    tick();
    await ops.call(opsAfterSalesApprove, { code });
    tick();
    await ops.call(opsAfterSalesReceive, { code });
    expect(await available(skuA)).toBe(aBefore + 1);
    tick();
    // Finishing before the new size went out is refused.
    expect(
      errorOf((await ops.call(opsAfterSalesFinish, { code })).body.data!.opsAfterSalesFinish),
    ).toBe("AFTER_SALES_WRONG_STATUS");
    const out = (await ops.call(opsAfterSalesExchangeOut, { code })).body.data!
      .opsAfterSalesExchangeOut;
    expect(out.afterSalesOrder!.afterSalesStatus).toBe("EXCHANGE_OUT");
    tick();
    const finished = (await ops.call(opsAfterSalesFinish, { code })).body.data!.opsAfterSalesFinish;
    expect(finished.afterSalesOrder!.afterSalesStatus).toBe("FINISHED");
    // The reserved unit left; nothing else moved.
    expect(await available(skuB)).toBe(bBefore - 1);
    expect(await available(skuA)).toBe(aBefore + 1);
    expect(await events(code)).toEqual([
      "NEW",
      "WAIT_SEND_BACK",
      "BACK_IN_STORAGE",
      "EXCHANGE_OUT",
      "FINISHED",
    ]);
  });

  it("refuses a size of another product, an out-of-stock size, and gives a reservation back on cancel and reject", async () => {
    const member = await shopper(DEMO_MEMBER);
    const order = await deliveredOrder(member, [{ skuCode: skuA, quantity: 2 }], { member: true });
    const lineId = order.lineId[skuA]!;
    const exchange = (exchangeSkuCode: string | null, quantity = 1) =>
      request(order.code, [{ orderLineId: lineId, quantity, exchangeSkuCode }], {
        type: "EXCHANGE",
      });
    expect(errorOf(await create(member, exchange(skuC)))).toBe("AFTER_SALES_EXCHANGE_SKU_INVALID");
    expect(errorOf(await create(member, exchange(skuA)))).toBe("AFTER_SALES_EXCHANGE_SKU_INVALID");
    expect(errorOf(await create(member, exchange(null)))).toBe("AFTER_SALES_EXCHANGE_SKU_INVALID");
    const bBefore = await available(skuB);
    await q(
      sql`update inventories set available = 1 where sku_id = (select id from skus where code = ${skuB})`,
    );
    expect(errorOf(await create(member, exchange(skuB, 2)))).toBe(
      "AFTER_SALES_EXCHANGE_OUT_OF_STOCK",
    );
    expect(await available(skuB)).toBe(1);
    const cancelled = (await create(member, exchange(skuB))).afterSalesOrder!.code;
    expect(await available(skuB)).toBe(0);
    const cancel = (await member.call(afterSalesCancel, { code: cancelled })).body.data!
      .afterSalesCancel;
    expect(cancel.afterSalesOrder!.afterSalesStatus).toBe("CANCELED");
    expect(await available(skuB)).toBe(1);
    expect(
      errorOf(
        (await member.call(afterSalesCancel, { code: cancelled })).body.data!.afterSalesCancel,
      ),
    ).toBe("AFTER_SALES_WRONG_STATUS");
    expect(await available(skuB)).toBe(1);

    const rejected = (await create(member, exchange(skuB))).afterSalesOrder!.code;
    const ops = await operator(OPERATIONS);
    expect(
      errorOf(
        (await ops.call(opsAfterSalesReject, { code: rejected, reason: " " })).body.data!
          .opsAfterSalesReject,
      ),
    ).toBe("AFTER_SALES_REASON_REQUIRED");
    const reject = (
      await ops.call(opsAfterSalesReject, { code: rejected, reason: "Worn outdoors" })
    ).body.data!.opsAfterSalesReject;
    expect(reject.afterSalesOrder).toMatchObject({
      afterSalesStatus: "AUDIT_FAILED",
      rejectReason: "Worn outdoors",
    });
    expect(await available(skuB)).toBe(1);
    expect(
      errorOf(
        (await ops.call(opsAfterSalesApprove, { code: rejected })).body.data!.opsAfterSalesApprove,
      ),
    ).toBe("AFTER_SALES_WRONG_STATUS");
    expect(await events(rejected)).toEqual(["NEW", "AUDIT_FAILED"]);
    await q(
      sql`update inventories set available = ${bBefore} where sku_id = (select id from skus where code = ${skuB})`,
    );
  });
});

describe("refusals, each changing nothing", () => {
  it("refuses late, undelivered, excessive, gift-only, duplicate and repeated requests", async () => {
    const member = await shopper(DEMO_MEMBER);
    const count = async () =>
      Number(
        (await q<{ n: number }>(sql`select count(*)::int as n from after_sales_orders`))[0]!.n,
      );
    const late = await deliveredOrder(member, [{ skuCode: skuC, quantity: 1 }], {
      member: true,
      deliveredAt: new Date(clock.getTime() - 14 * DAY - 60_000),
    });
    const lastDay = await deliveredOrder(member, [{ skuCode: skuC, quantity: 1 }], {
      member: true,
      deliveredAt: new Date(clock.getTime() - 14 * DAY),
    });
    const undelivered = await deliveredOrder(member, [{ skuCode: skuC, quantity: 1 }], {
      member: true,
      deliver: false,
    });
    const order = await deliveredOrder(
      member,
      [
        { skuCode: skuA, quantity: 1 },
        { skuCode: skuC, quantity: 1 },
      ],
      { member: true },
    );
    // The seed has no gift promotion on these SKUs: the second line stands for a gift.
    await q(sql`update order_lines set is_gift = true where id = ${order.lineId[skuC]!}::uuid`);
    const before = await count();
    const one = (o: { code: string; lineId: Record<string, string> }, sku: string, quantity = 1) =>
      request(o.code, [{ orderLineId: o.lineId[sku]!, quantity }]);

    expect(errorOf(await create(member, one(late, skuC)))).toBe("AFTER_SALES_RETURN_PERIOD_OVER");
    expect(errorOf(await create(member, one(undelivered, skuC)))).toBe(
      "AFTER_SALES_ORDER_NOT_RECEIVED",
    );
    expect(errorOf(await create(member, one(order, skuA, 2)))).toBe("AFTER_SALES_QUANTITY_EXCEEDS");
    expect(errorOf(await create(member, one(order, skuA, 0)))).toBe("AFTER_SALES_QUANTITY_INVALID");
    expect(errorOf(await create(member, one(order, skuC)))).toBe("AFTER_SALES_GIFT_LINE_ALONE");
    expect(errorOf(await create(member, request(order.code, [])))).toBe("AFTER_SALES_NO_LINES");
    expect(
      errorOf(
        await create(
          member,
          request(order.code, [
            { orderLineId: order.lineId[skuA]!, quantity: 1 },
            { orderLineId: order.lineId[skuA]!, quantity: 1 },
          ]),
        ),
      ),
    ).toBe("AFTER_SALES_DUPLICATE_LINE");
    expect(
      errorOf(
        await create(
          member,
          request(order.code, [{ orderLineId: late.lineId[skuC]!, quantity: 1 }]),
        ),
      ),
    ).toBe("AFTER_SALES_LINE_NOT_IN_ORDER");
    expect(
      errorOf(await create(member, { input: { ...one(order, skuA).input, reason: "  " } })),
    ).toBe("AFTER_SALES_REASON_REQUIRED");
    expect(
      errorOf(
        await create(member, {
          input: { ...one(order, skuA).input, photos: ["javascript:alert(1)"] },
        }),
      ),
    ).toBe("AFTER_SALES_PHOTO_INVALID");
    expect(await count()).toBe(before);

    // The last instant of the 14 days is still in; a gift goes back with its item.
    expect((await create(member, one(lastDay, skuC))).userErrors).toEqual([]);
    const both = await create(
      member,
      request(order.code, [
        { orderLineId: order.lineId[skuA]!, quantity: 1 },
        { orderLineId: order.lineId[skuC]!, quantity: 1 },
      ]),
    );
    expect(both.userErrors).toEqual([]);
    expect(both.afterSalesOrder!.lines.map((l) => l.isGift).sort()).toEqual([false, true]);
    // The same line again while that request is open.
    expect(errorOf(await create(member, one(order, skuA)))).toBe(
      "AFTER_SALES_LINE_IN_OPEN_REQUEST",
    );
    // Once withdrawn, the line is free again.
    await member.call(afterSalesCancel, { code: both.afterSalesOrder!.code });
    expect((await create(member, one(order, skuA))).userErrors).toEqual([]);
  });

  it("answers in the shopper's language", async () => {
    const member = await shopper(DEMO_MEMBER);
    const result = await member.call(
      afterSalesCreate,
      request("SOAAAAAAAAAAAA", [
        { orderLineId: "00000000-0000-0000-0000-000000000000", quantity: 1 },
      ]),
      { headers: { lang: "zh_HK" } },
    );
    expect(result.body.data!.afterSalesCreate.userErrors[0]).toMatchObject({
      code: "AFTER_SALES_ORDER_NOT_FOUND",
      message: "此訂單不在您的帳戶中。",
    });
  });
});

describe("two operators approving at once", () => {
  it("lets exactly one approval through; the other is told the request moved on", async () => {
    const member = await shopper(DEMO_MEMBER);
    const order = await deliveredOrder(member, [{ skuCode: skuC, quantity: 1 }], { member: true });
    const code = (
      await create(member, request(order.code, [{ orderLineId: order.lineId[skuC]!, quantity: 1 }]))
    ).afterSalesOrder!.code;
    const [first, second] = [await operator(OPERATIONS), await operator(OPERATIONS)];
    const answers = await Promise.all([
      first.call(opsAfterSalesApprove, { code }),
      second.call(opsAfterSalesApprove, { code }),
    ]);
    const codes = answers.map((a) => errorOf(a.body.data!.opsAfterSalesApprove) ?? "ok").sort();
    expect(codes).toEqual(["AFTER_SALES_WRONG_STATUS", "ok"]);
    expect(await events(code)).toEqual(["NEW", "WAIT_SEND_BACK"]);
  });
});

describe("who may do what", () => {
  it("lets a guest act through the order token, and nobody else", async () => {
    const guest = await shopper(null);
    const order = await deliveredOrder(guest, [{ skuCode: skuC, quantity: 1 }], {
      email: "returns@example.com",
    });
    const otherGuestOrder = await deliveredOrder(await shopper(null), [
      { skuCode: skuC, quantity: 1 },
    ]);
    const lookup = client();
    const token = (
      await lookup.call(queryVisitorToken, { orderCode: order.code, email: "returns@example.com" })
    ).body.data!.queryVisitorToken.token!;
    const tokenHolder = client({ token });
    const created = await create(
      tokenHolder,
      request(order.code, [{ orderLineId: order.lineId[skuC]!, quantity: 1 }]),
    );
    expect(created.userErrors).toEqual([]);
    const code = created.afterSalesOrder!.code;
    const record = (await tokenHolder.call(getAfterSalesRecord, {})).body.data!.afterSalesRecord;
    expect(record.edges.map((e) => e.node.code)).toEqual([code]);
    expect(
      (await tokenHolder.call(getAfterSalesOrderDetail, { code })).body.data!.afterSalesOrderDetail
        .code,
    ).toBe(code);
    // The token reaches its own order only.
    expect(
      errorOf(
        await create(
          tokenHolder,
          request(otherGuestOrder.code, [
            { orderLineId: otherGuestOrder.lineId[skuC]!, quantity: 1 },
          ]),
        ),
      ),
    ).toBe("AFTER_SALES_ORDER_NOT_FOUND");

    // Another member: not found, whatever they try.
    const stranger = await shopper(DEMO_STAFF);
    expect(
      (await stranger.call(getAfterSalesOrderDetail, { code })).body.errors?.[0]?.extensions?.code,
    ).toBe("AFTER_SALES_NOT_FOUND");
    expect(
      errorOf((await stranger.call(afterSalesCancel, { code })).body.data!.afterSalesCancel),
    ).toBe("AFTER_SALES_NOT_FOUND");
    expect(
      errorOf(
        await create(
          stranger,
          request(order.code, [{ orderLineId: order.lineId[skuC]!, quantity: 1 }]),
        ),
      ),
    ).toBe("AFTER_SALES_ORDER_NOT_FOUND");
    expect(
      (await stranger.call(getAfterSalesRecord, {})).body.data!.afterSalesRecord.edges.map(
        (e) => e.node.code,
      ),
    ).not.toContain(code);

    // A visitor without an order token goes to login from the refund record.
    const visitor = await shopper(null);
    expect((await visitor.call(getAfterSalesRecord, {})).body.errors?.[0]?.extensions?.code).toBe(
      "401",
    );
    expect((await client().call(getAfterSalesRecord, {})).body.errors?.[0]?.extensions?.code).toBe(
      "401",
    );

    // Operator steps: not for shoppers, guests or content editors.
    for (const caller of [stranger, tokenHolder, visitor]) {
      const refused = await caller.call(opsAfterSalesApprove, { code });
      expect(refused.body.errors?.[0]?.extensions?.code).toBe("OPS_UNAUTHENTICATED");
    }
    const editor = await operator(EDITOR);
    expect(
      (await editor.call(opsAfterSalesApprove, { code })).body.errors?.[0]?.extensions?.code,
    ).toBe("OPS_FORBIDDEN");
    expect((await editor.call(opsAfterSalesOrders, {})).body.errors?.[0]?.extensions?.code).toBe(
      "OPS_FORBIDDEN",
    );
    expect(await events(code)).toEqual(["NEW"]);
    const ops = await operator(OPERATIONS);
    const listed = (
      await ops.call(opsAfterSalesOrders, { afterSalesInput: { afterSalesStatuses: ["NEW"] } })
    ).body.data!.opsAfterSalesOrders;
    expect(listed.edges.map((e) => e.node.code)).toContain(code);
  });
});
