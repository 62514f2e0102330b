/** Order times as shoppers read them, in Hong Kong time whatever the browser's zone. */
import { SHOP_TIME_ZONE, type Locale } from "@/lib/domain/locales";

export function formatOrderTime(iso: string, locale: Locale): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(locale === "zh" ? "zh-HK" : "en-HK", {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone: SHOP_TIME_ZONE,
  }).format(date);
}
