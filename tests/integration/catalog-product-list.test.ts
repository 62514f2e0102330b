import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { seedDatabase } from "@/lib/seed";
import { getProductList, type ProductListInput } from "@/lib/domain/catalog/product-list";
import { hotSellProducts } from "@/lib/domain/catalog/discovery";
import { isNewIn } from "@/lib/domain/catalog/new-in";
import { queryRows } from "@/lib/domain/catalog/sql-rows";
import {
  CATALOG_FAILURE_CODES,
  type ProductCard,
  type ProductSort,
} from "@/lib/domain/catalog/types";
import { PRODUCT_LIST_MAX_PAGE_SIZE } from "@/lib/domain/catalog/constants";
import { createTestDatabase, type TestDatabase } from "./support/test-database";

const now = new Date("2026-11-20T04:00:00Z");
let database: TestDatabase;
let catalog: { id: number; code: string; sale_status: string; first_list_time: string }[];

beforeAll(async () => {
  database = await createTestDatabase();
  await seedDatabase(database.db, { products: 120, now });
  catalog = await queryRows(
    database.db,
    sql`select id, code, sale_status, first_list_time::text from products`,
  );
});
afterAll(() => database.dispose());

async function list(input: Partial<ProductListInput>) {
  const result = await getProductList(database.db, { locale: "en", ...input }, now);
  if (!result.ok) throw new Error(`unexpected failure ${result.code}`);
  return result;
}

async function listAll(input: Partial<ProductListInput>, first = 17): Promise<ProductCard[]> {
  const cards: ProductCard[] = [];
  let after: string | null = null;
  for (let page = 0; page < 100; page += 1) {
    const result = await list({ ...input, first, after });
    cards.push(...result.edges.map((edge) => edge.node));
    if (!result.pageInfo.hasNextPage) return cards;
    after = result.pageInfo.endCursor;
  }
  throw new Error("paging did not end");
}

const onShelfCodes = () =>
  catalog
    .filter((p) => p.sale_status === "ON_SHELF")
    .map((p) => p.code)
    .sort();

