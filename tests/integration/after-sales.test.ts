/**
 * Returns and exchanges over the real API on a fresh database (issue 17 item 1; shopping §3
 * After-sales order, §4 After-sales status, §7 getAfterSalesRecord / getAfterSalesOrderDetail;
 * ADR 0042): every transition with its event row and audit row, stock exact after receive and
 * exchange (once), the refund seam of finishAfterSales, and cent shares that add up to the line.
 * Refusals, the race of two approvals and who may act: after-sales-access.test.ts. Runs on
 * PGlite, and on PostgreSQL when DATABASE_URL is set.
 */
import { describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { DEMO_MEMBER } from "@/lib/seed/demo-accounts";
import { finishAfterSales } from "@/lib/domain/after-sales/finish";
import { getOrderDetail } from "@/lib/graphql/operations/orders";
import {
  afterSalesCancel,
  afterSalesSendBack,
  getAfterSalesOrderDetail,
  getAfterSalesRecord,
  opsAfterSalesApprove,
  opsAfterSalesExchangeOut,
  opsAfterSalesFinish,
  opsAfterSalesReceive,
  opsAfterSalesReject,
  opsAfterSalesSendBack,
} from "@/lib/graphql/operations/after-sales";
import {
  available,
  create,
  DAY,
  deliveredOrder,
  errorOf,
  events,
  fx,
  operator,
  OPERATIONS,
  q,
  request,
  setUpAfterSales,
  shopper,
  tick,
} from "./support/after-sales-fixture";

setUpAfterSales();

describe("a member's return", () => {
  it("goes NEW → WAIT_SEND_BACK → ON_BACKING → BACK_IN_STORAGE → FINISHED, stock back once", async () => {
    const member = await shopper(DEMO_MEMBER);
    const order = await deliveredOrder(member, [{ skuCode: fx.skuA, quantity: 2 }], {
      member: true,
    });
    const created = await create(
      member,
      request(order.code, [{ orderLineId: order.lineId[fx.skuA]!, quantity: 1 }], {
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
      photos: [],
      refundOrderNo: null,
    });
    const line = created.afterSalesOrder!.lines[0]!;
    expect(line).toMatchObject({
      skuCode: fx.skuA,
      quantity: 1,
      executeQuantity: 0,
      isGift: false,
    });
    // One unit of two: half the line's amount (after discounts), to the cent.
    const detailOrder = (await member.call(getOrderDetail, { code: order.code })).body.data!
      .orderDetail;
    const lineAmount = Math.round(Number(detailOrder.orderLines[0]!.amount.amount) * 100);
    expect(Math.round(Number(line.amount.amount) * 100)).toBe(Math.floor(lineAmount / 2));
    expect(new Date(created.afterSalesOrder!.handleBy).getTime() - fx.clock.getTime()).toBe(
      21 * DAY,
    );

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
    // The "return approved" e-mail, once, written with the approval (issue 17 item 4).
    const approvedMails = await q<{ recipient: string; html: string | null }>(
      sql`select recipient, html from outbox where body like ${`%${code}%`}`,
    );
    expect(approvedMails).toHaveLength(1);
    expect(approvedMails[0]!.recipient).toBe(DEMO_MEMBER.email);
    expect(approvedMails[0]!.html).toContain(code);
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

    const before = await available(fx.skuA);
    tick();
    const received = (await ops.call(opsAfterSalesReceive, { code })).body.data!
      .opsAfterSalesReceive;
    expect(received.afterSalesOrder!.afterSalesStatus).toBe("BACK_IN_STORAGE");
    expect(received.afterSalesOrder!.lines[0]!.executeQuantity).toBe(1);
    expect(await available(fx.skuA)).toBe(before + 1);
    const again = (await ops.call(opsAfterSalesReceive, { code })).body.data!.opsAfterSalesReceive;
    expect(errorOf(again)).toBe("AFTER_SALES_WRONG_STATUS");
    expect(await available(fx.skuA)).toBe(before + 1);
    // An exchange's step is not a return's.
    expect(
      errorOf(
        (await ops.call(opsAfterSalesExchangeOut, { code })).body.data!.opsAfterSalesExchangeOut,
      ),
    ).toBe("AFTER_SALES_WRONG_TYPE");

    tick();
    const actor = { kind: "operator", id: null, email: OPERATIONS.email } as const;
    // A refund that fails leaves the return received, to be finished again.
    await expect(
      finishAfterSales(
        fx.database.db,
        {
          code,
          actor,
          issueRefund: async () => {
            throw new Error("refund store down");
          },
        },
        fx.clock,
      ),
    ).rejects.toThrow("refund store down");
    const [still] = await q<{ status: string; refund_order_no: string | null }>(
      sql`select status, refund_order_no from after_sales_orders where code = ${code}`,
    );
    expect(still).toEqual({ status: "BACK_IN_STORAGE", refund_order_no: null });
    // Finished through the API: its refund order holds the returned unit's share of the line.
    const finished = (await ops.call(opsAfterSalesFinish, { code })).body.data!.opsAfterSalesFinish;
    expect(errorOf(finished)).toBeUndefined();
    const [refund] = await q<{ refund_order_no: string; goods_amount: number; status: string }>(
      sql`select refund_order_no, goods_amount, status from refund_orders where after_sales_order_no = ${code}`,
    );
    expect(Number(refund!.goods_amount)).toBe(Math.floor(lineAmount / 2));
    // Paid back through the sandbox at once, not at the next refund-retries run.
    expect(refund!.status).toBe("REFUNDED");
    // The "refund done" e-mail, once, written with the refund's completion.
    const refundMails = await q<{ recipient: string }>(
      sql`select recipient from outbox where body like ${`%${refund!.refund_order_no}%`}`,
    );
    expect(refundMails).toEqual([{ recipient: DEMO_MEMBER.email }]);
    const done = (await member.call(getAfterSalesOrderDetail, { code })).body.data!
      .afterSalesOrderDetail;
    expect(done).toMatchObject({
      afterSalesStatus: "FINISHED",
      refundOrderNo: refund!.refund_order_no,
    });
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
          request(order.code, [{ orderLineId: order.lineId[fx.skuA]!, quantity: 2 }]),
        ),
      ),
    ).toBe("AFTER_SALES_QUANTITY_EXCEEDS");
    const last = await create(
      member,
      request(order.code, [{ orderLineId: order.lineId[fx.skuA]!, quantity: 1 }]),
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
    const order = await deliveredOrder(member, [{ skuCode: fx.skuC, quantity: 1 }], {
      member: true,
    });
    const code = (
      await create(
        member,
        request(order.code, [{ orderLineId: order.lineId[fx.skuC]!, quantity: 1 }]),
      )
    ).afterSalesOrder!.code;
    const ops = await operator(OPERATIONS);
    const before = await available(fx.skuC);
    await ops.call(opsAfterSalesApprove, { code });
    const received = (await ops.call(opsAfterSalesReceive, { code })).body.data!
      .opsAfterSalesReceive;
    expect(received.afterSalesOrder!.afterSalesStatus).toBe("BACK_IN_STORAGE");
    expect(await available(fx.skuC)).toBe(before + 1);
  });

  it("lets an operator record the parcel the shopper sent back", async () => {
    const member = await shopper(DEMO_MEMBER);
    const order = await deliveredOrder(member, [{ skuCode: fx.skuC, quantity: 1 }], {
      member: true,
    });
    const code = (
      await create(
        member,
        request(order.code, [{ orderLineId: order.lineId[fx.skuC]!, quantity: 1 }]),
      )
    ).afterSalesOrder!.code;
    const ops = await operator(OPERATIONS);
    const early = (await ops.call(opsAfterSalesSendBack, { code, trackingNo: "HK12345" })).body
      .data!.opsAfterSalesSendBack;
    expect(errorOf(early)).toBe("AFTER_SALES_WRONG_STATUS");
    tick();
    await ops.call(opsAfterSalesApprove, { code });
    tick();
    const sent = (await ops.call(opsAfterSalesSendBack, { code, trackingNo: "HK12345" })).body.data!
      .opsAfterSalesSendBack;
    expect(sent.afterSalesOrder).toMatchObject({
      afterSalesStatus: "ON_BACKING",
      returnTrackingNo: "HK12345",
    });
    const shopperView = (await member.call(getAfterSalesOrderDetail, { code })).body.data!
      .afterSalesOrderDetail;
    expect(shopperView.statusLabel).toBe("Parcel on its way back");
    expect(await events(code)).toEqual(["NEW", "WAIT_SEND_BACK", "ON_BACKING"]);
  });
});

