/**
 * /linkAccount (accounts §2: "Link a third-party account to an existing or new account";
 * docs/adr/0024): where Facebook and Instagram send the browser back. The sign-in itself runs
 * in the browser, because Facebook's token arrives in the URL fragment the server never sees.
 */
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { LinkAccount } from "@/components/account/link-account";
import { pageMetadata } from "@/lib/server/page-metadata";
import styles from "@/components/account/account.module.css";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("meta");
  return pageMetadata({ title: t("linkAccountTitle"), path: "/linkAccount", noIndex: true });
}

export default async function LinkAccountPage() {
  const t = await getTranslations("linkAccount");
  return (
    <section className={styles.panel}>
      <h1>{t("title")}</h1>
      <LinkAccount />
    </section>
  );
}
