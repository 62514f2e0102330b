/**
 * The operations console's orders, stock, customers and outbox over the real API (issue 17 item
 * 3; ADR 0046), on a fresh database: the orders table's search, sort and paging; ship in part
 * and in whole with carrier and tracking number (status, logistics row, event, audit row);
 * deliver; cancel (unpaid only; a paid order needs a refund); stock adjustment with reason,
 * history and audit, refused below what unshipped orders reserve; customers' look-up and the
 * revoke of their sessions; the outbox resend of a failed message; the CSV export and its
 * refusals; and every operation refused to shoppers, visitors, content editors and nobody.
 */
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, outbox, stockAdjustments } from "@/lib/db/schema";
import { queryRows } from "@/lib/domain/catalog/sql-rows";
import { OPERATOR_ERROR_CODES } from "@/lib/domain/operators/constants";
import { OUTBOX_MAX_ATTEMPTS } from "@/lib/domain/outbox/constants";
import { transitionOrder } from "@/lib/domain/orders/transitions";
import { customer, userLogin, visitorLogin } from "@/lib/graphql/operations/accounts";
import { createOrder } from "@/lib/graphql/operations/checkout";
import { opsSignIn } from "@/lib/graphql/operations/ops";
import {
  opsCustomerRevokeSessions,
  opsCustomers,
  opsOrder,
  opsOrderCancel,
  opsOrderDeliver,
  opsOrders,
  opsOrderShip,
  opsOutbox,
  opsOutboxResend,
  opsStock,
  opsStockAdjust,
} from "@/lib/graphql/operations/ops-orders";
import { seedDatabase } from "@/lib/seed";
import { DEMO_MEMBER, DEMO_OPERATORS } from "@/lib/seed/demo-accounts";
import { handleOrdersCsv } from "@/lib/server/ops-orders-csv";
import { createTestServer, TestClient } from "./support/graphql-client";
import { guestOrderOf, HONG_KONG_ADDRESS } from "./support/guest-order";
import { createTestDatabase, type TestDatabase } from "./support/test-database";

let database: TestDatabase;
let server: ReturnType<typeof createTestServer>;
let clock = new Date("2026-11-20T04:00:00Z");
const revalidated: string[] = [];
const [EDITOR, OPERATIONS] = DEMO_OPERATORS;
let skuA: string;
let skuB: string;
/** Orders by role in the story: two-line paid, unpaid, paid (reserved), older unpaid. */
const order = { twoLines: "", unpaid: "", paid: "", older: "" };
let ops: TestClient;
let editor: TestClient;

const q = <T>(query: ReturnType<typeof sql>) => queryRows<T>(database.db, query);
const errorCode = (result: { body: { errors?: { extensions?: { code?: string } }[] } }) =>
  result.body.errors?.[0]?.extensions?.code;
const auditRows = (action: string, code: string) =>
  database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.entityCode, code)));
const statusOf = async (code: string) =>
  (await q<{ status: string }>(sql`select status from orders where code = ${code}`))[0]!.status;

async function operator(who: { email: string; password: string }): Promise<TestClient> {
  const client = new TestClient(server);
  const signed = await client.call(opsSignIn, { email: who.email, password: who.password });
  expect(signed.body.errors).toBeUndefined();
  return client;
}
async function shopper(kind: "visitor" | "member"): Promise<TestClient> {
  const client = new TestClient(server, { headers: { lang: "en_US" } });
  await client.call(visitorLogin);
  if (kind === "member") {
    const login = await client.call(userLogin, {
      input: { account: DEMO_MEMBER.email, password: DEMO_MEMBER.password },
    });
    expect(login.body.data?.userLogin.userErrors).toEqual([]);
  }
  return client;
}
async function placeOrder(
  lines: { skuCode: string; quantity: number }[],
  email: string,
  mobile: string,
): Promise<string> {
  const api = await shopper("visitor");
  const placed = await api.call(createOrder, {
    input: guestOrderOf(lines, {
      email,
      deliveryAddress: { ...HONG_KONG_ADDRESS, receiverMobile: mobile },
    }),
  });
  expect(placed.body.data?.orderCreate.userErrors).toEqual([]);
  return placed.body.data!.orderCreate.order!.code;
}
async function pay(code: string): Promise<void> {
  const [row] = await q<{ id: string; amount: number }>(
    sql`select id, amount from orders where code = ${code}`,
  );
  // A minute after it was placed, so its events read in order (equal times tie on a uuid).
  const paidAt = new Date(clock.getTime() + 60_000);
  await database.db.transaction((tx) =>
    transitionOrder(tx, {
      orderId: row!.id,
      from: ["WAIT_PAY"],
      to: "WAIT_DELIVERY",
      actor: "payment:test",
      now: paidAt,
      paidAt,
      receivedAmount: Number(row!.amount),
      clearScheduleCancel: true,
    }),
  );
}

