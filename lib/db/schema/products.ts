/**
 * Products (SPU), SKUs, prices, inventory, attributes, images, labels, sales, search synonyms and
 * arrival notices (shopping §3 Product, SKU, Filter condition; §5). Money is integer HKD cents.
 *
 * Columns marked "derived" are kept in step by `refreshProductDerived` (lib/domain/catalog/
 * product-derived.ts) on every product write, so that list queries filter and sort on plain
 * indexed columns instead of aggregating SKUs per request.
 */
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { PRODUCT_IMAGE_TYPES, SPU_SALE_STATUSES } from "@/lib/domain/catalog/constants";
import { PROMOTION_ACCOUNT_SCOPES } from "@/lib/domain/promotions/constants";
import { brands, categories } from "./catalog";
import { timestamptz } from "./columns";

const onShelf = sql`sale_status = 'ON_SHELF'`;

export const products = pgTable(
  "products",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    code: text("code").notNull().unique(),
    /** The style code shared by every colourway SPU of one design (styleProducts). */
    style: text("style").notNull(),
    /** SPUs shown as colour variants of one another (mergedColourProducts); null: none. */
    mergedColourGroup: text("merged_colour_group"),
    brandCode: text("brand_code")
      .notNull()
      .references(() => brands.code),
    productType: text("product_type").notNull(),
    titleEn: text("title_en").notNull(),
    titleZh: text("title_zh").notNull(),
    subTitleEn: text("sub_title_en").notNull().default(""),
    subTitleZh: text("sub_title_zh").notNull().default(""),
    descriptionEn: text("description_en").notNull().default(""),
    descriptionZh: text("description_zh").notNull().default(""),
    saleStatus: text("sale_status", { enum: SPU_SALE_STATUSES }).notNull(),
    listTime: timestamptz("list_time").notNull(),
    firstListTime: timestamptz("first_list_time").notNull(),
    /** Derived: the lowest default sale price of the enabled SKUs, and that SKU's list price. */
    salePrice: integer("sale_price").notNull().default(0),
    listPrice: integer("list_price").notNull().default(0),
    /** Derived: all-time units sold (Product.sales). */
    sales: integer("sales").notNull().default(0),
    /** Derived: units sold in the three months before `recent_sales_as_of` (the sales sort). */
    recentSales: integer("recent_sales").notNull().default(0),
    recentSalesAsOf: timestamptz("recent_sales_as_of"),
    /**
     * Derived: one token per facet value the product has ("c:<category path>", "b:<brand>",
     * "a:<attribute>:<value>"), so every facet of a list is a GIN lookup on one column and
     * several facets intersect as bitmaps instead of semi-joins over link tables.
     */
    filterTokens: text("filter_tokens")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /**
     * The keyword index (no extension needed): lowercased English words and their prefixes,
     * whole words, Chinese unigrams and bigrams, codes and searchable attribute values. Built by
     * lib/domain/catalog/search-index.ts; a keyword clause is `search_terms @> array[...]`.
     */
    searchTerms: text("search_terms")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdAt: timestamptz("created_at").notNull().defaultNow(),
  },
  (t) => [
    // Ascending indexes serve both sort directions (a backward scan is DESC NULLS FIRST,
    // Postgres's default for DESC), and the (key, id) row comparison of the cursor.
    index("products_on_shelf_list_time_idx").on(t.listTime, t.id).where(onShelf),
    index("products_on_shelf_sale_price_idx").on(t.salePrice, t.id).where(onShelf),
    index("products_on_shelf_recent_sales_idx").on(t.recentSales, t.id).where(onShelf),
    index("products_on_shelf_first_list_time_idx").on(t.firstListTime).where(onShelf),
    index("products_brand_idx").on(t.brandCode),
    index("products_style_idx").on(t.style),
    index("products_merged_colour_group_idx").on(t.mergedColourGroup),
    index("products_on_shelf_filter_tokens_idx").using("gin", t.filterTokens).where(onShelf),
    index("products_on_shelf_search_terms_idx").using("gin", t.searchTerms).where(onShelf),
  ],
);

