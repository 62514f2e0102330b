/**
 * The filters of a product list (shopping §2 Product list, §7 getProductList aggFilters) and
 * their SQL. One place builds the conditions, so the list, its count and every facet count apply
 * exactly the same rules:
 *
 * - always: on shelf, the keyword, the codes list (an OR of spu codes);
 * - facets: the category (a path, any level; `new-in` is the 14-day firstListTime rule), brands
 *   (any of), each attribute (any of its values; attributes combine with AND), the sale-price
 *   range (half-open, cents).
 *
 * Conditions are written against the alias `p` (products) and take every value as a parameter.
 * Facets and keywords are array conditions on the GIN-indexed products.filter_tokens and
 * products.search_terms (filter-tokens.ts, search-index.ts), so the planner intersects index
 * bitmaps instead of joining link tables; the count of a filtered list reads only matches.
 */
import { sql, type SQL } from "drizzle-orm";
import type { Db } from "@/lib/db/connect";
import { searchSynonyms } from "@/lib/db/schema";
import { categoryRows } from "./categories";
import { NEW_IN_CATEGORY_CODE } from "./constants";
import { attributeToken, brandToken, categoryToken, tokenArray } from "./filter-tokens";
import { newInWindow, type NewInWindow } from "./new-in";
import { cachedRead } from "./read-cache";
import type { PriceRange } from "./price-range";
import { buildKeywordQuery, type KeywordQuery, type SynonymGroup } from "./search-tokens";
import { CATALOG_FAILURE_CODES, type CatalogFailure } from "./types";

export interface ProductListFilters {
  /** A category path of any level ("men", "men/jackets/rain-jackets") or "new-in". */
  categoryPath?: string | null;
  brandCodes?: readonly string[];
  /** Attribute code → value codes, e.g. { basecolor: ["black", "blue"] }. */
  attributes?: Readonly<Record<string, readonly string[]>>;
  /** Half-open range in cents (see price-range.ts). */
  salePrice?: PriceRange | null;
  keyword?: string | null;
  /** Product (spu) codes; the list holds only these. */
  codes?: readonly string[];
}

/** Bounds on list sizes in a filter: beyond them the extra values are dropped. */
const MAX_VALUES = 50;
const MAX_ATTRIBUTES = 20;
const MAX_CODES = 200;
const MAX_CODE_LENGTH = 100;

export interface PreparedFilters {
  categoryPath: string | null;
  newIn: NewInWindow | null;
  brandCodes: string[];
  attributes: [code: string, values: string[]][];
  salePrice: PriceRange | null;
  keyword: KeywordQuery | null;
  codes: string[] | null;
}

export type FacetKey = "category" | "brand" | "price" | `attribute:${string}`;

function cleanList(values: readonly unknown[] | undefined, max: number): string[] {
  if (!Array.isArray(values)) return [];
  const cleaned = values
    .filter((value): value is string => typeof value === "string")
    .map((value) => value.trim())
    .filter((value) => value !== "" && value.length <= MAX_CODE_LENGTH);
  return [...new Set(cleaned)].sort().slice(0, max);
}

function cleanRange(range: PriceRange | null | undefined): PriceRange | null {
  if (!range) return null;
  const { min, max } = range;
  if (!Number.isSafeInteger(min) || !Number.isSafeInteger(max) || min < 0 || max <= min)
    return null;
  return { min, max };
}

export async function loadSynonymGroups(db: Db): Promise<SynonymGroup[]> {
  const rows = await db.select().from(searchSynonyms);
  const groups = new Map<string, string[]>();
  for (const row of rows)
    groups.set(row.groupCode, [...(groups.get(row.groupCode) ?? []), row.phrase]);
  return [...groups].map(([code, phrases]) => ({ code, phrases }));
}

