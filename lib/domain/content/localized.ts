/**
 * Bilingual text of the content store (accounts §1: "Supported locales are en and zh only";
 * "The fallback language for text is zh"). Editors write both languages in one entry; zh is
 * required because it is what a missing English text falls back to.
 */
import { z } from "zod";
import { FALLBACK_TEXT_LOCALE, type Locale } from "@/lib/domain/locales";
import { RICH_TEXT_MAX_LENGTH, TEXT_MAX_LENGTH } from "./constants";
import { sanitizeRichText } from "./rich-text";

/** Plain text in both languages: English may be empty, Chinese may not. */
export function localizedText(max = TEXT_MAX_LENGTH) {
  return z.object({
    en: z.string().trim().max(max).default(""),
    zh: z.string().trim().min(1).max(max),
  });
}

/** Rich text (HTML) in both languages, sanitised as it is written (and again when rendered). */
export const localizedRichText = z.object({
  en: z.string().max(RICH_TEXT_MAX_LENGTH).default("").transform(sanitizeRichText),
  zh: z.string().min(1).max(RICH_TEXT_MAX_LENGTH).transform(sanitizeRichText),
});

export type LocalizedText = { en: string; zh: string };

/** The text for `locale`, or the fallback language's when that one is empty. */
export function textIn(text: LocalizedText, locale: Locale): string {
  return text[locale] || text[FALLBACK_TEXT_LOCALE];
}
