import "server-only";
/** Per-page metadata shared by all pages: canonical link on the public origin. */
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { headers } from "next/headers";
import { getEnv } from "@/lib/env";

/** The canonical URL of a public path (no locale prefix, no tracking parameters). */
export function canonicalUrl(pathWithQuery: string): string {
  return new URL(pathWithQuery, getEnv().PUBLIC_BASE_URL).toString();
}

/** The public path of the current request, as middleware saw it before the locale rewrite. */
export async function currentPublicPath(): Promise<string> {
  return (await headers()).get("x-shop-pathname") ?? "/";
}

export async function pageMetadata(input: {
  title: string;
  description?: string;
  path?: string;
  noIndex?: boolean;
}): Promise<Metadata> {
  const path = input.path ?? (await currentPublicPath());
  return {
    title: input.title,
    description: input.description,
    alternates: { canonical: canonicalUrl(path) },
    robots: input.noIndex ? { index: false, follow: false } : undefined,
  };
}

/**
 * The 404 page's own title ("Page not found", issue 12 §8) and no canonical address. Next.js
 * uses a segment's not-found metadata when the route does not match or generateMetadata calls
 * notFound(); a page that calls notFound() while rendering exports this itself.
 */
export async function notFoundMetadata(): Promise<Metadata> {
  const t = await getTranslations("meta");
  return { title: t("notFoundTitle"), alternates: { canonical: null } };
}
