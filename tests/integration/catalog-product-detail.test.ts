import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { seedDatabase } from "@/lib/seed";
import { arrivalNoticeCreate, sendArrivalNotices } from "@/lib/domain/catalog/arrival-notices";
import { getNotCacheProductByCode, productByCode } from "@/lib/domain/catalog/product-detail";
import { queryRows } from "@/lib/domain/catalog/sql-rows";
import { CATALOG_FAILURE_CODES } from "@/lib/domain/catalog/types";
import { PRODUCT_IMAGE_TYPES } from "@/lib/domain/catalog/constants";
import { createTestDatabase, type TestDatabase } from "./support/test-database";

const now = new Date("2026-11-20T04:00:00Z");
let database: TestDatabase;
const codes: { onShelf: string[]; offShelf: string[]; merged: string[] } = {
  onShelf: [],
  offShelf: [],
  merged: [],
};

beforeAll(async () => {
  database = await createTestDatabase();
  await seedDatabase(database.db, { products: 120, now });
  const rows = await queryRows<{
    code: string;
    sale_status: string;
    merged_colour_group: string | null;
  }>(database.db, sql`select code, sale_status, merged_colour_group from products order by id`);
  codes.onShelf = rows.filter((row) => row.sale_status === "ON_SHELF").map((row) => row.code);
  codes.offShelf = rows.filter((row) => row.sale_status === "OFF_SHELF").map((row) => row.code);
  const groups = new Map<string, string[]>();
  for (const row of rows) {
    if (row.merged_colour_group && row.sale_status === "ON_SHELF") {
      groups.set(row.merged_colour_group, [
        ...(groups.get(row.merged_colour_group) ?? []),
        row.code,
      ]);
    }
  }
  codes.merged = [...groups.values()].find((list) => list.length >= 2) ?? [];
});
afterAll(() => database.dispose());