describe("getProductList", () => {
  it("lists only on-shelf products, never an off-shelf one", async () => {
    const offShelf = catalog.filter((p) => p.sale_status === "OFF_SHELF").map((p) => p.code);
    expect(offShelf.length).toBeGreaterThan(0);
    const all = await listAll({});
    expect(all.map((card) => card.code).sort()).toEqual(onShelfCodes());
    expect(all.every((card) => card.onShelves)).toBe(true);
    const byCode = await list({ filters: { codes: offShelf } });
    expect(byCode.pageInfo.totalCount).toBe(0);
  });

  it.each<[string, ProductSort]>([
    ["listing time, newest first (default)", { name: "listTime", direction: "DESC" }],
    ["price ascending", { name: "salePrice", direction: "ASC" }],
    ["price descending", { name: "salePrice", direction: "DESC" }],
    ["sales over three months, descending", { name: "sales", direction: "DESC" }],
  ])("pages through every product exactly once, ordered by %s", async (_name, sort) => {
    const cards = await listAll({ sort }, 13);
    expect(cards.map((card) => card.code).sort()).toEqual(onShelfCodes());
    const key = (card: ProductCard) =>
      sort.name === "listTime"
        ? card.listTime.getTime()
        : sort.name === "salePrice"
          ? card.salePrice
          : card.recentSales;
    for (let i = 1; i < cards.length; i += 1) {
      const [a, b] = [key(cards[i - 1] as ProductCard), key(cards[i] as ProductCard)];
      expect(sort.direction === "ASC" ? a <= b : a >= b).toBe(true);
    }
  });

  it("reports the total and the next page", async () => {
    const first = await list({ first: 30 });
    expect(first.edges).toHaveLength(30);
    expect(first.pageInfo).toMatchObject({
      hasNextPage: true,
      hasPreviousPage: false,
      totalCount: onShelfCodes().length,
    });
    const second = await list({ first: 30, after: first.pageInfo.endCursor });
    expect(second.pageInfo.hasPreviousPage).toBe(true);
    expect(second.pageInfo.totalCount).toBe(first.pageInfo.totalCount);
    expect(second.edges[0]?.node.code).not.toBe(first.edges[29]?.node.code);
  });

  it("defaults to a first page of 30 and refuses more than the maximum", async () => {
    expect((await list({})).edges).toHaveLength(30);
    expect((await list({ first: PRODUCT_LIST_MAX_PAGE_SIZE })).edges.length).toBeLessThanOrEqual(
      PRODUCT_LIST_MAX_PAGE_SIZE,
    );
    for (const first of [PRODUCT_LIST_MAX_PAGE_SIZE + 1, 0, -3, 2.5]) {
      const refused = await getProductList(database.db, { locale: "en", first }, now);
      expect(refused).toEqual({
        ok: false,
        code: CATALOG_FAILURE_CODES.FIRST_OUT_OF_RANGE,
        field: "first",
        max: PRODUCT_LIST_MAX_PAGE_SIZE,
      });
    }
  });

  it("refuses a tampered cursor or one from another sort, and an unknown category", async () => {
    const page = await list({ first: 5 });
    const otherSort = await getProductList(
      database.db,
      {
        locale: "en",
        after: page.pageInfo.endCursor,
        sort: { name: "salePrice", direction: "ASC" },
      },
      now,
    );
    expect(otherSort).toMatchObject({ ok: false, code: CATALOG_FAILURE_CODES.INVALID_CURSOR });
    const garbage = await getProductList(
      database.db,
      { locale: "en", after: "'; drop table products; --" },
      now,
    );
    expect(garbage).toMatchObject({ ok: false, code: CATALOG_FAILURE_CODES.INVALID_CURSOR });
    const unknown = await getProductList(
      database.db,
      { locale: "en", filters: { categoryPath: "men/nope" } },
      now,
    );
    expect(unknown).toMatchObject({ ok: false, code: CATALOG_FAILURE_CODES.UNKNOWN_CATEGORY });
  });

  it("limits new-in to products first listed in the last 14 days, Beijing time", async () => {
    const expected = catalog
      .filter((p) => p.sale_status === "ON_SHELF" && isNewIn(new Date(p.first_list_time), now))
      .map((p) => p.code)
      .sort();
    expect(expected.length).toBeGreaterThan(0);
    const newIn = await listAll({ filters: { categoryPath: "new-in" } });
    expect(newIn.map((card) => card.code).sort()).toEqual(expected);
    expect(newIn.every((card) => card.isNewIn)).toBe(true);
    // A week later the window has moved on: what was new is no longer listed.
    const later = await getProductList(
      database.db,
      { locale: "en", first: 100, filters: { categoryPath: "new-in" } },
      new Date(now.getTime() + 20 * 86_400_000),
    );
    expect(
      later.ok &&
        later.edges.map((edge) => edge.node.code).filter((code) => expected.includes(code)),
    ).toEqual([]);
  });

  it("filters by category, brand, attribute values and price, and returns cards with SKUs and pictures", async () => {
    const result = await list({
      first: 100,
      filters: {
        categoryPath: "men",
        brandCodes: ["lion-rock", "harbour-trail", "dragons-back"],
        salePrice: { min: 50_000, max: 200_000 },
      },
    });
    expect(result.edges.length).toBeGreaterThan(0);
    for (const { node } of result.edges) {
      expect(["lion-rock", "harbour-trail", "dragons-back"]).toContain(node.brand.code);
      expect(node.salePrice).toBeGreaterThanOrEqual(50_000);
      expect(node.salePrice).toBeLessThan(200_000);
      expect(node.title).toMatch(/Men's/);
      expect(node.skus.length).toBeGreaterThan(0);
      expect(
        node.images.some(
          (image) => image.type === "MAINIMAGE" && image.width === 800 && image.height === 1000,
        ),
      ).toBe(true);
      expect(node.salePrice).toBe(
        Math.min(...node.skus.filter((sku) => sku.isEnabled).map((sku) => sku.salePrice)),
      );
    }
    const wide = await list({ first: 100, filters: { attributes: { shoeWidth: ["wide"] } } });
    expect(wide.edges.length).toBeGreaterThan(0);
    expect(
      wide.edges.every(({ node }) => node.skus.some((sku) => sku.options.shoeWidth === "wide")),
    ).toBe(true);
  });

  it("answers in the request's language", async () => {
    const zh = await list({ first: 3, locale: "zh" });
    expect(zh.edges[0]?.node.title).toMatch(/[\u4e00-\u9fff]/);
  });

  it("gives the four best sellers of the last three months as hot-sell products", async () => {
    const hot = await hotSellProducts(database.db, { locale: "en" }, now);
    expect(hot).toHaveLength(4);
    const best = await queryRows<{ code: string; recent_sales: number }>(
      database.db,
      sql`select code, recent_sales from products where sale_status = 'ON_SHELF' order by recent_sales desc, id desc limit 4`,
    );
    expect(hot.map((card) => card.code)).toEqual(best.map((row) => row.code));
  });
});
