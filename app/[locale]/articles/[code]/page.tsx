/**
 * /articles/{code} (accounts §2 "Article"): an article group, its introduction and its articles
 * in their order, each linking to /article/{slug}. Cached until a document or SEO entry is
 * published again (ADR 0039); an unknown group is not found.
 */
import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { ShopLink } from "@/components/layout/shop-link";
import { ContentBreadcrumbs, SeoHeadings } from "@/components/content/content-page-parts";
import styles from "@/components/content/content-pages.module.css";
import { sanitizeRichText } from "@/lib/domain/content/rich-text";
import { BUILD_PLACEHOLDER } from "@/lib/server/build-placeholder";
import { contentPageMetadata, loadContentPage, pathSegment } from "@/lib/server/content-page";

interface ArticlesProps {
  params: Promise<{ locale: string; code: string }>;
}

/** Only the build's placeholder: real pages render on first request, then are cached. */
export function generateStaticParams() {
  return [{ code: BUILD_PLACEHOLDER }];
}

async function pageOf(props: ArticlesProps) {
  const { locale, code } = await props.params;
  return loadContentPage(locale, `/articles/${pathSegment(code)}`, "ARTICLE_GROUP");
}

export async function generateMetadata(props: ArticlesProps): Promise<Metadata> {
  return contentPageMetadata((await pageOf(props)).page);
}

export default async function ArticlesPage(props: ArticlesProps) {
  const { locale, page } = await pageOf(props);
  setRequestLocale(locale);
  const t = await getTranslations("contentPages");
  return (
    <article className={`container ${styles.page} ${styles.narrow}`} data-testid="article-group">
      <ContentBreadcrumbs label={t("breadcrumb")} homeLabel={t("home")} items={page.breadcrumbs} />
      <SeoHeadings seo={page.seo} />
      <div
        className={styles.body}
        dangerouslySetInnerHTML={{ __html: sanitizeRichText(page.document?.content ?? "") }}
      />
      {page.documents.length === 0 ? (
        <p>{t("noArticles")}</p>
      ) : (
        <ul className={styles.list} data-testid="article-list">
          {page.documents.map((article) => (
            <li key={article.code}>
              <ShopLink href={`/article/${encodeURIComponent(article.slug ?? article.code)}`}>
                {article.title}
              </ShopLink>
              {article.subTitle ? <p>{article.subTitle}</p> : null}
            </li>
          ))}
        </ul>
      )}
    </article>
  );
}
