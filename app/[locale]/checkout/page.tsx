/**
 * /checkout (shopping §2 Checkout, simplified layout: the shared layout swaps in the checkout
 * header and drops the footer for this path). A visitor without visitor checkout goes to login,
 * whose redirect from checkout is home (accounts §2); the session's e-mail and staff code are
 * read here and handed to the island, which reads the hand-off from session storage.
 */
import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { redirect } from "next/navigation";
import { CheckoutIsland } from "@/components/checkout/checkout-island";
import styles from "@/components/checkout/checkout.module.css";
import { DEFAULT_LOCALE } from "@/lib/domain/locales";
import { getEnv } from "@/lib/env";
import { isLocale } from "@/lib/i18n/locale";
import { pageMetadata } from "@/lib/server/page-metadata";
import { getViewer } from "@/lib/server/viewer";
import { loginRedirectPath } from "@/lib/session/route-rules";

interface CheckoutPageProps {
  params: Promise<{ locale: string }>;
}

export async function generateMetadata(props: CheckoutPageProps): Promise<Metadata> {
  const { locale } = await props.params;
  const t = await getTranslations({
    locale: isLocale(locale) ? locale : DEFAULT_LOCALE,
    namespace: "checkout",
  });
  return pageMetadata({ title: t("title"), path: "/checkout", noIndex: true });
}

export default async function CheckoutPage(props: CheckoutPageProps) {
  const { locale: raw } = await props.params;
  const locale = isLocale(raw) ? raw : DEFAULT_LOCALE;
  setRequestLocale(locale);
  const viewer = await getViewer();
  const isMember = viewer !== undefined && !viewer.isVisitor;
  if (!isMember && getEnv().VISITOR_CHECKOUT !== "true")
    redirect(loginRedirectPath("/checkout", ""));
  const t = await getTranslations({ locale, namespace: "checkout" });
  return (
    <div className={`container ${styles.page}`}>
      <h1>{t("title")}</h1>
      <CheckoutIsland
        server={{ isMember, isStaff: isMember && (viewer?.isStaff ?? false) }}
        memberEmail={isMember ? (viewer?.email ?? "") : ""}
        staffCode={isMember ? (viewer?.memberInfo.staffCode ?? "") : ""}
      />
    </div>
  );
}
