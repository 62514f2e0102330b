/**
 * Catalog writes that operations make outside the seed (shopping §3 SKU prices, SPU sale status),
 * and what a change touched, for the rendering cache (cache-tags.ts): which products, the
 * categories they are in (every level; product_categories holds ancestors too), their brand and,
 * while they are new arrivals, the new-in list.
 */
import { eq, inArray } from "drizzle-orm";
import type { Db } from "@/lib/db/connect";
import { orderLines, orders, productCategories, products, skuPrices, skus } from "@/lib/db/schema";
import type { ChangedProduct } from "./cache-tags";
import { NEW_IN_CATEGORY_CODE, type SpuSaleStatus } from "./constants";
import { isNewIn } from "./new-in";
import { refreshProductDerived } from "./product-derived";

/**
 * The products a change names: by code, by their SKUs' codes, or by the orders whose lines took
 * or gave back their stock.
 */
export async function changedProductsOf(
  db: Db,
  refs: {
    productCodes?: readonly string[];
    skuCodes?: readonly string[];
    orderCodes?: readonly string[];
  },
  now: Date,
): Promise<ChangedProduct[]> {
  const ids = new Set<number>();
  if (refs.productCodes?.length) {
    const rows = await db
      .select({ id: products.id })
      .from(products)
      .where(inArray(products.code, [...refs.productCodes]));
    for (const row of rows) ids.add(row.id);
  }
  if (refs.skuCodes?.length) {
    const rows = await db
      .select({ id: skus.productId })
      .from(skus)
      .where(inArray(skus.code, [...refs.skuCodes]));
    for (const row of rows) ids.add(row.id);
  }
  if (refs.orderCodes?.length) {
    const rows = await db
      .selectDistinct({ id: skus.productId })
      .from(orderLines)
      .innerJoin(orders, eq(orders.id, orderLines.orderId))
      .innerJoin(skus, eq(skus.code, orderLines.skuCode))
      .where(inArray(orders.code, [...refs.orderCodes]));
    for (const row of rows) ids.add(row.id);
  }
  if (ids.size === 0) return [];
  const [rows, paths] = await Promise.all([
    db
      .select({
        id: products.id,
        code: products.code,
        brandCode: products.brandCode,
        firstListTime: products.firstListTime,
      })
      .from(products)
      .where(inArray(products.id, [...ids])),
    db
      .select({ productId: productCategories.productId, path: productCategories.categoryPath })
      .from(productCategories)
      .where(inArray(productCategories.productId, [...ids])),
  ]);
  return rows.map((row) => ({
    code: row.code,
    brandCodes: row.brandCode ? [row.brandCode] : [],
    categoryPaths: [
      ...paths.filter((path) => path.productId === row.id).map((path) => path.path),
      ...(isNewIn(row.firstListTime, now) ? [NEW_IN_CATEGORY_CODE] : []),
    ],
  }));
}

export type CatalogWriteResult =
  { ok: true } | { ok: false; code: "UNKNOWN_SKU" | "UNKNOWN_PRODUCT" };

/** A SKU's default sale price (cents); the product's derived price follows. */
export async function setSkuSalePrice(
  db: Db,
  input: { skuCode: string; salePrice: number },
): Promise<CatalogWriteResult> {
  if (!Number.isSafeInteger(input.salePrice) || input.salePrice < 0) {
    throw new Error("a sale price is a whole, non-negative number of cents");
  }
  const [sku] = await db
    .select({ id: skus.id, productId: skus.productId })
    .from(skus)
    .where(eq(skus.code, input.skuCode))
    .limit(1);
  if (!sku) return { ok: false, code: "UNKNOWN_SKU" };
  await db.update(skuPrices).set({ salePrice: input.salePrice }).where(eq(skuPrices.skuId, sku.id));
  await refreshProductDerived(db, [sku.productId]);
  return { ok: true };
}

/** Puts a product on or off the shelf (SPU sale status). */
export async function setProductSaleStatus(
  db: Db,
  input: { productCode: string; saleStatus: SpuSaleStatus },
): Promise<CatalogWriteResult> {
  const updated = await db
    .update(products)
    .set({ saleStatus: input.saleStatus })
    .where(eq(products.code, input.productCode))
    .returning({ id: products.id });
  if (updated.length === 0) return { ok: false, code: "UNKNOWN_PRODUCT" };
  return { ok: true };
}
