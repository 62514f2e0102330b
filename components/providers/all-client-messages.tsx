/**
 * The layouts of the account, bag, checkout and order pages give their islands every text
 * namespace (lib/i18n/client-messages.ts says why the catalog pages get fewer). The bag's layout
 * re-exports this; the others re-export all-client-messages-and-apollo.tsx, which adds Apollo
 * Client. The bag calls through the page's transport alone, like the catalog pages, to keep its
 * first-load budget (docs/adr/0031).
 */
import { NextIntlClientProvider } from "next-intl";
import type { ReactNode } from "react";
import { DEFAULT_LOCALE } from "@/lib/domain/locales";
import { isLocale } from "@/lib/i18n/locale";
import { MESSAGES } from "@/lib/i18n/translate";

export interface SectionLayoutProps {
  children: ReactNode;
  params: Promise<{ locale: string }>;
}

export default async function AllClientMessagesLayout(props: SectionLayoutProps) {
  const { locale: raw } = await props.params;
  const locale = isLocale(raw) ? raw : DEFAULT_LOCALE;
  return (
    <NextIntlClientProvider locale={locale} messages={MESSAGES[locale]}>
      {props.children}
    </NextIntlClientProvider>
  );
}
