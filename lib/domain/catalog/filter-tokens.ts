/**
 * The facet tokens of a product (products.filter_tokens, GIN-indexed): one per category path it
 * is in, its brand and each attribute value, so a list's facets are array lookups on one indexed
 * column. The format is written here only; refreshFilterTokens keeps the column in step with
 * product_categories and product_attribute_values on every product write.
 */
import { sql, type SQL } from "drizzle-orm";
import type { Db } from "@/lib/db/connect";

export const categoryToken = (path: string) => `c:${path}`;
export const brandToken = (code: string) => `b:${code}`;
export const attributeToken = (code: string, value: string) => `a:${code}:${value}`;

/** The SQL kind of a token column: its first two characters ("c:", "b:" or "a:"). */
export const tokenKind = (token: SQL) => sql`left(${token}, 2)`;
/** The attribute code of an "a:" token. */
export const tokenAttributeCode = (token: SQL) => sql`split_part(${token}, ':', 2)`;

/**
 * A token column as the (facet, key, value) of a facet count: ("category", path, null),
 * ("brand", code, null) or ("attribute", attribute code, value code).
 */
export function tokenFacetColumns(token: SQL): SQL {
  const code = tokenAttributeCode(token);
  return sql`case ${tokenKind(token)} when 'c:' then 'category' when 'b:' then 'brand' else 'attribute' end as facet,
    case ${tokenKind(token)} when 'a:' then ${code} else substr(${token}, 3) end as k,
    case ${tokenKind(token)} when 'a:' then substr(${token}, length(${code}) + 4) end as v`;
}

/** `text[]` parameter of tokens, for `@>` (all of) and `&&` (any of). */
export function tokenArray(tokens: readonly string[]): SQL {
  return sql`${sql.param([...tokens])}::text[]`;
}

export async function refreshFilterTokens(db: Db, productIds: readonly number[]): Promise<void> {
  if (productIds.length === 0) return;
  await db.execute(sql`update products p set filter_tokens = array['b:' || p.brand_code]
    || array(select 'c:' || pc.category_path from product_categories pc
             where pc.product_id = p.id order by 1)
    || array(select 'a:' || v.attribute_code || ':' || v.value_code from product_attribute_values v
             where v.product_id = p.id order by 1)
    where p.id = any(${sql.param([...productIds])}::int[])`);
}