beforeAll(async () => {
  database = await createTestDatabase();
  await seedDatabase(database.db, { products: 30, now: clock });
  server = createTestServer(database.db, {
    now: () => clock,
    revalidateTags: (tags) => void revalidated.push(...tags),
  });
  const skus = await q<{ code: string }>(
    sql`select s.code from skus s join inventories i on i.sku_id = s.id join products p on p.id = s.product_id
      where p.sale_status = 'ON_SHELF' and s.is_enabled and i.available >= 5
        and not exists (select 1 from sku_promotion_prices x where x.sku_id = s.id)
      order by s.id limit 2`,
  );
  [skuA, skuB] = skus.map((row) => row.code) as [string, string];
  clock = new Date("2026-11-10T04:00:00Z");
  order.older = await placeOrder([{ skuCode: skuB, quantity: 1 }], "dora@example.com", "51112222");
  clock = new Date("2026-11-20T04:00:00Z");
  order.twoLines = await placeOrder(
    [
      { skuCode: skuA, quantity: 1 },
      { skuCode: skuB, quantity: 1 },
    ],
    "Alice.Wong@Example.com",
    "61230001",
  );
  order.unpaid = await placeOrder([{ skuCode: skuB, quantity: 1 }], "bob@example.com", "91234567");
  order.paid = await placeOrder([{ skuCode: skuA, quantity: 2 }], "carol@example.com", "92345678");
  await pay(order.twoLines);
  await pay(order.paid);
  clock = new Date("2026-11-21T04:00:00Z");
  ops = await operator(OPERATIONS);
  editor = await operator(EDITOR);
}, 180_000);
afterAll(() => database.dispose());

describe("the orders table", () => {
  const search = (variables: Parameters<typeof ops.call<unknown, object>>[1] & object) =>
    ops.call(opsOrders, variables as never);
  const codes = (result: Awaited<ReturnType<typeof search>>) =>
    (result.body.data as { opsOrders: { items: { code: string }[] } }).opsOrders.items.map(
      (row) => row.code,
    );

  it("finds orders by part of the code, e-mail in any case and phone digits", async () => {
    expect(codes(await search({ filter: { code: order.paid.slice(3, 9).toLowerCase() } }))).toEqual(
      [order.paid],
    );
    expect(codes(await search({ filter: { email: "alice.wong@EXAMPLE" } }))).toEqual([
      order.twoLines,
    ]);
    expect(codes(await search({ filter: { phone: "6123 0001" } }))).toEqual([order.twoLines]);
  });

  it("filters by status and date range, sorts and pages with the total", async () => {
    const paid = await search({ filter: { statuses: ["WAIT_DELIVERY"] } });
    expect(new Set(codes(paid))).toEqual(new Set([order.twoLines, order.paid]));
    const november10 = await search({
      filter: { from: "2026-11-10T00:00:00Z", to: "2026-11-11T00:00:00Z" },
    });
    expect(codes(november10)).toEqual([order.older]);
    const all = await search({ sortBy: "ORDER_TIME", descending: false, pageSize: 2, page: 1 });
    const page = (all.body.data as { opsOrders: { total: number } }).opsOrders;
    expect(page.total).toBe(4);
    expect(codes(all)[0]).toBe(order.older);
    const second = await search({ sortBy: "ORDER_TIME", descending: false, pageSize: 2, page: 2 });
    expect(new Set([...codes(all), ...codes(second)]).size).toBe(4);
    const byAmount = await search({ sortBy: "AMOUNT", descending: true });
    const amounts = (
      byAmount.body.data as { opsOrders: { items: { amount: { amount: string } }[] } }
    ).opsOrders.items.map((row) => Number(row.amount.amount));
    expect(amounts).toEqual([...amounts].sort((a, b) => b - a));
  });

  it("refuses a range that ends before it starts", async () => {
    const result = await search({
      filter: { from: "2026-11-12T00:00:00Z", to: "2026-11-11T00:00:00Z" },
    });
    expect(errorCode(result)).toBe("FILTER_INVALID");
  });
});

