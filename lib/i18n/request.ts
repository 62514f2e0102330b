/** next-intl's per-request config: the locale comes from the app/[locale] segment that middleware rewrote to. */
import { getRequestConfig } from "next-intl/server";
import { DEFAULT_LOCALE } from "@/lib/domain/spec-constants";
import { isLocale } from "./locale";
import { MESSAGES } from "./translate";

export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale;
  const locale = isLocale(requested) ? requested : DEFAULT_LOCALE;
  return { locale, messages: MESSAGES[locale], timeZone: "Asia/Hong_Kong" };
});
