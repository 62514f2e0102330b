/**
 * shop.products sales (shopping §7 Product: "shop.products (filters) returns sales"): units sold
 * of on-shelf products, by code, in the order asked; unknown and off-shelf codes are left out.
 */
import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "@/lib/db/connect";
import { products } from "@/lib/db/schema";

const MAX_CODES = 100;

export async function productSales(
  db: Db,
  codes: readonly string[],
): Promise<{ code: string; sales: number }[]> {
  const wanted = [...new Set(codes.filter((code) => code.length <= 100))].slice(0, MAX_CODES);
  if (wanted.length === 0) return [];
  const rows = await db
    .select({ code: products.code, sales: products.sales })
    .from(products)
    .where(and(inArray(products.code, wanted), eq(products.saleStatus, "ON_SHELF")));
  const byCode = new Map(rows.map((row) => [row.code, row.sales]));
  return wanted.flatMap((code) => {
    const sales = byCode.get(code);
    return sales === undefined ? [] : [{ code, sales }];
  });
}
