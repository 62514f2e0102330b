/**
 * The shared layout of every page (accounts §2 Shared layout): <html lang>, the text
 * bundle, header, footer (checkout: its own header and no footer), cookie notice, toasts, loading bar, back-to-top and the
 * add-to-cart success modal.
 * Alike for every visitor, so it is part of every page's cached shell: nothing here reads the
 * request (cookies, headers, the session). What differs per shopper (the account controls, the
 * cart count, the cookie notice) is filled in by client islands from the browser's session.
 */
import "../globals.css";
import type { Metadata, Viewport } from "next";
import { NextIntlClientProvider } from "next-intl";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { notFound } from "next/navigation";
import type { ReactNode } from "react";
import { AddToCartSuccess } from "@/components/cart/add-to-cart-success";
import { CheckoutHeader } from "@/components/checkout/checkout-header";
import { Dialogs } from "@/components/dialogs/dialogs-loader";
import { BackToTop } from "@/components/layout/back-to-top";
import { CookieNotice } from "@/components/layout/cookie-notice";
import { Footer } from "@/components/layout/footer";
import { Header } from "@/components/layout/header";
import { navItemsOfCategories, navItemsOfMenu } from "@/components/layout/nav-helpers";
import { TopBar } from "@/components/layout/top-bar";
import { LayoutChrome } from "@/components/layout/layout-chrome";
import { LoadingBar } from "@/components/layout/loading-bar";
import { Toaster } from "@/components/layout/toaster";
import { ShopProviders } from "@/components/providers/shop-providers";
import { getEnv } from "@/lib/env";
import { MEMBERS_LANDING_CODE } from "@/lib/domain/content/constants";
import type { Locale } from "@/lib/domain/locales";
import { HTML_LANG, isLocale } from "@/lib/i18n/locale";
import { CATALOG_CLIENT_MESSAGES, clientMessages } from "@/lib/i18n/client-messages";
import { BUILD_PLACEHOLDER } from "@/lib/server/build-placeholder";
import { cachedCategoryTree } from "@/lib/server/catalog-cache";
import { cachedLightConfig, cachedMenu } from "@/lib/server/content-cache";

/**
 * The header's islands follow the pathname (menus close on navigation); that is URL data Next.js
 * would have every prerender wait for behind Suspense. A page is rendered for one URL on its
 * first request and cached whole, so the static-shell check for unknown URLs is switched off.
 */
export const instant = false;

/** Not a locale: the build renders no page from data (lib/server/build-placeholder.ts). */
export function generateStaticParams(): { locale: string }[] {
  return [{ locale: BUILD_PLACEHOLDER }];
}

export async function generateMetadata(props: {
  params: Promise<{ locale: string }>;
}): Promise<Metadata> {
  const { locale } = await props.params;
  const t = await getTranslations({ locale: isLocale(locale) ? locale : "en", namespace: "meta" });
  return {
    metadataBase: new URL(getEnv().PUBLIC_BASE_URL),
    title: { default: t("homeTitle"), template: `%s | ${t("siteName")}` },
    description: t("homeDescription"),
  };
}

export const viewport: Viewport = { width: "device-width", initialScale: 1, themeColor: "#1f3d2b" };

/** The published main menu; the category tree while none is published (nav-helpers.ts). */
async function headerMenu(locale: Locale) {
  const menu = await cachedMenu(locale);
  if (menu.length > 0) return navItemsOfMenu(menu);
  return navItemsOfCategories(await cachedCategoryTree(locale));
}

export default async function LocaleLayout(props: {
  children: ReactNode;
  params: Promise<{ locale: string }>;
}) {
  const { locale } = await props.params;
  if (!isLocale(locale)) notFound();
  setRequestLocale(locale);
  const [menu, lightConfig, t] = await Promise.all([
    headerMenu(locale),
    cachedLightConfig(locale),
    getTranslations({ locale }),
  ]);
  // accounts §2: the members landing page's link shows only while its CMS flag is on.
  const menuWithEntrance = lightConfig.membersEntrance
    ? [...menu, { name: t("layout.membersEntrance"), href: `/landingPage/${MEMBERS_LANDING_CODE}` }]
    : menu;
  return (
    <html lang={HTML_LANG[locale]}>
      <body>
        <NextIntlClientProvider
          locale={locale}
          messages={clientMessages(locale, CATALOG_CLIENT_MESSAGES)}
        >
          <ShopProviders locale={locale}>
            <LoadingBar />
            <LayoutChrome
              full={
                <>
                  <TopBar messages={lightConfig.topBar} label={t("layout.topBar")} />
                  <Header locale={locale} menu={menuWithEntrance} />
                </>
              }
              simplified={
                <CheckoutHeader
                  labels={{
                    logo: t("header.logoLabel"),
                    siteName: t("meta.siteName"),
                    secure: t("checkout.secure"),
                    backToBag: t("checkout.backToBag"),
                  }}
                />
              }
            />
            <main id="main">{props.children}</main>
            <LayoutChrome full={<Footer locale={locale} />} simplified={null} />
            <CookieNotice />
            <Dialogs />
            <Toaster />
            <AddToCartSuccess />
            <BackToTop />
          </ShopProviders>
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
