/**
 * Sign up (accounts §2 /register). Middleware sends a signed-in member to /user; this page
 * checks again against the database, because middleware can be skipped.
 */
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { redirect } from "next/navigation";
import styles from "@/components/account/account.module.css";
import { RegisterForm } from "@/components/account/register-form";
import { pageMetadata } from "@/lib/server/page-metadata";
import { getViewer } from "@/lib/server/viewer";
import { ShopLink } from "@/components/layout/shop-link";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("register");
  return pageMetadata({ title: t("metaTitle"), path: "/register", noIndex: true });
}

export default async function RegisterPage(props: {
  searchParams: Promise<{ referralCode?: string | string[]; linkTicket?: string | string[] }>;
}) {
  const viewer = await getViewer();
  if (viewer && !viewer.isVisitor) redirect("/user");
  const { referralCode, linkTicket } = await props.searchParams;
  const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);
  const t = await getTranslations("register");
  return (
    <section className={styles.panel}>
      <h1>{t("title")}</h1>
      <RegisterForm
        afterUrl="/user"
        referralCode={first(referralCode)}
        linkTicket={first(linkTicket)}
      />
      <p>
        {t("haveAccount")} <ShopLink href="/login">{t("login")}</ShopLink>
      </p>
    </section>
  );
}
