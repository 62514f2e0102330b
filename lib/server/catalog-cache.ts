import "server-only";
/**
 * The catalog as every visitor sees it, kept in Next.js's rendering cache (`"use cache"`) until
 * a tag it carries is revalidated (lib/domain/catalog/cache-tags.ts says what each tag means;
 * lib/server/cache-invalidation.ts revalidates them). Read as nobody in particular: no session,
 * so no member price or cart ever enters an entry (docs/architecture.md "Rendering cache").
 *
 * Entries live for "max" and end by tag, never by a timer, except where time itself changes
 * what the page shows: a promotion price that starts or ends, and new-in's 14-day window.
 */
import { cacheLife, cacheTag } from "next/cache";
import { CART_ERROR_CODES } from "@/lib/domain/cart/constants";
import { CATALOG_TAGS } from "@/lib/domain/catalog/cache-tags";
import { NEW_IN_CATEGORY_CODE } from "@/lib/domain/catalog/constants";
import type { Locale } from "@/lib/domain/locales";
import { executePublicOperation, OperationError } from "@/lib/graphql/execute";
import { cartShareInfo } from "@/lib/graphql/operations/cart";
import { brands, categories } from "@/lib/graphql/operations/catalog";
import {
  filterConditionQuery,
  getNotCacheProductByCode,
  getProductList,
  type ProductDetailData,
  type ProductListFilterVariables,
  type ProductListVariables,
} from "@/lib/graphql/operations/products";

const SECONDS_PER_DAY = 86_400;
/** new-in counts days in Beijing time (shopping §2; lib/domain/catalog/new-in.ts). */
const BEIJING_OFFSET_SECONDS = 8 * 3_600;

/** Seconds until the next midnight in Beijing, when new-in's 14-day window moves. */
function secondsToBeijingMidnight(now: number): number {
  const local = Math.floor(now / 1000) + BEIJING_OFFSET_SECONDS;
  return SECONDS_PER_DAY - (local % SECONDS_PER_DAY);
}

/** The list tags of a list's route: which products it can hold. */
export function listRouteTags(filters: ProductListFilterVariables | null | undefined): string[] {
  const tags: string[] = [];
  if (filters?.keyword) tags.push(CATALOG_TAGS.search);
  if (filters?.categoryPath) tags.push(CATALOG_TAGS.categoryList(filters.categoryPath));
  for (const code of filters?.brandCodes ?? []) tags.push(CATALOG_TAGS.brandList(code));
  if (tags.length === 0) tags.push(CATALOG_TAGS.allProducts);
  return tags;
}

function keepListFor(filters: ProductListFilterVariables | null | undefined): void {
  const path = filters?.categoryPath ?? "";
  if (path.split("/")[0] === NEW_IN_CATEGORY_CODE) {
    const seconds = secondsToBeijingMidnight(Date.now());
    cacheLife({ stale: seconds, revalidate: seconds, expire: seconds });
  } else {
    cacheLife("max");
  }
}

export async function cachedBrands(locale: Locale) {
  "use cache";
  cacheLife("max");
  cacheTag(CATALOG_TAGS.brands);
  return (await executePublicOperation(brands, locale)).brands;
}

export async function cachedCategoryTree(locale: Locale) {
  "use cache";
  cacheLife("max");
  cacheTag(CATALOG_TAGS.categories);
  return (await executePublicOperation(categories, locale)).categories;
}

/** One page of a list; a cursor the API refuses means page one. */
export async function cachedProductList(locale: Locale, variables: ProductListVariables) {
  "use cache";
  keepListFor(variables.filters);
  let data;
  try {
    data = await executePublicOperation(getProductList, locale, variables);
  } catch (error) {
    if (!(error instanceof OperationError) || !variables.after) throw error;
    data = await executePublicOperation(getProductList, locale, { ...variables, after: null });
  }
  cacheTag(
    ...listRouteTags(variables.filters),
    ...data.products.edges.map((edge) => CATALOG_TAGS.card(edge.node.code)),
  );
  return data.products;
}

export async function cachedFilterCondition(
  locale: Locale,
  filters: ProductListFilterVariables | null,
) {
  "use cache";
  keepListFor(filters);
  cacheTag(...listRouteTags(filters));
  return (await executePublicOperation(filterConditionQuery, locale, { filters })).filterCondition;
}

/** The earliest future start or end of a promotion price on the product, in seconds from now. */
function secondsToNextPriceChange(product: ProductDetailData, now: number): number | null {
  let next: number | null = null;
  for (const promotion of product.promotions ?? []) {
    for (const edge of [promotion.beginTime, promotion.endTime]) {
      const at = edge ? Date.parse(edge) : NaN;
      if (Number.isFinite(at) && at > now) next = next === null ? at : Math.min(next, at);
    }
  }
  return next === null ? null : Math.max(1, Math.ceil((next - now) / 1000));
}

export async function cachedProductDetail(
  locale: Locale,
  code: string,
): Promise<ProductDetailData | null> {
  "use cache";
  cacheTag(CATALOG_TAGS.product(code));
  const data = await executePublicOperation(getNotCacheProductByCode, locale, { codes: [code] });
  const product = data.notCacheProductByCode[0] ?? null;
  const seconds = product ? secondsToNextPriceChange(product, Date.now()) : null;
  if (seconds === null) cacheLife("max");
  else cacheLife({ stale: seconds, revalidate: seconds, expire: seconds });
  return product;
}

/**
 * A shared bag (shopping §2 Shared cart): the same for everyone who has its code, so cached, with
 * its products' tags (it shows their prices and stock); an unknown code is remembered as null,
 * so the page is a real 404. Codes are unguessable and the cache is bounded, so made-up codes
 * only evict.
 */
export async function cachedCartShare(locale: Locale, code: string) {
  "use cache";
  cacheLife("max");
  cacheTag(CATALOG_TAGS.cartShare(code));
  try {
    const share = (await executePublicOperation(cartShareInfo, locale, { code })).cartShareInfo;
    const productCodes = share.content.flatMap((item) => item.sku?.product?.code ?? []);
    cacheTag(...new Set(productCodes.map((product) => CATALOG_TAGS.product(product))));
    return share;
  } catch (error) {
    if (error instanceof OperationError && error.code === CART_ERROR_CODES.SHARE_NOT_FOUND) {
      return null;
    }
    throw error;
  }
}
