/**
 * The payment result while the server reads the order (the page's Suspense fallback): a title,
 * the order code and a line of text, and the row of buttons, in the result's own places.
 */
import { useTranslations } from "next-intl";
import styles from "./payments.module.css";

export function PayResultSkeleton() {
  const t = useTranslations("payResult");
  return (
    <section className={styles.status} data-testid="pay-result-skeleton">
      <p className="visually-hidden" role="status">
        {t("title")}
      </p>
      <div className={`${styles.skeleton} ${styles.skeletonTitle}`} />
      <div className={`${styles.skeleton} ${styles.skeletonText}`} />
      <div className={`${styles.skeleton} ${styles.skeletonText}`} />
      <div className={`${styles.skeleton} ${styles.skeletonActions}`} />
    </section>
  );
}
