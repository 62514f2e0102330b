/**
 * "A refund larger than paid" (issue 17 "Bad input and abuse"; ADR 0043 "never more than paid")
 * against the database, where the unit tests (refund-amounts.test.ts) check the arithmetic and
 * refunds.test.ts the sandbox's own limit: an order whose stored lines claim more card money or
 * go-dollar than the order took, and a second refund of an order already refunded whole (the
 * console's cancel, then a return of the same line), are each refused, writing no refund order,
 * no go-dollar and no provider refund.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cancelOrderAudited } from "@/lib/domain/operations/order-actions";
import { REFUND_ERROR_CODES } from "@/lib/domain/refunds/constants";
import { refundReturnedLines } from "@/lib/domain/refunds/execute";
import {
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

beforeAll(setUpRefundWorld, 180_000);
afterAll(() => world.database.dispose());

const ask = (order: { id: string; lineIds: string[] }, key: string, line = 0) =>
  refundReturnedLines(
    world.database.db,
    {
      orderId: order.id,
      lines: [{ orderLineId: order.lineIds[line]!, quantity: 1 }],
      idempotencyKey: key,
      actor: "test",
    },
    countingDeps(),
    now,
  );

async function nothingWritten(order: { id: string; code: string; reference: string }) {
  expect(await refundsOf(order.id)).toEqual([]);
  expect(await capturedRefunds(order.reference)).toBe(0);
  expect(await goDollarFor(order.code, "REVERSAL")).toEqual([]);
}

describe("a refund larger than paid", () => {
  it("is refused when the lines claim more card money than the order took", async () => {
    const order = await paidOrder();
    // The card paid less than the jacket line's stored amount (83999 for 2 units).
    await q(sql`update orders set received_amount = 40000 where id = ${order.id}::uuid`);
    const deps = countingDeps();
    const result = await refundReturnedLines(
      world.database.db,
      {
        orderId: order.id,
        lines: [{ orderLineId: order.lineIds[0]!, quantity: 2 }],
        idempotencyKey: `big-${order.code}`,
        actor: "test",
      },
      deps,
      now,
    );
    expect(result).toMatchObject({ ok: false, code: REFUND_ERROR_CODES.MORE_THAN_PAID });
    expect(deps.calls).toEqual([]);
    await nothingWritten(order);
  });

  it("is refused when the lines claim more go-dollar than the order used", async () => {
    const order = await paidOrder();
    await q(sql`update orders set deduction_amount = 100 where id = ${order.id}::uuid`);
    const result = await ask(order, `gd-${order.code}`);
    expect(result).toMatchObject({ ok: false, code: REFUND_ERROR_CODES.MORE_THAN_PAID });
    await nothingWritten(order);
  });

  it("refuses a return of a line of an order the console cancelled and refunded whole", async () => {
    const order = await paidOrder();
    const cancelled = await cancelOrderAudited(
      world.database.db,
      { id: null, email: "ops@example.com" },
      { orderCode: order.code, reason: null },
      now,
      () => countingDeps(),
    );
    expect(cancelled).toMatchObject({ ok: true, status: "CANCELED" });
    expect(await capturedRefunds(order.reference)).toBe(order.paid);
    const again = await ask(order, `after-${order.code}`);
    expect(again).toMatchObject({ ok: false, code: REFUND_ERROR_CODES.MORE_THAN_BOUGHT });
    expect(await refundsOf(order.id)).toHaveLength(1);
    expect(await capturedRefunds(order.reference)).toBe(order.paid);
    expect((await goDollarFor(order.code, "REVERSAL")).map((e) => e.cents)).toEqual([
      order.deductionAmount,
    ]);
  });
});
