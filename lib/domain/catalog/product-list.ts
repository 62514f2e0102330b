/**
 * getProductList (shopping §2 Product list, §7 Product): on-shelf products matching the filters,
 * in one of the four sorts, paged by cursor.
 *
 * - Sorts: listTime (newest first by default), salePrice, sales (units over the last three
 *   months); ties broken by product id in the same direction, so the order is total and a cursor
 *   never skips or repeats a product.
 * - Paging: `first` defaults to PRODUCT_LIST_FIRST_PAGE_SIZE (30) and may not exceed
 *   PRODUCT_LIST_MAX_PAGE_SIZE (100): more is refused with FIRST_OUT_OF_RANGE, not silently cut.
 * - Queries per page: category check and synonyms (when asked), page, count, then the six batch
 *   loads of product-cards.ts: fixed, whatever the page size.
 */
import { sql, type SQL } from "drizzle-orm";
import type { Db } from "@/lib/db/connect";
import {
  DEFAULT_PRODUCT_SORT,
  PRODUCT_LIST_FIRST_PAGE_SIZE,
  PRODUCT_LIST_MAX_PAGE_SIZE,
  PRODUCT_SORT_NAMES,
  SORT_DIRECTIONS,
  type ProductImageType,
} from "./constants";
import type { Locale } from "@/lib/domain/locales";
import { decodeCursor, encodeCursor, type CursorPosition } from "./cursor";
import { listCondition, prepareFilters, type ProductListFilters } from "./list-filters";
import { CARD_IMAGE_TYPES, loadProductCards, type CardParts } from "./product-cards";
import { newInWindow } from "./new-in";
import { cachedRead } from "./read-cache";
import { queryRows } from "./sql-rows";
import {
  CATALOG_FAILURE_CODES,
  type CatalogFailure,
  type PageInfo,
  type ProductCard,
  type ProductSort,
} from "./types";

export interface ProductListInput {
  filters?: ProductListFilters;
  sort?: ProductSort | null;
  first?: number | null;
  after?: string | null;
  locale: Locale;
  /** Picture types to load per product (default: the card types). */
  imageTypes?: readonly ProductImageType[];
  /** The card parts to load (default: all). */
  parts?: CardParts;
}

export interface ProductListEdge {
  cursor: string;
  node: ProductCard;
}

export interface ProductListPage {
  ok: true;
  edges: ProductListEdge[];
  pageInfo: PageInfo;
}

const SORT_COLUMNS = {
  listTime: { column: "p.list_time", cast: "timestamptz" },
  salePrice: { column: "p.sale_price", cast: "int" },
  sales: { column: "p.recent_sales", cast: "int" },
} as const;

export function normaliseSort(sort: ProductSort | null | undefined): ProductSort {
  if (
    sort &&
    (PRODUCT_SORT_NAMES as readonly string[]).includes(sort.name) &&
    (SORT_DIRECTIONS as readonly string[]).includes(sort.direction)
  ) {
    return { name: sort.name, direction: sort.direction };
  }
  return { ...DEFAULT_PRODUCT_SORT };
}

function firstFailure(first: number | null | undefined): CatalogFailure | number {
  const value = first ?? PRODUCT_LIST_FIRST_PAGE_SIZE;
  if (!Number.isInteger(value) || value < 1 || value > PRODUCT_LIST_MAX_PAGE_SIZE) {
    return {
      ok: false,
      code: CATALOG_FAILURE_CODES.FIRST_OUT_OF_RANGE,
      field: "first",
      max: PRODUCT_LIST_MAX_PAGE_SIZE,
    };
  }
  return value;
}

function pageQuery(
  where: SQL,
  sort: ProductSort,
  after: CursorPosition | null,
  limit: number,
): SQL {
  const { column, cast } = SORT_COLUMNS[sort.name];
  const direction = sql.raw(sort.direction === "ASC" ? "asc" : "desc");
  const comparison = sql.raw(sort.direction === "ASC" ? ">" : "<");
  const keyColumn = sql.raw(column);
  const cursorCondition = after
    ? sql` and (${keyColumn}, p.id) ${comparison} (${after.key}::${sql.raw(cast)}, ${after.id}::int)`
    : sql``;
  return sql`select p.id, ${keyColumn}::text as key from products p
    where ${where}${cursorCondition}
    order by ${keyColumn} ${direction}, p.id ${direction}
    limit ${limit}`;
}

export async function getProductList(
  db: Db,
  input: ProductListInput,
  now: Date,
): Promise<ProductListPage | CatalogFailure> {
  const first = firstFailure(input.first);
  if (typeof first !== "number") return first;
  const sort = normaliseSort(input.sort);
  const after = input.after ? decodeCursor(sort, input.after) : null;
  if (input.after && !after) {
    return { ok: false, code: CATALOG_FAILURE_CODES.INVALID_CURSOR, field: "after" };
  }
  const prepared = await prepareFilters(db, input.filters, now);
  if (!prepared.ok) return prepared;
  const where = listCondition(prepared.filters);

  // Which products a filter set matches, and in what order, moves only when the catalog is
  // written: the ids and the count are kept like the facet counts (read-cache.ts), while the
  // cards below (prices, stock, pictures) are read fresh on every call. The new-in window's
  // day is part of the key, as for the facets.
  const filterKey = JSON.stringify({
    ...prepared.filters,
    newIn: prepared.filters.newIn ? newInWindow(now).from : null,
  });
  const pageKey = `listPage:${filterKey}:${sort.name}:${sort.direction}:${input.after ?? ""}:${first}`;
  const [pageRowsRaw, countRows] = await Promise.all([
    cachedRead(db, pageKey, () =>
      queryRows<{ id: number; key: string }>(db, pageQuery(where, sort, after, first + 1)),
    ),
    cachedRead(db, `listCount:${filterKey}`, () =>
      queryRows<{ n: number }>(db, sql`select count(*)::int as n from products p where ${where}`),
    ),
  ]);
  const rows = pageRowsRaw.map((row) => ({ id: Number(row.id), key: String(row.key) }));
  const totalCount = Number(countRows[0]?.n ?? 0);
  const pageRows = rows.slice(0, first);
  const cards = await loadProductCards(
    db,
    pageRows.map((row) => row.id),
    input.locale,
    now,
    input.imageTypes ?? CARD_IMAGE_TYPES,
    input.parts,
  );
  const cardById = new Map(cards.map((loaded) => [loaded.id, loaded.card]));
  const edges = pageRows.flatMap((row): ProductListEdge[] => {
    const node = cardById.get(row.id);
    return node ? [{ cursor: encodeCursor(sort, row), node }] : [];
  });
  return {
    ok: true,
    edges,
    pageInfo: {
      hasPreviousPage: after !== null,
      hasNextPage: rows.length > first,
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges.at(-1)?.cursor ?? null,
      totalCount,
    },
  };
}
