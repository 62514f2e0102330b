/**
 * productByCode and getNotCacheProductByCode (shopping §5: "Product by code returns only on-shelf
 * products"; §7 Product): the product detail with every picture, attributes with their values,
 * categories, SKUs with options, stock and prices, and the style and merged-colour products.
 * The uncached variant also returns off-shelf products, flagged `onShelves: false`, so the page
 * can say "off shelf" instead of a 404. A fixed number of queries for any number of codes.
 */
import { and, asc, eq, inArray } from "drizzle-orm";
import type { Db } from "@/lib/db/connect";
import {
  attributeValues,
  attributes,
  categories,
  productAttributeTexts,
  productAttributeValues,
  productCategories,
  products,
} from "@/lib/db/schema";
import type { Locale } from "@/lib/domain/locales";
import { pickText } from "./localize";
import { loadProductCards } from "./product-cards";
import { loadRelatives, type RelatedProduct } from "./product-relatives";
import type { ProductCard } from "./types";
import { productColumns } from "./product-columns";

export interface AttributeValueView {
  code: string;
  displayName: string;
  name: string;
  frontName: string;
  originCode: string;
  url: string | null;
}

export interface ProductAttributeView {
  code: string;
  originCode: string;
  name: string;
  frontName: string;
  values: AttributeValueView[];
}

export interface ProductCategoryRef {
  path: string;
  code: string;
  level: number;
  name: string;
  isPrimary: boolean;
}

export type { RelatedProduct };

export interface ProductDetail extends ProductCard {
  description: string;
  categories: ProductCategoryRef[];
  attributes: ProductAttributeView[];
  styleProducts: RelatedProduct[];
  mergedColourProducts: RelatedProduct[];
}

export interface ProductByCodeInput {
  codes: readonly string[];
  locale: Locale;
  /** Default true; false skips attributes. */
  includeAttrs?: boolean;
  /** Only these attribute codes (default: all). */
  attributeCodes?: readonly string[];
}

const MAX_CODES = 50;

async function loadAttributes(db: Db, ids: number[], locale: Locale, only?: readonly string[]) {
  const onlyValues = only ? inArray(productAttributeValues.attributeCode, [...only]) : undefined;
  const onlyTexts = only ? inArray(productAttributeTexts.attributeCode, [...only]) : undefined;
  const [valueRows, textRows] = await Promise.all([
    db
      .select({
        productId: productAttributeValues.productId,
        attribute: attributes,
        value: attributeValues,
      })
      .from(productAttributeValues)
      .innerJoin(attributes, eq(attributes.code, productAttributeValues.attributeCode))
      .innerJoin(
        attributeValues,
        and(
          eq(attributeValues.attributeCode, productAttributeValues.attributeCode),
          eq(attributeValues.code, productAttributeValues.valueCode),
        ),
      )
      .where(and(inArray(productAttributeValues.productId, ids), onlyValues))
      .orderBy(asc(attributes.sort), asc(attributeValues.sort), asc(attributeValues.code)),
    db
      .select({
        productId: productAttributeTexts.productId,
        attribute: attributes,
        text: productAttributeTexts,
      })
      .from(productAttributeTexts)
      .innerJoin(attributes, eq(attributes.code, productAttributeTexts.attributeCode))
      .where(and(inArray(productAttributeTexts.productId, ids), onlyTexts))
      .orderBy(asc(attributes.sort), asc(attributes.code)),
  ]);
  const byProduct = new Map<number, Map<string, ProductAttributeView>>();
  const viewOf = (productId: number, attribute: typeof attributes.$inferSelect) => {
    const views = byProduct.get(productId) ?? new Map<string, ProductAttributeView>();
    byProduct.set(productId, views);
    let view = views.get(attribute.code);
    if (!view) {
      const name = pickText(locale, attribute.nameEn, attribute.nameZh);
      view = {
        code: attribute.code,
        originCode: attribute.code,
        name,
        frontName: name,
        values: [],
      };
      views.set(attribute.code, view);
    }
    return view;
  };
  for (const { productId, attribute, value } of valueRows) {
    const name = pickText(locale, value.nameEn, value.nameZh);
    viewOf(productId, attribute).values.push({
      code: value.code,
      displayName: name,
      name,
      frontName: name,
      originCode: value.code,
      url: value.imageUrl,
    });
  }
  for (const { productId, attribute, text } of textRows) {
    const name = pickText(locale, text.valueEn, text.valueZh);
    viewOf(productId, attribute).values.push({
      code: attribute.code,
      displayName: name,
      name,
      frontName: name,
      originCode: attribute.code,
      url: text.url,
    });
  }
  return new Map([...byProduct].map(([id, views]) => [id, [...views.values()]]));
}

