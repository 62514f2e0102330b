/**
 * Order-level promotions: SATISFY_REDUCE, SATISFY_DISCOUNT, BUNDLE, FULL_FREE and MEMBER
 * (shopping §4 Promotion types, Cart activity). In ascending priority (then id) each in-force
 * promotion measures the SALABLE lines it targets that no earlier promotion took. When it
 * applies (its threshold is reached and it takes something off) it takes those lines: they
 * carry its discount and no later order-level promotion may have them, so a line takes at most
 * one order-level discount (ADR 0012). When it does not apply it takes nothing and blocks
 * nothing: a lower-priority promotion whose threshold the same lines meet still applies
 * (ADR 0041; before, an unmet "spend 1,000" kept a HK$500 bag from its "spend 300").
 *
 * The activity still lists the lines it measured, with what is missing, and a line that no
 * order-level promotion took shows the first one that measured it, so the cart can say "add
 * HK$x more" beside it. A MEMBER promotion measures nothing for guests or members of other
 * levels, and is not listed for them. Thresholds are measured on the lines' amounts after
 * item-level promotions.
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
  /** Allocation weights when not the measured lines' amounts (BUNDLE, FULL_FREE). */
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

function effectOf(promotion: Promotion, lines: readonly WorkLine[], measured: Measure): Effect {
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
      return groupEffect(bundle(lines, rule.size, cents(rule.bundlePriceCents)), rule.size);
    case "FULL_FREE":
      // A rule freeing every unit (free ≥ buy) or none is refused when saved and left out
      // when read (promotionRuleFaults); should one reach the engine it gives nothing.
      if (rule.free < 1 || rule.free >= rule.buy)
        return { reached: false, discount: 0, nudge: null };
      return groupEffect(fullFree(lines, rule.buy, rule.free), rule.buy);
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
    const open = matching.filter((line) => line.orderPromotionId === null);
    const measured = measure(open, (line) => line.lineAmount);
    const effect = effectOf(promotion, open, measured);
    const applies = effect.reached && effect.discount > 0;
    for (const line of open) {
      if (applies) line.orderPromotionId = promotion.id;
      else line.measuredById ??= promotion.id;
    }
    const reward = applies
      ? allocate(open, effect.discount, promotion.id, "discount", effect.weights)
      : 0;
    outcomes.push(
      outcomeOf(promotion, {
        reached: effect.reached,
        reward,
        nudge: effect.nudge,
        lineIds: open.map((line) => line.line.lineId),
      }),
    );
  }
  return outcomes;
}
