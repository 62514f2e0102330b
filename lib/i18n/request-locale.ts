import "server-only";
/**
 * The locale middleware resolved for this page request (locale.ts), read back from its request
 * header by next-intl's request config and the in-process executor. Pages always pass through
 * middleware; anything that did not (no header) renders in the default language.
 */
import { headers } from "next/headers";
import { DEFAULT_LOCALE, type Locale } from "@/lib/domain/locales";
import { isLocale, LOCALE_HEADER } from "./locale";

export async function getRequestLocale(): Promise<Locale> {
  const value = (await headers()).get(LOCALE_HEADER);
  return isLocale(value) ? value : DEFAULT_LOCALE;
}
