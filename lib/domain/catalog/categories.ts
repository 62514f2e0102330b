/**
 * The category tree and brands in the request's language. Their rows are reference data that
 * every page reads (navigation, facets, list filters) and only the seed or the back office
 * writes, so they are read once a minute per database (read-cache.ts), not per request.
 */
import { asc } from "drizzle-orm";
import type { Db } from "@/lib/db/connect";
import { brands, categories } from "@/lib/db/schema";
import type { Locale } from "@/lib/domain/locales";
import { pickText } from "./localize";
import { cachedRead } from "./read-cache";

type CategoryRow = typeof categories.$inferSelect;

export interface CategoryNode {
  path: string;
  code: string;
  level: number;
  name: string;
  imageUrl: string | null;
  children: CategoryNode[];
}

export interface Brand {
  code: string;
  name: string;
  imageUrl: string | null;
}

/** Every category, parents before children, in display order. */
export function categoryRows(db: Db): Promise<CategoryRow[]> {
  return cachedRead(db, "categoryRows", () =>
    db
      .select()
      .from(categories)
      .orderBy(asc(categories.level), asc(categories.sort), asc(categories.code)),
  );
}

/** Every brand in display order. */
export function brandRows(db: Db): Promise<(typeof brands.$inferSelect)[]> {
  return cachedRead(db, "brandRows", () =>
    db.select().from(brands).orderBy(asc(brands.sort), asc(brands.code)),
  );
}

/** A category row as a node of the tree, named in `locale`, without children yet. */
export function categoryNode(row: CategoryRow, locale: Locale): CategoryNode {
  return {
    path: row.path,
    code: row.code,
    level: row.level,
    name: pickText(locale, row.nameEn, row.nameZh),
    imageUrl: row.imageUrl,
    children: [],
  };
}

/**
 * The tree of `rows` from its roots (the navigation's tree and the facet counts' tree). Rows come
 * parents first (`categoryRows`' order), so a node's parent is always built before it; a row
 * whose parent is missing is left out, never promoted to a root. Siblings keep the rows' order.
 */
export function buildCategoryTree<Node extends { children: Node[] }>(
  rows: readonly CategoryRow[],
  toNode: (row: CategoryRow) => Node,
): Node[] {
  const byPath = new Map<string, Node>();
  const roots: Node[] = [];
  for (const row of rows) {
    const node = toNode(row);
    byPath.set(row.path, node);
    const parent = row.parentPath ? byPath.get(row.parentPath) : undefined;
    if (parent) parent.children.push(node);
    else if (!row.parentPath) roots.push(node);
  }
  return roots;
}

export async function loadCategoryTree(db: Db, locale: Locale): Promise<CategoryNode[]> {
  return buildCategoryTree(await categoryRows(db), (row) => categoryNode(row, locale));
}

export async function listBrands(db: Db, locale: Locale): Promise<Brand[]> {
  const rows = await brandRows(db);
  return rows.map((row) => ({
    code: row.code,
    name: locale === "zh" ? row.nameZh : row.nameEn,
    imageUrl: row.imageUrl,
  }));
}
