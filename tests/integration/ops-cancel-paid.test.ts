/**
 * The console's cancel of a paid order not yet shipped (issue 17 "Bad input and abuse"; ADR 0046
 * "Cancel", ADR 0043): over the real API on a fresh database, with orders whose every cent is
 * known (support/refund-fixtures.ts: a promotion, coupons, go-dollar on lines and on freight, a
 * gift, a captured sandbox payment) and the stock they reserved. The cancel refunds exactly
 * what was paid (card through the sandbox, go-dollar back), gives the stock back once (a
 * coupon stays used), writes the audit row and the "refund done" e-mail; two operators at once make one cancel and one
 * refund; a provider outage leaves the refund to the job; a shipped order, a content editor, a
 * shopper and a refund the refunds domain refuses change nothing.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { auditLog } from "@/lib/db/schema";
import { cancelOrderAudited } from "@/lib/domain/operations/order-actions";
import { retryRefunds } from "@/lib/domain/refunds/execute";
import { opsSignIn } from "@/lib/graphql/operations/ops";
import { opsOrderCancel, opsOrderShip } from "@/lib/graphql/operations/ops-orders";
import { userLogin, visitorLogin } from "@/lib/graphql/operations/accounts";
import { DEMO_MEMBER, DEMO_OPERATORS } from "@/lib/seed/demo-accounts";
import { DEMO_CUSTOMER_COUPON_IDS } from "@/lib/seed/demo-promotions";
import { createTestServer, TestClient } from "./support/graphql-client";
import {
  CONFIG,
  capturedRefunds,
  countingDeps,
  goDollarFor,
  now,
  paidOrder,
  q,
  refundsOf,
  setUpRefundWorld,
  world,
} from "./support/refund-fixtures";

const [EDITOR, OPERATIONS] = DEMO_OPERATORS;
let server: ReturnType<typeof createTestServer>;
let ops: TestClient;
let ops2: TestClient;
let editor: TestClient;

const errorCode = (result: { body: { errors?: { extensions?: { code?: string } }[] } }) =>
  result.body.errors?.[0]?.extensions?.code;

async function operator(who: { email: string; password: string }) {
  const client = new TestClient(server);
  const signed = await client.call(opsSignIn, { email: who.email, password: who.password });
  expect(signed.body.errors).toBeUndefined();
  return client;
}

/** A paid order as checkout leaves it: each line's units reserved and out of `available`. */
async function reservedPaidOrder(options: { payment?: boolean } = {}) {
  const order = await paidOrder();
  const lines = await q<{ sku_id: number; quantity: number }>(
    sql`select sku_id, quantity from order_lines where order_id = ${order.id}::uuid order by sort`,
  );
  for (const line of lines) {
    await world.database.db.execute(
      sql`insert into order_reservations (order_id, kind, ref, quantity)
        values (${order.id}::uuid, 'STOCK', ${String(line.sku_id)}, ${line.quantity})`,
    );
    await world.database.db.execute(
      sql`update inventories set available = available - ${line.quantity} where sku_id = ${line.sku_id}`,
    );
  }
  if (options.payment === false) {
    await world.database.db.execute(sql`delete from payments where order_id = ${order.id}::uuid`);
  }
  return order;
}

const stock = async () =>
  new Map(
    (
      await q<{ sku_id: number; available: number }>(
        sql`select sku_id, available from inventories where sku_id = any(${sql.param(world.skuIds)}::int[])`,
      )
    ).map((row) => [Number(row.sku_id), Number(row.available)]),
  );

const statusOf = async (code: string) =>
  (await q<{ status: string }>(sql`select status from orders where code = ${code}`))[0]!.status;

const auditRows = (code: string) =>
  world.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, "order.cancel"), eq(auditLog.entityCode, code)));

const openReservations = async (orderId: string) =>
  Number(
    (
      await q<{ n: number | string }>(
        sql`select count(*) as n from order_reservations where order_id = ${orderId}::uuid and released_at is null`,
      )
    )[0]!.n,
  );

const refundMails = async (code: string) =>
  Number(
    (
      await q<{ n: number | string }>(
        sql`select count(*) as n from outbox where subject = ${`Refund for order ${code} completed`}`,
      )
    )[0]!.n,
  );

beforeAll(async () => {
  await setUpRefundWorld();
  server = createTestServer(world.database.db, { now: () => now, paymentConfig: () => CONFIG });
  ops = await operator(OPERATIONS!);
  ops2 = await operator(OPERATIONS!);
  editor = await operator(EDITOR!);
}, 180_000);
afterAll(() => world.database.dispose());

