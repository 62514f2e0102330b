/**
 * The teaser page (accounts §2 "a teaser page (leave an e-mail)", §7 "Teaser submit uses type
 * TEASER"), at /teaser (ADR 0039: the spec shows no path): the landing page `teaser` above an
 * e-mail form. The page is cached until it or its SEO entry is published again; the form is
 * the one island.
 */
import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { ContentBreadcrumbs, SeoHeadings } from "@/components/content/content-page-parts";
import styles from "@/components/content/content-pages.module.css";
import { LandingBlocks } from "@/components/content/landing-blocks";
import { TeaserForm } from "@/components/content/teaser-form";
import { TEASER_PATH } from "@/lib/domain/content/pages";
import { contentPageMetadata, loadContentPage } from "@/lib/server/content-page";

interface TeaserProps {
  params: Promise<{ locale: string }>;
}

async function pageOf(props: TeaserProps) {
  return loadContentPage((await props.params).locale, TEASER_PATH, "TEASER");
}

export async function generateMetadata(props: TeaserProps): Promise<Metadata> {
  return contentPageMetadata((await pageOf(props)).page);
}

export default async function TeaserPage(props: TeaserProps) {
  const { locale, page } = await pageOf(props);
  setRequestLocale(locale);
  const t = await getTranslations("teaser");
  const tc = await getTranslations("contentPages");
  return (
    <article className={`container ${styles.page}`} data-testid="teaser-page">
      <ContentBreadcrumbs
        label={tc("breadcrumb")}
        homeLabel={tc("home")}
        items={page.breadcrumbs}
      />
      <SeoHeadings seo={page.seo} />
      {page.landing ? <LandingBlocks blocks={page.landing.blocks} locale={locale} /> : null}
      <TeaserForm
        labels={{
          title: t("formTitle"),
          email: t("email"),
          submit: t("submit"),
          sent: t("sent"),
          failed: t("failed"),
        }}
      />
    </article>
  );
}
