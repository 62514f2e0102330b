/**
 * /minisite (accounts §2 "Brand mini-site"): the landing page `minisite` (ADR 0039) with its
 * h1-h3 from SEO info and breadcrumbs. Cached until it or its SEO entry is published again; not
 * found while it is unpublished.
 */
import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { ContentBreadcrumbs, SeoHeadings } from "@/components/content/content-page-parts";
import styles from "@/components/content/content-pages.module.css";
import { LandingBlocks } from "@/components/content/landing-blocks";
import { MINISITE_PATH } from "@/lib/domain/content/pages";
import { contentPageMetadata, loadContentPage } from "@/lib/server/content-page";

interface MinisiteProps {
  params: Promise<{ locale: string }>;
}

async function pageOf(props: MinisiteProps) {
  return loadContentPage((await props.params).locale, MINISITE_PATH, "MINISITE");
}

export async function generateMetadata(props: MinisiteProps): Promise<Metadata> {
  return contentPageMetadata((await pageOf(props)).page);
}

export default async function MinisitePage(props: MinisiteProps) {
  const { locale, page } = await pageOf(props);
  setRequestLocale(locale);
  const t = await getTranslations("contentPages");
  return (
    <article className={`container ${styles.page}`} data-testid="minisite-page">
      <ContentBreadcrumbs label={t("breadcrumb")} homeLabel={t("home")} items={page.breadcrumbs} />
      <SeoHeadings seo={page.seo} />
      {page.landing ? <LandingBlocks blocks={page.landing.blocks} locale={locale} /> : null}
    </article>
  );
}