/** Sparse daily sales per product (Beijing business day), the time dimension of the sales sort. */
export const productSales = pgTable(
  "product_sales",
  {
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    saleDate: date("sale_date").notNull(),
    quantity: integer("quantity").notNull(),
  },
  (t) => [primaryKey({ columns: [t.productId, t.saleDate] })],
);

/** Category membership, including every ancestor of a leaf, so a category filter is one equality. */
export const productCategories = pgTable(
  "product_categories",
  {
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    categoryPath: text("category_path")
      .notNull()
      .references(() => categories.path),
    /** The leaf the product was placed in (breadcrumbs); ancestors are false. */
    isPrimary: boolean("is_primary").notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.categoryPath] }),
    index("product_categories_path_idx").on(t.categoryPath, t.productId),
  ],
);

export const skus = pgTable(
  "skus",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    code: text("code").notNull().unique(),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    storeSkuCode: text("store_sku_code").notNull(),
    /** Colour option: the brand's colour number, names and swatch; base_color is the basecolor value. */
    colorCode: text("color_code").notNull(),
    colorNameEn: text("color_name_en").notNull(),
    colorNameZh: text("color_name_zh").notNull(),
    colorRgb: text("color_rgb").notNull(),
    baseColor: text("base_color").notNull(),
    /** Size option (customSize): the label as printed ("M", "8+", "均碼") and its value code. */
    sizeLabel: text("size_label").notNull(),
    sizeCode: text("size_code").notNull(),
    /** shoeWidth value code for footwear; null otherwise. */
    shoeWidth: text("shoe_width"),
    isEnabled: boolean("is_enabled").notNull().default(true),
    featuredType: text("featured_type"),
    sort: integer("sort").notNull().default(0),
  },
  (t) => [index("skus_product_idx").on(t.productId)],
);

/** The default price of a SKU (skuPrices.defaultPrice) and its list price, in HKD cents. */
export const skuPrices = pgTable(
  "sku_prices",
  {
    skuId: integer("sku_id")
      .primaryKey()
      .references(() => skus.id, { onDelete: "cascade" }),
    listPrice: integer("list_price").notNull(),
    salePrice: integer("sale_price").notNull(),
  },
  (t) => [check("sku_prices_non_negative", sql`${t.listPrice} >= 0 and ${t.salePrice} >= 0`)],
);

export const skuMemberPrices = pgTable(
  "sku_member_prices",
  {
    skuId: integer("sku_id")
      .notNull()
      .references(() => skus.id, { onDelete: "cascade" }),
    memberLevelCode: text("member_level_code").notNull(),
    price: integer("price").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.skuId, t.memberLevelCode] }),
    check("sku_member_prices_non_negative", sql`${t.price} >= 0`),
  ],
);

export const skuPromotionPrices = pgTable(
  "sku_promotion_prices",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    skuId: integer("sku_id")
      .notNull()
      .references(() => skus.id, { onDelete: "cascade" }),
    accountScope: text("account_scope", { enum: PROMOTION_ACCOUNT_SCOPES }).notNull(),
    /** Member level codes; empty means every member (MEMBER scope). */
    levels: text("levels")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    promotionPrice: integer("promotion_price").notNull(),
    beginsAt: timestamptz("begins_at"),
    endsAt: timestamptz("ends_at"),
  },
  (t) => [
    index("sku_promotion_prices_sku_idx").on(t.skuId),
    check("sku_promotion_prices_non_negative", sql`${t.promotionPrice} >= 0`),
  ],
);

export const inventories = pgTable(
  "inventories",
  {
    skuId: integer("sku_id")
      .primaryKey()
      .references(() => skus.id, { onDelete: "cascade" }),
    available: integer("available").notNull(),
    updatedAt: timestamptz("updated_at").notNull().defaultNow(),
  },
  (t) => [check("inventories_available_non_negative", sql`${t.available} >= 0`)],
);

/**
 * Attributes with the spec's codes. Filter attributes carry the list query key (g, o, co, ...);
 * searchable ones feed the keyword index.
 */
export const attributes = pgTable("attributes", {
  code: text("code").primaryKey(),
  attributeType: text("attribute_type", { enum: ["FILTER", "TEXT"] }).notNull(),
  queryKey: text("query_key").unique(),
  nameEn: text("name_en").notNull(),
  nameZh: text("name_zh").notNull(),
  isSearchable: boolean("is_searchable").notNull().default(false),
  sort: integer("sort").notNull().default(0),
});

