import "server-only";
/**
 * Published content as every visitor sees it, kept in the rendering cache until its entry is
 * published again (lib/domain/content/cache-tags.ts). Read as nobody in particular, like the
 * catalog (catalog-cache.ts).
 */
import { cacheLife, cacheTag } from "next/cache";
import { CONTENT_TAGS } from "@/lib/domain/content/cache-tags";
import type { Locale } from "@/lib/domain/locales";
import { executePublicOperation } from "@/lib/graphql/execute";
import { storeLocations } from "@/lib/graphql/operations/content";

export async function cachedStoreLocations(locale: Locale) {
  "use cache";
  cacheLife("max");
  cacheTag(CONTENT_TAGS.kind("store"));
  return (await executePublicOperation(storeLocations, locale, { district: null })).storeLocations;
}
