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
import {
  cms2loadContent,
  docs,
  docsByParentCode,
  storeLocations,
} from "@/lib/graphql/operations/content";

export async function cachedStoreLocations(locale: Locale) {
  "use cache";
  cacheLife("max");
  cacheTag(CONTENT_TAGS.kind("store"));
  return (await executePublicOperation(storeLocations, locale, { district: null })).storeLocations;
}

/** A published landing page in `locale`, or null; kept until that page is published again. */
export async function cachedLandingPage(locale: Locale, code: string) {
  "use cache";
  cacheLife("max");
  cacheTag(CONTENT_TAGS.entry("landing", code));
  return (await executePublicOperation(cms2loadContent, locale, { contentCode: code }))
    .cms2loadContent;
}

/** A shown document in `locale`, or null; kept until that document is published again. */
export async function cachedDocument(locale: Locale, code: string) {
  "use cache";
  cacheLife("max");
  cacheTag(CONTENT_TAGS.entry("document", code));
  return (await executePublicOperation(docs, locale, { code })).docs;
}

/** The shown documents under a parent code; kept until any document is published again. */
export async function cachedDocumentsOf(locale: Locale, parentCode: string) {
  "use cache";
  cacheLife("max");
  cacheTag(CONTENT_TAGS.kind("document"));
  return (await executePublicOperation(docsByParentCode, locale, { code: parentCode }))
    .docsByParentCode;
}
