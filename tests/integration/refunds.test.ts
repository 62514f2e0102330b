/**
 * Refunds on a fresh database (shopping §3 refundOrders, Order line refund status, §4 Refund
 * status; accounts §1 go-dollar; ADR 0043). Orders are written straight into the tables with
 * the discounts the pricing engine would have allocated to each line (promotion, coupon,
 * go-dollar), a freight charge and a captured sandbox payment, so every cent is known. The
 * races run on PostgreSQL when DATABASE_URL is set (PGlite has one connection: serial case).
 */
import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { seedDatabase } from "@/lib/seed";
import { DEMO_MEMBER } from "@/lib/seed/demo-accounts";
import { queryRows } from "@/lib/domain/catalog/sql-rows";
import { transitionOrder } from "@/lib/domain/orders/transitions";
import { providerNamed, type PaymentConfig } from "@/lib/domain/payments/config";
import type { PaymentProvider, RefundRequest } from "@/lib/domain/payments/provider";
import { sandboxRefund } from "@/lib/domain/payments/sandbox-refunds";
import { REFUND_ERROR_CODES } from "@/lib/domain/refunds/constants";
import {
  executeRefund,
  refundReturnedLines,
  retryRefunds,
  type RefundDeps,
} from "@/lib/domain/refunds/execute";
import { creditDispatchRebates } from "@/lib/domain/refunds/rebates";
import { createRefundOrder } from "@/lib/domain/refunds/refund-orders";
import { userLogin, visitorLogin } from "@/lib/graphql/operations/accounts";
import { getOrderDetail } from "@/lib/graphql/operations/orders";
import { createTestDatabase, type TestDatabase } from "./support/test-database";
import { createTestServer, TestClient } from "./support/graphql-client";

const now = new Date("2026-11-20T04:00:00Z");
const CONFIG: PaymentConfig = {
  provider: "sandbox",
  publicBaseUrl: "http://shop.test",
  sandboxSecret: "refund-test-secret",
  paydollar: null,
};
let database: TestDatabase;
let memberId: string;
let guestId: string;
let skuIds: number[];
const q = <T>(query: ReturnType<typeof sql>) => queryRows<T>(database.db, query);

beforeAll(async () => {
  database = await createTestDatabase();
  await seedDatabase(database.db, { products: 12, now });
  [{ id: memberId }] = (await q<{ id: string }>(
    sql`select id from customers where email = ${DEMO_MEMBER.email}`,
  )) as [{ id: string }];
  [{ id: guestId }] = (await q<{ id: string }>(
    sql`insert into customers (user_code, is_visitor) values (${`V${randomBytes(6).toString("hex")}`}, true) returning id`,
  )) as [{ id: string }];
  skuIds = (await q<{ id: number }>(sql`select id from skus order by id limit 4`)).map((r) => r.id);
});
afterAll(() => database.dispose());

interface LineSpec {
  quantity: number;
  /** list price × quantity before order-level discounts */
  lineAmount: number;
  discount?: number;
  coupon?: number;
  deduction?: number;
  isGift?: boolean;
}

/**
 * A paid order: the jacket (2 units, a promotion, a coupon and go-dollar), a cap (coupon and
 * go-dollar) and a gift; HK$30 freight of which HK$5 paid in go-dollar (allocated to no line).
 */
const STANDARD: { lines: LineSpec[]; freight: number; goDollarOnFreight: number } = {
  lines: [
    { quantity: 2, lineAmount: 100_000, discount: 10_000, coupon: 4_000, deduction: 2_001 },
    { quantity: 1, lineAmount: 30_000, coupon: 2_000, deduction: 1_000 },
    { quantity: 1, lineAmount: 0, isGift: true },
  ],
  freight: 3_000,
  goDollarOnFreight: 500,
};

