/**
 * /landingPage/{key} (accounts §2 "CMS landing page"): a published landing page's blocks, with
 * its title, description and keywords from its SEO info (seoOptimize). Alike for every visitor,
 * cached until the page or its seo entry is published again (content:landing:{key},
 * content:seo:landing-{key}); an unknown or unpublished key is not found.
 */
import type { Metadata } from "next";
import { setRequestLocale } from "next-intl/server";
import { notFound, permanentRedirect } from "next/navigation";
import { LandingBlocks } from "@/components/content/landing-blocks";
import { HOME_LANDING_CODE, MEMBERS_LANDING_CODE } from "@/lib/domain/content/constants";
import { isLocale } from "@/lib/i18n/locale";
import { BUILD_PLACEHOLDER } from "@/lib/server/build-placeholder";
import { cachedLandingPage, cachedLandingSeo, cachedLightConfig } from "@/lib/server/content-cache";
import { seoMetadata } from "@/lib/server/content-page";
import { pageMetadata } from "@/lib/server/page-metadata";

interface LandingProps {
  params: Promise<{ locale: string; key: string }>;
}

/** Only the build's placeholder: real pages render on first request, then are cached. */
export function generateStaticParams() {
  return [{ key: BUILD_PLACEHOLDER }];
}

async function pageOf(props: LandingProps) {
  const { locale, key } = await props.params;
  if (!isLocale(locale)) notFound();
  const code = decodeURIComponent(key);
  // The home landing page is the home page: one address for one page.
  if (code === HOME_LANDING_CODE) permanentRedirect("/");
  const [page, light] = await Promise.all([
    cachedLandingPage(locale, code),
    code === MEMBERS_LANDING_CODE ? cachedLightConfig(locale) : null,
  ]);
  if (!page || (light && !light.membersEntrance)) notFound();
  return { locale, code, page };
}

export async function generateMetadata(props: LandingProps): Promise<Metadata> {
  const { locale, code, page } = await pageOf(props);
  const seo = await cachedLandingSeo(locale, code);
  // A page of a section (an explore page, the mini-site, the teaser) names its own address.
  if (!seo) return pageMetadata({ title: page.title, path: page.path });
  return seoMetadata(seo, page.path);
}

export default async function LandingPage(props: LandingProps) {
  const { locale, page } = await pageOf(props);
  setRequestLocale(locale);
  return (
    <article data-testid="landing-page">
      <h1 className="visually-hidden">{page.title}</h1>
      <LandingBlocks blocks={page.blocks} locale={locale} />
    </article>
  );
}
