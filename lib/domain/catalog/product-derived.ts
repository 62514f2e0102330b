/**
 * Columns and rows derived from a product's SKUs and sales, refreshed on every product write
 * (the seed, and later the back office) so that the list filters and sorts on plain indexed
 * columns:
 *
 * - products.sale_price / list_price: the lowest default sale price among the enabled SKUs
 *   (what a list card shows as "from") and that SKU's list price; the price filter, the price
 *   bands and the price sort all use it;
 * - the basecolor, customSize and shoeWidth values of a product: those of its enabled SKUs;
 * - the discount value: the band of the product's discount percentage (discount.ts rounding);
 * - products.sales (all time) and recent_sales (the three months before `now`, Beijing days);
 * - products.filter_tokens, the facet tokens of filter-tokens.ts (after the values above).
 *
 * The attribute values named here must exist (the seed's reference data creates them).
 */
import { sql } from "drizzle-orm";
import type { Db } from "@/lib/db/connect";
import { SALES_SORT_MONTHS } from "./constants";
import { refreshFilterTokens } from "./filter-tokens";
import { beijingDate, beijingDateMonthsAgo } from "./new-in";

/** discount attribute values: a product is in the band its rounded percentage falls in. */
export const DISCOUNT_BANDS = [
  { code: "under-30", fromPercent: 0 },
  { code: "30-to-49", fromPercent: 30 },
  { code: "50-plus", fromPercent: 50 },
] as const;

export const DERIVED_ATTRIBUTE_CODES = [
  "basecolor",
  "customSize",
  "shoeWidth",
  "discount",
] as const;

function idsParam(productIds: readonly number[]) {
  return sql`${sql.param([...productIds])}::int[]`;
}

export async function refreshProductDerived(db: Db, productIds: readonly number[]): Promise<void> {
  if (productIds.length === 0) return;
  const ids = idsParam(productIds);
  await db.execute(sql`update products p set sale_price = x.sale_price, list_price = x.list_price
    from (select distinct on (s.product_id) s.product_id, sp.sale_price, sp.list_price
          from skus s join sku_prices sp on sp.sku_id = s.id
          where s.product_id = any(${ids})
          order by s.product_id, (not s.is_enabled), sp.sale_price, sp.list_price desc) x
    where p.id = x.product_id`);
  await db.execute(sql`update products p
    set sales = coalesce((select sum(s.quantity) from product_sales s where s.product_id = p.id), 0)
    where p.id = any(${ids})`);
  await db.execute(sql`delete from product_attribute_values
    where product_id = any(${ids}) and attribute_code in ${[...DERIVED_ATTRIBUTE_CODES]}`);
  // Rounded percentage with integer arithmetic, the same rule as discountPercentage().
  const percent = sql.raw(
    `((2 * (p.list_price - p.sale_price) * 100 + p.list_price) / (2 * p.list_price))`,
  );
  const band = sql.join(
    [...DISCOUNT_BANDS]
      .reverse()
      .map((b) => sql`when ${percent} >= ${b.fromPercent} then ${b.code}::text`),
    sql` `,
  );
  await db.execute(sql`insert into product_attribute_values (product_id, attribute_code, value_code)
    select distinct s.product_id, 'basecolor', s.base_color from skus s
      where s.product_id = any(${ids}) and s.is_enabled
    union select distinct s.product_id, 'customSize', s.size_code from skus s
      where s.product_id = any(${ids}) and s.is_enabled
    union select distinct s.product_id, 'shoeWidth', s.shoe_width from skus s
      where s.product_id = any(${ids}) and s.is_enabled and s.shoe_width is not null
    union select p.id, 'discount', case ${band} end from products p
      where p.id = any(${ids}) and p.list_price > p.sale_price and p.list_price > 0
    on conflict do nothing`);
  await refreshFilterTokens(db, productIds);
}

/**
 * Units sold over the last three months, as of `now`: the days after the same Beijing date
 * three months earlier, up to today. A daily job keeps it fresh; without ids, every product.
 */
export async function refreshRecentSales(
  db: Db,
  now: Date,
  productIds?: readonly number[],
): Promise<void> {
  const from = beijingDateMonthsAgo(now, SALES_SORT_MONTHS);
  const [year, month, day] = beijingDate(now);
  const today = `${year}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
  const scope = productIds ? sql`where p.id = any(${idsParam(productIds)})` : sql``;
  await db.execute(sql`update products p
    set recent_sales = coalesce((select sum(s.quantity) from product_sales s
          where s.product_id = p.id and s.sale_date > ${from}::date and s.sale_date <= ${today}::date), 0),
        recent_sales_as_of = ${now.toISOString()}::timestamptz
    ${scope}`);
}
