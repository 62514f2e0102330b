/**
 * robots.txt (shopping issue 3 §4 SEO): every crawler may read the shop except the API and the
 * private or transactional pages, and is told the sitemap index (/sitemap.xml, which names
 * every file). Product list pages with query parameters stay crawlable; their canonical link
 * names the page without tracking parameters. Static: it reads no data, so it answers even
 * when the database does not (a failing robots.txt stops crawling).
 */
import type { MetadataRoute } from "next";
import { connection } from "next/server";
import { canonicalUrl } from "@/lib/server/page-metadata";

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
  "/ops",
];

export default async function robots(): Promise<MetadataRoute.Robots> {
  // The sitemap's address follows PUBLIC_BASE_URL at run time, not at build time.
  await connection();
  return robotsFile();
}

export function robotsFile(): MetadataRoute.Robots {
  return {
    rules: { userAgent: "*", allow: "/", disallow: DISALLOWED_PATHS },
    sitemap: canonicalUrl("/sitemap.xml"),
  };
}