describe("cancelling a paid order that has not shipped", () => {
  it("cancels it, refunds exactly what was paid (card and go-dollar) and gives the stock back", async () => {
    const order = await reservedPaidOrder();
    // The member's coupon the order used: ADR 0043, coupons are not returned.
    const couponId = DEMO_CUSTOMER_COUPON_IDS.memberUnused;
    await world.database.db.execute(
      sql`update customer_coupons set status = 'USED', used_at = ${now.toISOString()}::timestamptz,
        order_code = ${order.code} where id = ${couponId}::uuid`,
    );
    await world.database.db.execute(
      sql`insert into order_reservations (order_id, kind, ref, quantity)
        values (${order.id}::uuid, 'MEMBER_COUPON', ${couponId}, 1)`,
    );
    const before = await stock();
    const result = await ops.call(opsOrderCancel, { code: order.code, reason: "out of stock" });
    expect(result.body.data?.opsOrderCancel).toEqual({ status: "CANCELED", userErrors: [] });
    expect(await statusOf(order.code)).toBe("CANCELED");

    const refunds = await refundsOf(order.id);
    expect(refunds).toHaveLength(1);
    // Card: goods 83999 + 27000 + freight 3000 − 500 go-dollar on freight = all it paid.
    expect(refunds[0]).toMatchObject({
      status: "REFUNDED",
      refund_amount: order.paid,
      freight_amount: 2_500,
      go_dollar_amount: order.deductionAmount,
    });
    expect(await capturedRefunds(order.reference)).toBe(order.paid);
    expect((await goDollarFor(order.code, "REVERSAL")).map((e) => e.cents)).toEqual([
      order.deductionAmount,
    ]);
    const lines = await q<{ quantity: number }>(
      sql`select l.quantity from refund_order_lines l where l.refund_order_id = ${refunds[0]!.id}::uuid`,
    );
    expect(lines.map((l) => l.quantity).sort()).toEqual([1, 1, 2]);

    const after = await stock();
    expect(after.get(world.skuIds[0]!)).toBe(before.get(world.skuIds[0]!)! + 2);
    expect(after.get(world.skuIds[1]!)).toBe(before.get(world.skuIds[1]!)! + 1);
    expect(after.get(world.skuIds[2]!)).toBe(before.get(world.skuIds[2]!)! + 1);
    // Only the stock came back: the coupon stays used, its reservation held.
    expect(await openReservations(order.id)).toBe(1);
    const [coupon] = await q<{ status: string; order_code: string }>(
      sql`select status, order_code from customer_coupons where id = ${couponId}::uuid`,
    );
    expect(coupon).toEqual({ status: "USED", order_code: order.code });

    const audit = await auditRows(order.code);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      before: { status: "WAIT_DELIVERY" },
      after: {
        status: "CANCELED",
        reason: "out of stock",
        refundAmount: order.paid,
        goDollarAmount: order.deductionAmount,
      },
    });
    const events = await q<{ from_status: string; to_status: string; actor: string }>(
      sql`select from_status, to_status, actor from order_events where order_id = ${order.id}::uuid`,
    );
    expect(events).toEqual([
      {
        from_status: "WAIT_DELIVERY",
        to_status: "CANCELED",
        actor: `operator:${OPERATIONS!.email}`,
      },
    ]);
    expect(await refundMails(order.code)).toBe(1);

    // Asked again: refused, and nothing moves a second time.
    const again = await ops.call(opsOrderCancel, { code: order.code });
    expect(again.body.data?.opsOrderCancel.userErrors[0]?.code).toBe("ORDER_NOT_CANCELLABLE");
    expect(await stock()).toEqual(after);
    expect(await refundsOf(order.id)).toHaveLength(1);
    expect(await capturedRefunds(order.reference)).toBe(order.paid);
    expect(await auditRows(order.code)).toHaveLength(1);
    expect(await refundMails(order.code)).toBe(1);
  });

  it("two operators at once: one cancel, one refund, the stock back once", async () => {
    const order = await reservedPaidOrder();
    const before = await stock();
    const results = await Promise.all([
      ops.call(opsOrderCancel, { code: order.code }),
      ops2.call(opsOrderCancel, { code: order.code }),
    ]);
    const outcomes = results.map(
      (r) => r.body.data?.opsOrderCancel.status ?? r.body.data?.opsOrderCancel.userErrors[0]?.code,
    );
    expect(outcomes.sort()).toEqual(["CANCELED", "ORDER_NOT_CANCELLABLE"]);
    expect(await refundsOf(order.id)).toHaveLength(1);
    expect(await capturedRefunds(order.reference)).toBe(order.paid);
    expect((await goDollarFor(order.code, "REVERSAL")).map((e) => e.cents)).toEqual([
      order.deductionAmount,
    ]);
    const after = await stock();
    expect(after.get(world.skuIds[0]!)).toBe(before.get(world.skuIds[0]!)! + 2);
    expect(after.get(world.skuIds[1]!)).toBe(before.get(world.skuIds[1]!)! + 1);
    expect(await auditRows(order.code)).toHaveLength(1);
  });

  it("leaves the refund to the job when the provider is down; the cancel stands", async () => {
    const order = await reservedPaidOrder();
    const down = countingDeps(1);
    const result = await cancelOrderAudited(
      world.database.db,
      { id: null, email: OPERATIONS!.email },
      { orderCode: order.code, reason: null },
      now,
      () => down,
    );
    expect(result).toMatchObject({ ok: true, status: "CANCELED" });
    const [pending] = await refundsOf(order.id);
    expect(pending).toMatchObject({ status: "REFUNDING", attempts: 1 });
    expect(await capturedRefunds(order.reference)).toBe(0);
    expect(await goDollarFor(order.code, "REVERSAL")).toEqual([]);

    const up = countingDeps();
    const later = new Date(now.getTime() + 10 * 60_000);
    expect(await retryRefunds(world.database.db, later, up)).toMatchObject({ refunded: 1 });
    expect((await refundsOf(order.id))[0]).toMatchObject({ status: "REFUNDED" });
    expect(await capturedRefunds(order.reference)).toBe(order.paid);
    expect((await goDollarFor(order.code, "REVERSAL")).map((e) => e.cents)).toEqual([
      order.deductionAmount,
    ]);
    expect(await refundMails(order.code)).toBe(1);
  });
});

