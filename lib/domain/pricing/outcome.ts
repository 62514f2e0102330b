/**
 * What each stage reports about one promotion, and its shape in the result (shopping §3 Cart
 * activity). One outcome per in-force promotion that matches at least one line.
 */
import type { ExchangeOffer, Nudge, PricedActivity, Promotion } from "./types";

export interface ActivityOutcome {
  promotion: Promotion;
  reached: boolean;
  /** Cents taken off products or freight. */
  reward: number;
  lineIds: string[];
  gifts: PricedActivity["gifts"];
  exchangeProducts: ExchangeOffer[];
  nudge: Nudge | null;
}

export function outcomeOf(
  promotion: Promotion,
  fields: Partial<Omit<ActivityOutcome, "promotion">> & { lineIds: string[] },
): ActivityOutcome {
  return {
    promotion,
    reached: true,
    reward: 0,
    gifts: [],
    exchangeProducts: [],
    nudge: null,
    ...fields,
  };
}

export function toPricedActivity(outcome: ActivityOutcome): PricedActivity {
  const { promotion } = outcome;
  return {
    id: promotion.id,
    code: promotion.code,
    name: promotion.name,
    type: promotion.type,
    ruleDesc: promotion.ruleDesc,
    url: promotion.url,
    reached: outcome.reached,
    promoRewardAmount: outcome.reward,
    lineIds: outcome.lineIds,
    gifts: outcome.gifts,
    exchangeProducts: outcome.exchangeProducts,
    nudge: outcome.nudge,
  };
}
