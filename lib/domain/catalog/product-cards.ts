/**
 * Batch loading of products for lists and detail: a fixed number of queries for any number of
 * products (products with brands, SKUs with prices and stock, images, labels, funcLabels), never
 * one query per product.
 */
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "@/lib/db/connect";
import {
  brands,
  labels,
  productFuncLabels,
  productImages,
  productLabels,
  products,
} from "@/lib/db/schema";
import type { Locale } from "@/lib/domain/locales";
import type { ProductImageType } from "./constants";
import type { PromotionAccountScope } from "@/lib/domain/promotions/constants";
import { discountPercentage } from "./discount";
import { pickText } from "./localize";
import { newInWindow } from "./new-in";
import type { FuncLabel, ProductCard, ProductImage, ProductLabel, SkuView } from "./types";
import { productColumns } from "./product-columns";
import { jsonColumn, queryRows } from "./sql-rows";

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

interface SkuRow {
  product_id: number;
  code: string;
  store_sku_code: string;
  is_enabled: boolean;
  featured_type: string | null;
  color_code: string;
  color_name_en: string;
  color_name_zh: string;
  color_rgb: string;
  base_color: string;
  size_label: string;
  size_code: string;
  shoe_width: string | null;
  list_price: number;
  sale_price: number;
  available: number | null;
  member_prices: unknown;
  promotion_prices: unknown;
}

/**
 * The SKUs of the given products with prices and stock. Raw SQL with plain columns: a list page
 * reads hundreds of SKU rows, and the ORM's per-field row mapping was the largest CPU cost of a
 * product list request.
 */
export async function loadSkus(db: Db, productIds: readonly number[], locale: Locale, now: Date) {
  if (productIds.length === 0) return new Map<number, SkuView[]>();
  const nowText = now.toISOString();
  const rows = await queryRows<SkuRow>(
    db,
    sql`select s.product_id, s.code, s.store_sku_code, s.is_enabled, s.featured_type,
        s.color_code, s.color_name_en, s.color_name_zh,
        s.color_rgb, s.base_color, s.size_label, s.size_code, s.shoe_width,
        sp.list_price, sp.sale_price, i.available,
        coalesce((select json_agg(json_build_object('l', m.member_level_code, 'p', m.price) order by m.member_level_code)
          from sku_member_prices m where m.sku_id = s.id), '[]'::json) as member_prices,
        coalesce((select json_agg(json_build_object('s', x.account_scope, 'l', x.levels, 'p', x.promotion_price) order by x.id)
          from sku_promotion_prices x where x.sku_id = s.id
            and (x.begins_at is null or x.begins_at <= ${nowText}::timestamptz)
            and (x.ends_at is null or x.ends_at > ${nowText}::timestamptz)), '[]'::json) as promotion_prices
      from skus s
      join sku_prices sp on sp.sku_id = s.id
      left join inventories i on i.sku_id = s.id
      where s.product_id = any(${sql.param([...productIds])}::int[])
      order by s.product_id, s.sort, s.id`,
  );
  const grouped = new Map<number, SkuView[]>();
  for (const row of rows) {
    const view: SkuView = {
      code: row.code,
      storeSkuCode: row.store_sku_code,
      isEnabled: row.is_enabled,
      inventory: row.available ?? 0,
      featuredType: row.featured_type,
      listPrice: row.list_price,
      salePrice: row.sale_price,
      options: {
        color: {
          code: row.color_code,
          name: pickText(locale, row.color_name_en, row.color_name_zh),
          rgb: row.color_rgb,
          baseColor: row.base_color,
        },
        size: { label: row.size_label, code: row.size_code },
        shoeWidth: row.shoe_width,
      },
      memberPrices: jsonColumn<MemberPriceJson[]>(row.member_prices).map((price) => ({
        memberLevelCode: price.l,
        price: price.p,
      })),
      promotionPrices: jsonColumn<PromotionPriceJson[]>(row.promotion_prices).map((price) => ({
        accountScope: price.s,
        levels: price.l ?? [],
        promotionPrice: price.p,
      })),
    };
    const productId = Number(row.product_id);
    const list = grouped.get(productId);
    if (list) list.push(view);
    else grouped.set(productId, [view]);
  }
  return grouped;
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

/** The batch loads of a card beyond the product row; a list loads only those it will show. */
export interface CardParts {
  skus: boolean;
  images: boolean;
  labels: boolean;
  funcLabels: boolean;
}

export const ALL_CARD_PARTS: CardParts = {
  skus: true,
  images: true,
  labels: true,
  funcLabels: true,
};

export interface LoadedCard {
  id: number;
  card: ProductCard;
}

/**
 * Cards for the given product ids, in the order given (unknown ids are skipped). At most five
 * queries whatever the number of ids; `imageTypes` "all" loads every picture (detail page);
 * `parts` leaves out the loads a caller will not show (their fields are then empty).
 */
export async function loadProductCards(
  db: Db,
  ids: readonly number[],
  locale: Locale,
  now: Date,
  imageTypes: readonly ProductImageType[] | "all" = CARD_IMAGE_TYPES,
  parts: CardParts = ALL_CARD_PARTS,
): Promise<LoadedCard[]> {
  if (ids.length === 0) return [];
  const none = Promise.resolve(new Map<number, never[]>());
  const [rows, skuMap, imageMap, labelMap, funcLabelMap] = await Promise.all([
    db
      .select({ product: productColumns, brand: brands })
      .from(products)
      .innerJoin(brands, eq(brands.code, products.brandCode))
      .where(inArray(products.id, [...ids])),
    parts.skus ? loadSkus(db, ids, locale, now) : none,
    parts.images ? loadImages(db, ids, imageTypes === "all" ? undefined : imageTypes) : none,
    parts.labels ? loadLabels(db, ids, locale) : none,
    parts.funcLabels ? loadFuncLabels(db, ids) : none,
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

/**
 * The given SKUs, each with its product's card (for pages that show a SKU on its own: a cart
 * line, a gift, an add-on offer). One query for the products, then the card loads.
 */
export async function loadSkuCards(
  db: Db,
  skuCodes: readonly string[],
  locale: Locale,
  now: Date,
  parts: CardParts,
): Promise<Map<string, { sku: SkuView; card: ProductCard }>> {
  const codes = new Set(skuCodes);
  if (codes.size === 0) return new Map();
  const rows = await queryRows<{ product_id: number }>(
    db,
    sql`select distinct product_id from skus where code = any(${sql.param([...codes])}::text[])`,
  );
  const cards = await loadProductCards(
    db,
    rows.map((row) => Number(row.product_id)),
    locale,
    now,
    ["MAINIMAGE"],
    { ...parts, skus: true },
  );
  const found = new Map<string, { sku: SkuView; card: ProductCard }>();
  for (const { card } of cards)
    for (const sku of card.skus) if (codes.has(sku.code)) found.set(sku.code, { sku, card });
  return found;
}
