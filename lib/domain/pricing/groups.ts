/**
 * The unit groups of BUNDLE and FULL_FREE (shopping §4 Promotion types). The claimed units are
 * ranked by price, dearest first; equal prices go by line (`compareLines`), never by input
 * order, so a line's share cannot move with the order of the bag (docs/adr/0041).
 *
 * BUNDLE cuts the ranked units into consecutive groups of its size; a partial last group earns
 * nothing. Ranking dearest first puts similar prices together, so a bundle price is set against
 * the units it was meant for.
 *
 * FULL_FREE ("buy N, M free") counts its full groups over the whole set, g = ⌊units / N⌋, and
 * frees the g × M cheapest units of the set, as a shop's till does: buy 2, 1 free on 100, 100,
 * 10, 10 frees both 10s (20 off), not the cheapest of each dearest-first pair (110 off; ADR
 * 0041). The g × (N − M) dearest units are the ones bought to earn them; a unit ranked between
 * the two sets is in no group, so returning it changes nothing.
 *
 * Besides the discount each returns, per claimed line, the price of its units in the groups
 * that earned something: the allocation weights, so that a unit outside any group takes no
 * share of the discount.
 */
import { compareLines } from "./line-order";
import type { WorkLine } from "./work-line";

export interface GroupResult {
  discount: number;
  /** Aligned with the claimed lines. */
  weights: number[];
  units: number;
  fullGroups: number;
}

interface RankedUnit {
  price: number;
  /** Index of the unit's line among the claimed lines. */
  owner: number;
}

/** Every claimed unit, dearest first, equal prices in the lines' stable order. */
function rankUnits(lines: readonly WorkLine[]): RankedUnit[] {
  const order = lines
    .map((_, index) => index)
    .sort((a, b) => {
      const lineA = lines[a] as WorkLine;
      const lineB = lines[b] as WorkLine;
      return lineB.promoPrice - lineA.promoPrice || compareLines(lineA.line, lineB.line);
    });
  const units: RankedUnit[] = [];
  for (const owner of order) {
    const line = lines[owner] as WorkLine;
    for (let unit = 0; unit < line.line.quantity; unit++) {
      units.push({ price: line.promoPrice, owner });
    }
  }
  return units;
}

function addWeights(weights: number[], units: readonly RankedUnit[]): void {
  for (const { price, owner } of units) weights[owner] = (weights[owner] ?? 0) + price;
}

/** Each full group of `size` units costs `bundlePriceCents` (never more than it did). */
export function bundle(
  lines: readonly WorkLine[],
  size: number,
  bundlePriceCents: number,
): GroupResult {
  const weights = lines.map(() => 0);
  const units = rankUnits(lines);
  const fullGroups = Math.floor(units.length / size);
  let discount = 0;
  for (let group = 0; group < fullGroups; group++) {
    const members = units.slice(group * size, (group + 1) * size);
    let sum = 0;
    for (const unit of members) sum += unit.price;
    const groupDiscount = Math.max(0, sum - bundlePriceCents);
    if (groupDiscount <= 0) continue;
    discount += groupDiscount;
    addWeights(weights, members);
  }
  return { discount, weights, units: units.length, fullGroups };
}

/**
 * Buy `buy`, `free` of them free: the cheapest `free` units per full group of the whole set.
 * The caller passes 1 ≤ free < buy (promotionRuleFaults refuses any other when it is saved).
 */
export function fullFree(lines: readonly WorkLine[], buy: number, free: number): GroupResult {
  const weights = lines.map(() => 0);
  const units = rankUnits(lines);
  const fullGroups = Math.floor(units.length / buy);
  const freeUnits = units.slice(units.length - fullGroups * free);
  const paidUnits = units.slice(0, fullGroups * (buy - free));
  let discount = 0;
  for (const unit of freeUnits) discount += unit.price;
  if (fullGroups > 0 && discount > 0) {
    addWeights(weights, paidUnits);
    addWeights(weights, freeUnits);
  }
  return { discount, weights, units: units.length, fullGroups };
}
