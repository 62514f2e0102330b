/**
 * After-sales refusals, races and access over the real API on a fresh database (issue 17 item 1
 * "Bad input and abuse"; shopping §9 "Return within 14 days of receipt"; ADR 0042): a return
 * after 14 days, of more than was bought, of a gift line alone, twice for the same line, of an
 * order not delivered or not the caller's, each refused with its code and changing nothing; two
 * operators approving at once; a guest through the order token; another member, a visitor, a
 * shopper or a content editor calling operator steps. Runs on PGlite, and on PostgreSQL when
 * DATABASE_URL is set (where the two approvals really run at once).
 */
import { describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { DEMO_MEMBER, DEMO_STAFF } from "@/lib/seed/demo-accounts";
import { queryVisitorToken } from "@/lib/graphql/operations/orders";
import {
  afterSalesCancel,
  afterSalesCreate,
  getAfterSalesOrderDetail,
  getAfterSalesRecord,
  opsAfterSalesApprove,
  opsAfterSalesOrders,
  opsAfterSalesReceive,
} from "@/lib/graphql/operations/after-sales";
import {
  available,
  client,
  create,
  DAY,
  deliveredOrder,
  EDITOR,
  errorOf,
  events,
  fx,
  operator,
  OPERATIONS,
  q,
  request,
  setUpAfterSales,
  shopper,
} from "./support/after-sales-fixture";

setUpAfterSales();

describe("refusals, each changing nothing", () => {
  it("refuses late, undelivered, excessive, gift-only, duplicate and repeated requests", async () => {
    const member = await shopper(DEMO_MEMBER);
    const count = async () =>
      Number(
        (await q<{ n: number }>(sql`select count(*)::int as n from after_sales_orders`))[0]!.n,
      );
    const late = await deliveredOrder(member, [{ skuCode: fx.skuC, quantity: 1 }], {
      member: true,
      deliveredAt: new Date(fx.clock.getTime() - 14 * DAY - 60_000),
    });
    const lastDay = await deliveredOrder(member, [{ skuCode: fx.skuC, quantity: 1 }], {
      member: true,
      deliveredAt: new Date(fx.clock.getTime() - 14 * DAY),
    });
    const undelivered = await deliveredOrder(member, [{ skuCode: fx.skuC, quantity: 1 }], {
      member: true,
      deliver: false,
    });
    const order = await deliveredOrder(
      member,
      [
        { skuCode: fx.skuA, quantity: 1 },
        { skuCode: fx.skuC, quantity: 1 },
      ],
      { member: true },
    );
    // The seed has no gift promotion on these SKUs: the second line stands for a gift.
    await q(sql`update order_lines set is_gift = true where id = ${order.lineId[fx.skuC]!}::uuid`);
    const before = await count();
    const one = (o: { code: string; lineId: Record<string, string> }, sku: string, quantity = 1) =>
      request(o.code, [{ orderLineId: o.lineId[sku]!, quantity }]);

    expect(errorOf(await create(member, one(late, fx.skuC)))).toBe(
      "AFTER_SALES_RETURN_PERIOD_OVER",
    );
    expect(errorOf(await create(member, one(undelivered, fx.skuC)))).toBe(
      "AFTER_SALES_ORDER_NOT_RECEIVED",
    );
    expect(errorOf(await create(member, one(order, fx.skuA, 2)))).toBe(
      "AFTER_SALES_QUANTITY_EXCEEDS",
    );
    expect(errorOf(await create(member, one(order, fx.skuA, 0)))).toBe(
      "AFTER_SALES_QUANTITY_INVALID",
    );
    expect(errorOf(await create(member, one(order, fx.skuC)))).toBe("AFTER_SALES_GIFT_LINE_ALONE");
    expect(errorOf(await create(member, request(order.code, [])))).toBe("AFTER_SALES_NO_LINES");
    expect(
      errorOf(
        await create(
          member,
          request(order.code, [
            { orderLineId: order.lineId[fx.skuA]!, quantity: 1 },
            { orderLineId: order.lineId[fx.skuA]!, quantity: 1 },
          ]),
        ),
      ),
    ).toBe("AFTER_SALES_DUPLICATE_LINE");
    expect(
      errorOf(
        await create(
          member,
          request(order.code, [{ orderLineId: late.lineId[fx.skuC]!, quantity: 1 }]),
        ),
      ),
    ).toBe("AFTER_SALES_LINE_NOT_IN_ORDER");
    expect(
      errorOf(await create(member, { input: { ...one(order, fx.skuA).input, reason: "  " } })),
    ).toBe("AFTER_SALES_REASON_REQUIRED");
    expect(
      errorOf(
        await create(member, {
          input: { ...one(order, fx.skuA).input, photos: ["javascript:alert(1)"] },
        }),
      ),
    ).toBe("AFTER_SALES_PHOTO_INVALID");
    expect(await count()).toBe(before);

    // The last instant of the 14 days is still in; a gift goes back with its item.
    expect((await create(member, one(lastDay, fx.skuC))).userErrors).toEqual([]);
    const both = await create(
      member,
      request(order.code, [
        { orderLineId: order.lineId[fx.skuA]!, quantity: 1 },
        { orderLineId: order.lineId[fx.skuC]!, quantity: 1 },
      ]),
    );
    expect(both.userErrors).toEqual([]);
    expect(both.afterSalesOrder!.lines.map((l) => l.isGift).sort()).toEqual([false, true]);
    // The same line again while that request is open.
    expect(errorOf(await create(member, one(order, fx.skuA)))).toBe(
      "AFTER_SALES_LINE_IN_OPEN_REQUEST",
    );
    // Once withdrawn, the line is free again.
    await member.call(afterSalesCancel, { code: both.afterSalesOrder!.code });
    expect((await create(member, one(order, fx.skuA))).userErrors).toEqual([]);
  });

  it("answers in the shopper's language", async () => {
    const member = await shopper(DEMO_MEMBER);
    const result = await member.call(
      afterSalesCreate,
      request("SOAAAAAAAAAAAA", [
        { orderLineId: "00000000-0000-0000-0000-000000000000", quantity: 1 },
      ]),
      { headers: { lang: "zh_HK" } },
    );
    expect(result.body.data!.afterSalesCreate.userErrors[0]).toMatchObject({
      code: "AFTER_SALES_ORDER_NOT_FOUND",
      message: "此訂單不在您的帳戶中。",
    });
  });
});

describe("two operators approving at once", () => {
  it("lets exactly one approval through; the other is told the request moved on", async () => {
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
    const [first, second] = [await operator(OPERATIONS), await operator(OPERATIONS)];
    const answers = await Promise.all([
      first.call(opsAfterSalesApprove, { code }),
      second.call(opsAfterSalesApprove, { code }),
    ]);
    const codes = answers.map((a) => errorOf(a.body.data!.opsAfterSalesApprove) ?? "ok").sort();
    expect(codes).toEqual(["AFTER_SALES_WRONG_STATUS", "ok"]);
    expect(await events(code)).toEqual(["NEW", "WAIT_SEND_BACK"]);
  });

  it("lets one of two simultaneous requests for the same line through, and one receive of two", async () => {
    const member = await shopper(DEMO_MEMBER);
    const order = await deliveredOrder(member, [{ skuCode: fx.skuC, quantity: 1 }], {
      member: true,
    });
    const variables = request(order.code, [{ orderLineId: order.lineId[fx.skuC]!, quantity: 1 }]);
    const [a, b] = await Promise.all([create(member, variables), create(member, variables)]);
    const outcomes = [errorOf(a) ?? "ok", errorOf(b) ?? "ok"].sort();
    expect(outcomes).toEqual(["AFTER_SALES_LINE_IN_OPEN_REQUEST", "ok"]);
    const code = (a.afterSalesOrder ?? b.afterSalesOrder)!.code;
    const [first, second] = [await operator(OPERATIONS), await operator(OPERATIONS)];
    await first.call(opsAfterSalesApprove, { code });
    const before = await available(fx.skuC);
    const receipts = await Promise.all([
      first.call(opsAfterSalesReceive, { code }),
      second.call(opsAfterSalesReceive, { code }),
    ]);
    expect(receipts.map((r) => errorOf(r.body.data!.opsAfterSalesReceive) ?? "ok").sort()).toEqual([
      "AFTER_SALES_WRONG_STATUS",
      "ok",
    ]);
    expect(await available(fx.skuC)).toBe(before + 1);
  });
});

describe("who may do what", () => {
  it("lets a guest act through the order token, and nobody else", async () => {
    const guest = await shopper(null);
    const order = await deliveredOrder(guest, [{ skuCode: fx.skuC, quantity: 1 }], {
      email: "returns@example.com",
    });
    const otherGuestOrder = await deliveredOrder(await shopper(null), [
      { skuCode: fx.skuC, quantity: 1 },
    ]);
    const lookup = client();
    const token = (
      await lookup.call(queryVisitorToken, { orderCode: order.code, email: "returns@example.com" })
    ).body.data!.queryVisitorToken.token!;
    const tokenHolder = client({ token });
    const created = await create(
      tokenHolder,
      request(order.code, [{ orderLineId: order.lineId[fx.skuC]!, quantity: 1 }]),
    );
    expect(created.userErrors).toEqual([]);
    const code = created.afterSalesOrder!.code;
    const record = (await tokenHolder.call(getAfterSalesRecord, {})).body.data!.afterSalesRecord;
    expect(record.edges.map((e) => e.node.code)).toEqual([code]);
    expect(
      (await tokenHolder.call(getAfterSalesOrderDetail, { code })).body.data!.afterSalesOrderDetail
        .code,
    ).toBe(code);
    // The token reaches its own order only.
    expect(
      errorOf(
        await create(
          tokenHolder,
          request(otherGuestOrder.code, [
            { orderLineId: otherGuestOrder.lineId[fx.skuC]!, quantity: 1 },
          ]),
        ),
      ),
    ).toBe("AFTER_SALES_ORDER_NOT_FOUND");

    // Another member: not found, whatever they try.
    const stranger = await shopper(DEMO_STAFF);
    expect(
      (await stranger.call(getAfterSalesOrderDetail, { code })).body.errors?.[0]?.extensions?.code,
    ).toBe("AFTER_SALES_NOT_FOUND");
    expect(
      errorOf((await stranger.call(afterSalesCancel, { code })).body.data!.afterSalesCancel),
    ).toBe("AFTER_SALES_NOT_FOUND");
    expect(
      errorOf(
        await create(
          stranger,
          request(order.code, [{ orderLineId: order.lineId[fx.skuC]!, quantity: 1 }]),
        ),
      ),
    ).toBe("AFTER_SALES_ORDER_NOT_FOUND");
    expect(
      (await stranger.call(getAfterSalesRecord, {})).body.data!.afterSalesRecord.edges.map(
        (e) => e.node.code,
      ),
    ).not.toContain(code);

    // A visitor without an order token goes to login from the refund record.
    const visitor = await shopper(null);
    expect((await visitor.call(getAfterSalesRecord, {})).body.errors?.[0]?.extensions?.code).toBe(
      "401",
    );
    expect((await client().call(getAfterSalesRecord, {})).body.errors?.[0]?.extensions?.code).toBe(
      "401",
    );

    // Operator steps: not for shoppers, guests or content editors.
    for (const caller of [stranger, tokenHolder, visitor]) {
      const refused = await caller.call(opsAfterSalesApprove, { code });
      expect(refused.body.errors?.[0]?.extensions?.code).toBe("OPS_UNAUTHENTICATED");
    }
    const editor = await operator(EDITOR);
    expect(
      (await editor.call(opsAfterSalesApprove, { code })).body.errors?.[0]?.extensions?.code,
    ).toBe("OPS_FORBIDDEN");
    expect((await editor.call(opsAfterSalesOrders, {})).body.errors?.[0]?.extensions?.code).toBe(
      "OPS_FORBIDDEN",
    );
    expect(await events(code)).toEqual(["NEW"]);
    const ops = await operator(OPERATIONS);
    const listed = (
      await ops.call(opsAfterSalesOrders, { afterSalesInput: { afterSalesStatuses: ["NEW"] } })
    ).body.data!.opsAfterSalesOrders;
    expect(listed.edges.map((e) => e.node.code)).toContain(code);
  });
});