/** Normalises the filters and checks the category; loads the synonyms when there is a keyword. */
export async function prepareFilters(
  db: Db,
  filters: ProductListFilters | undefined,
  now: Date,
): Promise<{ ok: true; filters: PreparedFilters } | CatalogFailure> {
  const input = filters ?? {};
  const categoryPath =
    typeof input.categoryPath === "string" && input.categoryPath.trim() !== ""
      ? input.categoryPath.trim().replace(/^\/+|\/+$/g, "")
      : null;
  const hasKeyword = typeof input.keyword === "string" && input.keyword.trim() !== "";
  const [categoryPaths, synonyms] = await Promise.all([
    categoryPath ? categoryRows(db).then((rows) => new Set(rows.map((row) => row.path))) : null,
    hasKeyword ? cachedRead(db, "synonyms", () => loadSynonymGroups(db)) : [],
  ]);
  if (categoryPath && !categoryPaths?.has(categoryPath)) {
    return { ok: false, code: CATALOG_FAILURE_CODES.UNKNOWN_CATEGORY, field: "categoryPath" };
  }
  const attributes = Object.entries(input.attributes ?? {})
    .map(([code, values]): [string, string[]] => [code.trim(), cleanList(values, MAX_VALUES)])
    .filter(([code, values]) => code !== "" && values.length > 0)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .slice(0, MAX_ATTRIBUTES);
  const codes = input.codes === undefined ? null : cleanList(input.codes, MAX_CODES);
  return {
    ok: true,
    filters: {
      categoryPath,
      newIn: categoryPath === NEW_IN_CATEGORY_CODE ? newInWindow(now) : null,
      brandCodes: cleanList(input.brandCodes, MAX_VALUES),
      attributes,
      salePrice: cleanRange(input.salePrice),
      keyword: buildKeywordQuery(input.keyword, synonyms),
      codes,
    },
  };
}

function keywordCondition(query: KeywordQuery): SQL {
  if (query.clauses.length === 0) return sql`false`;
  // Every clause must match; a clause matches when any alternative has all its terms. The
  // one-term alternatives of a clause (a word and its synonyms) are one GIN overlap lookup.
  const clauses = query.clauses.map((clause) => {
    const singles = clause.flatMap((terms) => (terms.length === 1 ? terms : []));
    const alternatives = [
      ...(singles.length > 0 ? [sql`p.search_terms && ${tokenArray(singles)}`] : []),
      ...clause
        .filter((terms) => terms.length > 1)
        .map((terms) => sql`p.search_terms @> ${tokenArray(terms)}`),
    ];
    return alternatives.length === 1
      ? alternatives[0]
      : sql`(${sql.join(alternatives, sql` or `)})`;
  });
  return sql.join(clauses, sql` and `);
}

/** The conditions that are not facets: on shelf, keyword, codes. */
export function baseCondition(filters: PreparedFilters): SQL {
  const parts: SQL[] = [sql.raw(`p.sale_status = 'ON_SHELF'`)];
  if (filters.keyword) parts.push(keywordCondition(filters.keyword));
  if (filters.codes)
    parts.push(filters.codes.length === 0 ? sql`false` : sql`p.code in ${filters.codes}`);
  return sql.join(parts, sql` and `);
}

/** One condition per facet that has a selection. */
export function facetConditions(filters: PreparedFilters): Map<FacetKey, SQL> {
  const conditions = new Map<FacetKey, SQL>();
  if (filters.newIn) {
    conditions.set(
      "category",
      sql`(p.first_list_time >= ${filters.newIn.from.toISOString()}::timestamptz and p.first_list_time <= ${filters.newIn.to.toISOString()}::timestamptz)`,
    );
  } else if (filters.categoryPath) {
    conditions.set(
      "category",
      sql`p.filter_tokens @> ${tokenArray([categoryToken(filters.categoryPath)])}`,
    );
  }
  if (filters.brandCodes.length > 0)
    conditions.set(
      "brand",
      sql`p.filter_tokens && ${tokenArray(filters.brandCodes.map(brandToken))}`,
    );
  for (const [code, values] of filters.attributes) {
    const tokens = values.map((value) => attributeToken(code, value));
    conditions.set(`attribute:${code}`, sql`p.filter_tokens && ${tokenArray(tokens)}`);
  }
  if (filters.salePrice) {
    conditions.set(
      "price",
      sql`(p.sale_price >= ${filters.salePrice.min} and p.sale_price < ${filters.salePrice.max})`,
    );
  }
  return conditions;
}

/** Base and every facet: the list's own condition. */
export function listCondition(filters: PreparedFilters): SQL {
  return sql.join([baseCondition(filters), ...facetConditions(filters).values()], sql` and `);
}
