/**
 * /help and /help/{code} (accounts §2 "Help, FAQ and contact", "Terms and privacy pages"): the
 * help index and one help document in the shopper's language, documents of the content store
 * under the parent code `help` (ADR 0035). Cached until a document is published again.
 */
import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { notFound } from "next/navigation";
import { HelpDocumentView, HelpIndex } from "@/components/help/help-views";
import { HELP_PARENT_CODE } from "@/lib/domain/content/constants";
import { isLocale } from "@/lib/i18n/locale";
import { BUILD_PLACEHOLDER } from "@/lib/server/build-placeholder";
import { cachedDocument, cachedDocumentsOf } from "@/lib/server/content-cache";
import { pageMetadata } from "@/lib/server/page-metadata";

interface HelpPageProps {
  params: Promise<{ locale: string; code?: string[] }>;
}

/** Only the build's placeholder: real pages render on first request, then are cached. */
export function generateStaticParams() {
  return [{ code: [BUILD_PLACEHOLDER] }];
}

async function documentOf(props: HelpPageProps) {
  const { locale, code = [] } = await props.params;
  // The build's placeholder locale renders nothing.
  if (!isLocale(locale)) notFound();
  if (code.length === 0) return { locale, document: "index" as const };
  const document =
    code.length === 1 && code[0] ? await cachedDocument(locale, decodeURIComponent(code[0])) : null;
  // Only the help group's documents live under /help.
  if (!document || document.menuCode !== HELP_PARENT_CODE) notFound();
  return { locale, document };
}

export async function generateMetadata(props: HelpPageProps): Promise<Metadata> {
  const { locale, document } = await documentOf(props);
  if (document === "index") {
    const t = await getTranslations({ locale, namespace: "help" });
    return pageMetadata({ title: t("title"), description: t("intro"), path: "/help" });
  }
  return pageMetadata({
    title: document.title,
    description: document.subTitle ?? undefined,
    path: `/help/${encodeURIComponent(document.code)}`,
  });
}

export default async function HelpPage(props: HelpPageProps) {
  const { locale, document } = await documentOf(props);
  setRequestLocale(locale);
  return document === "index" ? (
    <HelpIndex documents={await cachedDocumentsOf(locale, HELP_PARENT_CODE)} />
  ) : (
    <HelpDocumentView document={document} />
  );
}
