/**
 * Guess-you-like (shopping §3 Guess-you-like product, §7 guesslikes(skuCodes)): on-shelf, in-stock
 * products from the same leaf categories as the given SKUs, best sellers first, never the
 * products already given. One query; cards are loaded by the caller.
 */
import { sql } from "drizzle-orm";
import type { Db } from "@/lib/db/connect";
import { queryRows } from "@/lib/domain/catalog/sql-rows";
import { GUESS_LIKE_MAX } from "./constants";

export async function guessLikeProductIds(db: Db, skuCodes: readonly string[]): Promise<number[]> {
  const codes = skuCodes.slice(0, 50);
  const rows = await queryRows<{ id: number }>(
    db,
    sql`with given as (
          select distinct s.product_id from skus s where s.code = any(${sql.param([...codes])}::text[])
        ), leaves as (
          select distinct pc.category_path from product_categories pc
          join given g on g.product_id = pc.product_id where pc.is_primary
        )
      select p.id from products p
      where p.sale_status = 'ON_SHELF'
        and p.id not in (select product_id from given)
        and exists (select 1 from product_categories pc join leaves l on l.category_path = pc.category_path
          where pc.product_id = p.id)
        and exists (select 1 from skus s join inventories i on i.sku_id = s.id
          where s.product_id = p.id and s.is_enabled and i.available > 0)
      order by p.recent_sales desc, p.id
      limit ${GUESS_LIKE_MAX}`,
  );
  return rows.map((row) => Number(row.id));
}
