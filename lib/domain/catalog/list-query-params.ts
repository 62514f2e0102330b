/**
 * Reading a product list URL (shopping §2: "the chosen filters are reflected in the URL query.
 * Query keys are abbreviations: g, ca, o, p, co, si, di, uc, cf, sw, sts"). Values of one key are
 * comma-separated or repeated (co=black,blue or co=black&co=blue). Unknown keys and malformed
 * values are ignored, so an edited URL still lists products with the defaults.
 */
import {
  LIST_ATTRIBUTE_QUERY_KEYS,
  LIST_CATEGORY_QUERY_KEY,
  LIST_PRICE_QUERY_KEY,
  type ListAttributeQueryKey,
} from "./constants";
import type { ProductListFilters } from "./list-filters";
import { formatPriceRange, parsePriceRange } from "./price-range";

export type QueryParams = Readonly<Record<string, string | readonly string[] | undefined>>;

const VALUE = /^[\p{L}\p{N}._+/-]{1,100}$/u;

function valuesOf(raw: string | readonly string[] | undefined): string[] {
  const list = typeof raw === "string" ? [raw] : (raw ?? []);
  return list
    .flatMap((item) => item.split(","))
    .map((item) => item.trim())
    .filter((item) => VALUE.test(item));
}

/** The filters a URL query selects (the category path of the route is added by the caller). */
export function parseListQuery(
  params: QueryParams,
): ProductListFilters & { categoryPath?: string } {
  const attributes: Record<string, string[]> = {};
  for (const [key, code] of Object.entries(LIST_ATTRIBUTE_QUERY_KEYS)) {
    const values = valuesOf(params[key as ListAttributeQueryKey]);
    if (values.length > 0) attributes[code] = values;
  }
  const price = valuesOf(params[LIST_PRICE_QUERY_KEY])[0];
  const category = valuesOf(params[LIST_CATEGORY_QUERY_KEY])[0];
  return {
    attributes,
    salePrice: parsePriceRange(price),
    ...(category ? { categoryPath: category } : {}),
  };
}

/** The canonical query of filters: keys in the spec's order, values sorted, defaults left out. */
export function formatListQuery(filters: ProductListFilters): URLSearchParams {
  const query = new URLSearchParams();
  for (const [key, code] of Object.entries(LIST_ATTRIBUTE_QUERY_KEYS)) {
    const values = [...(filters.attributes?.[code] ?? [])].sort();
    if (values.length > 0) query.set(key, values.join(","));
  }
  if (filters.salePrice) query.set(LIST_PRICE_QUERY_KEY, formatPriceRange(filters.salePrice));
  return query;
}
