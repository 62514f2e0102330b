/**
 * /compare (accounts §4 Compare list): the products chosen for comparison in this browser,
 * side by side. A personal page: `noindex`.
 */
import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { CompareView } from "@/components/compare/compare-view";
import { DEFAULT_LOCALE } from "@/lib/domain/locales";
import { isLocale } from "@/lib/i18n/locale";
import { pageMetadata } from "@/lib/server/page-metadata";

interface ComparePageProps {
  params: Promise<{ locale: string }>;
}

export async function generateMetadata(props: ComparePageProps): Promise<Metadata> {
  const { locale } = await props.params;
  const t = await getTranslations({
    locale: isLocale(locale) ? locale : DEFAULT_LOCALE,
    namespace: "compareView",
  });
  return pageMetadata({ title: t("title"), path: "/compare", noIndex: true });
}

export default async function ComparePage(props: ComparePageProps) {
  const { locale: raw } = await props.params;
  const locale = isLocale(raw) ? raw : DEFAULT_LOCALE;
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: "compareView" });
  return (
    <div className="container" style={{ paddingBlock: "var(--space-4) var(--space-6)" }}>
      <h1>{t("title")}</h1>
      <CompareView />
    </div>
  );
}
