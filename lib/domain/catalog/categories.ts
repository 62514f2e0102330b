/**
 * The category tree and brands in the request's language. Their rows are reference data that
 * every page reads (navigation, facets, list filters) and only the seed or the back office
 * writes, so they are read once a minute per database (read-cache.ts), not per request.
 */
import { asc } from "drizzle-orm";
import type { Db } from "@/lib/db/connect";
import { brands, categories } from "@/lib/db/schema";
import type { Locale } from "@/lib/domain/spec-constants";
import { cachedRead } from "./read-cache";

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
export function categoryRows(db: Db): Promise<(typeof categories.$inferSelect)[]> {
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

export async function loadCategoryTree(db: Db, locale: Locale): Promise<CategoryNode[]> {
  const rows = await categoryRows(db);
  const byPath = new Map<string, CategoryNode>();
  const roots: CategoryNode[] = [];
  for (const row of rows) {
    const node: CategoryNode = {
      path: row.path,
      code: row.code,
      level: row.level,
      name: locale === "zh" ? row.nameZh : row.nameEn,
      imageUrl: row.imageUrl,
      children: [],
    };
    byPath.set(row.path, node);
    const parent = row.parentPath ? byPath.get(row.parentPath) : undefined;
    if (parent) parent.children.push(node);
    else if (!row.parentPath) roots.push(node);
  }
  return roots;
}

export async function listBrands(db: Db, locale: Locale): Promise<Brand[]> {
  const rows = await brandRows(db);
  return rows.map((row) => ({
    code: row.code,
    name: locale === "zh" ? row.nameZh : row.nameEn,
    imageUrl: row.imageUrl,
  }));
}
