/**
 * The catalog operations over HTTP, as the pages and third-party clients call them: the same
 * documents, the real server, a freshly seeded database.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { seedDatabase } from "@/lib/seed";
import { DEMO_MEMBER } from "@/lib/seed/demo-accounts";
import { queryRows } from "@/lib/domain/catalog/sql-rows";
import { FAVORITES_MAX } from "@/lib/domain/favorites/constants";
import { PRODUCT_LIST_MAX_PAGE_SIZE } from "@/lib/domain/catalog/constants";
import { userLogin, visitorLogin } from "@/lib/graphql/operations/accounts";
import {
  arrivalNoticeCreate,
  createFavorite,
  deleteFavorite,
  filterConditionQuery,
  getNotCacheProductByCode,
  getProductList,
  getProductListByColor,
  hotSearch,
  productByCode,
  searchPreview,
  type ProductConnectionData,
  shopProductSales,
} from "@/lib/graphql/operations/products";
import { amountToCents } from "@/lib/i18n/money";
import { createTestDatabase, type TestDatabase } from "./support/test-database";
import { createTestServer, TestClient } from "./support/graphql-client";

const now = new Date("2026-11-20T04:00:00Z");
let database: TestDatabase;
let offShelfCode: string;
let onShelfCodes: string[];
let soldOutSku: string;
let inStockSku: string;

beforeAll(async () => {
  database = await createTestDatabase();
  await seedDatabase(database.db, { products: 120, now });
  const rows = await queryRows<{ code: string; sale_status: string }>(
    database.db,
    sql`select code, sale_status from products order by id`,
  );
  offShelfCode = rows.find((row) => row.sale_status === "OFF_SHELF")!.code;
  onShelfCodes = rows.filter((row) => row.sale_status === "ON_SHELF").map((row) => row.code);
  const [soldOut] = await queryRows<{ code: string }>(
    database.db,
    sql`select s.code from skus s join inventories i on i.sku_id = s.id join products p on p.id = s.product_id
        where i.available = 0 and p.sale_status = 'ON_SHELF' order by s.id limit 1`,
  );
  const [inStock] = await queryRows<{ code: string }>(
    database.db,
    sql`select s.code from skus s join inventories i on i.sku_id = s.id join products p on p.id = s.product_id
        where i.available > 20 and s.is_enabled and p.sale_status = 'ON_SHELF' order by s.id limit 1`,
  );
  soldOutSku = soldOut!.code;
  inStockSku = inStock!.code;
});
afterAll(() => database.dispose());

function client(lang: "en_US" | "zh_HK" = "en_US") {
  return new TestClient(createTestServer(database.db, { now: () => now }), {
    headers: { lang },
  });
}

describe("getProductList", () => {
  it("pages through every on-shelf product exactly once and never lists off-shelf ones", async () => {
    const api = client();
    const seen: string[] = [];
    let after: string | null = null;
    for (let page = 0; page < 20; page += 1) {
      const result = await api.call(getProductList, { first: 30, after });
      const products: ProductConnectionData = result.body.data!.products;
      seen.push(...products.edges.map((edge) => edge.node.code));
      expect(products.pageInfo.totalCount).toBe(onShelfCodes.length);
      if (!products.pageInfo.hasNextPage) break;
      after = products.pageInfo.endCursor;
    }
    expect(new Set(seen).size).toBe(seen.length);
    expect([...seen].sort()).toEqual([...onShelfCodes].sort());
    expect(seen).not.toContain(offShelfCode);
  });

  it("sorts by sale price ascending", async () => {
    const result = await client().call(getProductList, {
      first: 50,
      sorts: [{ name: "salePrice", sort: "ASC" }],
    });
    const prices = result.body.data!.products.edges.map((edge) =>
      amountToCents(edge.node.salePrice.amount),
    );
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(result.body.data!.products.edges[0]!.node.salePrice.currencyCode).toBe("HKD");
  });

  it("filters by a price band and an attribute, and the facet counts agree with the list", async () => {
    const api = client();
    const facets = await api.call(filterConditionQuery, { filters: {} });
    const colour = facets.body.data!.filterCondition.attributes.find(
      (a) => a.code === "basecolor",
    )!;
    const value = colour.values[0]!;
    const listed = await api.call(getProductList, {
      filters: { attributes: [{ code: "basecolor", values: [value.key] }] },
      first: 1,
    });
    expect(listed.body.data!.products.pageInfo.totalCount).toBe(value.total);

    const band = facets.body.data!.filterCondition.salePrices.find((p) => p.count > 0)!;
    const inBand = await api.call(getProductList, {
      filters: { salePrice: band.salePrice },
      first: 100,
    });
    expect(inBand.body.data!.products.pageInfo.totalCount).toBe(band.count);
    const [min, max] = band.salePrice.split("-").map((part) => Number(part || 99_999) * 100);
    for (const edge of inBand.body.data!.products.edges) {
      const cents = amountToCents(edge.node.salePrice.amount);
      expect(cents).toBeGreaterThanOrEqual(min!);
      expect(cents).toBeLessThan(max!);
    }
  });

  it("ignores a malformed price range instead of failing", async () => {
    const api = client();
    const all = await api.call(getProductList, { first: 1 });
    const malformed = await api.call(getProductList, {
      filters: { salePrice: "cheap-ish" },
      first: 1,
    });
    expect(malformed.body.errors).toBeUndefined();
    expect(malformed.body.data!.products.pageInfo.totalCount).toBe(
      all.body.data!.products.pageInfo.totalCount,
    );
  });

  it("refuses a page above the maximum with a clear error in the caller's language", async () => {
    const english = await client().call(getProductList, { first: PRODUCT_LIST_MAX_PAGE_SIZE + 1 });
    expect(english.body.errors?.[0]?.extensions?.code).toBe("PRODUCT_LIST_FIRST_OUT_OF_RANGE");
    expect(english.body.errors?.[0]?.message).toBe(
      `A page can hold at most ${PRODUCT_LIST_MAX_PAGE_SIZE} products.`,
    );
    const chinese = await client("zh_HK").call(getProductList, { first: 1000 });
    expect(chinese.body.errors?.[0]?.message).toContain(String(PRODUCT_LIST_MAX_PAGE_SIZE));
    expect(chinese.body.errors?.[0]?.message).toMatch(/每頁/);
  });

  it("refuses an unknown category and a forged cursor by code", async () => {
    const unknown = await client().call(getProductList, {
      filters: { categoryPath: "no/such/category" },
    });
    expect(unknown.body.errors?.[0]?.extensions?.code).toBe("UNKNOWN_CATEGORY");
    const forged = await client().call(getProductList, { after: "not-a-cursor" });
    expect(forged.body.errors?.[0]?.extensions?.code).toBe("PRODUCT_LIST_INVALID_CURSOR");
  });

  it("finds the same products for an English word and its Chinese synonym", async () => {
    const api = client();
    const english = await api.call(getProductList, { filters: { keyword: "windbreaker" } });
    const chinese = await api.call(getProductList, { filters: { keyword: "風褸" } });
    const codes = (r: typeof english) => r.body.data!.products.edges.map((e) => e.node.code).sort();
    expect(codes(english).length).toBeGreaterThan(0);
    expect(codes(chinese)).toEqual(codes(english));
  });

  it("answers hostile keywords safely", async () => {
    const api = client();
    for (const keyword of [
      "x".repeat(1000),
      "'; drop table products; --",
      "<script>alert(1)</script>",
      "%_\\",
    ]) {
      const result = await api.call(getProductList, { filters: { keyword } });
      expect(result.body.errors).toBeUndefined();
      expect(result.body.data!.products.edges.length).toBeGreaterThanOrEqual(0);
    }
    const [count] = await queryRows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from products`,
    );
    expect(Number(count!.n)).toBe(120);
  });

  it("lists only the asked codes", async () => {
    const codes = onShelfCodes.slice(0, 3);
    const result = await client().call(getProductList, { codes: [...codes, offShelfCode] });
    expect(result.body.data!.products.edges.map((e) => e.node.code).sort()).toEqual(
      [...codes].sort(),
    );
  });
  it("loads only the card parts a query selects, through fragments too", async () => {
    const codes = onShelfCodes.slice(0, 3);
    const full = await client().call(getProductList, { codes });
    const fullByCode = new Map(full.body.data!.products.edges.map((e) => [e.node.code, e.node]));
    const query = `query slimList($codes: [String!]) { products(codes: $codes) {
      edges { node { code ...stock } } } }
      fragment stock on Product { inventory title }`;
    const response = await client().raw({
      body: JSON.stringify({ query, operationName: "slimList", variables: { codes } }),
    });
    const body = (await response.json()) as {
      data: { products: { edges: { node: { code: string; inventory: number } }[] } };
    };
    expect(body.data.products.edges).toHaveLength(3);
    for (const { node } of body.data.products.edges) {
      // inventory is summed from the SKUs, so selecting it alone still loads them.
      expect(node.inventory).toBe(fullByCode.get(node.code)!.inventory);
    }
    expect(full.body.data!.products.edges.every((e) => e.node.images.length > 0)).toBe(true);
    expect(full.body.data!.products.edges.every((e) => e.node.skus.length > 0)).toBe(true);
  });
});

describe("getProductListByColor", () => {
  it("gives one card per colour, each with only that colour's SKUs", async () => {
    const api = client();
    const plain = await api.call(getProductList, { first: 10 });
    const byColour = await api.call(getProductListByColor, { first: 10 });
    const expected = plain.body.data!.products.edges.reduce(
      (sum, edge) => sum + new Set(edge.node.skus.map((s) => s.options.color.code)).size,
      0,
    );
    const edges = byColour.body.data!.productsByColor.edges;
    expect(edges.length).toBe(expected);
    for (const edge of edges) {
      expect(new Set(edge.node.skus.map((s) => s.options.color.code)).size).toBe(1);
    }
  });
});

describe("productByCode and getNotCacheProductByCode", () => {
  it("returns on-shelf products with attributes, and leaves off-shelf ones out", async () => {
    const api = client();
    const result = await api.call(productByCode, { codes: [onShelfCodes[0]!, offShelfCode] });
    const products = result.body.data!.productByCode;
    expect(products.map((p) => p.code)).toEqual([onShelfCodes[0]]);
    expect(products[0]!.attributes!.length).toBeGreaterThan(0);
    expect(products[0]!.skus.length).toBeGreaterThan(0);
    expect(products[0]!.skus[0]!.favorite).toBeNull();
    const withoutAttributes = await api.call(productByCode, {
      codes: [onShelfCodes[0]!],
      includeAttrs: false,
    });
    expect(withoutAttributes.body.data!.productByCode[0]!.attributes).toEqual([]);
  });

  it("returns off-shelf products flagged, for the page that says 'off shelf'", async () => {
    const result = await client().call(getNotCacheProductByCode, { codes: [offShelfCode] });
    expect(result.body.data!.notCacheProductByCode[0]).toMatchObject({
      code: offShelfCode,
      onShelves: false,
    });
  });

  it("shows stock as 10+, 20+ and titles in the caller's language", async () => {
    const english = await client().call(productByCode, { codes: [onShelfCodes[0]!] });
    const chinese = await client("zh_HK").call(productByCode, { codes: [onShelfCodes[0]!] });
    expect(chinese.body.data!.productByCode[0]!.title).not.toBe(
      english.body.data!.productByCode[0]!.title,
    );
    for (const sku of english.body.data!.productByCode[0]!.skus) {
      expect(sku.stockDisplay).toBe(
        sku.inventory <= 10 ? "0" : `${Math.floor(sku.inventory / 10) * 10}+`,
      );
    }
  });
});

describe("header search", () => {
  it("gives hot terms in the caller's language and the 4 hot-sell products", async () => {
    const english = await client().call(hotSearch);
    const chinese = await client("zh_HK").call(hotSearch);
    expect(english.body.data!.hotSearch.map((t) => t.title)).toContain("Windbreaker");
    expect(chinese.body.data!.hotSearch.map((t) => t.title)).toContain("風褸");
    expect(english.body.data!.hotSellProducts).toHaveLength(4);
  });

  it("previews at most 10 products with the total count", async () => {
    const result = await client().call(searchPreview, { keyword: "jacket" });
    const preview = result.body.data!.searchPreview;
    expect(preview.products.length).toBeLessThanOrEqual(10);
    expect(preview.totalCount).toBeGreaterThanOrEqual(preview.products.length);
    expect(preview.products.length).toBeGreaterThan(0);
  });
});

describe("shop.products", () => {
  it("gives the sales of on-shelf products by code", async () => {
    const result = await client().call(shopProductSales, {
      codes: [onShelfCodes[1]!, offShelfCode, "NO-SUCH"],
    });
    const sales = result.body.data!.shop.products;
    expect(sales.map((s) => s.code)).toEqual([onShelfCodes[1]]);
    expect(sales[0]!.sales).toBeGreaterThanOrEqual(0);
  });
});

describe("arrivalNoticeCreate", () => {
  it("stores one notice per e-mail and SKU", async () => {
    const api = client();
    const input = { email: "Shopper@Example.com", skuCode: soldOutSku };
    const first = await api.call(arrivalNoticeCreate, { input });
    expect(first.body.data!.arrivalNoticeCreate).toEqual({ created: true, userErrors: [] });
    const again = await api.call(arrivalNoticeCreate, { input });
    expect(again.body.data!.arrivalNoticeCreate.created).toBe(false);
    const [count] = await queryRows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from arrival_notices where sku_code = ${soldOutSku}`,
    );
    expect(Number(count!.n)).toBe(1);
  });

  it("refuses a bad e-mail and an SKU in stock, in the caller's language", async () => {
    const bad = await client("zh_HK").call(arrivalNoticeCreate, {
      input: { email: "not-an-email", skuCode: soldOutSku },
    });
    expect(bad.body.data!.arrivalNoticeCreate.userErrors[0]).toMatchObject({
      code: "ARRIVAL_NOTICE_INVALID_EMAIL",
      field: "email",
      message: "請輸入有效的電郵地址。",
    });
    const inStock = await client().call(arrivalNoticeCreate, {
      input: { email: "a@example.com", skuCode: inStockSku },
    });
    expect(inStock.body.data!.arrivalNoticeCreate.userErrors[0]?.code).toBe(
      "ARRIVAL_NOTICE_IN_STOCK",
    );
  });
});

describe("favourites", () => {
  async function member() {
    const api = client();
    const login = await api.call(userLogin, {
      input: { account: DEMO_MEMBER.email, password: DEMO_MEMBER.password },
    });
    expect(login.body.data!.userLogin.userErrors).toEqual([]);
    return api;
  }

  it("refuses visitors", async () => {
    const api = client();
    await api.call(visitorLogin);
    const result = await api.call(createFavorite, { input: { skuCode: inStockSku } });
    expect(result.body.errors?.[0]?.extensions?.code).toBeDefined();
    expect(result.body.data?.createFavorite ?? null).toBeNull();
  });

  it("adds, shows per SKU and removes a member's favourite", async () => {
    const api = await member();
    const created = await api.call(createFavorite, { input: { skuCode: inStockSku } });
    const favorite = created.body.data!.createFavorite.favorite!;
    expect(favorite.id).toBeGreaterThan(0);
    const twice = await api.call(createFavorite, { input: { skuCode: inStockSku } });
    expect(twice.body.data!.createFavorite.favorite!.id).toBe(favorite.id);

    const [owner] = await queryRows<{ code: string }>(
      database.db,
      sql`select p.code from skus s join products p on p.id = s.product_id where s.code = ${inStockSku}`,
    );
    const detail = await api.call(productByCode, { codes: [owner!.code] });
    const sku = detail.body.data!.productByCode[0]!.skus.find((s) => s.code === inStockSku)!;
    expect(sku.favorite?.id).toBe(favorite.id);

    const removed = await api.call(deleteFavorite, { id: favorite.id });
    expect(removed.body.data!.deleteFavorite.userErrors).toEqual([]);
    const gone = await api.call(deleteFavorite, { id: favorite.id });
    expect(gone.body.data!.deleteFavorite.userErrors[0]?.code).toBe("FAVORITE_NOT_FOUND");
  });

  it(`stops at ${FAVORITES_MAX} favourites`, async () => {
    const api = await member();
    const skuRows = await queryRows<{ code: string }>(
      database.db,
      sql`select code from skus order by id limit ${FAVORITES_MAX + 1}`,
    );
    const results = [];
    for (const row of skuRows) {
      results.push(await api.call(createFavorite, { input: { skuCode: row.code } }));
    }
    const last = results.at(-1)!.body.data!.createFavorite;
    expect(last.favorite).toBeNull();
    expect(last.userErrors[0]?.code).toBe("FAVORITES_FULL");
    const unknown = await api.call(createFavorite, { input: { skuCode: "NO-SUCH-SKU" } });
    expect(unknown.body.data!.createFavorite.userErrors[0]?.code).toBe("FAVORITE_UNKNOWN_SKU");
  });
});
