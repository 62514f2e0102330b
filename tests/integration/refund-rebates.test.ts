/**
 * The 1% go-dollar rebate after dispatch and its withdrawal (accounts §1, §9; ADR 0043), and
 * the order detail's refund orders and line refund status (shopping §3), on a fresh database.
 * Two runs of the rebate job at once really race on PostgreSQL when DATABASE_URL is set.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_MEMBER } from "@/lib/seed/demo-accounts";
import { transitionOrder } from "@/lib/domain/orders/transitions";
import { refundReturnedLines } from "@/lib/domain/refunds/execute";
import { creditDispatchRebates } from "@/lib/domain/refunds/rebates";
import { userLogin, visitorLogin } from "@/lib/graphql/operations/accounts";
import { getOrderDetail } from "@/lib/graphql/operations/orders";
import { createTestServer, TestClient } from "./support/graphql-client";
import {
  CONFIG,
  countingDeps,
  goDollarFor,
  now,
  paidOrder,
  refundsOf,
  setUpRefundWorld,
  STANDARD,
  world,
} from "./support/refund-fixtures";

beforeAll(setUpRefundWorld);
afterAll(() => world.database.dispose());

describe("the 1% go-dollar rebate after dispatch", () => {
  it("is credited once per shipped member order, even with two runs at once; guests earn none", async () => {
    const shipped = await paidOrder();
    const waiting = await paidOrder();
    const guest = await paidOrder(STANDARD, { customerId: world.guestId, checkoutKind: "GUEST" });
    for (const order of [shipped, guest]) {
      await transitionOrder(world.database.db, {
        orderId: order.id,
        from: ["WAIT_DELIVERY"],
        to: "WAIT_RECEIVE",
        actor: "test",
        now,
      });
    }
    await Promise.all([
      creditDispatchRebates(world.database.db, now),
      creditDispatchRebates(world.database.db, now),
    ]);
    await creditDispatchRebates(world.database.db, now);
    // Goods paid 83999 + 27000 = 110999: 1% is 1109.99 → 1110 cents, half up.
    expect((await goDollarFor(shipped.code, "REBATE")).map((e) => e.cents)).toEqual([1_110]);
    expect(await goDollarFor(waiting.code, "REBATE")).toEqual([]);
    expect(await goDollarFor(guest.code, "REBATE")).toEqual([]);
  });

  it("withholds the rebate of goods being refunded, and withdraws the share of goods refunded later", async () => {
    const order = await paidOrder();
    const deps = countingDeps();
    await refundReturnedLines(
      world.database.db,
      {
        orderId: order.id,
        lines: [{ orderLineId: order.lineIds[1]!, quantity: 1 }],
        idempotencyKey: `r1-${order.code}`,
        actor: "t",
      },
      deps,
      now,
    );
    await transitionOrder(world.database.db, {
      orderId: order.id,
      from: ["WAIT_DELIVERY"],
      to: "WAIT_RECEIVE",
      actor: "test",
      now,
    });
    await creditDispatchRebates(world.database.db, now);
    // 83999 left after the cap's 27000 came back: 839.99 → 840.
    const [rebate] = await goDollarFor(order.code, "REBATE");
    expect(rebate!.cents).toBe(840);
    await refundReturnedLines(
      world.database.db,
      {
        orderId: order.id,
        lines: [{ orderLineId: order.lineIds[0]!, quantity: 1 }],
        idempotencyKey: `r2-${order.code}`,
        actor: "t",
      },
      deps,
      new Date(now.getTime() + 60_000),
    );
    // 83999 − 41999 = 42000 earns 420: 420 withdrawn, lapsing with the rebate it corrects.
    const withdrawn = (await goDollarFor(order.code, "REVERSAL")).filter((e) => e.cents < 0);
    expect(withdrawn.map((e) => e.cents)).toEqual([-420]);
    expect(new Date(withdrawn[0]!.expires_at!).getTime()).toBe(
      new Date(rebate!.expires_at!).getTime(),
    );
    const refunds = await refundsOf(order.id);
    expect(refunds.map((r) => r.rebate_reversed)).toEqual([0, 420]);
  });
});

describe("order detail", () => {
  it("shows refund orders and each line's refund status to the order's owner only", async () => {
    const order = await paidOrder();
    const deps = countingDeps(1);
    await refundReturnedLines(
      world.database.db,
      {
        orderId: order.id,
        lines: [{ orderLineId: order.lineIds[0]!, quantity: 1 }],
        afterSalesOrderNo: "AS-77",
        actor: "t",
      },
      deps,
      now,
    );
    const api = new TestClient(
      createTestServer(world.database.db, { now: () => now, paymentConfig: () => CONFIG }),
      {
        headers: { lang: "en_US" },
      },
    );
    await api.call(visitorLogin);
    const stranger = await api.call(getOrderDetail, { code: order.code });
    expect(stranger.body.errors?.[0]?.extensions?.code).toBe("ORDER_NOT_FOUND");
    await api.call(userLogin, {
      input: { account: DEMO_MEMBER.email, password: DEMO_MEMBER.password },
    });
    const detail = (await api.call(getOrderDetail, { code: order.code })).body.data!.orderDetail;
    expect(detail.refundOrders).toEqual([
      expect.objectContaining({
        afterSalesOrderNo: "AS-77",
        refundStatus: "REFUNDING",
        refundStage: "IN_PROCESS",
        refundStatusLabel: "Refund in process",
        refundAmount: expect.objectContaining({ amount: "419.99" }),
        lines: [
          expect.objectContaining({
            quantity: 1,
            amount: expect.objectContaining({ amount: "419.99" }),
          }),
        ],
      }),
    ]);
    expect(detail.orderLines.map((l) => l.refundStatus)).toEqual(["REFUNDING", null, null]);
    expect(detail.refundOrders[0]!.lines[0]!.refundThingCode).toBe(
      detail.orderLines[0]!.omsSkuCode,
    );
  });
});
