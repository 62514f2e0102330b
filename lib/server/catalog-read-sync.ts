import "server-only";
/**
 * Keeps this instance's catalog read cache (list ids, counts, facets: read-cache.ts) in step
 * with changes told to another instance. That instance drops its own read cache in
 * /api/cache/revalidate; this one learns of the change only through the tag times shared in
 * Redis (ADR 0030), at the start of its next request, and must drop its read cache then, or the
 * list it renders anew would still hold a product taken off the shelf.
 */
import { tagsMoveLists } from "@/lib/domain/catalog/cache-tags";
import { forgetAllCachedReads } from "@/lib/domain/catalog/read-cache";
import { onSharedTagsRevalidated } from "@/lib/server/cache/tag-events.mjs";

let started = false;

export function syncCatalogReadsAcrossInstances(): void {
  if (started) return;
  started = true;
  onSharedTagsRevalidated((tags) => {
    if (tagsMoveLists(tags)) forgetAllCachedReads();
  });
}
