/**
 * The operations console's orders over the real API (issue 17 item 3; ADR 0046), on a fresh
 * database: the orders table's search, sort and paging; ship in part and in whole with carrier
 * and tracking number (status, logistics row, event, audit row); deliver; cancel (unpaid here;
 * a paid one with its refund: ops-cancel-paid.test.ts); the CSV export (content, streamed,
 * logged) and its refusal to a content editor (403) and to shoppers and visitors (401). Stock, customers, outbox and the
 * refusals of every operation: ops-console.test.ts.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  opsOrder,
  opsOrderCancel,
  opsOrderDeliver,
  opsOrders,
  opsOrderShip,
  opsStock,
} from "@/lib/graphql/operations/ops-orders";
import { handleOrdersCsv } from "@/lib/server/ops-orders-csv";
import type { TestClient } from "./support/graphql-client";
import { createOpsShop, errorCode, OPERATIONS, type OpsShop } from "./support/ops-console";

let shop: OpsShop;
let ops: TestClient;
let editor: TestClient;
let skuA: string;
let skuB: string;
let order: OpsShop["order"];

beforeAll(async () => {
  shop = await createOpsShop();
  ({ ops, editor, skuA, skuB, order } = shop);
}, 180_000);
afterAll(() => shop.database.dispose());

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
    shop.time.now = new Date(shop.time.now.getTime() + 60_000);
    const rest = await ops.call(opsOrderShip, {
      code: order.twoLines,
      carrierCode: "SF",
      trackingNo: "SF-2000002",
    });
    expect(rest.body.data?.opsOrderShip.status).toBe("WAIT_RECEIVE");
    const logistics = await shop.q<{
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
    const audit = await shop.auditRows("order.ship", order.twoLines);
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
    expect(await shop.auditRows("order.ship", order.paid)).toHaveLength(0);
    expect(await shop.auditRows("order.ship", order.twoLines)).toHaveLength(2);
    expect(await shop.statusOf(order.paid)).toBe("WAIT_DELIVERY");
  });

  it("marks a shipped order delivered, once", async () => {
    const delivered = await ops.call(opsOrderDeliver, { code: order.twoLines });
    expect(delivered.body.data?.opsOrderDeliver).toEqual({
      status: "WAIT_EVALUATE",
      userErrors: [],
    });
    const again = await ops.call(opsOrderDeliver, { code: order.twoLines });
    expect(again.body.data?.opsOrderDeliver.userErrors[0]?.code).toBe("ORDER_NOT_WAIT_EVALUATE");
    expect(await shop.auditRows("order.deliver", order.twoLines)).toHaveLength(1);
  });

  it("cancels an unpaid order and gives its stock back; refuses a delivered one", async () => {
    const stockBefore = (await ops.call(opsStock, { skuCode: skuB })).body.data!.opsStock!;
    shop.revalidated.length = 0;
    const cancelled = await ops.call(opsOrderCancel, { code: order.unpaid, reason: "phoned in" });
    expect(cancelled.body.data?.opsOrderCancel).toEqual({ status: "CANCELED", userErrors: [] });
    const stockAfter = (await ops.call(opsStock, { skuCode: skuB })).body.data!.opsStock!;
    expect(stockAfter.available).toBe(stockBefore.available + 1);
    expect(stockAfter.reserved).toBe(stockBefore.reserved - 1);
    expect(shop.revalidated.length).toBeGreaterThan(0);
    expect(await shop.auditRows("order.cancel", order.unpaid)).toHaveLength(1);

    // Shipped and delivered: a return, not a cancel. A paid order not yet shipped can be
    // cancelled with its refund (ops-cancel-paid.test.ts).
    const delivered = await ops.call(opsOrderCancel, { code: order.twoLines });
    expect(delivered.body.data?.opsOrderCancel.userErrors[0]?.code).toBe("ORDER_NOT_CANCELLABLE");
    expect(await shop.statusOf(order.twoLines)).toBe("WAIT_EVALUATE");
    expect(await shop.auditRows("order.cancel", order.twoLines)).toHaveLength(0);
    const detail = (await ops.call(opsOrder, { code: order.paid })).body.data!.opsOrder!;
    expect(detail.cancelRefusal).toBeNull();
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
        db: shop.database.db,
        now: shop.time.now,
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
    const [amount] = await shop.q<{ amount: number }>(
      sql`select amount from orders where code = ${order.twoLines}`,
    );
    expect(Math.round(Number(twoLines[14]) * 100)).toBe(Number(amount!.amount));
    const [audit] = await shop.auditRows("orders.exportCsv", "csv");
    expect(audit?.after).toMatchObject({ rows: 2 });
  });

  it("refuses a content editor (403) and shoppers and visitors (401)", async () => {
    expect((await csv(editor, "")).status).toBe(403);
    expect((await csv(await shop.shopper("member"), "")).status).toBe(401);
    expect((await csv(await shop.shopper("visitor"), "")).status).toBe(401);
    expect((await csv(null, "")).status).toBe(401);
    expect(await shop.auditRows("orders.exportCsv", "csv")).toHaveLength(1);
  });
});