describe("an exchange to another size", () => {
  it("reserves the new size, takes the old one back, sends the new one out and finishes", async () => {
    const member = await shopper(DEMO_MEMBER);
    const order = await deliveredOrder(member, [{ skuCode: fx.skuA, quantity: 1 }], {
      member: true,
    });
    const [aBefore, bBefore] = [await available(fx.skuA), await available(fx.skuB)];
    const created = await create(
      member,
      request(
        order.code,
        [{ orderLineId: order.lineId[fx.skuA]!, quantity: 1, exchangeSkuCode: fx.skuB }],
        {
          type: "EXCHANGE",
        },
      ),
    );
    expect(created.userErrors).toEqual([]);
    const code = created.afterSalesOrder!.code;
    expect(created.afterSalesOrder!.lines[0]!.exchangeSkuCode).toBe(fx.skuB);
    expect(await available(fx.skuB)).toBe(bBefore - 1);
    const ops = await operator(OPERATIONS);
    tick();
    await ops.call(opsAfterSalesApprove, { code });
    tick();
    await ops.call(opsAfterSalesReceive, { code });
    expect(await available(fx.skuA)).toBe(aBefore + 1);
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
    expect(await available(fx.skuB)).toBe(bBefore - 1);
    expect(await available(fx.skuA)).toBe(aBefore + 1);
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
    const order = await deliveredOrder(member, [{ skuCode: fx.skuA, quantity: 2 }], {
      member: true,
    });
    const lineId = order.lineId[fx.skuA]!;
    const exchange = (exchangeSkuCode: string | null, quantity = 1) =>
      request(order.code, [{ orderLineId: lineId, quantity, exchangeSkuCode }], {
        type: "EXCHANGE",
      });
    expect(errorOf(await create(member, exchange(fx.skuC)))).toBe(
      "AFTER_SALES_EXCHANGE_SKU_INVALID",
    );
    expect(errorOf(await create(member, exchange(fx.skuA)))).toBe(
      "AFTER_SALES_EXCHANGE_SKU_INVALID",
    );
    expect(errorOf(await create(member, exchange(null)))).toBe("AFTER_SALES_EXCHANGE_SKU_INVALID");
    const bBefore = await available(fx.skuB);
    await q(
      sql`update inventories set available = 1 where sku_id = (select id from skus where code = ${fx.skuB})`,
    );
    expect(errorOf(await create(member, exchange(fx.skuB, 2)))).toBe(
      "AFTER_SALES_EXCHANGE_OUT_OF_STOCK",
    );
    expect(await available(fx.skuB)).toBe(1);
    const cancelled = (await create(member, exchange(fx.skuB))).afterSalesOrder!.code;
    expect(await available(fx.skuB)).toBe(0);
    const cancel = (await member.call(afterSalesCancel, { code: cancelled })).body.data!
      .afterSalesCancel;
    expect(cancel.afterSalesOrder!.afterSalesStatus).toBe("CANCELED");
    expect(await available(fx.skuB)).toBe(1);
    expect(
      errorOf(
        (await member.call(afterSalesCancel, { code: cancelled })).body.data!.afterSalesCancel,
      ),
    ).toBe("AFTER_SALES_WRONG_STATUS");
    expect(await available(fx.skuB)).toBe(1);

    const rejected = (await create(member, exchange(fx.skuB))).afterSalesOrder!.code;
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
    expect(await available(fx.skuB)).toBe(1);
    expect(
      errorOf(
        (await ops.call(opsAfterSalesApprove, { code: rejected })).body.data!.opsAfterSalesApprove,
      ),
    ).toBe("AFTER_SALES_WRONG_STATUS");
    expect(await events(rejected)).toEqual(["NEW", "AUDIT_FAILED"]);
    await q(
      sql`update inventories set available = ${bBefore} where sku_id = (select id from skus where code = ${fx.skuB})`,
    );
  });
});
