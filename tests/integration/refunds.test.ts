/**
 * Refunds on a fresh database (shopping §3 refundOrders, §4 Refund status; ADR 0043): a line of
 * an order with a promotion, a coupon, go-dollar and freight; a full return in steps;
 * idempotency; provider failure and retries; races; never more than paid. The races run on
 * PostgreSQL when DATABASE_URL is set (PGlite has one connection: the serial case).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import type { RefundRequest } from "@/lib/domain/payments/provider";
import { sandboxRefund } from "@/lib/domain/payments/sandbox-refunds";
import { REFUND_ERROR_CODES } from "@/lib/domain/refunds/constants";
import { executeRefund, refundReturnedLines, retryRefunds } from "@/lib/domain/refunds/execute";
import { createRefundOrder } from "@/lib/domain/refunds/refund-orders";
import { issueAfterSalesRefund, RefundRefusal } from "@/lib/domain/refunds/after-sales";
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

beforeAll(setUpRefundWorld);
afterAll(() => world.database.dispose());

describe("refunds", () => {
  it("refunds one unit of a discounted line: its share of the card and of the go-dollar, no freight", async () => {
    const order = await paidOrder();
    const deps = countingDeps();
    const result = await refundReturnedLines(
      world.database.db,
      {
        orderId: order.id,
        lines: [{ orderLineId: order.lineIds[0]!, quantity: 1 }],
        afterSalesOrderNo: "AS-1",
        actor: "test",
      },
      deps,
      now,
    );
    expect(result).toMatchObject({ ok: true, created: true, outcome: "refunded" });
    // The jacket line paid 100000 − 10000 − 4000 − 2001 = 83999 for 2 units; go-dollar 2001.
    const [refund] = await refundsOf(order.id);
    expect(refund).toMatchObject({
      status: "REFUNDED",
      goods_amount: 41_999,
      freight_amount: 0,
      go_dollar_amount: 1_000,
      refund_amount: 41_999,
      attempts: 1,
    });
    expect(deps.calls).toHaveLength(1);
    expect(await capturedRefunds(order.reference)).toBe(41_999);
    expect((await goDollarFor(order.code, "REVERSAL")).map((e) => e.cents)).toEqual([1_000]);
    const events = await q<{ from_status: string | null; to_status: string }>(
      sql`select from_status, to_status from refund_events where refund_order_id = ${refund!.id}::uuid
        order by created_at, array_position(array['AUDIT_PASSED', 'REFUNDING', 'REFUNDED'], to_status)`,
    );
    expect(events).toEqual([
      { from_status: null, to_status: "AUDIT_PASSED" },
      { from_status: "AUDIT_PASSED", to_status: "REFUNDING" },
      { from_status: "REFUNDING", to_status: "REFUNDED" },
    ]);
  });

  it("returns everything in steps: exactly what was paid, card and go-dollar, freight with the last", async () => {
    const order = await paidOrder();
    const deps = countingDeps();
    const step = (key: string, lines: { orderLineId: string; quantity: number }[]) =>
      refundReturnedLines(
        world.database.db,
        { orderId: order.id, lines, idempotencyKey: key, actor: "test" },
        deps,
        now,
      );
    expect(await step("s1", [{ orderLineId: order.lineIds[0]!, quantity: 1 }])).toMatchObject({
      ok: true,
    });
    expect(await step("s2", [{ orderLineId: order.lineIds[1]!, quantity: 1 }])).toMatchObject({
      ok: true,
    });
    const last = await step("s3", [
      { orderLineId: order.lineIds[0]!, quantity: 1 },
      { orderLineId: order.lineIds[2]!, quantity: 1 },
    ]);
    expect(last).toMatchObject({ ok: true, refundOrder: { freight_amount: 2_500 } });
    const refunds = await refundsOf(order.id);
    expect(refunds.every((r) => r.status === "REFUNDED")).toBe(true);
    expect(refunds.reduce((a, r) => a + r.refund_amount, 0)).toBe(order.paid);
    expect(refunds.reduce((a, r) => a + r.go_dollar_amount, 0)).toBe(order.deductionAmount);
    expect(await capturedRefunds(order.reference)).toBe(order.paid);
    const reversals = await goDollarFor(order.code, "REVERSAL");
    expect(reversals.reduce((a, e) => a + e.cents, 0)).toBe(order.deductionAmount);

    // Nothing is left to return, and a gift alone is refused; nothing changes.
    expect(await step("s4", [{ orderLineId: order.lineIds[1]!, quantity: 1 }])).toMatchObject({
      ok: false,
      code: REFUND_ERROR_CODES.MORE_THAN_BOUGHT,
    });
    const gift = await paidOrder();
    expect(
      await refundReturnedLines(
        world.database.db,
        {
          orderId: gift.id,
          lines: [{ orderLineId: gift.lineIds[2]!, quantity: 1 }],
          idempotencyKey: "g",
          actor: "t",
        },
        deps,
        now,
      ),
    ).toMatchObject({ ok: false, code: REFUND_ERROR_CODES.GIFT_ONLY });
    expect(await refundsOf(gift.id)).toEqual([]);
  });

  it("is idempotent: the same request twice, even at once, is one refund order and one provider call", async () => {
    const order = await paidOrder();
    const deps = countingDeps();
    const input = {
      orderId: order.id,
      lines: [{ orderLineId: order.lineIds[1]!, quantity: 1 }],
      afterSalesOrderNo: `AS-${order.code}`,
      actor: "test",
    };
    const [a, b] = await Promise.all([
      refundReturnedLines(world.database.db, input, deps, now),
      refundReturnedLines(world.database.db, input, deps, now),
    ]);
    const again = await refundReturnedLines(world.database.db, input, deps, now);
    expect([a, b, again].filter((r) => r.ok && r.created)).toHaveLength(1);
    expect(again).toMatchObject({ ok: true, created: false, refundOrder: { status: "REFUNDED" } });
    expect(await refundsOf(order.id)).toHaveLength(1);
    expect(deps.calls).toHaveLength(1);
    expect(await capturedRefunds(order.reference)).toBe(27_000);
    // The key belongs to its order: reused on another order it is refused.
    const other = await paidOrder();
    expect(
      await refundReturnedLines(
        world.database.db,
        { ...input, orderId: other.id, lines: [{ orderLineId: other.lineIds[1]!, quantity: 1 }] },
        deps,
        now,
      ),
    ).toMatchObject({ ok: false, code: REFUND_ERROR_CODES.KEY_REUSED });
  });

  it("stays REFUNDING when the provider fails and the job retries it with back-off, once", async () => {
    const order = await paidOrder();
    const deps = countingDeps(2);
    const first = await refundReturnedLines(
      world.database.db,
      {
        orderId: order.id,
        lines: [{ orderLineId: order.lineIds[1]!, quantity: 1 }],
        idempotencyKey: `f-${order.code}`,
        actor: "test",
      },
      deps,
      now,
    );
    expect(first).toMatchObject({
      ok: true,
      outcome: "failed",
      refundOrder: { status: "REFUNDING", attempts: 1, last_error: "gateway timeout" },
    });
    const at = (seconds: number) => new Date(now.getTime() + seconds * 1000);
    expect(await retryRefunds(world.database.db, at(30), deps)).toEqual({
      attempted: 0,
      refunded: 0,
      failed: 0,
    });
    expect(await retryRefunds(world.database.db, at(61), deps)).toEqual({
      attempted: 1,
      refunded: 0,
      failed: 1,
    });
    const [second] = await refundsOf(order.id);
    expect(second).toMatchObject({ status: "REFUNDING", attempts: 2 });
    // The second delay is 4 minutes after the second attempt.
    expect(await retryRefunds(world.database.db, at(61 + 200), deps)).toMatchObject({
      attempted: 0,
    });
    expect(await retryRefunds(world.database.db, at(61 + 241), deps)).toEqual({
      attempted: 1,
      refunded: 1,
      failed: 0,
    });
    expect(await retryRefunds(world.database.db, at(100_000), deps)).toMatchObject({
      attempted: 0,
    });
    const [done] = await refundsOf(order.id);
    expect(done).toMatchObject({ status: "REFUNDED", attempts: 3 });
    expect(deps.calls.map((c) => c.refundReference)).toEqual(
      Array(3).fill(deps.calls[0]!.refundReference),
    );
    expect(await capturedRefunds(order.reference)).toBe(27_000);
    expect((await goDollarFor(order.code, "REVERSAL")).map((e) => e.cents)).toEqual([1_000]);
    expect(deps.refunded).toEqual([deps.calls[0]!.refundReference]);
    // A second execution of a finished refund calls nobody.
    expect(await executeRefund(world.database.db, done!.id, deps, at(200_000))).toBe("skipped");
    expect(deps.calls).toHaveLength(3);
  });

  it("races: two returns of the same units at once refund once; two workers on one refund call once", async () => {
    const order = await paidOrder();
    const deps = countingDeps();
    const both = await Promise.all(
      ["race-a", "race-b"].map((key) =>
        refundReturnedLines(
          world.database.db,
          {
            orderId: order.id,
            lines: [{ orderLineId: order.lineIds[0]!, quantity: 2 }],
            idempotencyKey: `${key}-${order.code}`,
            actor: "t",
          },
          deps,
          now,
        ),
      ),
    );
    expect(both.filter((r) => r.ok)).toHaveLength(1);
    expect(both.find((r) => !r.ok)).toMatchObject({ code: REFUND_ERROR_CODES.MORE_THAN_BOUGHT });
    expect(await capturedRefunds(order.reference)).toBe(83_999);

    const created = await createRefundOrder(
      world.database.db,
      {
        orderId: order.id,
        lines: [{ orderLineId: order.lineIds[1]!, quantity: 1 }],
        idempotencyKey: `race-c-${order.code}`,
        actor: "t",
      },
      now,
    );
    if (!created.ok) throw new Error(created.code);
    const outcomes = await Promise.all([
      executeRefund(world.database.db, created.refundOrder.id, deps, now),
      executeRefund(world.database.db, created.refundOrder.id, deps, now),
    ]);
    expect(outcomes.sort()).toEqual(["refunded", "skipped"]);
    expect(deps.calls).toHaveLength(2);
    // The cap was the last paid unit: freight came back with it, so everything paid is back.
    expect(await capturedRefunds(order.reference)).toBe(order.paid);
  });

  it("lets a caller create the refund in its own transaction; the job carries it out a minute later", async () => {
    const order = await paidOrder();
    const deps = countingDeps();
    const created = await world.database.db.transaction((tx) =>
      createRefundOrder(
        tx,
        {
          orderId: order.id,
          lines: [{ orderLineId: order.lineIds[1]!, quantity: 1 }],
          afterSalesOrderNo: `AS-tx-${order.code}`,
          actor: "t",
        },
        now,
      ),
    );
    expect(created).toMatchObject({
      ok: true,
      created: true,
      refundOrder: { status: "AUDIT_PASSED" },
    });
    expect(await retryRefunds(world.database.db, now, deps)).toMatchObject({ attempted: 0 });
    expect(
      await retryRefunds(world.database.db, new Date(now.getTime() + 61_000), deps),
    ).toMatchObject({
      attempted: 1,
      refunded: 1,
    });
    expect(await capturedRefunds(order.reference)).toBe(27_000);
  });

  it("serves the after-sales seam: created in its transaction, due at once, a refusal rolls it back", async () => {
    const order = await paidOrder();
    const deps = countingDeps();
    const ask = {
      afterSalesOrderNo: `AS-seam-${order.code}`,
      orderId: order.id,
      lines: [{ orderLineId: order.lineIds[1]!, quantity: 1, amount: 1 }],
      actor: "ops:ops@example.com",
      now,
    };
    const { refundOrderNo } = await world.database.db.transaction((tx) =>
      issueAfterSalesRefund(tx, ask),
    );
    expect(refundOrderNo).toMatch(/^RF[0-9A-F]{16}$/);
    expect(await retryRefunds(world.database.db, now, deps)).toMatchObject({ refunded: 1 });
    expect(await capturedRefunds(order.reference)).toBe(27_000);
    // A gift alone: refused, and the caller's transaction with it.
    const refused = world.database.db.transaction((tx) =>
      issueAfterSalesRefund(tx, {
        ...ask,
        afterSalesOrderNo: `AS-gift-${order.code}`,
        lines: [{ orderLineId: order.lineIds[2]!, quantity: 1 }],
      }),
    );
    await expect(refused).rejects.toBeInstanceOf(RefundRefusal);
    expect(await refundsOf(order.id)).toHaveLength(1);
  });

  it("keeps a refund whose provider is not configured here, to retry, without touching money", async () => {
    const order = await paidOrder();
    await world.database.db.execute(
      sql`update payments set provider = 'paydollar' where reference = ${order.reference}`,
    );
    const result = await refundReturnedLines(
      world.database.db,
      {
        orderId: order.id,
        lines: [{ orderLineId: order.lineIds[1]!, quantity: 1 }],
        idempotencyKey: `pd-${order.code}`,
        actor: "t",
      },
      { paymentConfig: CONFIG },
      now,
    );
    expect(result).toMatchObject({
      ok: true,
      outcome: "failed",
      refundOrder: { status: "REFUNDING", last_error: "error: PayDollar is not configured" },
    });
    expect(await goDollarFor(order.code, "REVERSAL")).toEqual([]);
  });

  it("never refunds more than was captured: the sandbox refuses, and a reference refunds once", async () => {
    const order = await paidOrder();
    const [payment] = await q<{ provider_ref: string }>(
      sql`select provider_ref from payments where reference = ${order.reference}`,
    );
    const request = (refundReference: string, amountCents: number): RefundRequest => ({
      refundReference,
      paymentReference: order.reference,
      paymentProviderRef: payment!.provider_ref,
      amountCents,
      currency: "HKD",
    });
    expect(await sandboxRefund(world.database.db, request("R1", order.paid + 1))).toMatchObject({
      ok: false,
      reason: "more-than-captured",
    });
    const one = await sandboxRefund(world.database.db, request("R2", order.paid - 100));
    expect(one.ok).toBe(true);
    expect(await sandboxRefund(world.database.db, request("R2", order.paid - 100))).toEqual(one);
    expect(await sandboxRefund(world.database.db, request("R3", 101))).toMatchObject({
      ok: false,
      reason: "more-than-captured",
    });
    expect(await capturedRefunds(order.reference)).toBe(order.paid - 100);
    // An unpaid order has nothing to refund.
    await world.database.db.execute(
      sql`update orders set paid_at = null, status = 'WAIT_PAY' where id = ${order.id}::uuid`,
    );
    expect(
      await refundReturnedLines(
        world.database.db,
        {
          orderId: order.id,
          lines: [{ orderLineId: order.lineIds[0]!, quantity: 1 }],
          idempotencyKey: `u-${order.code}`,
          actor: "t",
        },
        countingDeps(),
        now,
      ),
    ).toMatchObject({ ok: false, code: REFUND_ERROR_CODES.ORDER_NOT_PAID });
  });
});
