/** Reset a forgotten password with a code (accounts §2 /resetPassword, §7 resetPassword). */
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import styles from "@/components/account/account.module.css";
import { ResetPasswordForm } from "@/components/account/reset-password-form";
import { pageMetadata } from "@/lib/server/page-metadata";
import { ShopLink } from "@/components/layout/shop-link";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("resetPassword");
  return pageMetadata({ title: t("title"), path: "/resetPassword", noIndex: true });
}

export default async function ResetPasswordPage() {
  const t = await getTranslations("resetPassword");
  return (
    <section className={styles.panel}>
      <h1>{t("title")}</h1>
      <ResetPasswordForm afterUrl="/user" />
      <p>
        <ShopLink href="/login">{t("back")}</ShopLink>
      </p>
    </section>
  );
}
