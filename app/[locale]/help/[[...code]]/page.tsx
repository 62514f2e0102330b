/**
 * /help and /help/{code} (accounts §2 "Help, FAQ and contact", "Terms and privacy pages"): the
 * help index and one help document in the shopper's language. ADR 0018.
 */
import type { Metadata } from "next";
import { getLocale, getTranslations } from "next-intl/server";
import { notFound } from "next/navigation";
import { HelpDocumentView, HelpIndex } from "@/components/help/help-views";
import { helpDocumentByCode, helpTextOf } from "@/lib/domain/content/help-documents";
import type { Locale } from "@/lib/domain/locales";
import { pageMetadata } from "@/lib/server/page-metadata";

interface HelpPageProps {
  params: Promise<{ code?: string[] }>;
}

async function documentOf(props: HelpPageProps) {
  const { code = [] } = await props.params;
  if (code.length === 0) return "index" as const;
  const document = code.length === 1 && code[0] ? helpDocumentByCode(code[0]) : null;
  if (!document) notFound();
  return document;
}

export async function generateMetadata(props: HelpPageProps): Promise<Metadata> {
  const document = await documentOf(props);
  if (document === "index") {
    const t = await getTranslations("help");
    return pageMetadata({ title: t("title"), description: t("intro"), path: "/help" });
  }
  const text = helpTextOf(document, (await getLocale()) as Locale);
  return pageMetadata({
    title: text.title,
    description: text.summary,
    path: `/help/${document.code}`,
  });
}

export default async function HelpPage(props: HelpPageProps) {
  const document = await documentOf(props);
  const locale = (await getLocale()) as Locale;
  return document === "index" ? (
    <HelpIndex locale={locale} />
  ) : (
    <HelpDocumentView text={helpTextOf(document, locale)} />
  );
}
