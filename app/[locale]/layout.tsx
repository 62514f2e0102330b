/**
 * The shared layout of every page (accounts §2 Shared layout): <html lang>, the text
 * bundle, header, footer (checkout: its own header and no footer), cookie notice, toasts, loading bar, back-to-top and the
 * add-to-cart success modal.
 * Rendered per request: the header shows the caller's session.
 */
import "../globals.css";
import type { Metadata, Viewport } from "next";
import { NextIntlClientProvider } from "next-intl";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { cookies } from "next/headers";
import { notFound } from "next/navigation";
import type { ReactNode } from "react";
import { AddToCartSuccess } from "@/components/cart/add-to-cart-success";
import { CheckoutHeader } from "@/components/checkout/checkout-header";
import { BackToTop } from "@/components/layout/back-to-top";
import { CookieNotice } from "@/components/layout/cookie-notice";
import { Footer } from "@/components/layout/footer";
import { Header } from "@/components/layout/header";
import { LayoutChrome } from "@/components/layout/layout-chrome";
import { LoadingBar } from "@/components/layout/loading-bar";
import { Toaster } from "@/components/layout/toaster";
import { ShopProviders } from "@/components/providers/shop-providers";
import { getEnv } from "@/lib/env";
import { executeOperation } from "@/lib/graphql/execute";
import { categories as categoriesOperation } from "@/lib/graphql/operations/catalog";
import { HTML_LANG, isLocale } from "@/lib/i18n/locale";
import { MESSAGES } from "@/lib/i18n/translate";
import { canonicalUrl, currentPublicPath } from "@/lib/server/page-metadata";
import { getViewer } from "@/lib/server/viewer";
import { COOKIE_NOTICE_COOKIE } from "@/lib/session/cookies";

export const dynamic = "force-dynamic";

export async function generateMetadata(props: {
  params: Promise<{ locale: string }>;
}): Promise<Metadata> {
  const { locale } = await props.params;
  const t = await getTranslations({ locale: isLocale(locale) ? locale : "en", namespace: "meta" });
  return {
    metadataBase: new URL(getEnv().PUBLIC_BASE_URL),
    title: { default: t("homeTitle"), template: `%s | ${t("siteName")}` },
    description: t("homeDescription"),
    // Pages with their own metadata override this; query strings never enter the canonical URL.
    alternates: { canonical: canonicalUrl(await currentPublicPath()) },
  };
}

export const viewport: Viewport = { width: "device-width", initialScale: 1, themeColor: "#1f3d2b" };

export default async function LocaleLayout(props: {
  children: ReactNode;
  params: Promise<{ locale: string }>;
}) {
  const { locale } = await props.params;
  if (!isLocale(locale)) notFound();
  setRequestLocale(locale);
  const [viewer, categoryTree, cookieStore] = await Promise.all([
    getViewer(),
    executeOperation(categoriesOperation).then((data) => data.categories),
    cookies(),
  ]);
  const session = {
    kind: viewer ? (viewer.isVisitor ? ("visitor" as const) : ("member" as const)) : undefined,
    isStaff: viewer?.isStaff ?? false,
    nickName: viewer?.nickName ?? null,
  };
  return (
    <html lang={HTML_LANG[locale]}>
      <body>
        <NextIntlClientProvider locale={locale} messages={MESSAGES[locale]}>
          <ShopProviders
            locale={locale}
            initialSession={{
              kind: session.kind,
              userCode: viewer?.userCode,
              isStaff: session.isStaff,
              nickName: session.nickName,
            }}
          >
            <LoadingBar />
            <LayoutChrome
              full={<Header locale={locale} categories={categoryTree} session={session} />}
              simplified={<CheckoutHeader />}
            />
            <main id="main">{props.children}</main>
            <LayoutChrome full={<Footer />} simplified={null} />
            <CookieNotice initiallyAccepted={cookieStore.has(COOKIE_NOTICE_COOKIE)} />
            <Toaster />
            <AddToCartSuccess />
            <BackToTop />
          </ShopProviders>
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
