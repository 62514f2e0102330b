import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { seedDatabase } from "@/lib/seed";
import { arrivalNoticeCreate } from "@/lib/domain/catalog/arrival-notices";
import { queryRows } from "@/lib/domain/catalog/sql-rows";
import { adjustStock } from "@/lib/domain/catalog/stock";
import { createTestDatabase, type TestDatabase } from "./support/test-database";

const now = new Date("2026-11-20T04:00:00Z");
const baseUrl = "https://shop.example.com";
let database: TestDatabase;
let soldOutSku: string;

beforeAll(async () => {
  database = await createTestDatabase();
  await seedDatabase(database.db, { products: 40, now });
  const [row] = await queryRows<{ code: string }>(
    database.db,
    sql`select s.code from skus s join inventories i on i.sku_id = s.id join products p on p.id = s.product_id
        where i.available = 0 and s.is_enabled and p.sale_status = 'ON_SHELF' order by s.id limit 1`,
  );
  soldOutSku = row!.code;
});
afterAll(() => database.dispose());

async function available(skuCode: string): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    database.db,
    sql`select i.available as n from inventories i join skus s on s.id = i.sku_id where s.code = ${skuCode}`,
  );
  return Number(row!.n);
}

describe("adjustStock", () => {
  it("sends the waiting arrival notices once when stock returns", async () => {
    await arrivalNoticeCreate(
      database.db,
      { email: "wait@example.com", skuCode: soldOutSku, locale: "en" },
      now,
    );
    const restocked = await adjustStock(
      database.db,
      { skuCode: soldOutSku, delta: 12, baseUrl },
      now,
    );
    expect(restocked).toEqual({ ok: true, available: 12, noticesSent: 1 });
    const again = await adjustStock(database.db, { skuCode: soldOutSku, delta: 1, baseUrl }, now);
    expect(again).toMatchObject({ ok: true, available: 13, noticesSent: 0 });
    const mail = await queryRows<{ recipient: string }>(
      database.db,
      sql`select recipient from outbox where recipient = 'wait@example.com'`,
    );
    expect(mail).toHaveLength(1);
  });

  it("never takes stock below zero and leaves it unchanged when refused", async () => {
    const before = await available(soldOutSku);
    const refused = await adjustStock(
      database.db,
      { skuCode: soldOutSku, delta: -(before + 1), baseUrl },
      now,
    );
    expect(refused).toEqual({ ok: false, code: "STOCK_BELOW_ZERO" });
    expect(await available(soldOutSku)).toBe(before);
  });

  it("refuses an unknown SKU", async () => {
    expect(await adjustStock(database.db, { skuCode: "NO-SUCH", delta: 1, baseUrl }, now)).toEqual({
      ok: false,
      code: "UNKNOWN_SKU",
    });
  });
});
