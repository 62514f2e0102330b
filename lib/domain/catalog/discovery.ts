/**
 * The header search popup's product lists (accounts §2 Header search; shopping §9): the hot-sell
 * products (the first 4 on-shelf products by sales over the last three months) and the search
 * preview (the first 10 results of a keyword, in the result page's default order, so the popup
 * shows what "see all" opens with).
 */
import type { Db } from "@/lib/db/connect";
import { HOT_SELL_FIRST, SEARCH_PREVIEW_FIRST } from "./constants";
import type { Locale } from "@/lib/domain/locales";
import { getProductList } from "./product-list";
import type { ProductCard } from "./types";

export async function hotSellProducts(
  db: Db,
  input: { locale: Locale },
  now: Date,
): Promise<ProductCard[]> {
  const page = await getProductList(
    db,
    { locale: input.locale, first: HOT_SELL_FIRST, sort: { name: "sales", direction: "DESC" } },
    now,
  );
  return page.ok ? page.edges.map((edge) => edge.node) : [];
}

export interface SearchPreview {
  products: ProductCard[];
  totalCount: number;
}

export async function searchPreview(
  db: Db,
  input: { keyword: string; locale: Locale },
  now: Date,
): Promise<SearchPreview> {
  if (typeof input.keyword !== "string" || input.keyword.trim() === "")
    return { products: [], totalCount: 0 };
  const page = await getProductList(
    db,
    { locale: input.locale, first: SEARCH_PREVIEW_FIRST, filters: { keyword: input.keyword } },
    now,
  );
  return page.ok
    ? { products: page.edges.map((edge) => edge.node), totalCount: page.pageInfo.totalCount }
    : { products: [], totalCount: 0 };
}
