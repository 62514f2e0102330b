/**
 * The shop as the hardening parts use it: two instances (a yoga server over each pool), buyers
 * with visitor sessions spread over them, the seeded catalog and the SKUs to race for.
 */
import { sql } from "drizzle-orm";
import type { Db } from "@/lib/db/connect";
import { visitorLogin } from "@/lib/domain/accounts/login";
import { queryRows } from "@/lib/domain/catalog/sql-rows";
import { seedDatabase } from "@/lib/seed";
import type { ShopYoga } from "@/lib/graphql/http";
import { createTestServer, TestClient } from "../../integration/support/graphql-client";
import type { SharedDatabase } from "./harness";

/** The clock of every part: sessions, prices and auto-cancel times are relative to it. */
export const HARDENING_NOW = new Date("2026-11-20T04:00:00Z");

export const q = <T>(db: Db, query: ReturnType<typeof sql>) => queryRows<T>(db, query);

export interface Shop {
  servers: ShopYoga[];
  /** A client of instance `index % servers.length`, with a fresh visitor session. */
  buyer(index: number): Promise<TestClient>;
}

export async function openShop(database: SharedDatabase, products: number): Promise<Shop> {
  await seedDatabase(database.db, { products, now: HARDENING_NOW });
  const servers = database.instances.map((instance) =>
    createTestServer(instance.db, { now: () => HARDENING_NOW }),
  );
  return {
    servers,
    async buyer(index) {
      // Sessions straight from the domain: N sign-ins through the API would meet the per-client
      // limit on anonymous writes (every in-process caller has the same address).
      const { session } = await visitorLogin(database.db, HARDENING_NOW);
      return new TestClient(servers[index % servers.length]!, {
        headers: { lang: "en_US", token: session.token },
      });
    },
  };
}

export interface RaceSku {
  id: number;
  code: string;
  salePrice: number;
}

/** On-shelf, enabled SKUs with a price and no special promotion, at least `minimumPrice`. */
export async function raceSkus(db: Db, count: number, minimumPrice = 1): Promise<RaceSku[]> {
  const rows = await q<{ id: number; code: string; sale_price: number }>(
    db,
    sql`select s.id, s.code, sp.sale_price from skus s join products p on p.id = s.product_id
      join sku_prices sp on sp.sku_id = s.id join inventories i on i.sku_id = s.id
      where p.sale_status = 'ON_SHELF' and s.is_enabled and sp.sale_price >= ${minimumPrice}
        and not exists (select 1 from sku_promotion_prices x where x.sku_id = s.id)
      order by s.id limit ${count}`,
  );
  if (rows.length < count) throw new Error(`only ${rows.length} SKUs to race for, ${count} needed`);
  return rows.map((row) => ({ id: row.id, code: row.code, salePrice: Number(row.sale_price) }));
}

export async function setStock(db: Db, skuId: number, available: number): Promise<void> {
  await db.execute(sql`update inventories set available = ${available} where sku_id = ${skuId}`);
}

export async function stockOf(db: Db, skuId: number): Promise<number> {
  const [row] = await q<{ n: number }>(
    db,
    sql`select available as n from inventories where sku_id = ${skuId}`,
  );
  return Number(row!.n);
}
