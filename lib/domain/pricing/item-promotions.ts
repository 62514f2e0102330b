/**
 * Item-level promotions, SPECIFY_PRICE and DIRECT_REDUCE (shopping §4 Promotion types): they
 * change a SALABLE line's unit price rather than take an amount off the order. Of those in
 * force that target a line, the one giving the lowest price wins; among equal prices the lower
 * priority number (then id), because the candidates arrive in that order and only a strictly
 * lower price displaces the first. ATTACHED_PRODUCT lines are already at their add-on price.
 */
import { cents } from "./money";
import { outcomeOf, type ActivityOutcome } from "./outcome";
import { targetContains } from "./targets";
import type { Promotion } from "./types";
import { isSalable, setPromoPrice, type WorkLine } from "./work-line";

export const ITEM_LEVEL_TYPES: ReadonlySet<string> = new Set(["SPECIFY_PRICE", "DIRECT_REDUCE"]);

function priceUnder(promotion: Promotion, unitPrice: number): number {
  switch (promotion.rule.type) {
    case "SPECIFY_PRICE":
      return Math.min(unitPrice, cents(promotion.rule.unitPriceCents));
    case "DIRECT_REDUCE":
      return Math.max(0, unitPrice - cents(promotion.rule.reduceCentsPerUnit));
    default:
      return unitPrice;
  }
}

/** `promotions`: the in-force item-level ones, in priority order. */
export function applyItemPromotions(
  lines: readonly WorkLine[],
  promotions: readonly Promotion[],
): ActivityOutcome[] {
  const won = new Map<string, WorkLine[]>();
  const matched = new Set<string>();
  for (const line of lines) {
    if (!isSalable(line)) continue;
    let best: { promotion: Promotion; price: number } | null = null;
    for (const promotion of promotions) {
      if (!targetContains(promotion.target, line.line)) continue;
      matched.add(promotion.id);
      const price = priceUnder(promotion, line.unitPrice);
      if (best === null || price < best.price) best = { promotion, price };
    }
    if (best === null) continue;
    setPromoPrice(line, best.price, best.promotion.id);
    const list = won.get(best.promotion.id);
    if (list === undefined) won.set(best.promotion.id, [line]);
    else list.push(line);
  }
  return promotions
    .filter((promotion) => matched.has(promotion.id))
    .map((promotion) => {
      const wonLines = won.get(promotion.id) ?? [];
      let reward = 0;
      for (const line of wonLines)
        reward += (line.unitPrice - line.promoPrice) * line.line.quantity;
      return outcomeOf(promotion, { reward, lineIds: wonLines.map((line) => line.line.lineId) });
    });
}
