/** The help index and a help document: server-rendered text, no client code. */
import { getTranslations } from "next-intl/server";
import Link from "next/link";
import { HELP_DOCUMENTS, helpTextOf, type HelpText } from "@/lib/domain/content/help-documents";
import type { Locale } from "@/lib/domain/locales";
import styles from "./help.module.css";

export async function HelpIndex(props: { locale: Locale }) {
  const t = await getTranslations("help");
  return (
    <article className={`container ${styles.page}`}>
      <h1>{t("title")}</h1>
      <p className={styles.summary}>{t("intro")}</p>
      <ul className={styles.index} data-testid="help-index">
        {HELP_DOCUMENTS.map((document) => {
          const text = helpTextOf(document, props.locale);
          return (
            <li key={document.code}>
              <Link prefetch={false} href={`/help/${document.code}`}>
                {text.title}
              </Link>
              <p>{text.summary}</p>
            </li>
          );
        })}
        <li>
          <Link prefetch={false} href="/guest/orderTrack">
            {t("trackOrder")}
          </Link>
          <p>{t("trackOrderText")}</p>
        </li>
      </ul>
    </article>
  );
}

export async function HelpDocumentView(props: { text: HelpText }) {
  const t = await getTranslations("help");
  return (
    <article className={`container ${styles.page}`} data-testid="help-document">
      <nav aria-label={t("breadcrumb")} className={styles.breadcrumb}>
        <Link prefetch={false} href="/help">
          {t("title")}
        </Link>
      </nav>
      <h1>{props.text.title}</h1>
      <p className={styles.summary}>{props.text.summary}</p>
      {props.text.sections.map((section) => (
        <section key={section.heading}>
          <h2>{section.heading}</h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </section>
      ))}
    </article>
  );
}
