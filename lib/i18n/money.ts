/**
 * Money as shoppers read it, in one place (issue 12 §11): the locale's own currency format from
 * `Intl.NumberFormat` ("HK$1,299", thousands grouped), and one rule for cents: they show only
 * when an amount has some ("HK$99.50", never "HK$417.00"). The API sends
 * `{ amount: "1299.00", currencyCode: "HKD" }` (architecture: Money); pages, the API's worded
 * nudges and the sandbox's card page all format through here, so server and browser agree.
 */
import type { Locale } from "@/lib/domain/locales";

export interface MoneyLike {
  amount: string;
  currencyCode: string;
}

/** Number formats by interface language: Hong Kong English and Hong Kong Chinese. */
const NUMBER_LOCALE: Record<Locale, string> = { en: "en-HK", zh: "zh-HK" };

const formatters = new Map<string, Intl.NumberFormat>();

function formatterFor(locale: Locale, currencyCode: string, cents: boolean): Intl.NumberFormat {
  const key = `${locale}|${currencyCode}|${cents}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(NUMBER_LOCALE[locale], {
      style: "currency",
      currency: currencyCode,
      currencyDisplay: "symbol",
      minimumFractionDigits: cents ? 2 : 0,
      maximumFractionDigits: cents ? 2 : 0,
    });
    formatters.set(key, formatter);
  }
  return formatter;
}

/** Integer cents as shoppers read them ("HK$1,299", "HK$99.50", "-HK$50"). */
export function formatCents(cents: number, currencyCode: string, locale: Locale): string {
  const whole = cents % 100 === 0;
  return formatterFor(locale, currencyCode, !whole).format(cents / 100);
}

export function formatMoney(money: MoneyLike, locale: Locale): string {
  return formatCents(amountToCents(money.amount), money.currencyCode, locale);
}

/** Cents of an API amount, for comparisons (list price above sale price). */
export function amountToCents(amount: string): number {
  const negative = amount.startsWith("-");
  const [whole = "0", fraction = ""] = amount.replace(/^-/, "").split(".");
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, "0").slice(0, 2));
  return negative ? -cents : cents;
}
