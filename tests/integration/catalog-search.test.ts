import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { seedDatabase } from "@/lib/seed";
import { searchPreview } from "@/lib/domain/catalog/discovery";
import { getProductList } from "@/lib/domain/catalog/product-list";
import { queryRows } from "@/lib/domain/catalog/sql-rows";
import { SEARCH_PREVIEW_FIRST } from "@/lib/domain/catalog/constants";
import { createTestDatabase, type TestDatabase } from "./support/test-database";

const now = new Date("2026-11-20T04:00:00Z");
let database: TestDatabase;
type Row = { code: string; style: string; title_en: string; title_zh: string; leaf: string };
let onShelf: Row[];

beforeAll(async () => {
  database = await createTestDatabase();
  await seedDatabase(database.db, { products: 120, now });
  onShelf = await queryRows<Row>(
    database.db,
    sql`select p.code, p.style, p.title_en, p.title_zh, pc.category_path as leaf from products p
        join product_categories pc on pc.product_id = p.id and pc.is_primary
        where p.sale_status = 'ON_SHELF'`,
  );
});
afterAll(() => database.dispose());

async function search(keyword: string): Promise<string[]> {
  const result = await getProductList(
    database.db,
    { locale: "en", first: 100, filters: { keyword } },
    now,
  );
  if (!result.ok) throw new Error(result.code);
  expect(result.pageInfo.totalCount).toBe(result.edges.length);
  return result.edges.map((edge) => edge.node.code).sort();
}

const codesWhere = (predicate: (row: Row) => boolean) =>
  onShelf
    .filter(predicate)
    .map((row) => row.code)
    .sort();

describe("keyword search", () => {
  it("finds 風褸 and windbreaker alike: every windbreaker and nothing else", async () => {
    const windbreakers = codesWhere((row) => row.leaf.endsWith("/windbreakers"));
    expect(windbreakers.length).toBeGreaterThan(0);
    for (const keyword of ["windbreaker", "風褸", "Windbreakers", "wind jacket"]) {
      expect(await search(keyword)).toEqual(windbreakers);
    }
  });

  it("finds rain jackets by 防水外套 and by rain jacket, and backpacks by 背囊", async () => {
    const rain = codesWhere((row) => row.leaf.endsWith("/rain-jackets"));
    expect(await search("防水外套")).toEqual(rain);
    expect(await search("rain jacket")).toEqual(rain);
    const packs = codesWhere((row) => row.leaf.startsWith("gear/backpacks/"));
    expect(packs.length).toBeGreaterThan(0);
    expect(await search("背囊")).toEqual(packs);
    expect(await search("backpack")).toEqual(packs);
  });

  it("finds partial English and Chinese terms", async () => {
    const down = codesWhere((row) => row.leaf.endsWith("/down-jackets"));
    expect(await search("羽絨")).toEqual(down);
    // Part of 羽絨外套, the down jackets' category name (titles also say 羽絨褸).
    expect(await search("絨外")).toEqual(down);
    const trek = await search("trek");
    expect(trek).toEqual(
      expect.arrayContaining(codesWhere((row) => row.leaf === "gear/backpacks/trekking-packs")),
    );
    const brandPrefix = await search("harb");
    expect(brandPrefix).toEqual(codesWhere((row) => row.title_en.startsWith("Harbour Trail")));
    expect(await search("海港")).toEqual(brandPrefix);
  });

  it("matches the style and the spu code", async () => {
    const row = onShelf[0] as Row;
    expect(await search(row.code)).toEqual([row.code]);
    expect(await search(row.style.toLowerCase())).toEqual(
      codesWhere((other) => other.style === row.style),
    );
  });

  it("requires every word", async () => {
    const womensDown = codesWhere((row) => row.leaf === "women/jackets/down-jackets");
    expect(await search("women down jacket")).toEqual(womensDown);
    expect(await search("女裝 羽絨")).toEqual(womensDown);
  });

  it("is safe with SQL, HTML and a 1,000-character keyword", async () => {
    expect(await search("'; drop table products; --")).toEqual([]);
    expect(await search("<script>alert('x')</script>")).toEqual([]);
    expect(await search("%_\\")).toEqual([]);
    expect(await search("x".repeat(1000))).toEqual([]);
    expect(await search(`${"jacket ".repeat(150)}`)).toEqual(await search("jacket"));
    const [counted] = await queryRows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from products`,
    );
    expect(counted?.n).toBe(120);
  });

  it("previews the first 10 results in the result page's order", async () => {
    const preview = await searchPreview(database.db, { keyword: "jacket", locale: "zh" }, now);
    expect(preview.products).toHaveLength(SEARCH_PREVIEW_FIRST);
    const page = await getProductList(
      database.db,
      { locale: "zh", first: 10, filters: { keyword: "jacket" } },
      now,
    );
    expect(page.ok && page.edges.map((edge) => edge.node.code)).toEqual(
      preview.products.map((card) => card.code),
    );
    expect(preview.totalCount).toBeGreaterThan(10);
    expect(await searchPreview(database.db, { keyword: "  ", locale: "en" }, now)).toEqual({
      products: [],
      totalCount: 0,
    });
  });
});
