"use client";
/**
 * Route errors (accounts §2: "Other route errors show an error page with the status code
 * (500 by default) and message"), with retry and a link home. The message is the text
 * bundle's: an error's own message may be masked or technical, so it only goes to the log.
 */
import { useTranslations } from "next-intl";
import { useEffect } from "react";
import styles from "@/components/layout/status-page.module.css";
import { DEFAULT_ERROR_STATUS } from "@/lib/client/ui-constants";
import { ShopLink } from "@/components/layout/shop-link";

export default function RouteError(props: {
  error: Error & { digest?: string; status?: number };
  reset: () => void;
}) {
  const t = useTranslations("error");
  const status = props.error.status ?? DEFAULT_ERROR_STATUS;

  useEffect(() => {
    console.error(props.error);
  }, [props.error]);

  return (
    <section className={styles.page} role="alert" aria-labelledby="error-title">
      <p className={styles.status}>{status}</p>
      <h1 id="error-title">{t("title")}</h1>
      <p>{t("text")}</p>
      {props.error.digest && <p className={styles.digest}>{props.error.digest}</p>}
      <div className={styles.actions}>
        <button type="button" className={styles.homeLink} onClick={props.reset}>
          {t("retry")}
        </button>
        <ShopLink href="/" className={styles.secondaryLink}>
          {t("home")}
        </ShopLink>
      </div>
    </section>
  );
}