describe("shipping, delivery and cancel", () => {
  it("ships one line with a carrier and tracking number, then the rest", async () => {
    const first = await ops.call(opsOrderShip, {
      code: order.twoLines,
      carrierCode: "KERRY",
      trackingNo: "KE-1000001",
      skuCodes: [skuA],
    });
    expect(first.body.data?.opsOrderShip).toEqual({ status: "PARTIAL_SHIPPED", userErrors: [] });
    clock = new Date(clock.getTime() + 60_000);
    const rest = await ops.call(opsOrderShip, {
      code: order.twoLines,
      carrierCode: "SF",
      trackingNo: "SF-2000002",
    });
    expect(rest.body.data?.opsOrderShip.status).toBe("WAIT_RECEIVE");
    const logistics = await q<{
      provider_code: string;
      provider_name: string;
      tracking_no: string;
    }>(
      sql`select provider_code, provider_name, tracking_no from order_logistics g join orders o on o.id = g.order_id
        where o.code = ${order.twoLines} order by g.created_at, g.tracking_no`,
    );
    expect(logistics).toEqual([
      { provider_code: "KERRY", provider_name: "Kerry Express", tracking_no: "KE-1000001" },
      { provider_code: "SF", provider_name: "SF Express", tracking_no: "SF-2000002" },
    ]);
    const audit = await auditRows("order.ship", order.twoLines);
    expect(audit).toHaveLength(2);
    expect(audit[0]).toMatchObject({
      operatorEmail: OPERATIONS.email,
      before: { status: "WAIT_DELIVERY" },
      after: { status: "PARTIAL_SHIPPED", carrier: "KERRY", trackingNo: "KE-1000001" },
    });
    const detail = (await ops.call(opsOrder, { code: order.twoLines })).body.data!.opsOrder!;
    expect(detail.lines.every((line) => line.shipped)).toBe(true);
    expect(detail.shipments.map((s) => s.skuCodes)).toEqual([[skuA], [skuB]]);
    expect(detail.events.map((e) => e.toStatus)).toEqual([
      "WAIT_PAY",
      "WAIT_DELIVERY",
      "PARTIAL_SHIPPED",
      "WAIT_RECEIVE",
    ]);
    expect(detail.events.at(-1)?.actor).toBe(`operator:${OPERATIONS.email}`);
    expect(detail.audit.map((row) => row.action)).toEqual(["order.ship", "order.ship"]);
    expect(detail).toMatchObject({ canShip: false, canDeliver: true });
  });

  it("refuses a second ship, an unknown carrier and a bad tracking number, writing nothing", async () => {
    const again = await ops.call(opsOrderShip, {
      code: order.twoLines,
      carrierCode: "SF",
      trackingNo: "SF-3000003",
    });
    expect(again.body.data?.opsOrderShip.userErrors[0]?.code).toBe("NOTHING_TO_SHIP");
    const carrier = await ops.call(opsOrderShip, {
      code: order.paid,
      carrierCode: "PIGEON",
      trackingNo: "SF-3000003",
    });
    expect(carrier.body.data?.opsOrderShip.userErrors[0]?.code).toBe("CARRIER_UNKNOWN");
    const tracking = await ops.call(opsOrderShip, {
      code: order.paid,
      carrierCode: "SF",
      trackingNo: "x",
    });
    expect(tracking.body.data?.opsOrderShip.userErrors[0]?.code).toBe("TRACKING_NO_INVALID");
    expect(await auditRows("order.ship", order.paid)).toHaveLength(0);
    expect(await auditRows("order.ship", order.twoLines)).toHaveLength(2);
    expect(await statusOf(order.paid)).toBe("WAIT_DELIVERY");
  });

  it("marks a shipped order delivered, once", async () => {
    const delivered = await ops.call(opsOrderDeliver, { code: order.twoLines });
    expect(delivered.body.data?.opsOrderDeliver).toEqual({
      status: "WAIT_EVALUATE",
      userErrors: [],
    });
    const again = await ops.call(opsOrderDeliver, { code: order.twoLines });
    expect(again.body.data?.opsOrderDeliver.userErrors[0]?.code).toBe("ORDER_NOT_WAIT_EVALUATE");
    expect(await auditRows("order.deliver", order.twoLines)).toHaveLength(1);
  });

  it("cancels an unpaid order and gives its stock back; refuses a paid one (refund first)", async () => {
    const stockBefore = (await ops.call(opsStock, { skuCode: skuB })).body.data!.opsStock!;
    revalidated.length = 0;
    const cancelled = await ops.call(opsOrderCancel, { code: order.unpaid, reason: "phoned in" });
    expect(cancelled.body.data?.opsOrderCancel).toEqual({ status: "CANCELED", userErrors: [] });
    const stockAfter = (await ops.call(opsStock, { skuCode: skuB })).body.data!.opsStock!;
    expect(stockAfter.available).toBe(stockBefore.available + 1);
    expect(stockAfter.reserved).toBe(stockBefore.reserved - 1);
    expect(revalidated.length).toBeGreaterThan(0);
    expect(await auditRows("order.cancel", order.unpaid)).toHaveLength(1);

    const paid = await ops.call(opsOrderCancel, { code: order.paid });
    expect(paid.body.data?.opsOrderCancel.userErrors[0]?.code).toBe("ORDER_CANCEL_NEEDS_REFUND");
    expect(await statusOf(order.paid)).toBe("WAIT_DELIVERY");
    const detail = (await ops.call(opsOrder, { code: order.paid })).body.data!.opsOrder!;
    expect(detail.cancelRefusal).toBe("ORDER_CANCEL_NEEDS_REFUND");
    expect(await auditRows("order.cancel", order.paid)).toHaveLength(0);
  });
});

