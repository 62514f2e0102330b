/**
 * Money as shoppers read it, in one place (issue 12 §11): the locale's own currency format
 * ("HK$1,299", thousands grouped), and one rule for cents: they show only when an amount has some
 * ("HK$99.50", never "HK$417.00"). The API sends `{ amount: "1299.00", currencyCode: "HKD" }`
 * (architecture: Money); pages, the API's worded nudges and the sandbox's card page all format
 * through here, so server and browser agree.
 *
 * The currencies in `CURRENCY_SIGN` are written by hand in CLDR's en-HK and zh-HK pattern (sign,
 * then the amount; the unit test holds every case equal to `Intl.NumberFormat`): the first
 * `Intl.NumberFormat` a page makes loads ICU's number data, 40-60 ms of main thread in a cold
 * browser, on every page that shows a price (ADR 0054). Any other currency goes through Intl.
 */
import type { Locale } from "@/lib/domain/locales";

export interface MoneyLike {
  amount: string;
  currencyCode: string;
}

/** Number formats by interface language: Hong Kong English and Hong Kong Chinese. */
const NUMBER_LOCALE: Record<Locale, string> = { en: "en-HK", zh: "zh-HK" };

/** CLDR's currency sign in en-HK and zh-HK (the same in both), including its own spacing. */
const CURRENCY_SIGN: Readonly<Record<string, string>> = { HKD: "HK$", MOP: "MOP\u00a0" };

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
  const sign = CURRENCY_SIGN[currencyCode];
  if (sign === undefined) {
    const whole = cents % 100 === 0;
    return formatterFor(locale, currencyCode, !whole).format(cents / 100);
  }
  const magnitude = Math.abs(Math.round(cents));
  const grouped = String(Math.floor(magnitude / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  const fraction = magnitude % 100;
  const number = fraction === 0 ? grouped : `${grouped}.${String(fraction).padStart(2, "0")}`;
  return `${cents < 0 && magnitude > 0 ? "-" : ""}${sign}${number}`;
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
