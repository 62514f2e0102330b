/**
 * Batch loading of products for lists and detail: a fixed number of queries for any number of
 * products (products with brands, SKUs with prices and stock, images, labels, funcLabels), never
 * one query per product.
 */
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "@/lib/db/connect";
import {
  brands,
  inventories,
  labels,
  productFuncLabels,
  productImages,
  productLabels,
  products,
  skuPrices,
  skus,
} from "@/lib/db/schema";
import type { Locale, ProductImageType, PromotionAccountScope } from "@/lib/domain/spec-constants";
import { discountPercentage } from "./discount";
import { pickText } from "./localize";
import { newInWindow } from "./new-in";
import type { FuncLabel, ProductCard, ProductImage, ProductLabel, SkuView } from "./types";
import { productColumns } from "./product-columns";

/** Pictures a list card may show; video and rich content belong to the detail page. */
export const CARD_IMAGE_TYPES: readonly ProductImageType[] = [
  "MAINIMAGE",
  "WIRELESSMAINIMAGE",
  "FIGUREIMAGE",
  "WHITEFIGUREIMAGE",
  "TAGIMAGE",
];

type MemberPriceJson = { l: string; p: number };
type PromotionPriceJson = { s: PromotionAccountScope; l: string[] | null; p: number };

function groupBy<T>(rows: readonly T[], key: (row: T) => number): Map<number, T[]> {
  const groups = new Map<number, T[]>();
  for (const row of rows) {
    const list = groups.get(key(row));
    if (list) list.push(row);
    else groups.set(key(row), [row]);
  }
  return groups;
}

function parseJson<T>(value: unknown): T {
  return (typeof value === "string" ? JSON.parse(value) : value) as T;
}

export async function loadSkus(db: Db, productIds: readonly number[], locale: Locale, now: Date) {
  if (productIds.length === 0) return new Map<number, SkuView[]>();
  const nowText = now.toISOString();
  const rows = await db
    .select({
      productId: skus.productId,
      sku: skus,
      listPrice: skuPrices.listPrice,
      salePrice: skuPrices.salePrice,
      available: inventories.available,
      memberPrices: sql<unknown>`coalesce((select json_agg(json_build_object('l', m.member_level_code, 'p', m.price) order by m.member_level_code) from sku_member_prices m where m.sku_id = ${skus.id}), '[]'::json)`,
      promotionPrices: sql<unknown>`coalesce((select json_agg(json_build_object('s', x.account_scope, 'l', x.levels, 'p', x.promotion_price) order by x.id) from sku_promotion_prices x where x.sku_id = ${skus.id} and (x.begins_at is null or x.begins_at <= ${nowText}::timestamptz) and (x.ends_at is null or x.ends_at > ${nowText}::timestamptz)), '[]'::json)`,
    })
    .from(skus)
    .innerJoin(skuPrices, eq(skuPrices.skuId, skus.id))
    .leftJoin(inventories, eq(inventories.skuId, skus.id))
    .where(inArray(skus.productId, [...productIds]))
    .orderBy(asc(skus.productId), asc(skus.sort), asc(skus.id));
  const views = rows.map((row) => ({
    productId: row.productId,
    view: {
      code: row.sku.code,
      storeSkuCode: row.sku.storeSkuCode,
      isEnabled: row.sku.isEnabled,
      inventory: row.available ?? 0,
      featuredType: row.sku.featuredType,
      listPrice: row.listPrice,
      salePrice: row.salePrice,
      options: {
        color: {
          code: row.sku.colorCode,
          name: pickText(locale, row.sku.colorNameEn, row.sku.colorNameZh),
          rgb: row.sku.colorRgb,
          baseColor: row.sku.baseColor,
        },
        size: { label: row.sku.sizeLabel, code: row.sku.sizeCode },
        shoeWidth: row.sku.shoeWidth,
      },
      memberPrices: parseJson<MemberPriceJson[]>(row.memberPrices).map((price) => ({
        memberLevelCode: price.l,
        price: price.p,
      })),
      promotionPrices: parseJson<PromotionPriceJson[]>(row.promotionPrices).map((price) => ({
        accountScope: price.s,
        levels: price.l ?? [],
        promotionPrice: price.p,
      })),
    } satisfies SkuView,
  }));
  const grouped = groupBy(views, (row) => row.productId);
  return new Map([...grouped].map(([id, list]) => [id, list.map((row) => row.view)]));
}