async function paidOrder(
  spec = STANDARD,
  options: { customerId?: string; checkoutKind?: "MEMBER" | "GUEST" } = {},
) {
  const customerId = options.customerId ?? memberId;
  const code = `T${randomBytes(6).toString("hex").toUpperCase()}`;
  const amounts = spec.lines.map(
    (l) => l.lineAmount - (l.discount ?? 0) - (l.coupon ?? 0) - (l.deduction ?? 0),
  );
  const goods = amounts.reduce((a, b) => a + b, 0);
  const deductionAmount =
    spec.lines.reduce((a, l) => a + (l.deduction ?? 0), 0) + spec.goDollarOnFreight;
  const paid = goods + spec.freight - spec.goDollarOnFreight;
  const [order] = await q<{ id: string }>(
    sql`insert into orders (code, customer_id, checkout_kind, email, status, order_time, paid_at, amount,
        received_amount, product_amount, activity_discount, coupon_discount, freight, deduction_amount,
        distribution_type, delivery_address, pricing, ext_infos, platform_source, terminal)
      values (${code}, ${customerId}::uuid, ${options.checkoutKind ?? "MEMBER"}, 'shopper@example.com',
        'WAIT_DELIVERY', ${now.toISOString()}::timestamptz, ${now.toISOString()}::timestamptz, ${paid}, ${paid},
        ${spec.lines.reduce((a, l) => a + l.lineAmount, 0)}, 0, 0, ${spec.freight}, ${deductionAmount},
        'EXPRESS', '{}'::jsonb, '{}'::jsonb, '{}'::jsonb, 'OFFICIAL_SITE', 'PC')
      returning id`,
  );
  const lineIds: string[] = [];
  for (const [index, l] of spec.lines.entries()) {
    const [row] = await q<{ id: string }>(
      sql`insert into order_lines (order_id, sku_id, sku_code, spu_code, oms_sku_code, name, sku_properties,
          line_type, is_gift, quantity, list_price, sale_price, promo_price, amount, discount, coupon_discount,
          deduction, promotions, sort)
        select ${order!.id}::uuid, s.id, s.code, 'SPU', s.store_sku_code, ${`Line ${index}`},
          '{"color":"Black","size":"M"}'::jsonb, ${l.isGift ? "GIFT" : "SALABLE_PRODUCT"}, ${l.isGift ?? false},
          ${l.quantity}, ${l.lineAmount / l.quantity}, ${l.lineAmount / l.quantity}, ${l.lineAmount / l.quantity},
          ${amounts[index]}, ${l.discount ?? 0}, ${l.coupon ?? 0}, ${l.deduction ?? 0}, '[]'::jsonb, ${index}
        from skus s where s.id = ${skuIds[index]}
        returning id`,
    );
    lineIds.push(row!.id);
  }
  if (deductionAmount > 0) {
    await database.db.execute(
      sql`insert into go_dollar_entries (customer_id, kind, cents, remark, order_code, created_at)
        values (${customerId}::uuid, 'REDEEM', ${-deductionAmount}, 'Used', ${code}, ${now.toISOString()}::timestamptz)`,
    );
  }
  const reference = `PY${randomBytes(9).toString("hex")}`;
  await database.db.execute(
    sql`insert into payments (order_id, provider, reference, provider_ref, amount, currency, status)
      values (${order!.id}::uuid, 'sandbox', ${reference}, ${`SBX${randomBytes(6).toString("hex")}`}, ${paid}, 'HKD', 'PAID')`,
  );
  return { id: order!.id, code, lineIds, paid, deductionAmount, reference };
}

/** The sandbox through a counter; `failures` calls fail first (a provider outage). */
function countingDeps(failures = 0): RefundDeps & { calls: RefundRequest[] } {
  const calls: RefundRequest[] = [];
  let left = failures;
  return {
    calls,
    paymentConfig: CONFIG,
    providerFor(name, db): PaymentProvider {
      const real = providerNamed(CONFIG, name, { db });
      return {
        ...real,
        async refund(request) {
          calls.push(request);
          if (left > 0) {
            left -= 1;
            return { ok: false, reason: "gateway timeout", retryable: true };
          }
          return real.refund(request);
        },
      };
    },
  };
}

