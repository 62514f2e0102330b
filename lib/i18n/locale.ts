/** Locale helpers shared by middleware, the API and the pages. */
import {
  API_LANG_BY_LOCALE,
  DEFAULT_LOCALE,
  LOCALES,
  type ApiLang,
  type Locale,
} from "@/lib/domain/spec-constants";

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (LOCALES as readonly string[]).includes(value);
}

export function localeFromApiLang(lang: string | null | undefined): Locale | undefined {
  const entry = Object.entries(API_LANG_BY_LOCALE).find(([, apiLang]) => apiLang === lang);
  return entry ? (entry[0] as Locale) : undefined;
}

export function apiLangOf(locale: Locale): ApiLang {
  return API_LANG_BY_LOCALE[locale];
}

/** `<html lang>` values: BCP 47 tags for the two interfaces. */
export const HTML_LANG: Record<Locale, string> = { en: "en", zh: "zh-Hant-HK" };

export function otherLocale(locale: Locale): Locale {
  return locale === "en" ? "zh" : "en";
}

export { DEFAULT_LOCALE };
