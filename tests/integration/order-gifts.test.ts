/**
 * Gifts while stocks last (shopping §4 PRESENT; docs/adr/0053): an order whose free gift ran out
 * between pricing and reservation is placed without it (or with what was left), never refused
 * out of stock for the gift; the bought lines keep all-or-nothing stock. The race runs on
 * PostgreSQL when DATABASE_URL is set; on PGlite (one connection) checkouts queue, so the
 * direct `reserveGifts` cases below stage the "ran out after pricing" moment instead.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { seedDatabase } from "@/lib/seed";
import { DEMO_PROMOTION_CODES } from "@/lib/seed/demo-promotions";
import { queryRows } from "@/lib/domain/catalog/sql-rows";
import { reserveGifts } from "@/lib/domain/orders/gift-stock";
import { visitorLogin } from "@/lib/graphql/operations/accounts";
import { createOrder } from "@/lib/graphql/operations/checkout";
import { createTestDatabase, type TestDatabase } from "./support/test-database";
import { createTestServer, TestClient } from "./support/graphql-client";
import { guestOrderOf } from "./support/guest-order";

const now = new Date("2026-11-20T04:00:00Z");
let database: TestDatabase;
let jacket: { id: number; code: string };
let gift: { id: number; code: string };
const q = <T>(query: ReturnType<typeof sql>) => queryRows<T>(database.db, query);

beforeAll(async () => {
  database = await createTestDatabase();
  await seedDatabase(database.db, { products: 60, now });
  [gift] = (await q<{ id: number; code: string }>(
    sql`select s.id, s.code from promotion_gifts g join promotions p on p.id = g.promotion_id
      join skus s on s.id = g.sku_id where p.code = ${DEMO_PROMOTION_CODES.present}`,
  )) as [{ id: number; code: string }];
  [jacket] = (await q<{ id: number; code: string }>(
    sql`select s.id, s.code from skus s join products p on p.id = s.product_id
      join product_categories pc on pc.product_id = p.id join sku_prices sp on sp.sku_id = s.id
      where pc.category_path like '%/jackets%' and p.sale_status = 'ON_SHELF' and s.is_enabled
        and sp.sale_price > 0 and s.id <> ${gift.id}
        and not exists (select 1 from sku_promotion_prices x where x.sku_id = s.id)
      order by s.id limit 1`,
  )) as [{ id: number; code: string }];
  await q(sql`update inventories set available = 1000 where sku_id = ${jacket.id}`);
});
afterAll(() => database.dispose());

const stockOf = async (skuId: number) =>
  Number(
    (
      await q<{ n: number }>(sql`select available as n from inventories where sku_id = ${skuId}`)
    )[0]!.n,
  );

async function visitor(): Promise<TestClient> {
  const api = new TestClient(createTestServer(database.db, { now: () => now }), {
    headers: { lang: "en_US" },
  });
  await api.call(visitorLogin);
  return api;
}

describe("a gift that runs out", () => {
  it("places every jacket order of a race for the last gift, one of them with the gift", async () => {
    await q(sql`update inventories set available = 1 where sku_id = ${gift.id}`);
    const buyers = await Promise.all(Array.from({ length: 12 }, () => visitor()));
    const answers = await Promise.all(
      buyers.map((api) =>
        api.call(createOrder, {
          input: guestOrderOf([{ skuCode: jacket.code, quantity: 1 }]),
        }),
      ),
    );
    const refusals = answers.flatMap((answer) => answer.body.data?.orderCreate.userErrors ?? []);
    expect(refusals).toEqual([]);
    const codes = answers.map((answer) => answer.body.data!.orderCreate.order!.orderCode);
    const giftLines = await q<{ quantity: number }>(
      sql`select l.quantity from order_lines l join orders o on o.id = l.order_id
        where o.code = any(${sql.param(codes)}::text[]) and l.line_type = 'GIFT'`,
    );
    expect(giftLines.map((line) => Number(line.quantity))).toEqual([1]);
    expect(await stockOf(gift.id)).toBe(0);
    // Every unit taken is held by a reservation: the gift's one and the twelve jackets.
    const [held] = await q<{ gift: number; jackets: number }>(
      sql`select coalesce(sum(quantity) filter (where ref = ${String(gift.id)}), 0) as gift,
          coalesce(sum(quantity) filter (where ref = ${String(jacket.id)}), 0) as jackets
        from order_reservations r join orders o on o.id = r.order_id
        where o.code = any(${sql.param(codes)}::text[]) and r.kind = 'STOCK'`,
    );
    expect({ gift: Number(held!.gift), jackets: Number(held!.jackets) }).toEqual({
      gift: 1,
      jackets: 12,
    });
  });

  it("gives what is left up to the gift's quantity, or leaves the gift out, and keeps a bought unit of it", async () => {
    const [order] = await q<{ id: string }>(sql`select id from orders limit 1`);
    const line = (skuCode: string, lineType: "GIFT" | "SALABLE_PRODUCT", quantity: number) => ({
      skuCode,
      lineType,
      quantity,
    });
    const skuIdOf = (code: string) => (code === gift.code ? gift.id : undefined);

    await q(sql`update inventories set available = 1 where sku_id = ${gift.id}`);
    const placed = await database.db.transaction(async (tx) =>
      reserveGifts(
        tx,
        order!.id,
        [line(jacket.code, "SALABLE_PRODUCT", 1), line(gift.code, "GIFT", 3)],
        skuIdOf,
      ),
    );
    expect(placed).toEqual([line(jacket.code, "SALABLE_PRODUCT", 1), line(gift.code, "GIFT", 1)]);
    expect(await stockOf(gift.id)).toBe(0);

    const none = await database.db.transaction(async (tx) =>
      reserveGifts(tx, order!.id, [line(gift.code, "GIFT", 1)], skuIdOf),
    );
    expect(none).toEqual([]);

    // The order buys two of the gift's SKU while three are left: one is left to give.
    await q(sql`update inventories set available = 3 where sku_id = ${gift.id}`);
    const bought = await database.db.transaction(async (tx) =>
      reserveGifts(
        tx,
        order!.id,
        [line(gift.code, "SALABLE_PRODUCT", 2), line(gift.code, "GIFT", 2)],
        skuIdOf,
      ),
    );
    expect(bought).toEqual([line(gift.code, "SALABLE_PRODUCT", 2), line(gift.code, "GIFT", 1)]);
    expect(await stockOf(gift.id)).toBe(2);
  });
});
