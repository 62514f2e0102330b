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

  it("leaves out a promotion whose stored rule a save would refuse (a FULL_FREE freeing all)", async () => {
    // Written by hand, past promotionRuleFaults: the read refuses it as a save would (ADR 0041).
    await database.db.execute(
      sql`insert into promotions (code, type, name_en, name_zh, rule_desc_en, rule_desc_zh, status, priority, target_kind, rule)
        values ('T-ALL-FREE', 'FULL_FREE', 'Buy 2, 2 free', '買2送2', '', '', 'ACTIVE', 0, 'ALL',
            '{"type":"FULL_FREE","buy":2,"free":2}'::jsonb),
          ('T-ONE-FREE', 'FULL_FREE', 'Buy 3, 1 free', '買3送1', '', '', 'ACTIVE', 0, 'ALL',
            '{"type":"FULL_FREE","buy":3,"free":1}'::jsonb)`,
    );
    try {
      const api = new TestClient(createTestServer(database.db, { now: () => now }));
      const response = await api.call(getNotCacheProductByCode, { codes: [jacketCode] });
      expect(response.body.errors).toBeUndefined();
      const codes = response.body.data!.notCacheProductByCode[0]!.promotions!.map((p) => p.code);
      expect(codes).toContain("T-ONE-FREE");
      expect(codes).not.toContain("T-ALL-FREE");
    } finally {
      await database.db.execute(
        sql`delete from promotions where code in ('T-ALL-FREE', 'T-ONE-FREE')`,
      );
    }
  });
});
