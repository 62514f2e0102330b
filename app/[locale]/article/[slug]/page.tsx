/**
 * /article/{remark slug} (accounts §2 "Article"): one article of an article group, its h1-h3
 * from its SEO info, breadcrumbs home > group > article, and a way back to its group. Cached
 * until a document or SEO entry is published again (ADR 0039); an unknown slug is not found.
 */
import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { ShopLink } from "@/components/layout/shop-link";
import { ContentBreadcrumbs, SeoHeadings } from "@/components/content/content-page-parts";
import styles from "@/components/content/content-pages.module.css";
import { sanitizeRichText } from "@/lib/domain/content/rich-text";
import { BUILD_PLACEHOLDER } from "@/lib/server/build-placeholder";
import { contentPageMetadata, loadContentPage, pathSegment } from "@/lib/server/content-page";

interface ArticleProps {
  params: Promise<{ locale: string; slug: string }>;
}

/** Only the build's placeholder: real pages render on first request, then are cached. */
export function generateStaticParams() {
  return [{ slug: BUILD_PLACEHOLDER }];
}

async function pageOf(props: ArticleProps) {
  const { locale, slug } = await props.params;
  return loadContentPage(locale, `/article/${pathSegment(slug)}`, "ARTICLE");
}

export async function generateMetadata(props: ArticleProps): Promise<Metadata> {
  return contentPageMetadata((await pageOf(props)).page);
}

export default async function ArticlePage(props: ArticleProps) {
  const { locale, page } = await pageOf(props);
  setRequestLocale(locale);
  const t = await getTranslations("contentPages");
  const group = page.breadcrumbs[0];
  return (
    <article className={`container ${styles.page} ${styles.narrow}`} data-testid="article-page">
      <ContentBreadcrumbs label={t("breadcrumb")} homeLabel={t("home")} items={page.breadcrumbs} />
      <SeoHeadings seo={page.seo} />
      <div
        className={styles.body}
        data-testid="article-body"
        // Sanitised when written, again by the store's read, and once more here.
        dangerouslySetInnerHTML={{ __html: sanitizeRichText(page.document?.content ?? "") }}
      />
      {group ? (
        <p className={styles.back}>
          <ShopLink href={group.url}>{t("moreIn", { group: group.title })}</ShopLink>
        </p>
      ) : null}
    </article>
  );
}
