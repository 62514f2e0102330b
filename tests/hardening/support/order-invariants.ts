/**
 * The database invariants the generated-operations part checks while and after it runs: no
 * negative stock, no negative money on an order or a line, promotion codes within their limits,
 * no member's go-dollar below zero, stock conserved (every unit that left `available` is held by
 * an order or was adjusted by an operator), and every order's stored totals equal to what the
 * pricing engine computes from its stored lines (lib/domain/pricing/calculate.ts):
 *
 * - line: amount = promo_price × quantity − discount − coupon_discount − deduction
 *   (the engine's payAmount: lineAmount less every allocation; a gift line is all zeros);
 * - product_amount = Σ SALABLE sale_price × quantity + Σ other lines' promo_price × quantity;
 * - activity_discount = Σ SALABLE (sale_price − promo_price) × quantity + Σ line discount
 *   (item-level savings plus the order-level allocations);
 * - coupon_discount = Σ line coupon_discount (a coupon is spread over the lines in full);
 * - Σ line deduction ≤ deduction_amount (go-dollar paying freight or services is on no line),
 *   and deduction_amount = the order's REDEEM entry in the go-dollar ledger;
 * - amount = max(0, product_amount − activity_discount − coupon_discount + freight + tax
 *   + additional_service_fee − deduction_amount), tax 0, 0 ≤ received_amount ≤ amount.
 *
 * Re-running the engine itself over a stored order is not sound here: the run's own mutations
 * create promotions, pause codes and move stock (gifts depend on it) after the order was priced.
 * The lines, though, keep each figure the engine gave them, and its totals are these sums.
 */
import { sql } from "drizzle-orm";
import type { Db } from "@/lib/db/connect";
import { q } from "./shop";

export interface StockSnapshot {
  available: Map<number, number>;
  /** STOCK reservations then: id → released. */
  reservations: Map<string, boolean>;
  lastAdjustment: number;
}

export async function snapshotStock(db: Db): Promise<StockSnapshot> {
  const stock = await q<{ sku_id: number; available: number }>(
    db,
    sql`select sku_id, available from inventories`,
  );
  const reservations = await q<{ id: string; released: boolean }>(
    db,
    sql`select id, released_at is not null as released from order_reservations where kind = 'STOCK'`,
  );
  const [last] = await q<{ id: number | null }>(
    db,
    sql`select max(id) as id from stock_adjustments`,
  );
  return {
    available: new Map(stock.map((row) => [Number(row.sku_id), Number(row.available)])),
    reservations: new Map(reservations.map((row) => [row.id, row.released])),
    lastAdjustment: Number(last?.id ?? 0),
  };
}

