/**
 * The amount a nudge asks the shopper to add (issue 12 item 10; docs/adr/0017): what is
 * missing, rounded UP to whole dollars before it is formatted. Thresholds are reached at or
 * above their value (pricing README, Thresholds), so adding the rounded-up amount always
 * qualifies, while the exact figure ("HK$917.01 more", from the HK$1000.01 of "over HK$1000")
 * reads as noise. Only the words change: the engine keeps the exact shortfall.
 */
import { CENTS_PER_DOLLAR } from "@/lib/domain/pricing/constants";

/** The shortfall in cents, rounded up to whole dollars (never below 0). */
export function nudgeCents(missingCents: number): number {
  return Math.max(0, Math.ceil(missingCents / CENTS_PER_DOLLAR)) * CENTS_PER_DOLLAR;
}
