/**
 * next-intl's per-request config. The locale is the one middleware resolved: next-intl's
 * `requestLocale` when a caller names it (the app/[locale] segment, `getTranslations({ locale })`),
 * else middleware's request header, which components rendered before the layout has set the
 * segment's locale (pages render in parallel with their layout) read.
 */
import { getRequestConfig } from "next-intl/server";
import { SHOP_TIME_ZONE } from "@/lib/domain/locales";
import { isLocale } from "./locale";
import { getRequestLocale } from "./request-locale";
import { MESSAGES } from "./translate";

export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale;
  const locale = isLocale(requested) ? requested : await getRequestLocale();
  return { locale, messages: MESSAGES[locale], timeZone: SHOP_TIME_ZONE };
});