/** Each invariant broken, as a sentence; empty when all hold. `now`: the shop's clock. */
export async function brokenInvariants(db: Db, now: Date): Promise<string[]> {
  const broken: string[] = [];
  const report = (rows: Record<string, unknown>[], what: string) => {
    for (const row of rows.slice(0, 5)) broken.push(`${what}: ${JSON.stringify(row)}`);
  };
  report(
    await q(db, sql`select sku_id, available from inventories where available < 0`),
    "negative stock",
  );
  report(
    await q(
      db,
      sql`select code, amount, product_amount, activity_discount, coupon_discount, freight, tax,
          additional_service_fee, deduction_amount, received_amount from orders
        where amount < 0 or product_amount < 0 or activity_discount < 0 or coupon_discount < 0
          or freight < 0 or tax <> 0 or additional_service_fee < 0 or deduction_amount < 0
          or received_amount < 0 or received_amount > amount`,
    ),
    "negative or impossible order money",
  );
  report(
    await q(
      db,
      sql`select o.code, l.sku_code, l.quantity, l.amount, l.discount, l.coupon_discount, l.deduction
        from order_lines l join orders o on o.id = l.order_id
        where l.quantity <= 0 or l.amount < 0 or l.discount < 0 or l.coupon_discount < 0
          or l.deduction < 0 or l.sale_price < 0 or l.promo_price < 0
          or l.amount <> l.promo_price * l.quantity - l.discount - l.coupon_discount - l.deduction`,
    ),
    "order line negative or not adding up",
  );
  report(
    await q(db, sql`select order_id, kind, quantity from order_reservations where quantity <= 0`),
    "reservation of no units",
  );
  report(
    await q(
      db,
      sql`select code, used_count, usage_limit from coupons
        where used_count < 0 or (usage_limit is not null and used_count > usage_limit)`,
    ),
    "promotion code used beyond its limit",
  );
  report(
    await q(
      db,
      sql`select customer_id, sum(cents)::int as cents from go_dollar_entries
        where expires_at is null or expires_at > ${now.toISOString()}::timestamptz
        group by customer_id having sum(cents) < 0`,
    ),
    "go-dollar balance below zero",
  );
  const totals = await q<{
    code: string;
    amount: number;
    product_amount: number;
    activity_discount: number;
    coupon_discount: number;
    freight: number;
    tax: number;
    additional_service_fee: number;
    deduction_amount: number;
    lines: number;
    line_products: number | null;
    line_discounts: number | null;
    line_coupons: number | null;
    line_deductions: number | null;
    redeemed: number | null;
  }>(
    db,
    sql`select o.code, o.amount, o.product_amount, o.activity_discount, o.coupon_discount, o.freight,
        o.tax, o.additional_service_fee, o.deduction_amount, count(l.id)::int as lines,
        sum(case when l.line_type = 'SALABLE_PRODUCT' then l.sale_price else l.promo_price end * l.quantity)::bigint as line_products,
        sum(case when l.line_type = 'SALABLE_PRODUCT' then (l.sale_price - l.promo_price) * l.quantity else 0 end
          + l.discount)::bigint as line_discounts,
        sum(l.coupon_discount)::bigint as line_coupons, sum(l.deduction)::bigint as line_deductions,
        (select -coalesce(sum(g.cents), 0) from go_dollar_entries g
          where g.order_code = o.code and g.kind = 'REDEEM')::bigint as redeemed
      from orders o left join order_lines l on l.order_id = o.id group by o.id`,
  );
  for (const row of totals) {
    const n = (value: number | null) => Number(value ?? 0);
    const expected = Math.max(
      0,
      n(row.product_amount) -
        n(row.activity_discount) -
        n(row.coupon_discount) +
        n(row.freight) +
        n(row.tax) +
        n(row.additional_service_fee) -
        n(row.deduction_amount),
    );
    const wrong = [
      row.lines === 0 && "no lines",
      n(row.line_products) !== n(row.product_amount) &&
        `product_amount ≠ Σ lines (${n(row.line_products)})`,
      n(row.line_discounts) !== n(row.activity_discount) &&
        `activity_discount ≠ Σ lines (${n(row.line_discounts)})`,
      n(row.line_coupons) !== n(row.coupon_discount) &&
        `coupon_discount ≠ Σ lines (${n(row.line_coupons)})`,
      n(row.line_deductions) > n(row.deduction_amount) && "Σ line deductions > deduction_amount",
      n(row.redeemed) !== n(row.deduction_amount) &&
        `deduction_amount ≠ redeemed go-dollar (${n(row.redeemed)})`,
      n(row.amount) !== expected && `amount ≠ computed ${expected}`,
    ].filter(Boolean);
    if (wrong.length > 0)
      broken.push(`order ${row.code} totals: ${wrong.join(", ")} (${JSON.stringify(row)})`);
  }
  return broken;
}

/**
 * Stock conserved since `before`: each SKU's available now = then + operator adjustments − units
 * newly reserved by orders + units released by cancels. SKUs in an after-sales request move by
 * returns and exchanges too, and are left out. Returns the SKUs that do not add up.
 */
export async function unconservedStock(db: Db, before: StockSnapshot): Promise<string[]> {
  const after = await snapshotStock(db);
  const reservations = await q<{ id: string; ref: string; quantity: number; released: boolean }>(
    db,
    sql`select id, ref, quantity, released_at is not null as released from order_reservations where kind = 'STOCK'`,
  );
  const adjustments = await q<{ sku_id: number; delta: number }>(
    db,
    sql`select sku_id, sum(delta)::int as delta from stock_adjustments where id > ${before.lastAdjustment} group by sku_id`,
  );
  const afterSales = await q<{ sku_id: number }>(
    db,
    sql`select distinct s.id as sku_id from after_sales_lines l join skus s on s.code = l.sku_code or s.code = l.exchange_sku_code`,
  );
  const excluded = new Set(afterSales.map((row) => Number(row.sku_id)));
  const expected = new Map(before.available);
  const move = (skuId: number, units: number) =>
    expected.set(skuId, (expected.get(skuId) ?? 0) + units);
  for (const row of adjustments) move(Number(row.sku_id), Number(row.delta));
  for (const row of reservations) {
    const wasReleased = before.reservations.get(row.id);
    if (wasReleased === undefined) move(Number(row.ref), -Number(row.quantity));
    if (row.released && wasReleased !== true) move(Number(row.ref), Number(row.quantity));
  }
  const wrong: string[] = [];
  for (const [skuId, available] of after.available) {
    if (excluded.has(skuId)) continue;
    const want = expected.get(skuId) ?? 0;
    if (want !== available) wrong.push(`SKU ${skuId}: available ${available}, expected ${want}`);
  }
  return wrong;
}
