/**
 * Money as shoppers read it: "HK$1,299", with cents only when there are some ("HK$99.50").
 * The API sends `{ amount: "1299.00", currencyCode: "HKD" }` (architecture: Money); this is
 * the one place that turns it into text.
 */
import type { Locale } from "@/lib/domain/spec-constants";

export interface MoneyLike {
  amount: string;
  currencyCode: string;
}

const SYMBOLS: Record<string, string> = { HKD: "HK$" };

export function formatMoney(money: MoneyLike, locale: Locale): string {
  const [whole = "0", fraction = "00"] = money.amount.replace(/^-/, "").split(".");
  const negative = money.amount.startsWith("-");
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  const cents = /^0*$/.test(fraction) ? "" : `.${fraction.padEnd(2, "0").slice(0, 2)}`;
  const symbol = SYMBOLS[money.currencyCode] ?? `${money.currencyCode} `;
  // Both languages of the shop write the symbol first (zh_HK: "HK$1,299").
  void locale;
  return `${negative ? "-" : ""}${symbol}${grouped}${cents}`;
}

/** Cents of an API amount, for comparisons (list price above sale price). */
export function amountToCents(amount: string): number {
  const negative = amount.startsWith("-");
  const [whole = "0", fraction = ""] = amount.replace(/^-/, "").split(".");
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, "0").slice(0, 2));
  return negative ? -cents : cents;
}