describe("stock", () => {
  it("adjusts with a reason, keeps the history and the audit row, and revalidates the product pages", async () => {
    const before = (await ops.call(opsStock, { skuCode: skuA })).body.data!.opsStock!;
    expect(before.reserved).toBe(2); // the paid, unshipped order's two units
    revalidated.length = 0;
    const added = await ops.call(opsStockAdjust, {
      skuCode: skuA,
      delta: 5,
      reason: "delivery from the warehouse",
    });
    expect(added.body.data?.opsStockAdjust).toEqual({
      stock: { skuCode: skuA, available: before.available + 5, reserved: 2 },
      userErrors: [],
    });
    expect(revalidated.length).toBeGreaterThan(0);
    const after = (await ops.call(opsStock, { skuCode: skuA })).body.data!.opsStock!;
    expect(after.history[0]).toMatchObject({
      delta: 5,
      availableBefore: before.available,
      availableAfter: before.available + 5,
      reserved: 2,
      reason: "delivery from the warehouse",
      actor: `operator:${OPERATIONS.email}`,
    });
    const [audit] = await auditRows("stock.adjust", skuA);
    expect(audit).toMatchObject({
      before: { available: before.available, reserved: 2 },
      after: { available: before.available + 5, delta: 5 },
    });
  });

  it("refuses to go below what unshipped orders reserve, or without a reason, changing nothing", async () => {
    const before = (await ops.call(opsStock, { skuCode: skuA })).body.data!.opsStock!;
    const below = await ops.call(opsStockAdjust, {
      skuCode: skuA,
      delta: -(before.available + 1),
      reason: "count after stocktake",
    });
    expect(below.body.data?.opsStockAdjust.userErrors[0]?.code).toBe("STOCK_BELOW_RESERVED");
    const noReason = await ops.call(opsStockAdjust, { skuCode: skuA, delta: -1, reason: " " });
    expect(noReason.body.data?.opsStockAdjust.userErrors[0]?.code).toBe("STOCK_REASON_REQUIRED");
    const unknown = await ops.call(opsStockAdjust, { skuCode: "NO-SUCH", delta: 1, reason: "why" });
    expect(unknown.body.data?.opsStockAdjust.userErrors[0]?.code).toBe("UNKNOWN_SKU");
    const after = (await ops.call(opsStock, { skuCode: skuA })).body.data!.opsStock!;
    expect(after.available).toBe(before.available);
    expect(after.history).toHaveLength(before.history.length);
    expect(await auditRows("stock.adjust", skuA)).toHaveLength(1);
    // Down to exactly zero available (all on hand reserved) is allowed.
    const toZero = await ops.call(opsStockAdjust, {
      skuCode: skuA,
      delta: -before.available,
      reason: "damaged in the store room",
    });
    expect(toZero.body.data?.opsStockAdjust.stock?.available).toBe(0);
    const rows = await database.db
      .select()
      .from(stockAdjustments)
      .where(eq(stockAdjustments.skuCode, skuA));
    expect(rows).toHaveLength(2);
  });
});