export async function loadImages(
  db: Db,
  productIds: readonly number[],
  types?: readonly ProductImageType[],
): Promise<Map<number, ProductImage[]>> {
  if (productIds.length === 0) return new Map();
  const rows = await db
    .select()
    .from(productImages)
    .where(
      and(
        inArray(productImages.productId, [...productIds]),
        types ? inArray(productImages.type, [...types]) : undefined,
      ),
    )
    .orderBy(asc(productImages.productId), asc(productImages.sort), asc(productImages.id));
  const grouped = groupBy(rows, (row) => row.productId);
  return new Map(
    [...grouped].map(([id, list]) => [
      id,
      list.map(({ url, type, sort, width, height, colorCode }) => ({
        url,
        type,
        sort,
        width,
        height,
        colorCode,
      })),
    ]),
  );
}

async function loadLabels(db: Db, productIds: readonly number[], locale: Locale) {
  const rows = await db
    .select({ productId: productLabels.productId, label: labels })
    .from(productLabels)
    .innerJoin(labels, eq(labels.code, productLabels.labelCode))
    .where(inArray(productLabels.productId, [...productIds]))
    .orderBy(asc(productLabels.productId), asc(labels.sort), asc(labels.code));
  const grouped = groupBy(rows, (row) => row.productId);
  return new Map(
    [...grouped].map(([id, list]): [number, ProductLabel[]] => [
      id,
      list.map(({ label }) => ({
        code: label.code,
        frontName: pickText(locale, label.frontNameEn, label.frontNameZh),
        description: pickText(locale, label.descriptionEn, label.descriptionZh),
        imageUrl: label.imageUrl,
      })),
    ]),
  );
}

async function loadFuncLabels(db: Db, productIds: readonly number[]) {
  const rows = await db
    .select()
    .from(productFuncLabels)
    .where(inArray(productFuncLabels.productId, [...productIds]))
    .orderBy(asc(productFuncLabels.productId), asc(productFuncLabels.code));
  const grouped = groupBy(rows, (row) => row.productId);
  return new Map(
    [...grouped].map(([id, list]): [number, FuncLabel[]] => [
      id,
      list.map(({ code, labelType, value }) => ({ code, labelType, value })),
    ]),
  );
}

export interface LoadedCard {
  id: number;
  card: ProductCard;
}

/**
 * Cards for the given product ids, in the order given (unknown ids are skipped). Five queries
 * whatever the number of ids; `imageTypes` "all" loads every picture (detail page).
 */
export async function loadProductCards(
  db: Db,
  ids: readonly number[],
  locale: Locale,
  now: Date,
  imageTypes: readonly ProductImageType[] | "all" = CARD_IMAGE_TYPES,
): Promise<LoadedCard[]> {
  if (ids.length === 0) return [];
  const [rows, skuMap, imageMap, labelMap, funcLabelMap] = await Promise.all([
    db
      .select({ product: productColumns, brand: brands })
      .from(products)
      .innerJoin(brands, eq(brands.code, products.brandCode))
      .where(inArray(products.id, [...ids])),
    loadSkus(db, ids, locale, now),
    loadImages(db, ids, imageTypes === "all" ? undefined : imageTypes),
    loadLabels(db, ids, locale),
    loadFuncLabels(db, ids),
  ]);
  const byId = new Map(rows.map((row) => [row.product.id, row]));
  const window = newInWindow(now);
  return ids.flatMap((id): LoadedCard[] => {
    const row = byId.get(id);
    if (!row) return [];
    const { product, brand } = row;
    const productSkus = skuMap.get(id) ?? [];
    return [
      {
        id,
        card: {
          code: product.code,
          style: product.style,
          title: pickText(locale, product.titleEn, product.titleZh),
          subTitle: pickText(locale, product.subTitleEn, product.subTitleZh),
          productType: product.productType,
          brand: {
            code: brand.code,
            name: pickText(locale, brand.nameEn, brand.nameZh),
            imageUrl: brand.imageUrl,
          },
          listTime: product.listTime,
          firstListTime: product.firstListTime,
          onShelves: product.saleStatus === "ON_SHELF",
          sales: product.sales,
          recentSales: product.recentSales,
          salePrice: product.salePrice,
          listPrice: product.listPrice,
          discountPercentage: discountPercentage(product.listPrice, product.salePrice),
          inventory: productSkus
            .filter((sku) => sku.isEnabled)
            .reduce((sum, sku) => sum + sku.inventory, 0),
          isNewIn: product.firstListTime >= window.from && product.firstListTime <= window.to,
          images: imageMap.get(id) ?? [],
          labels: labelMap.get(id) ?? [],
          funcLabels: funcLabelMap.get(id) ?? [],
          skus: productSkus,
        },
      },
    ];
  });
}
