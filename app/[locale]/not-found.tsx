/**
 * The 404 page (accounts §2: "An unmatched route or failed route validation shows a 404
 * page with a link to home"; §8: "404 'This page could not be found'").
 */
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import styles from "@/components/layout/status-page.module.css";
import { NOT_FOUND_STATUS } from "@/lib/client/ui-constants";

import { notFoundMetadata } from "@/lib/server/page-metadata";
import { ShopLink } from "@/components/layout/shop-link";

export async function generateMetadata(): Promise<Metadata> {
  return notFoundMetadata();
}

export default async function NotFound() {
  const t = await getTranslations("notFound");
  return (
    <section className={styles.page} aria-labelledby="not-found-title">
      <p className={styles.status} aria-hidden="true">
        {NOT_FOUND_STATUS}
      </p>
      <h1 id="not-found-title">{t("title")}</h1>
      <p>{t("text")}</p>
      <ShopLink href="/" className={styles.homeLink} data-testid="not-found-home">
        {t("home")}
      </ShopLink>
    </section>
  );
}
