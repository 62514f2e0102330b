/**
 * Text per language (architecture: "Bilingual content ... stored per language; the request's
 * language picks it, falling back to zh"): the requested language, else the fallback one.
 */
import { FALLBACK_TEXT_LOCALE, type Locale } from "@/lib/domain/locales";

export function pickText(
  locale: Locale,
  en: string | null | undefined,
  zh: string | null | undefined,
): string {
  const wanted = locale === "zh" ? zh : en;
  if (wanted) return wanted;
  const fallback = FALLBACK_TEXT_LOCALE === "zh" ? zh : en;
  return fallback || (locale === "zh" ? en : zh) || "";
}
