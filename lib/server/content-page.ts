import "server-only";
/**
 * Loading a content page for its route (ADR 0039): the cached page at a public path, or the
 * 404 page when there is none or the path shows another kind of page; and its metadata from its
 * SEO info (title, description, keywords) with its canonical address.
 */
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import type { ContentRoute } from "@/lib/domain/content/pages";
import type { ContentPageData } from "@/lib/graphql/operations/content-pages";
import { isLocale } from "@/lib/i18n/locale";
import { cachedContentPage } from "./content-cache";
import { pageMetadata } from "./page-metadata";

export async function loadContentPage<K extends ContentRoute["kind"]>(
  rawLocale: string,
  path: string,
  kind: K,
) {
  // The build's placeholder locale renders nothing.
  if (!isLocale(rawLocale)) notFound();
  const page = await cachedContentPage(rawLocale, path);
  if (!page || page.kind !== kind) notFound();
  return { locale: rawLocale, page };
}

export async function contentPageMetadata(page: ContentPageData): Promise<Metadata> {
  return seoMetadata(page.seo, page.path);
}

/** A page's metadata from its SEO info (accounts §3): title, description, keywords, canonical. */
export async function seoMetadata(
  seo: { title: string; description: string; keywords: string },
  path: string,
): Promise<Metadata> {
  const metadata = await pageMetadata({
    title: seo.title,
    description: seo.description || undefined,
    path,
  });
  return seo.keywords ? { ...metadata, keywords: seo.keywords } : metadata;
}

/** A route segment as the page's path names it (a malformed escape is left as it came). */
export function pathSegment(raw: string): string {
  try {
    return encodeURIComponent(decodeURIComponent(raw));
  } catch {
    return encodeURIComponent(raw);
  }
}
