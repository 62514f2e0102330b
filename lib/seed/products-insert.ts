/**
 * One batch of generated products into the database, in one transaction: the products are
 * inserted "on conflict (code) do nothing" and only the new ones get their SKUs, prices, stock,
 * attributes, pictures, labels, sales and, through the catalog domain, their derived columns
 * and search terms.
 */
import type { Db } from "@/lib/db/connect";
import { refreshProductDerived, refreshRecentSales } from "@/lib/domain/catalog/product-derived";
import { reindexProductSearch } from "@/lib/domain/catalog/search-index";
import { bulkInsert, type Column } from "./products-bulk";
import type { GeneratedProduct } from "./products-generate";

const PRODUCT_COLUMNS: Column[] = [
  ["code", "text"],
  ["style", "text"],
  ["merged_colour_group", "text"],
  ["brand_code", "text"],
  ["product_type", "text"],
  ["title_en", "text"],
  ["title_zh", "text"],
  ["sub_title_en", "text"],
  ["sub_title_zh", "text"],
  ["description_en", "text"],
  ["description_zh", "text"],
  ["sale_status", "text"],
  ["list_time", "timestamptz"],
  ["first_list_time", "timestamptz"],
];
const SKU_COLUMNS: Column[] = [
  ["code", "text"],
  ["product_id", "int"],
  ["store_sku_code", "text"],
  ["color_code", "text"],
  ["color_name_en", "text"],
  ["color_name_zh", "text"],
  ["color_rgb", "text"],
  ["base_color", "text"],
  ["size_label", "text"],
  ["size_code", "text"],
  ["shoe_width", "text"],
  ["is_enabled", "bool"],
  ["featured_type", "text"],
  ["sort", "int"],
];

/** Inserts the products of a batch that are not in the database yet; returns the counts added. */
export async function insertBatch(db: Db, batch: GeneratedProduct[], now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const inserted = await bulkInsert<{ id: number; code: string }>(
      tx,
      "products",
      PRODUCT_COLUMNS,
      batch.map((p) => [
        p.code,
        p.style,
        p.mergedColourGroup,
        p.brandCode,
        p.productType,
        p.title.en,
        p.title.zh,
        p.subTitle.en,
        p.subTitle.zh,
        p.description.en,
        p.description.zh,
        p.saleStatus,
        p.listTime,
        p.firstListTime,
      ]),
      { onConflict: "on conflict (code) do nothing", returning: "id, code" },
    );
    if (inserted.length === 0) return 0;
    const idByCode = new Map(inserted.map((row) => [row.code, Number(row.id)]));
    const fresh = batch.flatMap((product) => {
      const id = idByCode.get(product.code);
      return id === undefined ? [] : [{ id, product }];
    });
    const each = <T>(pick: (product: GeneratedProduct, id: number) => T[]) =>
      fresh.flatMap(({ id, product }) => pick(product, id));

    await bulkInsert(
      tx,
      "product_categories",
      [
        ["product_id", "int"],
        ["category_path", "text"],
        ["is_primary", "bool"],
      ],
      each((p, id) => p.categories.map((c) => [id, c.path, c.isPrimary])),
    );
    const skuRows = each((p, id) => p.skus.map((s) => ({ id, s })));
    const skuIds = await bulkInsert<{ id: number; code: string }>(
      tx,
      "skus",
      SKU_COLUMNS,
      skuRows.map(({ id, s }) => [
        s.code,
        id,
        s.storeSkuCode,
        s.colour.code,
        s.colour.en,
        s.colour.zh,
        s.colour.rgb,
        s.colour.base,
        s.sizeLabel,
        s.sizeCode,
        s.shoeWidth,
        s.isEnabled,
        s.featuredType,
        s.sort,
      ]),
      { returning: "id, code" },
    );
    const skuIdByCode = new Map(skuIds.map((row) => [row.code, Number(row.id)]));
    const skus = skuRows.map(({ s }) => ({ s, skuId: skuIdByCode.get(s.code) as number }));
    await bulkInsert(
      tx,
      "sku_prices",
      [
        ["sku_id", "int"],
        ["list_price", "int"],
        ["sale_price", "int"],
      ],
      skus.map(({ s, skuId }) => [skuId, s.listPrice, s.salePrice]),
    );
    await bulkInsert(
      tx,
      "inventories",
      [
        ["sku_id", "int"],
        ["available", "int"],
        ["updated_at", "timestamptz"],
      ],
      skus.map(({ s, skuId }) => [skuId, s.available, now]),
    );
    await bulkInsert(
      tx,
      "sku_member_prices",
      [
        ["sku_id", "int"],
        ["member_level_code", "text"],
        ["price", "int"],
      ],
      skus.flatMap(({ s, skuId }) => s.memberPrices.map((m) => [skuId, m.level, m.price])),
    );
    const promotionEnds = new Date(now.getTime() + 30 * 86_400_000);
    await bulkInsert(
      tx,
      "sku_promotion_prices",
      [
        ["sku_id", "int"],
        ["account_scope", "text"],
        ["levels", "text[]"],
        ["promotion_price", "int"],
        ["begins_at", "timestamptz"],
        ["ends_at", "timestamptz"],
      ],
      skus.flatMap(({ s, skuId }) =>
        s.promotion
          ? [[skuId, s.promotion.scope, s.promotion.levels, s.promotion.price, null, promotionEnds]]
          : [],
      ),
    );
    await bulkInsert(
      tx,
      "product_attribute_values",
      [
        ["product_id", "int"],
        ["attribute_code", "text"],
        ["value_code", "text"],
      ],
      each((p, id) => p.attributeValues.map(([code, value]) => [id, code, value])),
    );
    await bulkInsert(
      tx,
      "product_attribute_texts",
      [
        ["product_id", "int"],
        ["attribute_code", "text"],
        ["value_en", "text"],
        ["value_zh", "text"],
      ],
      each((p, id) => p.texts.map((t) => [id, t.code, t.en, t.zh])),
    );
    await bulkInsert(
      tx,
      "product_images",
      [
        ["product_id", "int"],
        ["color_code", "text"],
        ["url", "text"],
        ["type", "text"],
        ["sort", "int"],
        ["width", "int"],
        ["height", "int"],
      ],
      each((p, id) =>
        p.images.map((i) => [id, i.colorCode, i.url, i.type, i.sort, i.width, i.height]),
      ),
    );
    await bulkInsert(
      tx,
      "product_labels",
      [
        ["product_id", "int"],
        ["label_code", "text"],
      ],
      each((p, id) => p.labels.map((code) => [id, code])),
    );
    await bulkInsert(
      tx,
      "product_func_labels",
      [
        ["product_id", "int"],
        ["code", "text"],
        ["label_type", "text"],
        ["value", "text"],
      ],
      each((p, id) => p.funcLabels.map((f) => [id, f.code, f.labelType, f.value])),
    );
    await bulkInsert(
      tx,
      "product_sales",
      [
        ["product_id", "int"],
        ["sale_date", "date"],
        ["quantity", "int"],
      ],
      each((p, id) => p.sales.map((s) => [id, s.date, s.quantity])),
    );

    const ids = fresh.map(({ id }) => id);
    await refreshProductDerived(tx, ids);
    await refreshRecentSales(tx, now, ids);
    await reindexProductSearch(tx, ids);
    return ids.length;
  });
}
