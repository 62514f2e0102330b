import "server-only";
/**
 * Published content as every visitor sees it, kept in the rendering cache until its entry is
 * published again (lib/domain/content/cache-tags.ts). Read as nobody in particular, like the
 * catalog (catalog-cache.ts).
 */
import { cacheLife, cacheTag } from "next/cache";
import { CONTENT_TAGS } from "@/lib/domain/content/cache-tags";
import { DEFAULT_MENU_TYPE } from "@/lib/domain/content/constants";
import type { Locale } from "@/lib/domain/locales";
import { executePublicOperation } from "@/lib/graphql/execute";
import type { ContentBodyOf } from "@/lib/domain/content/kinds";
import type { InLocale } from "@/lib/domain/content/localize";
import {
  cms2loadContent,
  docs,
  docsByParentCode,
  footerContent,
  lightConfig,
  menus,
  seoInfo,
  storeLocations,
} from "@/lib/graphql/operations/content";
import { contentPageTags, contentRouteOf, seoCodeOf } from "@/lib/domain/content/pages";
import { cmsNavigation, pageByPath, seoOptimize } from "@/lib/graphql/operations/content-pages";

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

/**
 * A landing page's SEO info (seoOptimize): an editor's seo entry `landing-{code}` filled from the
 * page itself; kept until the page or that entry is published again.
 */
export async function cachedLandingSeo(locale: Locale, code: string) {
  "use cache";
  cacheLife("max");
  cacheTag(
    CONTENT_TAGS.entry("landing", code),
    CONTENT_TAGS.entry("seo", seoCodeOf("landing", code)),
  );
  const result = await executePublicOperation(seoOptimize, locale, {
    input: { contentCodes: [code], source: "LANDING" },
  });
  return result.seoOptimize.list[0] ?? null;
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

/** The main navigation menu (accounts §2 Menu items): its visible items, up to 4 levels. */
export async function cachedMenu(locale: Locale) {
  "use cache";
  cacheLife("max");
  cacheTag(CONTENT_TAGS.entry("menu", DEFAULT_MENU_TYPE));
  return (await executePublicOperation(menus, locale, { menuType: DEFAULT_MENU_TYPE })).menus;
}

/** The top bar and site flags (accounts §2 Shared layout "per-locale CMS light config"). */
export async function cachedLightConfig(locale: Locale) {
  "use cache";
  cacheLife("max");
  cacheTag(CONTENT_TAGS.kind("light"));
  return (await executePublicOperation(lightConfig, locale)).lightConfig;
}

export type FooterContent = InLocale<ContentBodyOf<"footer">>;

/** The published footer in `locale`, or null (accounts §2 Footer (CMS-driven)). */
export async function cachedFooter(locale: Locale): Promise<FooterContent | null> {
  "use cache";
  cacheLife("max");
  cacheTag(CONTENT_TAGS.kind("footer"));
  const json = (await executePublicOperation(footerContent, locale)).footerContent;
  return json ? (JSON.parse(json) as FooterContent) : null;
}

/** A page code's SEO info (accounts §3 SEO info), or null when none is published. */
export async function cachedSeoInfo(locale: Locale, pageCode: string) {
  "use cache";
  cacheLife("max");
  cacheTag(CONTENT_TAGS.entry("seo", pageCode));
  const info = await executePublicOperation(seoInfo, locale, { input: { pageCodes: [pageCode] } });
  return info.seoInfo.list[0] ?? null;
}

/**
 * A content page (/article/{slug}, /articles/{code}, /explore/{code}, /minisite, /teaser) in
 * `locale`, or null; kept until what it shows is published again (contentPageTags, ADR 0039).
 */
export async function cachedContentPage(locale: Locale, path: string) {
  "use cache";
  cacheLife("max");
  const route = contentRouteOf(path);
  if (!route) return null;
  for (const tag of contentPageTags(route)) cacheTag(tag);
  return (await executePublicOperation(pageByPath, locale, { path, locale })).pageByPath;
}

/** The pages under a content code (cmsNavigation); kept until a landing page or document is published. */
export async function cachedCmsNavigation(locale: Locale, contentCode: string) {
  "use cache";
  cacheLife("max");
  cacheTag(CONTENT_TAGS.kind("landing"), CONTENT_TAGS.kind("document"));
  return (await executePublicOperation(cmsNavigation, locale, { contentCode })).cmsNavigation;
}
