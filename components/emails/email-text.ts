/**
 * What the order e-mail templates read besides the e-mail itself: its texts (the `orderEmails`
 * bundle, the single source of their wording), the shop's name, the time format and the
 * shop's public address for links and images.
 */
import type { OrderEmail } from "@/lib/domain/notifications/model";
import { SHOP_TIME_ZONE, type Locale } from "@/lib/domain/locales";
import { translate } from "@/lib/i18n/translate";

export type EmailText = (key: string, values?: Record<string, string | number>) => string;

export interface EmailOptions {
  /** The shop's public origin (PUBLIC_BASE_URL): links and images must be absolute in mail. */
  baseUrl: string;
  shopName: string;
  formatTime: (email: OrderEmail) => string;
}

export function emailText(locale: Locale): EmailText {
  return (key, values) => translate(locale, `orderEmails.${key}`, values);
}

const TIME_LOCALE: Record<Locale, string> = { en: "en-HK", zh: "zh-HK" };

export function emailOptions(locale: Locale, baseUrl: string): EmailOptions {
  const format = new Intl.DateTimeFormat(TIME_LOCALE[locale], {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone: SHOP_TIME_ZONE,
  });
  return {
    baseUrl,
    shopName: translate(locale, "meta.siteName"),
    formatTime: (email) => format.format(email.orderTime),
  };
}

/** An image or link as stored (a site path or a full URL) made absolute; null stays null. */
export function absoluteUrl(url: string | null, base: string): string | null {
  if (!url) return null;
  if (/^https?:\/\//i.test(url)) return url;
  return `${base}${url.startsWith("/") ? "" : "/"}${url}`;
}
