/** The category tree and brands in the request's language (one query each, no N+1). */
import { asc } from "drizzle-orm";
import type { Db } from "@/lib/db/connect";
import { brands, categories } from "@/lib/db/schema";
import type { Locale } from "@/lib/domain/spec-constants";

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

export async function loadCategoryTree(db: Db, locale: Locale): Promise<CategoryNode[]> {
  const rows = await db
    .select()
    .from(categories)
    .orderBy(asc(categories.level), asc(categories.sort), asc(categories.code));
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
  const rows = await db.select().from(brands).orderBy(asc(brands.sort), asc(brands.code));
  return rows.map((row) => ({
    code: row.code,
    name: locale === "zh" ? row.nameZh : row.nameEn,
    imageUrl: row.imageUrl,
  }));
}