export const attributeValues = pgTable(
  "attribute_values",
  {
    attributeCode: text("attribute_code")
      .notNull()
      .references(() => attributes.code),
    code: text("code").notNull(),
    nameEn: text("name_en").notNull(),
    nameZh: text("name_zh").notNull(),
    imageUrl: text("image_url"),
    /** Swatch colour of a basecolor value. */
    colorRgb: text("color_rgb"),
    sort: integer("sort").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.attributeCode, t.code] })],
);

/** Coded attribute values of a product: the filters and facets. */
export const productAttributeValues = pgTable(
  "product_attribute_values",
  {
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    attributeCode: text("attribute_code").notNull(),
    valueCode: text("value_code").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.attributeCode, t.valueCode] }),
    index("product_attribute_values_value_idx").on(t.attributeCode, t.valueCode, t.productId),
    foreignKey({
      columns: [t.attributeCode, t.valueCode],
      foreignColumns: [attributeValues.attributeCode, attributeValues.code],
    }),
  ],
);

/** Free-text attributes of a product per language (pdp_fabric, pdpDetail01, colorRgb, ...). */
export const productAttributeTexts = pgTable(
  "product_attribute_texts",
  {
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    attributeCode: text("attribute_code")
      .notNull()
      .references(() => attributes.code),
    valueEn: text("value_en").notNull(),
    valueZh: text("value_zh").notNull(),
    url: text("url"),
  },
  (t) => [primaryKey({ columns: [t.productId, t.attributeCode] })],
);

export const productImages = pgTable(
  "product_images",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    /** The colour the picture shows (skus.color_code); null for pictures of the whole product. */
    colorCode: text("color_code"),
    url: text("url").notNull(),
    type: text("type", { enum: PRODUCT_IMAGE_TYPES }).notNull(),
    sort: integer("sort").notNull().default(0),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
  },
  (t) => [index("product_images_product_idx").on(t.productId, t.type, t.sort)],
);

export const labels = pgTable("labels", {
  code: text("code").primaryKey(),
  frontNameEn: text("front_name_en").notNull(),
  frontNameZh: text("front_name_zh").notNull(),
  descriptionEn: text("description_en").notNull().default(""),
  descriptionZh: text("description_zh").notNull().default(""),
  imageUrl: text("image_url"),
  sort: integer("sort").notNull().default(0),
});

export const productLabels = pgTable(
  "product_labels",
  {
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    labelCode: text("label_code")
      .notNull()
      .references(() => labels.code),
  },
  (t) => [primaryKey({ columns: [t.productId, t.labelCode] })],
);

/** funcLabels[code, labelType, value] of shopping §3. */
export const productFuncLabels = pgTable(
  "product_func_labels",
  {
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    code: text("code").notNull(),
    labelType: text("label_type").notNull(),
    value: text("value").notNull(),
  },
  (t) => [primaryKey({ columns: [t.productId, t.code] })],
);

/** Synonym groups: a keyword phrase matches every product any phrase of its group matches. */
export const searchSynonyms = pgTable(
  "search_synonyms",
  {
    groupCode: text("group_code").notNull(),
    phrase: text("phrase").notNull(),
  },
  (t) => [primaryKey({ columns: [t.groupCode, t.phrase] })],
);

/** One pending notice per e-mail and SKU; notified_at is set exactly once per stock return. */
export const arrivalNotices = pgTable(
  "arrival_notices",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    email: text("email").notNull(),
    skuCode: text("sku_code")
      .notNull()
      .references(() => skus.code, { onDelete: "cascade" }),
    locale: text("locale").notNull().default("en"),
    createdAt: timestamptz("created_at").notNull().defaultNow(),
    notifiedAt: timestamptz("notified_at"),
  },
  (t) => [
    uniqueIndex("arrival_notices_email_sku_uq").on(t.email, t.skuCode),
    index("arrival_notices_pending_idx")
      .on(t.skuCode)
      .where(sql`notified_at is null`),
  ],
);
