/**
 * The sitemaps (shopping issue 3 §4 SEO), split so that no file holds more than 50,000 URLs:
 *
 * - /sitemaps/sitemap/0.xml: the home page, every category page `/products/{path}` (`new-in`
 *   included), every brand page `/brand/{code}`, each published landing page, the store locator and each published store;
 * - /sitemaps/sitemap/1.xml, 2.xml, ...: the on-shelf products `/product/{code}`, 45,000 a
 *   file, by product id, each with its listing time as lastModified.
 *
 * They live under /sitemaps/ because Next refuses an app/sitemap.ts with generateSitemaps next
 * to the app/sitemap.xml route that serves their index (the address crawlers try first).
 * Rendered per request: the build has no database, and generateSitemaps (which the build calls
 * to list static params) answers an empty list there instead of opening one.
 */
import type { MetadataRoute } from "next";
import { PHASE_PRODUCTION_BUILD } from "next/constants";
import { connection } from "next/server";
import { getDb } from "@/lib/db";
import {
  SITEMAP_PRODUCTS_PER_FILE,
  sitemapPages,
  sitemapProductCount,
  sitemapProductFileCount,
  sitemapProducts,
} from "@/lib/domain/catalog/sitemap";
import {
  HOME_LANDING_CODE,
  LIGHT_CONFIG_CODE,
  MEMBERS_LANDING_CODE,
} from "@/lib/domain/content/constants";
import { publishedCodes, publishedContent } from "@/lib/domain/content/store";
import { canonicalUrl } from "@/lib/server/page-metadata";

const encodePath = (path: string) => path.split("/").map(encodeURIComponent).join("/");

/** The address of sitemap file `id`, as generateSitemaps makes Next serve it. */
export const sitemapFilePath = (id: number) => `/sitemaps/sitemap/${id}.xml`;

/** Every sitemap file: the pages (0) and one per 45,000 on-shelf products. */
export async function sitemapFileIds(): Promise<number[]> {
  const files = sitemapProductFileCount(await sitemapProductCount(await getDb()));
  return Array.from({ length: 1 + files }, (_, id) => id);
}

export async function generateSitemaps(): Promise<{ id: number }[]> {
  // Next's own variable, set by `next build` only.
  if (process.env.NEXT_PHASE === PHASE_PRODUCTION_BUILD) return [];
  return (await sitemapFileIds()).map((id) => ({ id }));
}

export default async function sitemap(props: {
  id: Promise<string>;
}): Promise<MetadataRoute.Sitemap> {
  // Read at request time: the catalog, and PUBLIC_BASE_URL, are the running shop's.
  await connection();
  return sitemapFile(Number(await props.id));
}

/** The URLs of sitemap file `id`. */
export async function sitemapFile(id: number): Promise<MetadataRoute.Sitemap> {
  const db = await getDb();
  if (id === 0) {
    const pages = await sitemapPages(db);
    const membersOpen =
      (await publishedContent(db, "light", LIGHT_CONFIG_CODE))?.membersEntrance ?? false;
    return [
      { url: canonicalUrl("/") },
      ...pages.categoryPaths.map((path) => ({
        url: canonicalUrl(`/products/${encodePath(path)}`),
      })),
      ...pages.brandCodes.map((code) => ({
        url: canonicalUrl(`/brand/${encodeURIComponent(code)}`),
      })),
      // The home page's own entry (landing/home) is the home page, listed first above; the
      // members page is listed while its entrance is open.
      ...(await publishedCodes(db, "landing"))
        .filter((code) => code !== HOME_LANDING_CODE)
        .filter((code) => membersOpen || code !== MEMBERS_LANDING_CODE)
        .map((code) => ({ url: canonicalUrl(`/landingPage/${encodeURIComponent(code)}`) })),
      { url: canonicalUrl("/storeLocator") },
      ...(await publishedCodes(db, "store")).map((code) => ({
        url: canonicalUrl(`/storeView?code=${encodeURIComponent(code)}`),
      })),
    ];
  }
  if (!Number.isSafeInteger(id) || id < 1) return [];
  const products = await sitemapProducts(db, new Date(), {
    offset: (id - 1) * SITEMAP_PRODUCTS_PER_FILE,
    limit: SITEMAP_PRODUCTS_PER_FILE,
  });
  return products.map((product) => ({
    url: canonicalUrl(`/product/${encodeURIComponent(product.code)}`),
    lastModified: product.lastModified,
  }));
}
