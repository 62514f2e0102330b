/**
 * Orders for the refund tests, written straight into the tables with the discounts the pricing
 * engine would have allocated to each line (promotion, coupon, go-dollar), a freight charge
 * partly paid in go-dollar, and a captured sandbox payment, so every cent is known; a sandbox
 * provider that counts its calls and can fail on demand; reads of what came of a refund.
 */
import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import { seedDatabase } from "@/lib/seed";
import { DEMO_MEMBER } from "@/lib/seed/demo-accounts";
import { queryRows } from "@/lib/domain/catalog/sql-rows";
import { providerNamed, type PaymentConfig } from "@/lib/domain/payments/config";
import type { PaymentProvider, RefundRequest } from "@/lib/domain/payments/provider";
import type { RefundDeps } from "@/lib/domain/refunds/execute";
import { createTestDatabase, type TestDatabase } from "./test-database";

export const now = new Date("2026-11-20T04:00:00Z");
export const CONFIG: PaymentConfig = {
  provider: "sandbox",
  publicBaseUrl: "http://shop.test",
  sandboxSecret: "refund-test-secret",
  paydollar: null,
};

/** The test file's database and who is in it (each test file has its own module state). */
export const world = {
  database: undefined as unknown as TestDatabase,
  memberId: "",
  guestId: "",
  skuIds: [] as number[],
};
export const q = <T>(query: ReturnType<typeof sql>) => queryRows<T>(world.database.db, query);

export async function setUpRefundWorld(): Promise<void> {
  world.database = await createTestDatabase();
  await seedDatabase(world.database.db, { products: 12, now });
  [{ id: world.memberId }] = (await q<{ id: string }>(
    sql`select id from customers where email = ${DEMO_MEMBER.email}`,
  )) as [{ id: string }];
  [{ id: world.guestId }] = (await q<{ id: string }>(
    sql`insert into customers (user_code, is_visitor) values (${`V${randomBytes(6).toString("hex")}`}, true) returning id`,
  )) as [{ id: string }];
  world.skuIds = (await q<{ id: number }>(sql`select id from skus order by id limit 4`)).map(
    (r) => r.id,
  );
}

export interface LineSpec {
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
export const STANDARD: { lines: LineSpec[]; freight: number; goDollarOnFreight: number } = {
  lines: [
    { quantity: 2, lineAmount: 100_000, discount: 10_000, coupon: 4_000, deduction: 2_001 },
    { quantity: 1, lineAmount: 30_000, coupon: 2_000, deduction: 1_000 },
    { quantity: 1, lineAmount: 0, isGift: true },
  ],
  freight: 3_000,
  goDollarOnFreight: 500,
};

export async function paidOrder(
  spec = STANDARD,
  options: { customerId?: string; checkoutKind?: "MEMBER" | "GUEST" } = {},
) {
  const customerId = options.customerId ?? world.memberId;
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
        from skus s where s.id = ${world.skuIds[index]}
        returning id`,
    );
    lineIds.push(row!.id);
  }
  if (deductionAmount > 0) {
    await world.database.db.execute(
      sql`insert into go_dollar_entries (customer_id, kind, cents, remark, order_code, created_at)
        values (${customerId}::uuid, 'REDEEM', ${-deductionAmount}, 'Used', ${code}, ${now.toISOString()}::timestamptz)`,
    );
  }
  const reference = `PY${randomBytes(9).toString("hex")}`;
  await world.database.db.execute(
    sql`insert into payments (order_id, provider, reference, provider_ref, amount, currency, status)
      values (${order!.id}::uuid, 'sandbox', ${reference}, ${`SBX${randomBytes(6).toString("hex")}`}, ${paid}, 'HKD', 'PAID')`,
  );
  return { id: order!.id, code, lineIds, paid, deductionAmount, reference };
}

/**
 * The sandbox through a counter; `failures` calls fail first (a provider outage). `refunded`
 * lists the refunds the completion hook saw (where the "refund done" e-mail would be written).
 */
export function countingDeps(
  failures = 0,
): RefundDeps & { calls: RefundRequest[]; refunded: string[] } {
  const calls: RefundRequest[] = [];
  const refunded: string[] = [];
  let left = failures;
  return {
    calls,
    refunded,
    paymentConfig: CONFIG,
    async onRefunded(_tx, refund) {
      refunded.push(refund.refund_order_no);
    },
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

export const refundsOf = (orderId: string) =>
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

export const goDollarFor = (code: string, kind: string) =>
  q<{ cents: number; expires_at: Date | string | null }>(
    sql`select cents, expires_at from go_dollar_entries where order_code = ${code} and kind = ${kind} order by created_at, id`,
  );

export const capturedRefunds = async (reference: string) =>
  Number(
    (
      await q<{ n: number | string }>(
        sql`select coalesce(sum(r.amount), 0) as n from payment_refunds r join payments p on p.id = r.payment_id
          where p.reference = ${reference}`,
      )
    )[0]!.n,
  );
