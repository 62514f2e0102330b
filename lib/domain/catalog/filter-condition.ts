/**
 * filterCondition (shopping §3 Filter condition, §7): facet counts for a product list.
 *
 * Semantics: a facet's counts apply every filter except the facet's own selection (the keyword,
 * the codes list and on-shelf always apply). So with colour "black" chosen, the colour facet
 * still counts blue and red, products the shopper would get by widening the choice, while the
 * brand, size and price counts are all within black. A facet without a selection counts within
 * all filters. Category counts are per path at every level (a product counts in its leaf and in
 * each ancestor), plus `new-in` by its 14-day rule. Price counts are per band of price-range.ts.
 *
 * One statement computes every count: a materialised set of candidate products with one flag
 * per chosen facet, whose facet tokens (filter-tokens.ts) are unnested and grouped once for the
 * category, brand and attribute counts; three small queries name what was counted.
 */
import { asc, sql, type SQL } from "drizzle-orm";
import type { Db } from "@/lib/db/connect";
import { attributeValues, attributes } from "@/lib/db/schema";
import { brandRows, buildCategoryTree, categoryNode, categoryRows } from "./categories";
import { NEW_IN_CATEGORY_CODE } from "./constants";
import type { Locale } from "@/lib/domain/locales";
import {
  baseCondition,
  facetConditions,
  prepareFilters,
  type FacetKey,
  type PreparedFilters,
  type ProductListFilters,
} from "./list-filters";
import { cachedRead } from "./read-cache";
import { tokenAttributeCode, tokenFacetColumns, tokenKind } from "./filter-tokens";
import { newInWindow } from "./new-in";
import { pickText } from "./localize";
import { PRICE_BANDS } from "./price-range";
import { compareSizes } from "./size-order";
import { queryRows } from "./sql-rows";
import type { CatalogFailure } from "./types";

export interface CategoryCount {
  path: string;
  code: string;
  level: number;
  name: string;
  imageUrl: string | null;
  count: number;
  children: CategoryCount[];
}

export interface BrandCount {
  code: string;
  name: string;
  imageUrl: string | null;
  count: number;
}

export interface AttributeValueCount {
  key: string;
  value: string;
  frontName: string;
  imageUrl: string | null;
  colorRgb: string | null;
  total: number;
  selected: boolean;
}

export interface AttributeFacet {
  attributeType: "FILTER";
  code: string;
  queryKey: string | null;
  name: string;
  values: AttributeValueCount[];
}

export interface SalePriceCount {
  /** The band's URL form ("500-1000"). */
  salePrice: string;
  min: number;
  max: number;
  count: number;
}

export interface FilterCondition {
  ok: true;
  categories: CategoryCount[];
  brands: BrandCount[];
  attributes: AttributeFacet[];
  salePrices: SalePriceCount[];
}

type CountRow = { facet: string; k: string; v: string | null; n: number };

function countsQuery(filters: PreparedFilters, now: Date): SQL {
  const conditions = facetConditions(filters);
  const keys = [...conditions.keys()];
  const flag = (key: FacetKey) => sql.raw(`f${keys.indexOf(key)}`);
  const allBut = (excluded: FacetKey | null): SQL => {
    const flags = keys.filter((key) => key !== excluded).map((key) => sql`m.${flag(key)}`);
    return flags.length > 0 ? sql.join(flags, sql` and `) : sql`true`;
  };
  const flagColumns = keys.map((key) => sql`, (${conditions.get(key)}) as ${flag(key)}`);
  // Each facet value counts the products that pass every other facet's selection.
  const token = sql.raw("x.t");
  const attributeRule =
    filters.attributes.length > 0
      ? sql`case ${sql.join(
          filters.attributes.map(
            ([code]) =>
              sql`when ${tokenAttributeCode(token)} = ${code} then (${allBut(`attribute:${code}`)})`,
          ),
          sql` `,
        )} else (${allBut(null)}) end`
      : allBut(null);
  const band = sql.join(
    PRICE_BANDS.map(
      (b) => sql`when m.sale_price >= ${b.min} and m.sale_price < ${b.max} then ${b.key}::text`,
    ),
    sql` `,
  );
  const window = newInWindow(now);
  // A product failing two or more chosen facets is counted nowhere, so it is left out before
  // its tokens are unnested.
  const passedFlags =
    keys.length > 1
      ? sql`where ${sql.join(
          keys.map((key) => sql`${flag(key)}::int`),
          sql` + `,
        )} >= ${keys.length - 1}`
      : sql``;
  return sql`with c as (
      select p.id, p.filter_tokens, p.sale_price, p.first_list_time${sql.join(flagColumns, sql``)}
      from products p where ${baseCondition(filters)}
    ), m as materialized (select * from c ${passedFlags})
    select ${tokenFacetColumns(token)}, count(*)::int as n
      from m cross join lateral unnest(m.filter_tokens) as x(t)
      where case ${tokenKind(token)} when 'c:' then (${allBut("category")})
        when 'b:' then (${allBut("brand")}) else (${attributeRule}) end
      group by x.t
    union all
    select 'category', ${NEW_IN_CATEGORY_CODE}::text, null, count(*)::int
      from m where ${allBut("category")}
        and m.first_list_time >= ${window.from.toISOString()}::timestamptz
        and m.first_list_time <= ${window.to.toISOString()}::timestamptz
    union all
    select 'price', b.band, null, count(*)::int
      from (select case ${band} end as band from m where ${allBut("price")}) b
      where b.band is not null group by b.band`;
}