async function loadCategories(db: Db, ids: number[], locale: Locale) {
  const rows = await db
    .select({
      productId: productCategories.productId,
      isPrimary: productCategories.isPrimary,
      category: categories,
    })
    .from(productCategories)
    .innerJoin(categories, eq(categories.path, productCategories.categoryPath))
    .where(inArray(productCategories.productId, ids))
    .orderBy(asc(categories.level), asc(categories.path));
  const result = new Map<number, ProductCategoryRef[]>();
  for (const { productId, isPrimary, category } of rows) {
    const list = result.get(productId) ?? [];
    list.push({
      path: category.path,
      code: category.code,
      level: category.level,
      name: pickText(locale, category.nameEn, category.nameZh),
      isPrimary,
    });
    result.set(productId, list);
  }
  return result;
}

async function loadDetails(
  db: Db,
  input: ProductByCodeInput,
  now: Date,
  includeOffShelf: boolean,
): Promise<ProductDetail[]> {
  const codes = [
    ...new Set(input.codes.filter((code) => typeof code === "string" && code.length <= 100)),
  ].slice(0, MAX_CODES);
  if (codes.length === 0) return [];
  const rows = await db
    .select(productColumns)
    .from(products)
    .where(
      and(
        inArray(products.code, codes),
        includeOffShelf ? undefined : eq(products.saleStatus, "ON_SHELF"),
      ),
    );
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const includeAttrs = input.includeAttrs ?? true;
  const [cards, attributeMap, categoryMap, relativesOf] = await Promise.all([
    loadProductCards(db, ids, input.locale, now, "all"),
    includeAttrs
      ? loadAttributes(db, ids, input.locale, input.attributeCodes)
      : Promise.resolve(new Map()),
    loadCategories(db, ids, input.locale),
    loadRelatives(db, rows, input.locale, includeOffShelf),
  ]);
  const cardById = new Map(cards.map((loaded) => [loaded.id, loaded.card]));
  const rowByCode = new Map(rows.map((row) => [row.code, row]));
  return codes.flatMap((code): ProductDetail[] => {
    const row = rowByCode.get(code);
    const card = row ? cardById.get(row.id) : undefined;
    if (!row || !card) return [];
    return [
      {
        ...card,
        description: pickText(input.locale, row.descriptionEn, row.descriptionZh),
        categories: categoryMap.get(row.id) ?? [],
        attributes: (attributeMap.get(row.id) as ProductAttributeView[] | undefined) ?? [],
        ...relativesOf(row),
      },
    ];
  });
}

/** On-shelf products by code, in the order asked; unknown and off-shelf codes are left out. */
export function productByCode(
  db: Db,
  input: ProductByCodeInput,
  now: Date,
): Promise<ProductDetail[]> {
  return loadDetails(db, input, now, false);
}

/** Like productByCode, but off-shelf products are returned too (onShelves false). */
export function getNotCacheProductByCode(
  db: Db,
  input: ProductByCodeInput,
  now: Date,
): Promise<ProductDetail[]> {
  return loadDetails(db, input, now, true);
}
