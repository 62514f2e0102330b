/**
 * Order.afterSalesOptions (issue 17 item 1; shopping §9 "Return within 14 days of receipt"; ADR
 * 0042): what the order detail offers for a return, read through the order detail's own query.
 * It must agree with afterSalesCreate: not before delivery, not after the 14 days, a line's
 * quantity less what requests hold, none while one is open, and the other sizes for exchange.
 */
import { describe, expect, it } from "vitest";
import { DEMO_MEMBER } from "@/lib/seed/demo-accounts";
import { sql } from "drizzle-orm";
import { afterSalesCancel } from "@/lib/graphql/operations/after-sales";
import { getOrderDetail } from "@/lib/graphql/operations/orders";
import {
  create,
  DAY,
  deliveredOrder,
  fx,
  q,
  request,
  setUpAfterSales,
  shopper,
  tick,
} from "./support/after-sales-fixture";

setUpAfterSales();

async function optionsOf(api: Awaited<ReturnType<typeof shopper>>, code: string) {
  const { body } = await api.call(getOrderDetail, { code });
  expect(body.errors).toBeUndefined();
  return body.data!.orderDetail.afterSalesOptions;
}

describe("Order.afterSalesOptions", () => {
  it("offers a delivered order's lines until 14 days after receipt, less what requests hold", async () => {
    tick();
    const member = await shopper(DEMO_MEMBER);
    const order = await deliveredOrder(member, [{ skuCode: fx.skuA, quantity: 2 }], {
      member: true,
    });
    const lineId = order.lineId[fx.skuA]!;
    const before = await optionsOf(member, order.code);
    expect(before.eligible).toBe(true);
    expect(new Date(before.returnBy!).getTime()).toBe(fx.clock.getTime() - DAY + 14 * DAY);
    const line = before.lines.find((l) => l.orderLineId === lineId)!;
    expect(line.returnableQuantity).toBe(2);
    expect(line.exchangeSizes.map((s) => s.skuCode)).toContain(fx.skuB);
    expect(line.exchangeSizes.map((s) => s.skuCode)).not.toContain(fx.skuA);

    tick();
    const created = await create(
      member,
      request(order.code, [{ orderLineId: lineId, quantity: 1 }]),
    );
    expect(created.userErrors).toEqual([]);
    // An open request holds the line: nothing more to ask for, so no offer.
    const open = await optionsOf(member, order.code);
    expect(open.lines.find((l) => l.orderLineId === lineId)!.returnableQuantity).toBe(0);
    expect(open.eligible).toBe(false);

    tick();
    await member.call(afterSalesCancel, { code: created.afterSalesOrder!.code });
    const freed = await optionsOf(member, order.code);
    expect(freed.eligible).toBe(true);
    expect(freed.lines.find((l) => l.orderLineId === lineId)!.returnableQuantity).toBe(2);
  });

  it("names the size an exchange asks for as printed", async () => {
    tick();
    const member = await shopper(DEMO_MEMBER);
    const order = await deliveredOrder(member, [{ skuCode: fx.skuA, quantity: 1 }], {
      member: true,
    });
    const created = await create(
      member,
      request(
        order.code,
        [{ orderLineId: order.lineId[fx.skuA]!, quantity: 1, exchangeSkuCode: fx.skuB }],
        { type: "EXCHANGE" },
      ),
    );
    expect(created.userErrors).toEqual([]);
    const [sku] = await q<{ size_label: string }>(
      sql`select size_label from skus where code = ${fx.skuB}`,
    );
    expect(created.afterSalesOrder!.lines[0]).toMatchObject({
      exchangeSkuCode: fx.skuB,
      exchangeSizeLabel: sku!.size_label,
    });
    await member.call(afterSalesCancel, { code: created.afterSalesOrder!.code });
  });

  it("offers nothing before delivery or after the 14 days", async () => {
    tick();
    const member = await shopper(DEMO_MEMBER);
    const shipped = await deliveredOrder(member, [{ skuCode: fx.skuC, quantity: 1 }], {
      member: true,
      deliver: false,
    });
    expect(await optionsOf(member, shipped.code)).toEqual({
      eligible: false,
      returnBy: null,
      lines: [],
    });
    const old = await deliveredOrder(member, [{ skuCode: fx.skuC, quantity: 1 }], {
      member: true,
      deliveredAt: new Date(fx.clock.getTime() - 15 * DAY),
    });
    const late = await optionsOf(member, old.code);
    expect(late.eligible).toBe(false);
    expect(late.returnBy).not.toBeNull();
    const refused = await create(
      member,
      request(old.code, [{ orderLineId: old.lineId[fx.skuC]!, quantity: 1 }]),
    );
    expect(refused.userErrors[0]?.code).toBe("AFTER_SALES_RETURN_PERIOD_OVER");
  });
});