export async function filterCondition(
  db: Db,
  input: { filters?: ProductListFilters; locale: Locale },
  now: Date,
): Promise<FilterCondition | CatalogFailure> {
  const prepared = await prepareFilters(db, input.filters, now);
  if (!prepared.ok) return prepared;
  const filters = prepared.filters;
  // The new-in window's day is part of the key; its end (now) moves within the TTL only.
  const countsKey = `facets:${JSON.stringify({ ...filters, newIn: null, day: newInWindow(now).from })}`;
  const [countResult, categoryList, brandList, valueRows] = await Promise.all([
    cachedRead(db, countsKey, () => queryRows<CountRow>(db, countsQuery(filters, now))),
    categoryRows(db),
    brandRows(db),
    cachedRead(db, "filterValueRows", () =>
      db
        .select({ attribute: attributes, value: attributeValues })
        .from(attributeValues)
        .innerJoin(attributes, sql`${attributes.code} = ${attributeValues.attributeCode}`)
        .where(sql`${attributes.attributeType} = 'FILTER'`)
        .orderBy(asc(attributes.sort), asc(attributeValues.sort), asc(attributeValues.code)),
    ),
  ]);
  const counts = new Map<string, number>();
  for (const row of countResult) {
    counts.set(`${row.facet}\u0000${row.k}\u0000${row.v ?? ""}`, Number(row.n));
  }
  const countOf = (facet: string, k: string, v = "") =>
    counts.get(`${facet}\u0000${k}\u0000${v}`) ?? 0;
  const selectedBrands = new Set(filters.brandCodes);
  const selectedValues = new Map(
    filters.attributes.map(([code, values]) => [code, new Set(values)]),
  );

  const facets = new Map<string, AttributeFacet>();
  for (const { attribute, value } of valueRows) {
    const total = countOf("attribute", attribute.code, value.code);
    const selected = selectedValues.get(attribute.code)?.has(value.code) ?? false;
    let facet = facets.get(attribute.code);
    if (!facet) {
      facet = {
        attributeType: "FILTER",
        code: attribute.code,
        queryKey: attribute.queryKey,
        name: pickText(input.locale, attribute.nameEn, attribute.nameZh),
        values: [],
      };
      facets.set(attribute.code, facet);
    }
    if (total === 0 && !selected) continue;
    const name = pickText(input.locale, value.nameEn, value.nameZh);
    facet.values.push({
      key: value.code,
      value: name,
      frontName: name,
      imageUrl: value.imageUrl,
      colorRgb: value.colorRgb,
      total,
      selected,
    });
  }
  const size = facets.get("customSize");
  size?.values.sort((a, b) => compareSizes(a.value, b.value));

  return {
    ok: true,
    categories: buildCategoryTree(categoryList, (row): CategoryCount => ({
      ...categoryNode(row, input.locale),
      count: countOf("category", row.path),
      children: [],
    })),
    brands: brandList
      .map((brand) => ({
        code: brand.code,
        name: pickText(input.locale, brand.nameEn, brand.nameZh),
        imageUrl: brand.imageUrl,
        count: countOf("brand", brand.code),
      }))
      .filter((brand) => brand.count > 0 || selectedBrands.has(brand.code)),
    attributes: [...facets.values()].filter((facet) => facet.values.length > 0),
    salePrices: PRICE_BANDS.map((band) => ({
      salePrice: band.key,
      min: band.min,
      max: band.max,
      count: countOf("price", band.key),
    })),
  };
}
