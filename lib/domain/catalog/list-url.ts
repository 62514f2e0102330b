/**
 * A product list page's URL (shopping §2 Product list): the filters under the spec's keys
 * (list-query-params.ts), the keyword (`/list?keyword=`), one of the four sorts (`sort=`) and
 * the page cursor (`after=`, so "next page" is a plain link that works without JavaScript).
 * One canonical form: keys in a fixed order, values sorted, defaults and unknown keys left
 * out, so the same selection always has the same URL (the canonical link of the page).
 */
import { LIST_CATEGORY_QUERY_KEY } from "./constants";
import { formatListQuery, parseListQuery, type QueryParams } from "./list-query-params";
import { pathStateSegment, queryValuesOf, splitPathState } from "./path-state";
import { formatPriceRange, type PriceRange } from "./price-range";
import type { ProductSort } from "./types";

/** The four sorts of the list (shopping §2: newest, price low to high, high to low, best sellers). */
export const LIST_SORTS = {
  newest: { name: "listTime", direction: "DESC" },
  "price-asc": { name: "salePrice", direction: "ASC" },
  "price-desc": { name: "salePrice", direction: "DESC" },
  sales: { name: "sales", direction: "DESC" },
} as const satisfies Record<string, ProductSort>;

export type ListSortKey = keyof typeof LIST_SORTS;
export const DEFAULT_LIST_SORT: ListSortKey = "newest";
export const LIST_SORT_KEYS = Object.keys(LIST_SORTS) as ListSortKey[];

export const LIST_SORT_QUERY_KEY = "sort";
export const LIST_AFTER_QUERY_KEY = "after";
export const LIST_KEYWORD_QUERY_KEY = "keyword";

/** Longest keyword kept in a URL; the API cuts it further (search-tokens.ts). */
const KEYWORD_URL_MAX = 200;
const CURSOR = /^[A-Za-z0-9_-]{1,200}$/;

export interface ListUrlState {
  attributes: Record<string, string[]>;
  salePrice: PriceRange | null;
  /** A `ca=` category filter inside the route's own category (not used by the routes yet). */
  categoryPath?: string;
  keyword: string | null;
  sort: ListSortKey;
  after: string | null;
}

function first(raw: string | readonly string[] | undefined): string | undefined {
  return typeof raw === "string" ? raw : raw?.[0];
}

export function readListUrl(params: QueryParams): ListUrlState {
  const filters = parseListQuery(params);
  const sort = first(params[LIST_SORT_QUERY_KEY]);
  const keyword = first(params[LIST_KEYWORD_QUERY_KEY])?.trim().slice(0, KEYWORD_URL_MAX);
  const after = first(params[LIST_AFTER_QUERY_KEY]);
  return {
    attributes: { ...(filters.attributes as Record<string, string[]>) },
    salePrice: filters.salePrice ?? null,
    ...(filters.categoryPath ? { categoryPath: filters.categoryPath } : {}),
    keyword: keyword ? keyword : null,
    sort: sort && sort in LIST_SORTS ? (sort as ListSortKey) : DEFAULT_LIST_SORT,
    after: after && CURSOR.test(after) ? after : null,
  };
}

/** The canonical query string ("" or "?..."): keyword, filters, sort, cursor. */
export function listQueryString(state: ListUrlState): string {
  const query = new URLSearchParams();
  if (state.keyword) query.set(LIST_KEYWORD_QUERY_KEY, state.keyword);
  for (const [key, value] of formatListQuery(state)) query.set(key, value);
  if (state.categoryPath) query.set(LIST_CATEGORY_QUERY_KEY, state.categoryPath);
  if (state.sort !== DEFAULT_LIST_SORT) query.set(LIST_SORT_QUERY_KEY, state.sort);
  if (state.after) query.set(LIST_AFTER_QUERY_KEY, state.after);
  const text = query.toString();
  return text ? `?${text}` : "";
}

/** The state after choosing or dropping one attribute value; paging starts again. */
export function toggleAttribute(state: ListUrlState, code: string, value: string): ListUrlState {
  const current = state.attributes[code] ?? [];
  const values = current.includes(value)
    ? current.filter((item) => item !== value)
    : [...current, value];
  const attributes = { ...state.attributes };
  if (values.length > 0) attributes[code] = values;
  else delete attributes[code];
  return { ...state, attributes, after: null };
}

/** The state with this price range chosen, or dropped when it is the one chosen. */
export function togglePrice(state: ListUrlState, range: PriceRange): ListUrlState {
  const chosen = state.salePrice?.min === range.min && state.salePrice.max === range.max;
  return { ...state, salePrice: chosen ? null : range, after: null };
}

export function withSort(state: ListUrlState, sort: ListSortKey): ListUrlState {
  return { ...state, sort, after: null };
}

/** No filter chosen (keyword and sort kept). */
export function withoutFilters(state: ListUrlState): ListUrlState {
  return { keyword: state.keyword, sort: state.sort, attributes: {}, salePrice: null, after: null };
}

export function hasFilters(state: ListUrlState): boolean {
  return Object.keys(state.attributes).length > 0 || state.salePrice !== null;
}

/** The getProductList / filterCondition filters of a page: its route's scope, then the URL's. */
export function listApiFilters(
  state: ListUrlState,
  route: { categoryPath?: string; brandCodes?: string[] },
) {
  return {
    categoryPath: route.categoryPath ?? state.categoryPath ?? null,
    brandCodes: route.brandCodes ?? [],
    attributes: Object.entries(state.attributes).map(([code, values]) => ({ code, values })),
    salePrice: state.salePrice ? formatPriceRange(state.salePrice) : null,
    keyword: state.keyword,
  };
}

/** A list's state as the path segment middleware appends (path-state.ts); null for none. */
export function listStateSegment(state: ListUrlState): string | null {
  return pathStateSegment(listQueryString(state).slice(1));
}

/** The state a list route's segments carry: the last one when it is a state segment. */
export function splitListStateSegment(segments: readonly string[]): {
  segments: string[];
  state: ListUrlState;
} {
  const split = splitPathState(segments);
  return { segments: split.segments, state: readListUrl(split.query) };
}

/** The path middleware rewrites a list URL's query into (the path itself when it has none). */
export function listPathWithState(pathname: string, search: URLSearchParams): string {
  const segment = listStateSegment(readListUrl(queryValuesOf(search)));
  return segment ? `${pathname.replace(/\/$/, "")}/${segment}` : pathname;
}
