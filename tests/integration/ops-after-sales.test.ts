/**
 * The console's returns reads (issue 17 item 3; ADR 0046) over the real API on a fresh database:
 * opsAfterSalesOrders found by the after-sales order's own code, and opsAfterSalesHistory with
 * the order's e-mail, every status event with its actor, and the refund a finished return paid
 * through the sandbox (status, amounts, provider, calls). Shoppers, visitors and content editors
 * are refused the history. Runs on PGlite, and on PostgreSQL when DATABASE_URL is set.
 */
import { describe, expect, it } from "vitest";
import { DEMO_MEMBER } from "@/lib/seed/demo-accounts";
import {
  opsAfterSalesApprove,
  opsAfterSalesFinish,
  opsAfterSalesOrders,
  opsAfterSalesReceive,
} from "@/lib/graphql/operations/after-sales";
import { opsAfterSalesHistory } from "@/lib/graphql/operations/ops-returns";
import {
  create,
  deliveredOrder,
  EDITOR,
  fx,
  operator,
  OPERATIONS,
  request,
  setUpAfterSales,
  shopper,
  tick,
} from "./support/after-sales-fixture";

setUpAfterSales();

describe("the console's returns reads", () => {
  it("finds a return by its code and shows its events and the refund paid through the sandbox", async () => {
    const member = await shopper(DEMO_MEMBER);
    const ops = await operator(OPERATIONS);
    const order = await deliveredOrder(
      member,
      [
        { skuCode: fx.skuA, quantity: 1 },
        { skuCode: fx.skuC, quantity: 1 },
      ],
      { member: true },
    );
    const other = await deliveredOrder(member, [{ skuCode: fx.skuC, quantity: 1 }], {
      member: true,
    });
    tick();
    const created = await create(
      member,
      request(order.code, [{ orderLineId: order.lineId[fx.skuA]!, quantity: 1 }]),
    );
    expect(created.userErrors).toEqual([]);
    const code = created.afterSalesOrder!.code;
    tick();
    expect(
      (
        await create(
          member,
          request(other.code, [{ orderLineId: other.lineId[fx.skuC]!, quantity: 1 }]),
        )
      ).userErrors,
    ).toEqual([]);

    const byCode = (await ops.call(opsAfterSalesOrders, { afterSalesInput: { code } })).body.data!
      .opsAfterSalesOrders;
    expect(byCode.totalCount).toBe(1);
    expect(byCode.edges.map((edge) => edge.node.code)).toEqual([code]);
    // Lower case and spaces as an operator types them.
    const typed = (
      await ops.call(opsAfterSalesOrders, { afterSalesInput: { code: ` ${code.toLowerCase()} ` } })
    ).body.data!.opsAfterSalesOrders;
    expect(typed.totalCount).toBe(1);
    const none = (
      await ops.call(opsAfterSalesOrders, {
        afterSalesInput: { code, orderNo: other.code },
      })
    ).body.data!.opsAfterSalesOrders;
    expect(none.totalCount).toBe(0);

    const before = (await ops.call(opsAfterSalesHistory, { code })).body.data!
      .opsAfterSalesHistory!;
    expect(before.refund).toBeNull();
    expect(before.events.map((event) => event.toStatus)).toEqual(["NEW"]);

    tick();
    expect(
      (await ops.call(opsAfterSalesApprove, { code })).body.data!.opsAfterSalesApprove.userErrors,
    ).toEqual([]);
    tick();
    expect(
      (await ops.call(opsAfterSalesReceive, { code })).body.data!.opsAfterSalesReceive.userErrors,
    ).toEqual([]);
    tick();
    expect(
      (await ops.call(opsAfterSalesFinish, { code })).body.data!.opsAfterSalesFinish.userErrors,
    ).toEqual([]);

    const history = (await ops.call(opsAfterSalesHistory, { code })).body.data!
      .opsAfterSalesHistory!;
    expect(history.code).toBe(code);
    expect(history.customerEmail).toBe(DEMO_MEMBER.email);
    expect(history.events.map((event) => [event.fromStatus, event.toStatus])).toEqual([
      [null, "NEW"],
      ["NEW", "WAIT_SEND_BACK"],
      ["WAIT_SEND_BACK", "BACK_IN_STORAGE"],
      ["BACK_IN_STORAGE", "FINISHED"],
    ]);
    expect(history.events.slice(1).every((event) => event.actor.includes(OPERATIONS.email))).toBe(
      true,
    );
    const refund = history.refund!;
    expect(refund.refundStatus).toBe("REFUNDED");
    expect(refund.provider).toBe("sandbox");
    expect(refund.attempts).toBeGreaterThanOrEqual(1);
    expect(refund.lastError).toBeNull();
    expect(refund.refundedAt).not.toBeNull();
    expect(Number(refund.refundAmount.amount)).toBeGreaterThan(0);
    expect(Number(refund.refundAmount.amount)).toBeCloseTo(
      Number(refund.goodsAmount.amount) + Number(refund.freightAmount.amount),
      2,
    );

    expect(
      (await ops.call(opsAfterSalesHistory, { code: "AS-NONE" })).body.data!.opsAfterSalesHistory,
    ).toBeNull();
  });

  it("refuses the history to shoppers, visitors and content editors", async () => {
    for (const api of [await shopper(DEMO_MEMBER), await shopper(null), await operator(EDITOR)]) {
      const answer = await api.call(opsAfterSalesHistory, { code: "AS-ANY" });
      expect(answer.body.data?.opsAfterSalesHistory ?? null).toBeNull();
      expect(answer.body.errors?.[0]?.extensions?.code).toMatch(
        /^OPS_(UNAUTHENTICATED|FORBIDDEN)$/,
      );
    }
  });
});
