import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { LoginForm } from "@/components/account/login-form";
import { SocialSignIn } from "@/components/account/social-sign-in";
import { pageMetadata } from "@/lib/server/page-metadata";
import { safeRedirectTarget } from "@/lib/session/route-rules";
import styles from "@/components/account/account.module.css";
import { ShopLink } from "@/components/layout/shop-link";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("meta");
  return pageMetadata({ title: t("loginTitle"), path: "/login", noIndex: true });
}

export default async function LoginPage(props: {
  searchParams: Promise<{ redirectUrl?: string | string[] }>;
}) {
  const { redirectUrl } = await props.searchParams;
  const t = await getTranslations("login");
  const tReset = await getTranslations("resetPassword");
  return (
    <section className={styles.panel}>
      <h1>{t("title")}</h1>
      <LoginForm
        redirectUrl={safeRedirectTarget(Array.isArray(redirectUrl) ? redirectUrl[0] : redirectUrl)}
      />
      <SocialSignIn redirectUrl={redirectUrl} />
      <p>
        <ShopLink href="/resetPassword">{tReset("forgot")}</ShopLink>
      </p>
      <p>
        {t("noAccount")} <ShopLink href="/register">{t("register")}</ShopLink>
      </p>
    </section>
  );
}