const refundsOf = (orderId: string) =>
  q<{
    id: string;
    status: string;
    goods_amount: number;
    freight_amount: number;
    go_dollar_amount: number;
    refund_amount: number;
    attempts: number;
    rebate_reversed: number;
  }>(sql`select * from refund_orders where order_id = ${orderId}::uuid order by created_at, id`);

const goDollarFor = (code: string, kind: string) =>
  q<{ cents: number; expires_at: Date | string | null }>(
    sql`select cents, expires_at from go_dollar_entries where order_code = ${code} and kind = ${kind} order by created_at, id`,
  );

const capturedRefunds = async (reference: string) =>
  Number(
    (
      await q<{ n: number | string }>(
        sql`select coalesce(sum(r.amount), 0) as n from payment_refunds r join payments p on p.id = r.payment_id
          where p.reference = ${reference}`,
      )
    )[0]!.n,
  );

describe("refunds", () => {
  it("refunds one unit of a discounted line: its share of the card and of the go-dollar, no freight", async () => {
    const order = await paidOrder();
    const deps = countingDeps();
    const result = await refundReturnedLines(
      database.db,
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
        database.db,
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
        database.db,
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
      refundReturnedLines(database.db, input, deps, now),
      refundReturnedLines(database.db, input, deps, now),
    ]);
    const again = await refundReturnedLines(database.db, input, deps, now);
    expect([a, b, again].filter((r) => r.ok && r.created)).toHaveLength(1);
    expect(again).toMatchObject({ ok: true, created: false, refundOrder: { status: "REFUNDED" } });
    expect(await refundsOf(order.id)).toHaveLength(1);
    expect(deps.calls).toHaveLength(1);
    expect(await capturedRefunds(order.reference)).toBe(27_000);
    // The key belongs to its order: reused on another order it is refused.
    const other = await paidOrder();
    expect(
      await refundReturnedLines(
        database.db,
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
      database.db,
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
    expect(await retryRefunds(database.db, at(30), deps)).toEqual({
      attempted: 0,
      refunded: 0,
      failed: 0,
    });
    expect(await retryRefunds(database.db, at(61), deps)).toEqual({
      attempted: 1,
      refunded: 0,
      failed: 1,
    });
    const [second] = await refundsOf(order.id);
    expect(second).toMatchObject({ status: "REFUNDING", attempts: 2 });
    // The second delay is 4 minutes after the second attempt.
    expect(await retryRefunds(database.db, at(61 + 200), deps)).toMatchObject({ attempted: 0 });
    expect(await retryRefunds(database.db, at(61 + 241), deps)).toEqual({
      attempted: 1,
      refunded: 1,
      failed: 0,
    });
    expect(await retryRefunds(database.db, at(100_000), deps)).toMatchObject({ attempted: 0 });
    const [done] = await refundsOf(order.id);
    expect(done).toMatchObject({ status: "REFUNDED", attempts: 3 });
    expect(deps.calls.map((c) => c.refundReference)).toEqual(
      Array(3).fill(deps.calls[0]!.refundReference),
    );
    expect(await capturedRefunds(order.reference)).toBe(27_000);
    expect((await goDollarFor(order.code, "REVERSAL")).map((e) => e.cents)).toEqual([1_000]);
    // A second execution of a finished refund calls nobody.
    expect(await executeRefund(database.db, done!.id, deps, at(200_000))).toBe("skipped");
    expect(deps.calls).toHaveLength(3);
  });

  it("races: two returns of the same units at once refund once; two workers on one refund call once", async () => {
    const order = await paidOrder();
    const deps = countingDeps();
    const both = await Promise.all(
      ["race-a", "race-b"].map((key) =>
        refundReturnedLines(
          database.db,
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
      database.db,
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
      executeRefund(database.db, created.refundOrder.id, deps, now),
      executeRefund(database.db, created.refundOrder.id, deps, now),
    ]);
    expect(outcomes.sort()).toEqual(["refunded", "skipped"]);
    expect(deps.calls).toHaveLength(2);
    // The cap was the last paid unit: freight came back with it, so everything paid is back.
    expect(await capturedRefunds(order.reference)).toBe(order.paid);
  });

  it("lets a caller create the refund in its own transaction; the job carries it out a minute later", async () => {
    const order = await paidOrder();
    const deps = countingDeps();
    const created = await database.db.transaction((tx) =>
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
    expect(await retryRefunds(database.db, now, deps)).toMatchObject({ attempted: 0 });
    expect(await retryRefunds(database.db, new Date(now.getTime() + 61_000), deps)).toMatchObject({
      attempted: 1,
      refunded: 1,
    });
    expect(await capturedRefunds(order.reference)).toBe(27_000);
  });

  it("keeps a refund whose provider is not configured here, to retry, without touching money", async () => {
    const order = await paidOrder();
    await database.db.execute(
      sql`update payments set provider = 'paydollar' where reference = ${order.reference}`,
    );
    const result = await refundReturnedLines(
      database.db,
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
    expect(await sandboxRefund(database.db, request("R1", order.paid + 1))).toMatchObject({
      ok: false,
      reason: "more-than-captured",
    });
    const one = await sandboxRefund(database.db, request("R2", order.paid - 100));
    expect(one.ok).toBe(true);
    expect(await sandboxRefund(database.db, request("R2", order.paid - 100))).toEqual(one);
    expect(await sandboxRefund(database.db, request("R3", 101))).toMatchObject({
      ok: false,
      reason: "more-than-captured",
    });
    expect(await capturedRefunds(order.reference)).toBe(order.paid - 100);
    // An unpaid order has nothing to refund.
    await database.db.execute(
      sql`update orders set paid_at = null, status = 'WAIT_PAY' where id = ${order.id}::uuid`,
    );
    expect(
      await refundReturnedLines(
        database.db,
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

describe("the 1% go-dollar rebate after dispatch", () => {
  it("is credited once per shipped member order, even with two runs at once; guests earn none", async () => {
    const shipped = await paidOrder();
    const waiting = await paidOrder();
    const guest = await paidOrder(STANDARD, { customerId: guestId, checkoutKind: "GUEST" });
    for (const order of [shipped, guest]) {
      await transitionOrder(database.db, {
        orderId: order.id,
        from: ["WAIT_DELIVERY"],
        to: "WAIT_RECEIVE",
        actor: "test",
        now,
      });
    }
    await Promise.all([
      creditDispatchRebates(database.db, now),
      creditDispatchRebates(database.db, now),
    ]);
    await creditDispatchRebates(database.db, now);
    // Goods paid 83999 + 27000 = 110999: 1% is 1109.99 → 1110 cents, half up.
    expect((await goDollarFor(shipped.code, "REBATE")).map((e) => e.cents)).toEqual([1_110]);
    expect(await goDollarFor(waiting.code, "REBATE")).toEqual([]);
    expect(await goDollarFor(guest.code, "REBATE")).toEqual([]);
  });

  it("withholds the rebate of goods being refunded, and withdraws the share of goods refunded later", async () => {
    const order = await paidOrder();
    const deps = countingDeps();
    await refundReturnedLines(
      database.db,
      {
        orderId: order.id,
        lines: [{ orderLineId: order.lineIds[1]!, quantity: 1 }],
        idempotencyKey: `r1-${order.code}`,
        actor: "t",
      },
      deps,
      now,
    );
    await transitionOrder(database.db, {
      orderId: order.id,
      from: ["WAIT_DELIVERY"],
      to: "WAIT_RECEIVE",
      actor: "test",
      now,
    });
    await creditDispatchRebates(database.db, now);
    // 83999 left after the cap's 27000 came back: 839.99 → 840.
    const [rebate] = await goDollarFor(order.code, "REBATE");
    expect(rebate!.cents).toBe(840);
    await refundReturnedLines(
      database.db,
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
      database.db,
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
      createTestServer(database.db, { now: () => now, paymentConfig: () => CONFIG }),
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
