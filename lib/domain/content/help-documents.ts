/**
 * Help documents (accounts §2 "/help, /help/{code}, /help/contact_us"; "/help/terms-of-use,
 * /help/privacy"), read from the versioned JSON in content/help and checked once with zod, so a
 * malformed document fails the build's import, never a shopper's page. ADR 0018.
 */
import { z } from "zod";
import type { Locale } from "@/lib/domain/locales";
import contactUs from "@/content/help/contact_us.json";
import privacy from "@/content/help/privacy.json";
import termsOfUse from "@/content/help/terms-of-use.json";

const helpText = z.object({
  title: z.string().min(1),
  summary: z.string().min(1),
  sections: z
    .array(z.object({ heading: z.string().min(1), paragraphs: z.array(z.string().min(1)).min(1) }))
    .min(1),
});

const helpDocument = z.object({
  code: z.string().regex(/^[a-z_-]+$/),
  en: helpText,
  zh: helpText,
});

export type HelpText = z.infer<typeof helpText>;
export type HelpDocument = z.infer<typeof helpDocument>;

/** In the order the help index lists them. */
export const HELP_DOCUMENTS: readonly HelpDocument[] = [contactUs, termsOfUse, privacy].map(
  (document) => helpDocument.parse(document),
);

export function helpDocumentByCode(code: string): HelpDocument | null {
  return HELP_DOCUMENTS.find((document) => document.code === code) ?? null;
}

export function helpTextOf(document: HelpDocument, locale: Locale): HelpText {
  return document[locale];
}
