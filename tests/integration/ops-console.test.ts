/**
 * The operations console's stock, customers and outbox over the real API (issue 17 item 3; ADR
 * 0046), on a fresh database: stock adjustment with a reason, its history and audit row, the
 * product pages revalidated, refused below what unshipped orders reserve (and never two at once
 * past it); customers' look-up and the revoke of their sessions; the outbox resend of a failed
 * message; and every console operation refused to a content editor, a member, a visitor and
 * nobody, changing nothing.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, outbox, stockAdjustments } from "@/lib/db/schema";
import { OPERATOR_ERROR_CODES } from "@/lib/domain/operators/constants";
import { OUTBOX_MAX_ATTEMPTS } from "@/lib/domain/outbox/constants";
import { adjustStockWithReason } from "@/lib/domain/stock/adjust";
import { customer } from "@/lib/graphql/operations/accounts";
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
import { DEMO_MEMBER } from "@/lib/seed/demo-accounts";
import { TestClient } from "./support/graphql-client";
import { createOpsShop, errorCode, OPERATIONS, type OpsShop } from "./support/ops-console";

let shop: OpsShop;
let ops: TestClient;
let editor: TestClient;
let skuA: string;
let order: OpsShop["order"];

beforeAll(async () => {
  shop = await createOpsShop();
  ({ ops, editor, skuA, order } = shop);
}, 180_000);
afterAll(() => shop.database.dispose());

describe("stock", () => {
  it("adjusts with a reason, keeps the history and the audit row, and revalidates the product pages", async () => {
    const before = (await ops.call(opsStock, { skuCode: skuA })).body.data!.opsStock!;
    // The paid, unshipped orders' units: one of the two-line order, two of the other.
    expect(before.reserved).toBe(3);
    shop.revalidated.length = 0;
    const added = await ops.call(opsStockAdjust, {
      skuCode: skuA,
      delta: 5,
      reason: "delivery from the warehouse",
    });
    expect(added.body.data?.opsStockAdjust).toEqual({
      stock: { skuCode: skuA, available: before.available + 5, reserved: 3 },
      userErrors: [],
    });
    expect(shop.revalidated.length).toBeGreaterThan(0);
    const after = (await ops.call(opsStock, { skuCode: skuA })).body.data!.opsStock!;
    expect(after.history[0]).toMatchObject({
      delta: 5,
      availableBefore: before.available,
      availableAfter: before.available + 5,
      reserved: 3,
      reason: "delivery from the warehouse",
      actor: `operator:${OPERATIONS.email}`,
    });
    const [audit] = await shop.auditRows("stock.adjust", skuA);
    expect(audit).toMatchObject({
      before: { available: before.available, reserved: 3 },
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
    expect(await shop.auditRows("stock.adjust", skuA)).toHaveLength(1);
    // Down to exactly zero available (all on hand reserved) is allowed.
    const toZero = await ops.call(opsStockAdjust, {
      skuCode: skuA,
      delta: -before.available,
      reason: "damaged in the store room",
    });
    expect(toZero.body.data?.opsStockAdjust.stock?.available).toBe(0);
    const rows = await shop.database.db
      .select()
      .from(stockAdjustments)
      .where(eq(stockAdjustments.skuCode, skuA));
    expect(rows).toHaveLength(2);
  });
});

describe("stock under two operators at once", () => {
  it("lets only one of two removals that together pass below zero through", async () => {
    const { skuB } = shop;
    const before = (await ops.call(opsStock, { skuCode: skuB })).body.data!.opsStock!;
    const adjust = () =>
      adjustStockWithReason(
        shop.database.db,
        {
          skuCode: skuB,
          delta: -before.available,
          reason: "two counts at once",
          actor: "test",
          baseUrl: "http://shop.test",
        },
        shop.time.now,
      );
    // On PostgreSQL the two run on two connections and queue on the inventory row's lock.
    const results = await Promise.all([adjust(), adjust()]);
    expect(results.filter((result) => result.ok)).toHaveLength(1);
    expect(results.find((result) => !result.ok)).toMatchObject({ code: "STOCK_BELOW_RESERVED" });
    const after = (await ops.call(opsStock, { skuCode: skuB })).body.data!.opsStock!;
    expect(after.available).toBe(0);
    expect(after.history).toHaveLength(before.history.length + 1);
  });
});

describe("customers", () => {
  it("looks a member up by e-mail, shows the orders, and revokes the sessions", async () => {
    const member = await shop.shopper("member");
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
    expect(await shop.auditRows("customer.revokeSessions", record!.userCode)).toHaveLength(1);
  });
});

describe("guests", () => {
  it("finds a guest by the e-mail or mobile of their orders", async () => {
    const byEmail = (await ops.call(opsCustomers, { query: "BOB@example.com" })).body.data!
      .opsCustomers;
    expect(byEmail).toHaveLength(1);
    expect(byEmail[0]).toMatchObject({ isVisitor: true, email: "bob@example.com" });
    expect(byEmail[0]!.orders.map((row) => row.code)).toEqual([order.unpaid]);
    const byPhone = (await ops.call(opsCustomers, { query: "9234 5678" })).body.data!.opsCustomers;
    expect(byPhone.map((row) => row.orders[0]?.code)).toEqual([order.paid]);
  });
});

describe("outbox", () => {
  it("lists failed messages and sends one again, once", async () => {
    const [failed] = await shop.database.db
      .insert(outbox)
      .values({
        channel: "email",
        recipient: "someone@example.com",
        subject: "Your order has shipped",
        body: "…",
        attempts: OUTBOX_MAX_ATTEMPTS,
        lastError: "SMTP 421",
        createdAt: shop.time.now,
      })
      .returning({ id: outbox.id });
    const list = await ops.call(opsOutbox, { state: "FAILED" });
    expect(list.body.data?.opsOutbox.items.map((row) => row.id)).toContain(failed!.id);
    const resent = await ops.call(opsOutboxResend, { id: failed!.id });
    expect(resent.body.data?.opsOutboxResend).toEqual([]);
    const [row] = await shop.database.db.select().from(outbox).where(eq(outbox.id, failed!.id));
    expect(row).toMatchObject({ attempts: 0, lastError: null, sentAt: null });
    const unsent = await ops.call(opsOutbox, { state: "UNSENT" });
    expect(unsent.body.data?.opsOutbox.items.map((r) => r.id)).toContain(failed!.id);
    const again = await ops.call(opsOutboxResend, { id: failed!.id });
    expect(again.body.data?.opsOutboxResend[0]?.code).toBe("OUTBOX_NOT_FAILED");
    expect(await shop.auditRows("outbox.resend", failed!.id)).toHaveLength(1);
  });
});

describe("who may", () => {
  it("refuses every operation to a content editor, a member, a visitor and nobody, changing nothing", async () => {
    const callers: [string, TestClient, string][] = [
      ["editor", editor, OPERATOR_ERROR_CODES.FORBIDDEN],
      ["member", await shop.shopper("member"), OPERATOR_ERROR_CODES.UNAUTHENTICATED],
      ["visitor", await shop.shopper("visitor"), OPERATOR_ERROR_CODES.UNAUTHENTICATED],
      ["nobody", new TestClient(shop.server), OPERATOR_ERROR_CODES.UNAUTHENTICATED],
    ];
    const auditBefore = (await shop.database.db.select().from(auditLog)).length;
    const statusBefore = await shop.statusOf(order.paid);
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
    expect((await shop.database.db.select().from(auditLog)).length).toBe(auditBefore);
    expect(await shop.statusOf(order.paid)).toBe(statusBefore);
    expect(await shop.statusOf(order.older)).toBe("WAIT_PAY");
  });
});
