/**
 * robots.txt (shopping issue 3 §4 SEO): every crawler may read the shop except the API and the
 * private or transactional pages, and is told every sitemap file (app/sitemap.ts serves
 * /sitemap/{id}.xml without an index). Product list pages with query parameters stay crawlable;
 * their canonical link names the page without tracking parameters.
 *
 * Rendered per request, as the number of product sitemaps follows the catalog. When the
 * database cannot answer, robots.txt still answers (a failing robots.txt stops crawling), with
 * the first sitemap only.
 */
import type { MetadataRoute } from "next";
import { getDb } from "@/lib/db";
import { sitemapProductCount, sitemapProductFileCount } from "@/lib/domain/catalog/sitemap";
import { logger } from "@/lib/logger";
import { canonicalUrl } from "@/lib/server/page-metadata";

export const dynamic = "force-dynamic";

const DISALLOWED_PATHS = [
  "/api/",
  "/user",
  "/cart",
  "/checkout",
  "/payment",
  "/pay/",
  "/login",
  "/register",
  "/guest/",
  "/cart-share/",
];

async function productSitemapFiles(): Promise<number> {
  try {
    return sitemapProductFileCount(await sitemapProductCount(await getDb()));
  } catch (error) {
    logger.error("robots.txt could not count the product sitemaps", { error });
    return 0;
  }
}

export default async function robots(): Promise<MetadataRoute.Robots> {
  const files = await productSitemapFiles();
  return {
    rules: { userAgent: "*", allow: "/", disallow: DISALLOWED_PATHS },
    sitemap: Array.from({ length: 1 + files }, (_, id) => canonicalUrl(`/sitemap/${id}.xml`)),
  };
}