describe("productByCode", () => {
  it("returns on-shelf products with every detail, in the order asked", async () => {
    const asked = [codes.onShelf[3] as string, codes.onShelf[0] as string, "NO-SUCH-CODE"];
    const details = await productByCode(database.db, { codes: asked, locale: "en" }, now);
    expect(details.map((detail) => detail.code)).toEqual(asked.slice(0, 2));
    const detail = details[0];
    if (!detail) throw new Error("missing detail");
    expect(detail.onShelves).toBe(true);
    expect(detail.description.length).toBeGreaterThan(10);
    expect(detail.categories.some((category) => category.isPrimary && category.level === 3)).toBe(
      true,
    );
    const attributeCodes = detail.attributes.map((attribute) => attribute.code);
    for (const code of [
      "gender",
      "basecolor",
      "customSize",
      "brandcolordec",
      "pdp_fabric",
      "pdp_tech",
      "colorRgb",
      "pdpDetail01",
      "stars",
    ]) {
      expect(attributeCodes).toContain(code);
    }
    expect(
      detail.images.every((image) =>
        (PRODUCT_IMAGE_TYPES as readonly string[]).includes(image.type),
      ),
    ).toBe(true);
    expect(
      detail.images.some(
        (image) =>
          image.type === "RICH_CONTENT_IMAGES" && image.width === 800 && image.height === 500,
      ),
    ).toBe(true);
    for (const sku of detail.skus) {
      expect(sku.options.color.rgb).toMatch(/^#[0-9a-f]{6}$/);
      expect(sku.listPrice).toBeGreaterThanOrEqual(sku.salePrice);
      expect(Number.isInteger(sku.inventory)).toBe(true);
    }
    const zh = await productByCode(database.db, { codes: [asked[0] as string], locale: "zh" }, now);
    expect(zh[0]?.title).toMatch(/[\u4e00-\u9fff]/);
  });

  it("leaves off-shelf products out, while the uncached variant flags them off shelf", async () => {
    const offShelf = codes.offShelf[0] as string;
    expect(await productByCode(database.db, { codes: [offShelf], locale: "en" }, now)).toEqual([]);
    const [uncached] = await getNotCacheProductByCode(
      database.db,
      { codes: [offShelf], locale: "en" },
      now,
    );
    expect(uncached).toMatchObject({ code: offShelf, onShelves: false });
  });

  it("lists the other colours of a merged-colour product and the style's products", async () => {
    expect(codes.merged.length).toBeGreaterThanOrEqual(2);
    const [detail] = await productByCode(
      database.db,
      { codes: [codes.merged[0] as string], locale: "en" },
      now,
    );
    const others = detail?.mergedColourProducts.map((product) => product.code) ?? [];
    expect(others).toEqual(expect.arrayContaining(codes.merged.slice(1)));
    expect(others).not.toContain(codes.merged[0]);
    expect(detail?.styleProducts.map((product) => product.code)).toEqual(
      expect.arrayContaining(others),
    );
    expect(detail?.mergedColourProducts[0]?.colors.length).toBeGreaterThan(0);
    expect(detail?.mergedColourProducts[0]?.mainImage?.type).toBe("MAINIMAGE");
  });

  it("skips attributes when asked, or keeps only the codes asked for", async () => {
    const code = codes.onShelf[1] as string;
    const [bare] = await productByCode(
      database.db,
      { codes: [code], locale: "en", includeAttrs: false },
      now,
    );
    expect(bare?.attributes).toEqual([]);
    const [some] = await productByCode(
      database.db,
      { codes: [code], locale: "en", attributeCodes: ["pdp_fabric", "basecolor"] },
      now,
    );
    expect(some?.attributes.map((attribute) => attribute.code).sort()).toEqual([
      "basecolor",
      "pdp_fabric",
    ]);
  });
});

describe("arrival notices", () => {
  async function skuWhere(condition: ReturnType<typeof sql>) {
    const [row] = await queryRows<{ code: string; id: number }>(
      database.db,
      sql`select s.code, s.id from skus s join inventories i on i.sku_id = s.id join products p on p.id = s.product_id
          where p.sale_status = 'ON_SHELF' and s.is_enabled and ${condition} order by s.id limit 1`,
    );
    if (!row) throw new Error("no such SKU in the demo catalog");
    return row;
  }

  it("stores one notice per e-mail and SKU, and refuses in-stock or unknown SKUs and bad e-mails", async () => {
    const soldOut = await skuWhere(sql`i.available = 0`);
    const inStock = await skuWhere(sql`i.available > 0`);
    expect(
      await arrivalNoticeCreate(
        database.db,
        { email: "Mei@Example.com", skuCode: soldOut.code, locale: "zh" },
        now,
      ),
    ).toEqual({ ok: true, created: true });
    expect(
      await arrivalNoticeCreate(
        database.db,
        { email: "mei@example.com ", skuCode: soldOut.code, locale: "zh" },
        now,
      ),
    ).toEqual({ ok: true, created: false });
    expect(
      await arrivalNoticeCreate(
        database.db,
        { email: "a@example.com", skuCode: inStock.code, locale: "en" },
        now,
      ),
    ).toMatchObject({ ok: false, code: CATALOG_FAILURE_CODES.IN_STOCK });
    expect(
      await arrivalNoticeCreate(
        database.db,
        { email: "a@example.com", skuCode: "NOPE-1", locale: "en" },
        now,
      ),
    ).toMatchObject({ ok: false, code: CATALOG_FAILURE_CODES.UNKNOWN_SKU });
    expect(
      await arrivalNoticeCreate(
        database.db,
        { email: "not an e-mail", skuCode: soldOut.code, locale: "en" },
        now,
      ),
    ).toMatchObject({ ok: false, code: CATALOG_FAILURE_CODES.INVALID_EMAIL });
    const [counted] = await queryRows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from arrival_notices where sku_code = ${soldOut.code}`,
    );
    expect(counted?.n).toBe(1);
  });

  it("writes each notice to the outbox exactly once when stock returns", async () => {
    const sku = await skuWhere(
      sql`i.available = 0 and not exists (select 1 from arrival_notices n where n.sku_code = s.code)`,
    );
    for (const email of ["one@example.com", "two@example.com"]) {
      await arrivalNoticeCreate(
        database.db,
        { email, skuCode: sku.code, locale: email.startsWith("one") ? "en" : "zh" },
        now,
      );
    }
    const send = () =>
      sendArrivalNotices(
        database.db,
        { baseUrl: "https://shop.example.com/", skuCodes: [sku.code] },
        now,
      );
    expect(await send()).toBe(0); // still sold out
    await database.db.execute(sql`update inventories set available = 5 where sku_id = ${sku.id}`);
    const sent = await Promise.all([send(), send(), send()]);
    expect(sent.reduce((a, b) => a + b, 0)).toBe(2);
    expect(await send()).toBe(0);
    const mail = await queryRows<{ recipient: string; subject: string; body: string }>(
      database.db,
      sql`select recipient, subject, body from outbox where body like ${`%${sku.code.split("-").slice(0, 2).join("-")}%`} order by recipient`,
    );
    expect(mail.map((row) => row.recipient)).toEqual(["one@example.com", "two@example.com"]);
    expect(mail[0]?.subject).toMatch(/^Back in stock: /);
    expect(mail[1]?.subject).toMatch(/^貨品已到貨：/);
    expect(mail[0]?.body).toContain("https://shop.example.com/product/");

    // Sold out again: signing up re-arms the notice for the next return.
    await database.db.execute(sql`update inventories set available = 0 where sku_id = ${sku.id}`);
    expect(
      await arrivalNoticeCreate(
        database.db,
        { email: "one@example.com", skuCode: sku.code, locale: "en" },
        now,
      ),
    ).toEqual({ ok: true, created: true });
    await database.db.execute(sql`update inventories set available = 3 where sku_id = ${sku.id}`);
    expect(await send()).toBe(1);
  });
});
