/**
 * Order-level promotions: SATISFY_REDUCE, SATISFY_DISCOUNT, BUNDLE, FULL_FREE and MEMBER
 * (shopping §4 Promotion types, Cart activity). In ascending priority (then id) each in-force
 * promotion claims the SALABLE lines it targets that no earlier one claimed, whether or not
 * its threshold is then reached, so that the cart shows which activity each line belongs to
 * and what is missing. A line therefore takes at most one order-level discount (ADR 0012).
 * A MEMBER promotion claims nothing for guests or members of other levels, and is not listed
 * for them. Thresholds are measured on the claimed lines' amounts after item-level promotions.
 */
import { allocate } from "./allocate";
import { bundle, fullFree, type GroupResult } from "./groups";
import { cents, percentOf } from "./money";
import { outcomeOf, type ActivityOutcome } from "./outcome";
import { targetContains } from "./targets";
import { groupNudge, highestReachedTier, measure, nextTierNudge, type Measure } from "./thresholds";
import type { Nudge, PricingCustomer, Promotion } from "./types";
import { isSalable, type WorkLine } from "./work-line";

export const ORDER_LEVEL_TYPES: ReadonlySet<string> = new Set([
  "SATISFY_REDUCE",
  "SATISFY_DISCOUNT",
  "BUNDLE",
  "FULL_FREE",
  "MEMBER",
]);

interface Effect {
  reached: boolean;
  discount: number;
  nudge: Nudge | null;
  /** Allocation weights when not the claimed lines' amounts (BUNDLE, FULL_FREE). */
  weights?: number[];
}

function memberApplies(promotion: Promotion, customer: PricingCustomer): boolean {
  if (promotion.rule.type !== "MEMBER") return true;
  if (customer.scope !== "MEMBER") return false;
  const { levels } = promotion.rule;
  return (
    levels.length === 0 || (customer.levelCode !== null && levels.includes(customer.levelCode))
  );
}

function groupEffect(result: GroupResult, size: number): Effect {
  return {
    reached: result.fullGroups > 0,
    discount: result.discount,
    nudge: groupNudge(result.units, size),
    weights: result.weights,
  };
}

function effectOf(promotion: Promotion, claimed: readonly WorkLine[], measured: Measure): Effect {
  const { rule } = promotion;
  switch (rule.type) {
    case "SATISFY_REDUCE": {
      const tier = highestReachedTier(rule.tiers, measured);
      return {
        reached: tier !== null,
        discount: tier === null ? 0 : Math.min(cents(tier.reduceCents), measured.cents),
        nudge: nextTierNudge(rule.tiers, measured),
      };
    }
    case "SATISFY_DISCOUNT": {
      const tier = highestReachedTier(rule.tiers, measured);
      return {
        reached: tier !== null,
        discount: tier === null ? 0 : percentOf(measured.cents, tier.percentOff),
        nudge: nextTierNudge(rule.tiers, measured),
      };
    }
    case "MEMBER":
      return { reached: true, discount: percentOf(measured.cents, rule.percentOff), nudge: null };
    case "BUNDLE":
      if (rule.size < 1) return { reached: false, discount: 0, nudge: null };
      return groupEffect(bundle(claimed, rule.size, cents(rule.bundlePriceCents)), rule.size);
    case "FULL_FREE":
      if (rule.buy < 1) return { reached: false, discount: 0, nudge: null };
      return groupEffect(fullFree(claimed, rule.buy, Math.max(0, rule.free)), rule.buy);
    default:
      return { reached: false, discount: 0, nudge: null };
  }
}

/** `promotions`: the in-force order-level ones, in priority order. */
export function applyOrderPromotions(
  lines: readonly WorkLine[],
  promotions: readonly Promotion[],
  customer: PricingCustomer,
): ActivityOutcome[] {
  const outcomes: ActivityOutcome[] = [];
  const salable = lines.filter(isSalable);
  for (const promotion of promotions) {
    if (!memberApplies(promotion, customer)) continue;
    const matching = salable.filter((line) => targetContains(promotion.target, line.line));
    if (matching.length === 0) continue;
    const claimed = matching.filter((line) => line.orderPromotionId === null);
    for (const line of claimed) line.orderPromotionId = promotion.id;
    const measured = measure(claimed, (line) => line.lineAmount);
    const effect = effectOf(promotion, claimed, measured);
    const reward =
      effect.discount > 0
        ? allocate(claimed, effect.discount, promotion.id, "discount", effect.weights)
        : 0;
    outcomes.push(
      outcomeOf(promotion, {
        reached: effect.reached,
        reward,
        nudge: effect.nudge,
        lineIds: claimed.map((line) => line.line.lineId),
      }),
    );
  }
  return outcomes;
}
