/**
 * /explore/tech and /explore/{code} (accounts §2 "Technology explainer pages"): landing pages of
 * the `explore` section (ADR 0039) with their h1-h3 from SEO info, breadcrumbs (the technology
 * explainer first) and the section's other pages (cmsNavigation). Cached until the page, the
 * explainer or its SEO entry is published again; a code outside the section is not found.
 */
import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { ShopLink } from "@/components/layout/shop-link";
import { ContentBreadcrumbs, SeoHeadings } from "@/components/content/content-page-parts";
import styles from "@/components/content/content-pages.module.css";
import { LandingBlocks } from "@/components/content/landing-blocks";
import { EXPLORE_PARENT_CODE } from "@/lib/domain/content/constants";
import { BUILD_PLACEHOLDER } from "@/lib/server/build-placeholder";
import { cachedCmsNavigation } from "@/lib/server/content-cache";
import { contentPageMetadata, loadContentPage, pathSegment } from "@/lib/server/content-page";

interface ExploreProps {
  params: Promise<{ locale: string; code: string }>;
}

/** Only the build's placeholder: real pages render on first request, then are cached. */
export function generateStaticParams() {
  return [{ code: BUILD_PLACEHOLDER }];
}

async function pageOf(props: ExploreProps) {
  const { locale, code } = await props.params;
  return loadContentPage(locale, `/explore/${pathSegment(code)}`, "EXPLORE");
}

export async function generateMetadata(props: ExploreProps): Promise<Metadata> {
  return contentPageMetadata((await pageOf(props)).page);
}

export default async function ExplorePage(props: ExploreProps) {
  const { locale, page } = await pageOf(props);
  setRequestLocale(locale);
  const [t, section] = await Promise.all([
    getTranslations("contentPages"),
    cachedCmsNavigation(locale, EXPLORE_PARENT_CODE),
  ]);
  return (
    <article className={`container ${styles.page}`} data-testid="explore-page">
      <ContentBreadcrumbs label={t("breadcrumb")} homeLabel={t("home")} items={page.breadcrumbs} />
      <SeoHeadings seo={page.seo} />
      {section.length > 1 ? (
        <nav aria-label={t("exploreSection")} className={styles.sectionNav}>
          <ul>
            {section.map((link) => (
              <li key={link.code}>
                <ShopLink
                  href={link.url}
                  aria-current={link.url === page.path ? "page" : undefined}
                >
                  {link.title}
                </ShopLink>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      {page.landing ? <LandingBlocks blocks={page.landing.blocks} locale={locale} /> : null}
    </article>
  );
}
