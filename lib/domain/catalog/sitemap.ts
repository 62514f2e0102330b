/**
 * What the sitemap lists (shopping issue 3 §4 SEO): every on-shelf product with its listing
 * time as lastModified, every category path (all three levels, `new-in` included) and every
 * brand. Off-shelf products are never listed: their page exists (ADR 0009) but is not one to
 * send search engines to.
 *
 * Two queries whatever the catalog's size: the products (code and list time only, read along
 * the on-shelf partial index) and the categories with the brands in one union. The product
 * query can be limited to one slice (one sitemap file), ordered by id so that a product keeps
 * its file while others come and go behind it.
 */
import { sql } from "drizzle-orm";
import type { Db } from "@/lib/db/connect";
import { queryRows } from "./sql-rows";

/** Products per sitemap file: under the protocol's 50,000 URLs, with room to spare. */
export const SITEMAP_PRODUCTS_PER_FILE = 45_000;

export interface SitemapProduct {
  code: string;
  /** The listing time, never later than `now` (a sitemap date in the future is invalid). */
  lastModified: Date;
}

export interface SitemapPages {
  /** Category paths ("men", "men/jackets", "men/jackets/rain-jackets", "new-in"). */
  categoryPaths: string[];
  brandCodes: string[];
}

export interface SitemapEntries extends SitemapPages {
  products: SitemapProduct[];
}

export interface SitemapProductSlice {
  offset: number;
  limit: number;
}

/** How many products the sitemap lists (one count over the on-shelf partial index). */
export async function sitemapProductCount(db: Db): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from products where sale_status = 'ON_SHELF'`,
  );
  return row?.n ?? 0;
}

/** The number of product sitemap files for a product count (0 when there is no product). */
export function sitemapProductFileCount(productCount: number): number {
  return Math.ceil(Math.max(0, productCount) / SITEMAP_PRODUCTS_PER_FILE);
}

/** On-shelf products by id; every one without a slice, else the slice's rows. */
export async function sitemapProducts(
  db: Db,
  now: Date,
  slice?: SitemapProductSlice,
): Promise<SitemapProduct[]> {
  const window = slice
    ? sql`limit ${Math.max(0, Math.floor(slice.limit))} offset ${Math.max(0, Math.floor(slice.offset))}`
    : sql``;
  const rows = await queryRows<{ code: string; last_modified: string | Date }>(
    db,
    sql`select code, least(list_time, ${now.toISOString()}::timestamptz) as last_modified
      from products where sale_status = 'ON_SHELF'
      order by id ${window}`,
  );
  return rows.map((row) => ({ code: row.code, lastModified: new Date(row.last_modified) }));
}

/** Every category path and brand code, in one query (categories first, by level and sort). */
export async function sitemapPages(db: Db): Promise<SitemapPages> {
  const rows = await queryRows<{ kind: "category" | "brand"; key: string }>(
    db,
    sql`select kind, key from (
        select 'category' as kind, path as key, 0 as part, level, sort from categories
        union all
        select 'brand' as kind, code as key, 1 as part, 0 as level, sort from brands
      ) pages
      order by part, level, sort, key`,
  );
  return {
    categoryPaths: rows.filter((row) => row.kind === "category").map((row) => row.key),
    brandCodes: rows.filter((row) => row.kind === "brand").map((row) => row.key),
  };
}

/** Everything the sitemap lists, in two queries. */
export async function sitemapEntries(db: Db, now: Date): Promise<SitemapEntries> {
  const [products, pages] = await Promise.all([sitemapProducts(db, now), sitemapPages(db)]);
  return { products, ...pages };
}