describe("customers", () => {
  it("looks a member up by e-mail, shows the orders, and revokes the sessions", async () => {
    const member = await shopper("member");
    expect((await member.call(customer)).body.data?.customer?.email).toBe(DEMO_MEMBER.email);
    const found = await ops.call(opsCustomers, { query: DEMO_MEMBER.email.toUpperCase() });
    const [record] = found.body.data!.opsCustomers;
    expect(record).toMatchObject({ email: DEMO_MEMBER.email, isVisitor: false });
    expect(record!.liveSessions).toBeGreaterThanOrEqual(1);
    expect(
      (await ops.call(opsCustomers, { query: record!.userCode })).body.data!.opsCustomers,
    ).toHaveLength(1);
    const revoked = await ops.call(opsCustomerRevokeSessions, { userCode: record!.userCode });
    expect(revoked.body.data?.opsCustomerRevokeSessions.revoked).toBeGreaterThanOrEqual(1);
    expect(errorCode(await member.call(customer))).toBeDefined();
    expect(await auditRows("customer.revokeSessions", record!.userCode)).toHaveLength(1);
  });
});

describe("outbox", () => {
  it("lists failed messages and sends one again, once", async () => {
    const [failed] = await database.db
      .insert(outbox)
      .values({
        channel: "email",
        recipient: "someone@example.com",
        subject: "Your order has shipped",
        body: "…",
        attempts: OUTBOX_MAX_ATTEMPTS,
        lastError: "SMTP 421",
        createdAt: clock,
      })
      .returning({ id: outbox.id });
    const list = await ops.call(opsOutbox, { state: "FAILED" });
    expect(list.body.data?.opsOutbox.items.map((row) => row.id)).toContain(failed!.id);
    const resent = await ops.call(opsOutboxResend, { id: failed!.id });
    expect(resent.body.data?.opsOutboxResend).toEqual([]);
    const [row] = await database.db.select().from(outbox).where(eq(outbox.id, failed!.id));
    expect(row).toMatchObject({ attempts: 0, lastError: null, sentAt: null });
    const unsent = await ops.call(opsOutbox, { state: "UNSENT" });
    expect(unsent.body.data?.opsOutbox.items.map((r) => r.id)).toContain(failed!.id);
    const again = await ops.call(opsOutboxResend, { id: failed!.id });
    expect(again.body.data?.opsOutboxResend[0]?.code).toBe("OUTBOX_NOT_FAILED");
    expect(await auditRows("outbox.resend", failed!.id)).toHaveLength(1);
  });
});

