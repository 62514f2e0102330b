/** The sitemap index document (route.ts serves it; tests call it directly). */
import { sitemapFileIds, sitemapFilePath } from "@/app/sitemaps/sitemap";
import { canonicalUrl } from "@/lib/server/page-metadata";

const escapeXml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

export async function sitemapIndexResponse(): Promise<Response> {
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
