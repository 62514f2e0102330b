/**
 * The price lists of products' SKUs (shopping §3 SKU skuPrices, §5), for pricing what a given
 * shopper pays for each (lib/domain/pricing/unit-price.ts). Promotion prices are those in force
 * at `now`. Unknown codes are left out.
 */
import { inArray } from "drizzle-orm";
import type { Db } from "@/lib/db/connect";
import { products } from "@/lib/db/schema";
import type { SkuView } from "./types";
import { loadSkus } from "./product-cards";
import { DEFAULT_LOCALE } from "@/lib/domain/locales";

export interface ProductSkuPrices {
  productCode: string;
  skus: Pick<
    SkuView,
    "code" | "isEnabled" | "listPrice" | "salePrice" | "memberPrices" | "promotionPrices"
  >[];
}

export async function skuPriceListsOf(
  db: Db,
  productCodes: readonly string[],
  now: Date,
): Promise<ProductSkuPrices[]> {
  if (productCodes.length === 0) return [];
  const rows = await db
    .select({ id: products.id, code: products.code })
    .from(products)
    .where(inArray(products.code, [...productCodes]));
  // Prices do not depend on the language; the SKU names it also reads are not used here.
  const skus = await loadSkus(
    db,
    rows.map((row) => row.id),
    DEFAULT_LOCALE,
    now,
  );
  return rows.map((row) => ({ productCode: row.code, skus: skus.get(row.id) ?? [] }));
}
