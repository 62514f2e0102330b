/**
 * Product.promotions on the product page's document (shopping §3 Product promotions): the demo
 * activities that include a product, in priority order, with the add-on offers that have stock;
 * never an inactive or ended one.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { seedDatabase } from "@/lib/seed";
import { DEMO_PROMOTION_CODES } from "@/lib/seed/demo-promotions";
import { queryRows } from "@/lib/domain/catalog/sql-rows";
import { getNotCacheProductByCode } from "@/lib/graphql/operations/products";
import { createTestDatabase, type TestDatabase } from "./support/test-database";
import { createTestServer, TestClient } from "./support/graphql-client";

const now = new Date("2026-11-20T04:00:00Z");
let database: TestDatabase;
let jacketCode: string;

beforeAll(async () => {
  database = await createTestDatabase();
  await seedDatabase(database.db, { products: 120, now });
  const [jacket] = await queryRows<{ code: string }>(
    database.db,
    sql`select p.code from products p join product_categories pc on pc.product_id = p.id
      where pc.category_path = 'men/jackets' and p.sale_status = 'ON_SHELF' order by p.code limit 1`,
  );
  jacketCode = jacket!.code;
});
afterAll(() => database.dispose());

describe("Product.promotions", () => {
  it("lists the activities that include the product, in priority order, without inactive or ended ones", async () => {
    const api = new TestClient(createTestServer(database.db, { now: () => now }), {
      headers: { lang: "zh_HK" },
    });
    const response = await api.call(getNotCacheProductByCode, { codes: [jacketCode] });
    expect(response.body.errors).toBeUndefined();
    const promotions = response.body.data!.notCacheProductByCode[0]!.promotions!;
    const codes = promotions.map((promotion) => promotion.code);
    expect(codes).toContain(DEMO_PROMOTION_CODES.present);
    expect(codes).toContain(DEMO_PROMOTION_CODES.satisfyDiscount);
    expect(codes).not.toContain(DEMO_PROMOTION_CODES.inactive);
    expect(codes).not.toContain(DEMO_PROMOTION_CODES.expired);
    // Trousers-only and socks-only activities do not reach a jacket.
    expect(codes).not.toContain(DEMO_PROMOTION_CODES.member);
    expect(codes).not.toContain(DEMO_PROMOTION_CODES.fullFree);
    const exchange = promotions.find((p) => p.code === DEMO_PROMOTION_CODES.exchange);
    expect(exchange?.exchangeProducts.pageInfo.totalCount).toBeGreaterThan(0);
    expect(promotions.find((p) => p.code === DEMO_PROMOTION_CODES.present)?.name).toMatch(
      /[\u4e00-\u9fff]/,
    );
  });
});
