/**
 * next-intl's per-request config. The locale is the app/[locale] segment middleware
 * rewrote to; components rendered before the layout has set it (pages render in parallel
 * with their layout) read the same value from the locale cookie.
 */
import { getRequestConfig } from "next-intl/server";
import { cookies } from "next/headers";
import { DEFAULT_LOCALE } from "@/lib/domain/spec-constants";
import { LOCALE_COOKIE } from "@/lib/session/cookies";
import { isLocale } from "./locale";
import { MESSAGES } from "./translate";

export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale;
  const cookieLocale = (await cookies()).get(LOCALE_COOKIE)?.value;
  const locale = isLocale(requested)
    ? requested
    : isLocale(cookieLocale)
      ? cookieLocale
      : DEFAULT_LOCALE;
  return { locale, messages: MESSAGES[locale], timeZone: "Asia/Hong_Kong" };
});
