/**
 * /sitemap.xml (shopping issue 3 §4 SEO): the sitemap index, naming every file of
 * app/sitemaps/sitemap.ts. Crawlers try this address first and robots.txt names it. Per
 * request, as the number of product files follows the catalog.
 */
import { connection } from "next/server";
import { sitemapIndexResponse } from "./index-response";

export async function GET(): Promise<Response> {
  // Read at request time: the number of files follows the running shop's catalog.
  await connection();
  return sitemapIndexResponse();
}
