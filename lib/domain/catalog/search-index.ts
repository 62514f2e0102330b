/**
 * Writes the keyword index of products (products.search_terms): the terms of search-tokens.ts
 * over the texts the spec makes searchable (shopping §2: "a search attribute value, the style
 * and the spu code"): titles and subtitles in both languages, brand and category names, the
 * values of searchable attributes, the style and the product code. Called on every product
 * write; replaces the products' terms in one statement per chunk.
 */
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "@/lib/db/connect";
import {
  attributeValues,
  attributes,
  brands,
  categories,
  productAttributeTexts,
  productAttributeValues,
  productCategories,
  products,
} from "@/lib/db/schema";
import { indexTerms } from "./search-tokens";
import { productColumns } from "./product-columns";

/** (term, product) pairs per update statement. */
const UPDATE_CHUNK = 20_000;

function collect(
  texts: Map<number, string[]>,
  id: number,
  ...values: (string | null | undefined)[]
) {
  const list = texts.get(id) ?? [];
  for (const value of values) if (value) list.push(value);
  texts.set(id, list);
}

/**
 * The products' searchable texts. One query after another: `db` is usually the product write's
 * transaction, one connection, which runs one query at a time anyway (node-postgres deprecates
 * queueing a query on a client that is busy); and the reads must see that write's rows.
 */
async function loadSearchTexts(db: Db, ids: number[]): Promise<Map<number, string[]>> {
  const productRows = await db
    .select({ product: productColumns, brand: brands })
    .from(products)
    .innerJoin(brands, eq(brands.code, products.brandCode))
    .where(inArray(products.id, ids));
  const categoryRows = await db
    .select({
      productId: productCategories.productId,
      en: categories.nameEn,
      zh: categories.nameZh,
    })
    .from(productCategories)
    .innerJoin(categories, eq(categories.path, productCategories.categoryPath))
    .where(inArray(productCategories.productId, ids));
  const valueRows = await db
    .select({
      productId: productAttributeValues.productId,
      en: attributeValues.nameEn,
      zh: attributeValues.nameZh,
    })
    .from(productAttributeValues)
    .innerJoin(attributes, eq(attributes.code, productAttributeValues.attributeCode))
    .innerJoin(
      attributeValues,
      and(
        eq(attributeValues.attributeCode, productAttributeValues.attributeCode),
        eq(attributeValues.code, productAttributeValues.valueCode),
      ),
    )
    .where(and(inArray(productAttributeValues.productId, ids), eq(attributes.isSearchable, true)));
  const textRows = await db
    .select({
      productId: productAttributeTexts.productId,
      en: productAttributeTexts.valueEn,
      zh: productAttributeTexts.valueZh,
    })
    .from(productAttributeTexts)
    .innerJoin(attributes, eq(attributes.code, productAttributeTexts.attributeCode))
    .where(and(inArray(productAttributeTexts.productId, ids), eq(attributes.isSearchable, true)));
  const texts = new Map<number, string[]>();
  for (const { product, brand } of productRows) {
    collect(texts, product.id, product.code, product.style, product.titleEn, product.titleZh);
    collect(texts, product.id, product.subTitleEn, product.subTitleZh, brand.nameEn, brand.nameZh);
  }
  for (const row of [...categoryRows, ...valueRows, ...textRows])
    collect(texts, row.productId, row.en, row.zh);
  return texts;
}

export async function reindexProductSearch(db: Db, productIds: readonly number[]): Promise<number> {
  if (productIds.length === 0) return 0;
  const ids = [...productIds];
  const texts = await loadSearchTexts(db, ids);
  // Flattened (term, product) columns: two array parameters per statement, however many rows.
  const termColumn: string[] = [];
  const idColumn: number[] = [];
  for (const id of ids) {
    const terms = new Set<string>();
    for (const text of texts.get(id) ?? []) indexTerms(text, terms);
    for (const term of [...terms].sort()) {
      termColumn.push(term);
      idColumn.push(id);
    }
  }
  await db.execute(
    sql`update products set search_terms = '{}' where id = any(${sql.param(ids)}::int[])`,
  );
  for (let start = 0; start < termColumn.length;) {
    // Chunks end on a product boundary, so each product is written by one statement.
    let end = Math.min(start + UPDATE_CHUNK, termColumn.length);
    while (end < termColumn.length && idColumn[end] === idColumn[end - 1]) end += 1;
    const terms = termColumn.slice(start, end);
    const owners = idColumn.slice(start, end);
    await db.execute(sql`update products p set search_terms = t.terms
      from (select id, array_agg(term order by term) as terms
            from unnest(${sql.param(owners)}::int[], ${sql.param(terms)}::text[]) as u(id, term)
            group by id) t
      where p.id = t.id`);
    start = end;
  }
  return termColumn.length;
}
