import { getTranslations } from "next-intl/server";
import Link from "next/link";
import styles from "@/components/layout/status-page.module.css";

/** shopping §2: "any unmatched path: a not-found message with a link home". */
export default async function NotFound() {
  const t = await getTranslations("notFound");
  return (
    <section className={styles.page}>
      <p className={styles.status}>404</p>
      <h1>{t("title")}</h1>
      <p>{t("text")}</p>
      <Link href="/" className={styles.homeLink} data-testid="not-found-home">
        {t("home")}
      </Link>
    </section>
  );
}
