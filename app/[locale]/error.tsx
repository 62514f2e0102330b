"use client";
/** Route errors (accounts §2): the status code (500 by default) and a message, with retry and home. */
import { useTranslations } from "next-intl";
import Link from "next/link";
import { DEFAULT_ERROR_STATUS } from "@/lib/domain/spec-constants";
import styles from "@/components/layout/status-page.module.css";

export default function RouteError(props: {
  error: Error & { digest?: string; status?: number };
  reset: () => void;
}) {
  const t = useTranslations("error");
  return (
    <section className={styles.page} role="alert">
      <p className={styles.status}>{props.error.status ?? DEFAULT_ERROR_STATUS}</p>
      <h1>{t("title")}</h1>
      <p>{t("text")}</p>
      <div className={styles.actions}>
        <button type="button" className={styles.homeLink} onClick={props.reset}>
          {t("retry")}
        </button>
        <Link href="/" className={styles.secondaryLink}>
          {t("home")}
        </Link>
      </div>
    </section>
  );
}
