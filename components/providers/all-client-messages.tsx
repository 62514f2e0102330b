/**
 * The layout of the account, bag, checkout and order pages: their islands get every namespace
 * (lib/i18n/client-messages.ts says why the catalog pages get fewer) and Apollo Client (which
 * the catalog pages do without, docs/adr/0031). Each such folder's layout.tsx re-exports this.
 */
import { NextIntlClientProvider } from "next-intl";
import type { ReactNode } from "react";
import { ApolloShopProvider } from "./apollo-shop-provider";
import { DEFAULT_LOCALE } from "@/lib/domain/locales";
import { isLocale } from "@/lib/i18n/locale";
import { MESSAGES } from "@/lib/i18n/translate";

export default async function AllClientMessagesLayout(props: {
  children: ReactNode;
  params: Promise<{ locale: string }>;
}) {
  const { locale: raw } = await props.params;
  const locale = isLocale(raw) ? raw : DEFAULT_LOCALE;
  return (
    <NextIntlClientProvider locale={locale} messages={MESSAGES[locale]}>
      <ApolloShopProvider>{props.children}</ApolloShopProvider>
    </NextIntlClientProvider>
  );
}
