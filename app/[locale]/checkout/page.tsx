/**
 * /checkout (shopping §2 Checkout, simplified layout: the shared layout swaps in the checkout
 * header and drops the footer for this path). A visitor without visitor checkout goes to login,
 * whose redirect from checkout is home (accounts §2): decided before anything streams, so the
 * answer is a real redirect. Then the title, and behind a skeleton of the same size the first
 * screen read on the server from the hand-off's cookie copy (issue 15 item 4, docs/adr/0032);
 * the island checks it against this tab's session storage.
 */
import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { redirect } from "next/navigation";
import { Suspense } from "react";
import { CheckoutIsland } from "@/components/checkout/checkout-island";
import { CheckoutSkeleton } from "@/components/checkout/checkout-skeleton";
import styles from "@/components/checkout/checkout.module.css";
import { DEFAULT_LOCALE } from "@/lib/domain/locales";
import { getEnv } from "@/lib/env";
import { isLocale } from "@/lib/i18n/locale";
import { pageMetadata } from "@/lib/server/page-metadata";
import { getViewer } from "@/lib/server/viewer";
import { loginRedirectPath } from "@/lib/session/route-rules";
import { readCheckoutStart } from "./checkout-start";

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
  const session = {
    isMember,
    email: isMember ? (viewer?.email ?? "") : "",
    staffCode: isMember ? (viewer?.memberInfo.staffCode ?? "") : "",
  };
  return (
    <div className={`container ${styles.page}`}>
      <h1>{t("title")}</h1>
      <Suspense fallback={<CheckoutSkeleton />}>
        <ServerCheckout {...session} isStaff={isMember && (viewer?.isStaff ?? false)} />
      </Suspense>
    </div>
  );
}

async function ServerCheckout(props: {
  isMember: boolean;
  isStaff: boolean;
  email: string;
  staffCode: string;
}) {
  return (
    <CheckoutIsland
      server={{ isMember: props.isMember, isStaff: props.isStaff }}
      memberEmail={props.email}
      staffCode={props.staffCode}
      start={await readCheckoutStart(props)}
    />
  );
}
