/**
 * /sitemap.xml (shopping issue 3 §4 SEO): the sitemap index, naming every file of
 * app/sitemaps/sitemap.ts. Crawlers try this address first and robots.txt names it. Per
 * request, as the number of product files follows the catalog.
 */
import { connection } from "next/server";
import { sitemapFileIds, sitemapFilePath } from "@/app/sitemaps/sitemap";
import { canonicalUrl } from "@/lib/server/page-metadata";

const escapeXml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

export async function GET(): Promise<Response> {
  await connection();
  const entries = (await sitemapFileIds())
    .map((id) => `<sitemap><loc>${escapeXml(canonicalUrl(sitemapFilePath(id)))}</loc></sitemap>`)
    .join("\n");
  const body = `<?xml version="1.0" encoding="UTF-8"?>
<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${entries}
</sitemapindex>
`;
  return new Response(body, { headers: { "content-type": "application/xml; charset=utf-8" } });
}
