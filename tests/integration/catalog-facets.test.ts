/**
 * Property test of filterCondition: for many random filter combinations, every facet count
 * equals a brute-force count over all products loaded from the database, computed here in
 * TypeScript with the documented semantics (a facet applies every filter but its own).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { seedDatabase } from "@/lib/seed";
import { createRandom } from "@/lib/seed/products-random";
import { filterCondition, type CategoryCount } from "@/lib/domain/catalog/filter-condition";
import { loadSynonymGroups, type ProductListFilters } from "@/lib/domain/catalog/list-filters";
import { isNewIn } from "@/lib/domain/catalog/new-in";
import { PRICE_BANDS, inPriceRange, priceBandOf } from "@/lib/domain/catalog/price-range";
import { getProductList } from "@/lib/domain/catalog/product-list";
import {
  buildKeywordQuery,
  matchesKeywordQuery,
  type SynonymGroup,
} from "@/lib/domain/catalog/search-tokens";
import { queryRows } from "@/lib/domain/catalog/sql-rows";
import { createTestDatabase, type TestDatabase } from "./support/test-database";

const now = new Date("2026-11-20T04:00:00Z");
const COMBINATIONS = 60;
const KEYWORDS = [
  "jacket",
  "防水",
  "wind",
  "背囊",
  "shoe",
  "tr",
  "羽絨外套",
  "black",
  "women down",
  "行山",
  "zzzz",
];

interface Product {
  id: number;
  code: string;
  brand: string;
  price: number;
  onShelf: boolean;
  firstListTime: Date;
  categories: Set<string>;
  values: Map<string, Set<string>>;
  terms: Set<string>;
}

let database: TestDatabase;
let products: Product[];
let synonyms: SynonymGroup[];
let categoryPaths: string[];
let brandCodes: string[];
let filterValues: Map<string, string[]>;

beforeAll(async () => {
  database = await createTestDatabase();
  await seedDatabase(database.db, { products: 120, now });
  const db = database.db;
  const rows = await queryRows<{
    id: number;
    code: string;
    brand_code: string;
    sale_price: number;
    sale_status: string;
    first_list_time: string;
  }>(
    db,
    sql`select id, code, brand_code, sale_price, sale_status, first_list_time::text from products`,
  );
  products = rows.map((row) => ({
    id: Number(row.id),
    code: row.code,
    brand: row.brand_code,
    price: Number(row.sale_price),
    onShelf: row.sale_status === "ON_SHELF",
    firstListTime: new Date(row.first_list_time),
    categories: new Set(),
    values: new Map(),
    terms: new Set(),
  }));
  const byId = new Map(products.map((product) => [product.id, product]));
  for (const row of await queryRows<{ product_id: number; category_path: string }>(
    db,
    sql`select product_id, category_path from product_categories`,
  )) {
    byId.get(Number(row.product_id))?.categories.add(row.category_path);
  }
  for (const row of await queryRows<{
    product_id: number;
    attribute_code: string;
    value_code: string;
  }>(db, sql`select product_id, attribute_code, value_code from product_attribute_values`)) {
    const product = byId.get(Number(row.product_id));
    if (!product) continue;
    const set = product.values.get(row.attribute_code) ?? new Set<string>();
    set.add(row.value_code);
    product.values.set(row.attribute_code, set);
  }
  for (const row of await queryRows<{ product_id: number; term: string }>(
    db,
    sql`select id as product_id, unnest(search_terms) as term from products`,
  )) {
    byId.get(Number(row.product_id))?.terms.add(row.term);
  }
  synonyms = await loadSynonymGroups(db);
  categoryPaths = (
    await queryRows<{ path: string }>(db, sql`select path from categories order by path`)
  ).map((row) => row.path);
  brandCodes = (
    await queryRows<{ code: string }>(db, sql`select code from brands order by code`)
  ).map((row) => row.code);
  filterValues = new Map();
  for (const row of await queryRows<{ attribute_code: string; code: string }>(
    db,
    sql`select v.attribute_code, v.code from attribute_values v join attributes a on a.code = v.attribute_code where a.attribute_type = 'FILTER' order by 1, 2`,
  )) {
    filterValues.set(row.attribute_code, [
      ...(filterValues.get(row.attribute_code) ?? []),
      row.code,
    ]);
  }
});
afterAll(() => database.dispose());

type Facet = "category" | "brand" | "price" | `attribute:${string}`;

function bruteForce(filters: ProductListFilters) {
  const keyword = buildKeywordQuery(filters.keyword, synonyms);
  const passes = (product: Product, except: Facet | null): boolean => {
    if (!product.onShelf) return false;
    if (keyword && !matchesKeywordQuery(product.terms, keyword)) return false;
    if (filters.codes && !filters.codes.includes(product.code)) return false;
    if (except !== "category" && filters.categoryPath) {
      const inCategory =
        filters.categoryPath === "new-in"
          ? isNewIn(product.firstListTime, now)
          : product.categories.has(filters.categoryPath);
      if (!inCategory) return false;
    }
    if (
      except !== "brand" &&
      filters.brandCodes?.length &&
      !filters.brandCodes.includes(product.brand)
    )
      return false;
    if (except !== "price" && filters.salePrice && !inPriceRange(product.price, filters.salePrice))
      return false;
    for (const [code, values] of Object.entries(filters.attributes ?? {})) {
      if (except === `attribute:${code}` || values.length === 0) continue;
      if (!values.some((value) => product.values.get(code)?.has(value))) return false;
    }
    return true;
  };
  const counts = new Map<string, number>();
  const add = (key: string) => counts.set(key, (counts.get(key) ?? 0) + 1);
  for (const product of products) {
    if (passes(product, "brand")) add(`brand:${product.brand}`);
    if (passes(product, "price")) {
      const band = priceBandOf(product.price);
      if (band) add(`price:${band.key}`);
    }
    if (passes(product, "category")) {
      for (const path of product.categories) add(`category:${path}`);
      if (isNewIn(product.firstListTime, now)) add("category:new-in");
    }
    for (const [code, values] of product.values) {
      if (!filterValues.has(code) || !passes(product, `attribute:${code}`)) continue;
      for (const value of values) add(`attribute:${code}:${value}`);
    }
  }
  return { counts, total: products.filter((product) => passes(product, null)).length };
}

function flatten(nodes: CategoryCount[]): CategoryCount[] {
  return nodes.flatMap((node) => [node, ...flatten(node.children)]);
}

function randomFilters(seed: number): ProductListFilters {
  const random = createRandom(seed);
  const filters: ProductListFilters = {};
  if (random.chance(0.35)) filters.categoryPath = random.pick(categoryPaths);
  if (random.chance(0.3))
    filters.brandCodes = [
      ...random.sample(brandCodes, random.int(1, 2)),
      ...(random.chance(0.2) ? ["no-such-brand"] : []),
    ];
  const attributes: Record<string, string[]> = {};
  for (const [code, values] of filterValues) {
    if (random.chance(0.2)) attributes[code] = random.sample(values, random.int(1, 3));
  }
  filters.attributes = attributes;
  if (random.chance(0.25)) {
    const band = random.pick(PRICE_BANDS);
    filters.salePrice = random.chance(0.5)
      ? { min: band.min, max: band.max }
      : { min: random.int(0, 1500) * 100, max: random.int(1501, 5000) * 100 };
  }
  if (random.chance(0.2)) filters.keyword = random.pick(KEYWORDS);
  if (random.chance(0.05))
    filters.codes = random.sample(
      products.map((product) => product.code),
      10,
    );
  return filters;
}

describe("filterCondition", () => {
  it(`matches a brute-force count for every facet value over ${COMBINATIONS} random filter combinations`, async () => {
    let nonEmpty = 0;
    for (let seed = 1; seed <= COMBINATIONS; seed += 1) {
      const filters = randomFilters(seed);
      const result = await filterCondition(database.db, { filters, locale: "en" }, now);
      if (!result.ok) throw new Error(`filters ${JSON.stringify(filters)} failed: ${result.code}`);
      const actual = new Map<string, number>();
      for (const category of flatten(result.categories))
        actual.set(`category:${category.path}`, category.count);
      for (const brand of result.brands) actual.set(`brand:${brand.code}`, brand.count);
      for (const facet of result.attributes) {
        for (const value of facet.values)
          actual.set(`attribute:${facet.code}:${value.key}`, value.total);
      }
      for (const band of result.salePrices) actual.set(`price:${band.salePrice}`, band.count);
      const expected = bruteForce(filters);
      const keys = new Set([...expected.counts.keys(), ...actual.keys()]);
      const mismatches = [...keys].filter(
        (key) => (expected.counts.get(key) ?? 0) !== (actual.get(key) ?? 0),
      );
      expect({
        seed,
        filters,
        mismatches: mismatches.map((key) => [
          key,
          expected.counts.get(key) ?? 0,
          actual.get(key) ?? 0,
        ]),
      }).toEqual({
        seed,
        filters,
        mismatches: [],
      });
      const list = await getProductList(database.db, { locale: "en", filters, first: 1 }, now);
      expect(list.ok && list.pageInfo.totalCount).toBe(expected.total);
      if (expected.total > 0) nonEmpty += 1;
    }
    // The combinations must exercise real lists, not only empty ones.
    expect(nonEmpty).toBeGreaterThan(COMBINATIONS / 3);
  });

  it("keeps a chosen value listed even when nothing matches it", async () => {
    const result = await filterCondition(
      database.db,
      { locale: "en", filters: { keyword: "zzzz", attributes: { basecolor: ["purple"] } } },
      now,
    );
    expect(
      result.ok && result.attributes.find((facet) => facet.code === "basecolor")?.values,
    ).toEqual([expect.objectContaining({ key: "purple", total: 0, selected: true })]);
  });

  it("widens within a facet: choosing a colour leaves the other colours' counts as they were", async () => {
    const before = await filterCondition(
      database.db,
      { locale: "en", filters: { categoryPath: "men" } },
      now,
    );
    const after = await filterCondition(
      database.db,
      { locale: "en", filters: { categoryPath: "men", attributes: { basecolor: ["black"] } } },
      now,
    );
    const colours = (result: typeof before) =>
      result.ok
        ? result.attributes
            .find((facet) => facet.code === "basecolor")
            ?.values.map((v) => [v.key, v.total])
        : null;
    expect(colours(after)).toEqual(colours(before));
    const sizesBefore = before.ok
      ? before.attributes
          .find((facet) => facet.code === "customSize")
          ?.values.reduce((sum, v) => sum + v.total, 0)
      : 0;
    const sizesAfter = after.ok
      ? after.attributes
          .find((facet) => facet.code === "customSize")
          ?.values.reduce((sum, v) => sum + v.total, 0)
      : 0;
    expect(sizesAfter).toBeLessThan(sizesBefore ?? 0);
  });
});
