/**
 * The help index and a help document (accounts §2 "Help, FAQ and contact"): documents of the
 * content store under the parent code `help`, rendered on the server; no client code.
 */
import { getTranslations } from "next-intl/server";
import { sanitizeRichText } from "@/lib/domain/content/rich-text";
import type { DocumentData, DocumentListItemData } from "@/lib/graphql/operations/content";
import styles from "./help.module.css";
import { ShopLink } from "@/components/layout/shop-link";

export async function HelpIndex(props: { documents: DocumentListItemData[] }) {
  const t = await getTranslations("help");
  return (
    <article className={`container ${styles.page}`}>
      <h1>{t("title")}</h1>
      <p className={styles.summary}>{t("intro")}</p>
      <ul className={styles.index} data-testid="help-index">
        {props.documents.map((document) => (
          <li key={document.code}>
            <ShopLink href={`/help/${encodeURIComponent(document.code)}`}>
              {document.title}
            </ShopLink>
            {document.subTitle ? <p>{document.subTitle}</p> : null}
          </li>
        ))}
        <li>
          <ShopLink href="/contact-us">{t("writeToUs")}</ShopLink>
          <p>{t("writeToUsText")}</p>
        </li>
        <li>
          <ShopLink href="/guest/orderTrack">{t("trackOrder")}</ShopLink>
          <p>{t("trackOrderText")}</p>
        </li>
      </ul>
    </article>
  );
}

export async function HelpDocumentView(props: { document: DocumentData }) {
  const t = await getTranslations("help");
  const { document } = props;
  return (
    <article className={`container ${styles.page}`} data-testid="help-document">
      <nav aria-label={t("breadcrumb")} className={styles.breadcrumb}>
        <ShopLink href="/help">{t("title")}</ShopLink>
      </nav>
      <h1>{document.title}</h1>
      {document.subTitle ? <p className={styles.summary}>{document.subTitle}</p> : null}
      <div
        // Sanitised when written, again by the API, and once more here: never a script on a page.
        dangerouslySetInnerHTML={{ __html: sanitizeRichText(document.content) }}
      />
    </article>
  );
}