describe("refusals change nothing", () => {
  it("refuses a shipped order: that is a return", async () => {
    const order = await reservedPaidOrder();
    const [line] = await q<{ sku_code: string }>(
      sql`select sku_code from order_lines where order_id = ${order.id}::uuid order by sort limit 1`,
    );
    const shipped = await ops.call(opsOrderShip, {
      code: order.code,
      carrierCode: "SF",
      trackingNo: "SF-7000007",
      skuCodes: [line!.sku_code],
    });
    expect(shipped.body.data?.opsOrderShip.userErrors).toEqual([]);
    const status = await statusOf(order.code);
    const before = await stock();
    const result = await ops.call(opsOrderCancel, { code: order.code });
    expect(result.body.data?.opsOrderCancel.userErrors[0]?.code).toBe("ORDER_NOT_CANCELLABLE");
    expect(await statusOf(order.code)).toBe(status);
    expect(await refundsOf(order.id)).toEqual([]);
    expect(await stock()).toEqual(before);
    expect(await auditRows(order.code)).toHaveLength(0);
  });

  it("refuses a content editor, a member and a visitor", async () => {
    const order = await reservedPaidOrder();
    const before = await stock();
    expect(errorCode(await editor.call(opsOrderCancel, { code: order.code }))).toBe(
      "OPS_FORBIDDEN",
    );
    const member = new TestClient(server, { headers: { lang: "en_US" } });
    await member.call(visitorLogin);
    const visitor = new TestClient(server, { headers: { lang: "en_US" } });
    await visitor.call(visitorLogin);
    await member.call(userLogin, {
      input: { account: DEMO_MEMBER.email, password: DEMO_MEMBER.password },
    });
    expect(errorCode(await member.call(opsOrderCancel, { code: order.code }))).toBe(
      "OPS_UNAUTHENTICATED",
    );
    expect(errorCode(await visitor.call(opsOrderCancel, { code: order.code }))).toBe(
      "OPS_UNAUTHENTICATED",
    );
    expect(await statusOf(order.code)).toBe("WAIT_DELIVERY");
    expect(await refundsOf(order.id)).toEqual([]);
    expect(await stock()).toEqual(before);
    expect(await openReservations(order.id)).toBe(3);
    expect(await auditRows(order.code)).toHaveLength(0);
  });

  it("rolls the cancel back when the refund is refused (no captured payment)", async () => {
    const order = await reservedPaidOrder({ payment: false });
    const before = await stock();
    const result = await ops.call(opsOrderCancel, { code: order.code });
    expect(result.body.data?.opsOrderCancel.userErrors[0]?.code).toBe("REFUND_ORDER_NOT_PAID");
    expect(await statusOf(order.code)).toBe("WAIT_DELIVERY");
    expect(await refundsOf(order.id)).toEqual([]);
    expect(await stock()).toEqual(before);
    expect(await openReservations(order.id)).toBe(3);
    expect(await auditRows(order.code)).toHaveLength(0);
    const events = await q<{ n: number | string }>(
      sql`select count(*) as n from order_events where order_id = ${order.id}::uuid`,
    );
    expect(Number(events[0]!.n)).toBe(0);
  });
});
