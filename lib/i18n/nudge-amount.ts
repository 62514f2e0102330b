/**
 * The amount a nudge asks the shopper to add (issue 12 item 10; docs/adr/0017): what is
 * missing, rounded UP to whole dollars before it is formatted. Thresholds are reached at or
 * above their value (pricing README, Thresholds), so adding the rounded-up amount always
 * qualifies, while the exact figure ("HK$917.01 more", from the HK$1000.01 of "over HK$1000")
 * reads as noise. Only the words change: the engine keeps the exact shortfall.
 */
import { CENTS_PER_DOLLAR, CURRENCY_CODE } from "@/lib/domain/spec-constants";
import type { MoneyLike } from "./money";

export function nudgeMoney(missingCents: number): MoneyLike {
  const dollars = Math.max(0, Math.ceil(missingCents / CENTS_PER_DOLLAR));
  return { amount: `${dollars}.00`, currencyCode: CURRENCY_CODE };
}
