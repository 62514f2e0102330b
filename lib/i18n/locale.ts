/**
 * The interface language, decided once per request (issue 13 item 4). Pure: middleware, the API,
 * the pages and the browser import it.
 * - Pages: middleware reads the `locale` cookie through `localeOfCookie` (none: English; a value
 *   outside en/zh: the 404 page), rewrites to app/[locale] and hands the result down in
 *   `LOCALE_HEADER`; next-intl's request config and the in-process executor read that header
 *   (`request-locale.ts`), client islands get the layout's `locale` prop. Nothing else reads the
 *   cookie.
 * - The API: `localeOfApiRequest`, once at the HTTP edge: the `lang` header, else the cookie.
 */

import { type Locale, DEFAULT_LOCALE, LOCALES } from "@/lib/domain/locales";

/** The `lang` header values of the API (accounts §7). */
export const API_LANG_BY_LOCALE = { en: "en_US", zh: "zh_HK" } as const satisfies Record<
  Locale,
  string
>;
export type ApiLang = (typeof API_LANG_BY_LOCALE)[Locale];

/** The request header middleware sets on every page it rewrites: the locale it resolved. */
export const LOCALE_HEADER = "x-shop-locale";

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (LOCALES as readonly string[]).includes(value);
}

/**
 * The locale a `locale` cookie asks for (accounts §1, §9): English when there is no cookie, its
 * value when allowed, null when not ("a locale outside the allowed list is refused").
 */
export function localeOfCookie(value: string | undefined): Locale | null {
  if (value === undefined) return DEFAULT_LOCALE;
  return isLocale(value) ? value : null;
}

/**
 * The language of an API call (accounts §7): the `lang` header (`zh_HK`/`en_US`) wins, else the
 * `locale` cookie, else English. The API answers every call, so a refused cookie means English.
 */
export function localeOfApiRequest(
  langHeader: string | null | undefined,
  cookieValue: string | undefined,
): Locale {
  return localeFromApiLang(langHeader) ?? localeOfCookie(cookieValue) ?? DEFAULT_LOCALE;
}

function localeFromApiLang(lang: string | null | undefined): Locale | undefined {
  const entry = Object.entries(API_LANG_BY_LOCALE).find(([, apiLang]) => apiLang === lang);
  return entry ? (entry[0] as Locale) : undefined;
}

/** The `lang` header (and operation argument) value of a locale. */
export function apiLangOf(locale: Locale): ApiLang {
  return API_LANG_BY_LOCALE[locale];
}

/** `<html lang>` values: BCP 47 tags for the two interfaces. */
export const HTML_LANG: Record<Locale, string> = { en: "en", zh: "zh-Hant-HK" };

export function otherLocale(locale: Locale): Locale {
  return locale === "en" ? "zh" : "en";
}
