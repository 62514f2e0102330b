/**
 * Freight (shopping §4 Delivery modes, §9; ADR 0012 for the standard fees). Without an address
 * the quote is for Hong Kong express. Pick-up is free. Express costs the standard fee of the
 * destination unless a free-delivery rule holds on the merchandise net (line amounts less
 * promotion and coupon discounts, before go-dollar): a member's order of HK$800 and up, or a
 * Hong Kong or Macau order over HK$1000 (strictly: HK$1000.01). Otherwise the single freight
 * promotion that takes most off applies (ties: priority), its threshold measured on the net
 * of the SALABLE lines it targets.
 *
 * Freight promotions get no nudge while freight is already free: there is nothing to unlock.
 */
import {
  FREE_SHIPPING_COUNTRIES,
  HK_MO_FREE_SHIPPING_OVER_CENTS,
  MEMBER_FREE_DELIVERY_FROM_CENTS,
  STANDARD_FREIGHT_ELSEWHERE_CENTS,
  STANDARD_FREIGHT_HK_MO_CENTS,
} from "./constants";
import { cents, percentOf } from "./money";
import { outcomeOf, type ActivityOutcome } from "./outcome";
import { targetContains } from "./targets";
import { measure, reaches, shortfall } from "./thresholds";
import type { CalculationResult, Nudge, PricingCustomer, Promotion, ReceiptInput } from "./types";
import { isSalable, type WorkLine } from "./work-line";

export const FREIGHT_TYPES: ReadonlySet<string> = new Set([
  "FREIGHT_SATISFY_REDUCE",
  "FREIGHT_SATISFY_DISCOUNT",
]);

export const DEFAULT_RECEIPT: ReceiptInput = { country: "HK", distributionType: "EXPRESS" };

export interface FreightResult {
  postage: number;
  postageBeforeDiscount: number;
  reason: CalculationResult["freeFreightReason"];
  nudge: Nudge | null;
  outcomes: ActivityOutcome[];
}

function hkOrMacau(country: string): boolean {
  return (FREE_SHIPPING_COUNTRIES as readonly string[]).includes(country);
}

function freeRule(
  customer: PricingCustomer,
  country: string,
  net: number,
): CalculationResult["freeFreightReason"] {
  if (customer.scope === "MEMBER" && net >= MEMBER_FREE_DELIVERY_FROM_CENTS) return "MEMBER_800";
  if (hkOrMacau(country) && net > HK_MO_FREE_SHIPPING_OVER_CENTS) return "HK_MO_1000";
  return null;
}

/** The nearest free-delivery rule this customer can still reach, in Hong Kong and Macau only. */
function freeFreightNudge(customer: PricingCustomer, net: number): Nudge {
  let missing = HK_MO_FREE_SHIPPING_OVER_CENTS + 1 - net;
  if (customer.scope === "MEMBER") {
    missing = Math.min(missing, MEMBER_FREE_DELIVERY_FROM_CENTS - net);
  }
  return { kind: "AMOUNT", missingCents: missing };
}

function reductionOf(promotion: Promotion, base: number): number {
  const { rule } = promotion;
  if (rule.type === "FREIGHT_SATISFY_REDUCE") return Math.min(base, cents(rule.reduceCents));
  if (rule.type === "FREIGHT_SATISFY_DISCOUNT") return percentOf(base, rule.percentOff);
  return 0;
}

/** `promotions`: the in-force freight ones, in priority order. */
export function quoteFreight(
  lines: readonly WorkLine[],
  promotions: readonly Promotion[],
  receipt: ReceiptInput | null,
  customer: PricingCustomer,
  net: number,
): FreightResult {
  const { country, distributionType } = receipt ?? DEFAULT_RECEIPT;
  const pickup = distributionType === "PICKUP";
  const base = pickup
    ? 0
    : hkOrMacau(country)
      ? STANDARD_FREIGHT_HK_MO_CENTS
      : STANDARD_FREIGHT_ELSEWHERE_CENTS;
  const reason = pickup ? "PICKUP" : freeRule(customer, country, net);
  const chargeable = reason === null;

  const salable = lines.filter(isSalable);
  const candidates: { outcome: ActivityOutcome; reduction: number }[] = [];
  for (const promotion of promotions) {
    const { rule } = promotion;
    if (rule.type !== "FREIGHT_SATISFY_REDUCE" && rule.type !== "FREIGHT_SATISFY_DISCOUNT")
      continue;
    const matching = salable.filter((line) => targetContains(promotion.target, line.line));
    if (matching.length === 0) continue;
    const measured = measure(
      matching,
      (line) => line.lineAmount - line.discount - line.couponDiscount,
    );
    const reached = reaches(rule.threshold, measured);
    candidates.push({
      outcome: outcomeOf(promotion, {
        reached,
        nudge: chargeable ? shortfall(rule.threshold, measured) : null,
        lineIds: matching.map((line) => line.line.lineId),
      }),
      reduction: chargeable && reached ? reductionOf(promotion, base) : 0,
    });
  }

  let best: (typeof candidates)[number] | null = null;
  for (const candidate of candidates) {
    if (candidate.reduction > (best?.reduction ?? 0)) best = candidate;
  }
  if (best !== null) best.outcome.reward = best.reduction;
  const postage = chargeable ? base - (best?.reduction ?? 0) : 0;
  return {
    postage,
    postageBeforeDiscount: base,
    reason: reason ?? (postage === 0 && best !== null ? "PROMOTION" : null),
    nudge: postage > 0 && hkOrMacau(country) ? freeFreightNudge(customer, net) : null,
    outcomes: candidates.map((candidate) => candidate.outcome),
  };
}
