/**
 * The sitemap (shopping issue 3 §4 SEO): every on-shelf product and never an off-shelf one,
 * every category (new-in included) and brand, product files sliced without gaps or overlaps,
 * and the metadata routes (app/sitemap.ts, app/robots.ts) on the same database.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { seedDatabase } from "@/lib/seed";
import {
  SITEMAP_PRODUCTS_PER_FILE,
  sitemapEntries,
  sitemapProductCount,
  sitemapProductFileCount,
  sitemapProducts,
} from "@/lib/domain/catalog/sitemap";
import { queryRows } from "@/lib/domain/catalog/sql-rows";
import { resetEnvForTests } from "@/lib/env";
import { LIGHT_CONFIG_CODE } from "@/lib/domain/content/constants";
import { publishContent, publishedContent, saveContentDraft } from "@/lib/domain/content/store";
import { createTestDatabase, type TestDatabase } from "./support/test-database";

const shared = vi.hoisted(() => ({ db: null as unknown }));
vi.mock("@/lib/db", () => ({ getDb: () => Promise.resolve(shared.db) }));

const now = new Date("2026-11-20T04:00:00Z");
const BASE_URL = "https://shop.example.com";
let database: TestDatabase;
type ProductRow = { id: number; code: string; sale_status: string; list_time: Date | string };
let catalog: ProductRow[];

const onShelf = () => catalog.filter((p) => p.sale_status === "ON_SHELF");

beforeAll(async () => {
  process.env.SESSION_SECRET ??= "sitemap-test-secret-0123456789abcdef";
  process.env.PUBLIC_BASE_URL = BASE_URL;
  resetEnvForTests();
  database = await createTestDatabase();
  shared.db = database.db;
  await seedDatabase(database.db, { products: 120, now });
  // One product listed "in the future": its lastModified must not pass `now`.
  await database.db.execute(
    sql`update products set list_time = ${new Date(now.getTime() + 86_400_000).toISOString()}::timestamptz
      where id = (select min(id) from products where sale_status = 'ON_SHELF')`,
  );
  catalog = await queryRows<ProductRow>(
    database.db,
    sql`select id, code, sale_status, list_time from products order by id`,
  );
});
afterAll(() => database.dispose());

describe("sitemapEntries", () => {
  it("lists every on-shelf product and never an off-shelf one", async () => {
    const offShelf = catalog.filter((p) => p.sale_status === "OFF_SHELF").map((p) => p.code);
    expect(offShelf.length).toBeGreaterThan(0);
    const entries = await sitemapEntries(database.db, now);
    const codes = entries.products.map((p) => p.code);
    expect(codes).toEqual(onShelf().map((p) => p.code));
    expect(codes.filter((code) => offShelf.includes(code))).toEqual([]);
    expect(new Set(codes).size).toBe(codes.length);
  });

  it("gives each product its listing time, never later than now", async () => {
    const entries = await sitemapEntries(database.db, now);
    const byCode = new Map(onShelf().map((p) => [p.code, new Date(p.list_time)]));
    for (const product of entries.products) {
      const listTime = byCode.get(product.code) as Date;
      expect(product.lastModified.getTime()).toBe(Math.min(listTime.getTime(), now.getTime()));
    }
    expect(entries.products[0]?.lastModified.getTime()).toBe(now.getTime());
  });

  it("lists every category path of every level, new-in included, and every brand", async () => {
    const entries = await sitemapEntries(database.db, now);
    const categories = await queryRows<{ path: string; level: number }>(
      database.db,
      sql`select path, level from categories`,
    );
    const brands = await queryRows<{ code: string }>(database.db, sql`select code from brands`);
    expect([...entries.categoryPaths].sort()).toEqual(categories.map((c) => c.path).sort());
    expect(entries.categoryPaths).toContain("new-in");
    expect(new Set(categories.map((c) => c.level))).toEqual(new Set([1, 2, 3]));
    expect([...entries.brandCodes].sort()).toEqual(brands.map((b) => b.code).sort());
    expect(entries.brandCodes.length).toBeGreaterThan(0);
  });

  it("drops a product as soon as it goes off shelf", async () => {
    const [first] = onShelf();
    if (!first) throw new Error("no on-shelf product");
    await database.db.execute(
      sql`update products set sale_status = 'OFF_SHELF' where id = ${first.id}`,
    );
    try {
      const entries = await sitemapEntries(database.db, now);
      expect(entries.products.map((p) => p.code)).not.toContain(first.code);
      expect(await sitemapProductCount(database.db)).toBe(onShelf().length - 1);
    } finally {
      await database.db.execute(
        sql`update products set sale_status = 'ON_SHELF' where id = ${first.id}`,
      );
    }
  });
});

describe("product slices", () => {
  it("cover every product once, in id order, whatever the slice size", async () => {
    const all = await sitemapProducts(database.db, now);
    expect(await sitemapProductCount(database.db)).toBe(all.length);
    for (const size of [1, 7, 50, all.length, all.length + 10]) {
      const joined = [];
      for (let offset = 0; offset < all.length + size; offset += size) {
        const slice = await sitemapProducts(database.db, now, { offset, limit: size });
        expect(slice.length).toBeLessThanOrEqual(size);
        joined.push(...slice);
      }
      expect(joined).toEqual(all);
    }
  });

  it("needs one file per 45,000 products", () => {
    expect(SITEMAP_PRODUCTS_PER_FILE).toBeLessThanOrEqual(50_000);
    expect(sitemapProductFileCount(0)).toBe(0);
    expect(sitemapProductFileCount(1)).toBe(1);
    expect(sitemapProductFileCount(45_000)).toBe(1);
    expect(sitemapProductFileCount(45_001)).toBe(2);
    expect(sitemapProductFileCount(50_000)).toBe(2);
  });
});

describe("the metadata routes", () => {
  it("serve the pages in sitemap 0 and the products from sitemap 1, with absolute URLs", async () => {
    const { sitemapFile, generateSitemaps } = await import("@/app/sitemaps/sitemap");
    expect(await generateSitemaps()).toEqual([{ id: 0 }, { id: 1 }]);

    const pages = await sitemapFile(0);
    const urls = pages.map((entry) => entry.url);
    expect(urls[0]).toBe(`${BASE_URL}/`);
    expect(urls).toContain(`${BASE_URL}/products/new-in`);
    expect(urls.some((url) => /\/products\/[^/]+\/[^/]+\/[^/]+$/.test(url))).toBe(true);
    expect(urls.some((url) => url.startsWith(`${BASE_URL}/brand/`))).toBe(true);
    expect(urls.some((url) => url.includes("/product/"))).toBe(false);
    expect(urls).toContain(`${BASE_URL}/storeLocator`);
    expect(urls).toContain(`${BASE_URL}/landingPage/trail-season`);
    expect(urls).not.toContain(`${BASE_URL}/landingPage/home`);
    // The members page is listed only while its entrance is open (the light config's flag).
    expect(urls).not.toContain(`${BASE_URL}/landingPage/members`);
    expect(urls).toContain(`${BASE_URL}/storeView?code=macau`);

    const products = await sitemapFile(1);
    expect(products.map((entry) => entry.url)).toEqual(
      onShelf().map((p) => `${BASE_URL}/product/${encodeURIComponent(p.code)}`),
    );
    expect(products.every((entry) => entry.lastModified instanceof Date)).toBe(true);
    expect(await sitemapFile(2)).toEqual([]);
  });

  it("index every sitemap file at /sitemap.xml", async () => {
    const { sitemapIndexResponse } = await import("@/app/sitemap.xml/index-response");
    const response = await sitemapIndexResponse();
    expect(response.headers.get("content-type")).toContain("application/xml");
    const xml = await response.text();
    expect(xml).toContain("<sitemapindex");
    expect([...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1])).toEqual([
      `${BASE_URL}/sitemaps/sitemap/0.xml`,
      `${BASE_URL}/sitemaps/sitemap/1.xml`,
    ]);
  });

  it("point robots.txt at the sitemap index and keep crawlers out of private pages", async () => {
    const { robotsFile } = await import("@/app/robots");
    const result = robotsFile();
    expect(result.sitemap).toBe(`${BASE_URL}/sitemap.xml`);
    expect(result.rules).toMatchObject({ userAgent: "*", allow: "/" });
    const rules = Array.isArray(result.rules) ? result.rules[0] : result.rules;
    expect(rules?.disallow).toEqual(
      expect.arrayContaining(["/api/", "/user", "/cart", "/checkout", "/login", "/cart-share/"]),
    );
  });
});

describe("the members landing page in the sitemap", () => {
  it("is listed once the light config opens the members entrance", async () => {
    const { sitemapFile } = await import("@/app/sitemaps/sitemap");
    const light = await publishedContent(database.db, "light", LIGHT_CONFIG_CODE);
    const saved = await saveContentDraft(
      database.db,
      {
        kind: "light",
        code: LIGHT_CONFIG_CODE,
        body: { ...light, membersEntrance: true },
        author: "test",
      },
      now,
    );
    if (!saved.ok) throw new Error(JSON.stringify(saved.issues));
    await publishContent(database.db, { kind: "light", code: LIGHT_CONFIG_CODE }, now);
    const urls = (await sitemapFile(0)).map((entry) => entry.url);
    expect(urls).toContain(`${BASE_URL}/landingPage/members`);
  });
});
