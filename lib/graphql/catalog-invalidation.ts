/**
 * After a catalog write commits (an order takes or returns stock, an operator changes a price or
 * the shelf state), the rendering cache must drop exactly the pages that show what changed
 * (lib/domain/catalog/cache-tags.ts). The API calls catalogChanged on its context; the app wires
 * it to Next.js's revalidateTag (app-server.ts), the command line to the running shop's
 * /api/cache/revalidate (scripts/ops.ts), tests to a recorder.
 */
import type { Db } from "@/lib/db/connect";
import { tagsOfChange, type CatalogChangeKind } from "@/lib/domain/catalog/cache-tags";
import { changedProductsOf } from "@/lib/domain/catalog/catalog-changes";
import { forgetCachedReads } from "@/lib/domain/catalog/read-cache";

export interface CatalogChange {
  kind: CatalogChangeKind;
  productCodes?: readonly string[];
  skuCodes?: readonly string[];
  /** Orders placed or cancelled: their lines' stock moved. */
  orderCodes?: readonly string[];
}

/** Drops the tagged cache entries (and this process's catalog read cache). */
export type RevalidateTags = (tags: readonly string[]) => void | Promise<void>;

/** The tags a change revalidates; revalidates them; returns them (for logs and tests). */
export async function invalidateCatalog(
  db: Db,
  change: CatalogChange,
  now: Date,
  revalidate: RevalidateTags,
): Promise<string[]> {
  const products = await changedProductsOf(db, change, now);
  const tags = tagsOfChange(change.kind, products);
  if (change.kind !== "stock") forgetCachedReads(db);
  if (tags.length > 0) await revalidate(tags);
  return tags;
}