describe("CSV export", () => {
  const csv = (client: TestClient | null, query: string) => {
    const headers: Record<string, string> = {};
    if (client && client.cookies.size > 0) {
      headers.cookie = [...client.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
    }
    return handleOrdersCsv(
      new Request(`http://shop.test/api/ops/orders.csv${query}`, { headers }),
      {
        db: database.db,
        now: clock,
      },
    );
  };

  it("streams the filtered orders with a header row, and logs the export", async () => {
    const response = await csv(
      ops,
      "?status=WAIT_DELIVERY&status=WAIT_EVALUATE&sortBy=CODE&descending=false",
    );
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toMatch(/^attachment; filename="orders-/);
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder().decode(bytes).trimEnd().split("\r\n");
    expect(lines[0]).toMatch(/^order code,status,order time \(UTC\)/);
    const rows = lines.slice(1).map((line) => line.split(","));
    expect(rows.map((row) => row[0])).toEqual([order.paid, order.twoLines].sort());
    const twoLines = rows.find((row) => row[0] === order.twoLines)!;
    expect(twoLines[1]).toBe("WAIT_EVALUATE");
    expect(twoLines[6]).toBe("alice.wong@example.com");
    expect(twoLines[7]).toBe("61230001");
    expect(twoLines[8]).toBe("2");
    expect(twoLines[15]).toBe("KE-1000001 SF-2000002");
    const [amount] = await q<{ amount: number }>(
      sql`select amount from orders where code = ${order.twoLines}`,
    );
    expect(Math.round(Number(twoLines[14]) * 100)).toBe(Number(amount!.amount));
    const [audit] = await auditRows("orders.exportCsv", "csv");
    expect(audit?.after).toMatchObject({ rows: 2 });
  });

  it("refuses a content editor (403) and shoppers and visitors (401)", async () => {
    expect((await csv(editor, "")).status).toBe(403);
    expect((await csv(await shopper("member"), "")).status).toBe(401);
    expect((await csv(await shopper("visitor"), "")).status).toBe(401);
    expect((await csv(null, "")).status).toBe(401);
    expect(await auditRows("orders.exportCsv", "csv")).toHaveLength(1);
  });
});

describe("who may", () => {
  it("refuses every operation to a content editor, a member, a visitor and nobody, changing nothing", async () => {
    const callers: [string, TestClient, string][] = [
      ["editor", editor, OPERATOR_ERROR_CODES.FORBIDDEN],
      ["member", await shopper("member"), OPERATOR_ERROR_CODES.UNAUTHENTICATED],
      ["visitor", await shopper("visitor"), OPERATOR_ERROR_CODES.UNAUTHENTICATED],
      ["nobody", new TestClient(server), OPERATOR_ERROR_CODES.UNAUTHENTICATED],
    ];
    const auditBefore = (await database.db.select().from(auditLog)).length;
    const statusBefore = await statusOf(order.paid);
    for (const [who, client, code] of callers) {
      const results = [
        await client.call(opsOrders, {}),
        await client.call(opsOrder, { code: order.paid }),
        await client.call(opsOrderShip, {
          code: order.paid,
          carrierCode: "SF",
          trackingNo: "SF-999999",
        }),
        await client.call(opsOrderDeliver, { code: order.twoLines }),
        await client.call(opsOrderCancel, { code: order.older }),
        await client.call(opsStock, { skuCode: skuA }),
        await client.call(opsStockAdjust, { skuCode: skuA, delta: 1, reason: "sneaky" }),
        await client.call(opsCustomers, { query: DEMO_MEMBER.email }),
        await client.call(opsCustomerRevokeSessions, { userCode: "ANY" }),
        await client.call(opsOutbox, { state: "FAILED" }),
        await client.call(opsOutboxResend, { id: "00000000-0000-0000-0000-000000000000" }),
      ];
      for (const result of results) {
        expect([who, errorCode(result)]).toEqual([who, code]);
      }
    }
    expect((await database.db.select().from(auditLog)).length).toBe(auditBefore);
    expect(await statusOf(order.paid)).toBe(statusBefore);
    expect(await statusOf(order.older)).toBe("WAIT_PAY");
  });
});
