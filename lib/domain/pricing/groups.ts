/**
 * The unit groups of BUNDLE and FULL_FREE (shopping §4 Promotion types). The claimed units are
 * ranked by price, dearest first (ties: line id), and cut into consecutive groups; a partial
 * last group earns nothing. Ranking dearest first puts similar prices together, so a bundle
 * price is set against the units it was meant for and the free units of FULL_FREE are the
 * cheapest of their own group, not of the whole cart.
 *
 * Besides the discount each returns, per claimed line, the price of its units in the groups
 * that earned something: the allocation weights, so that a unit outside any group takes no
 * share of the discount.
 */
import type { WorkLine } from "./work-line";

export interface GroupResult {
  discount: number;
  /** Aligned with the claimed lines. */
  weights: number[];
  units: number;
  fullGroups: number;
}

/** Calls `onGroup` with the unit prices of each full group; it answers the group's discount. */
function eachFullGroup(
  lines: readonly WorkLine[],
  size: number,
  onGroup: (prices: readonly number[]) => number,
): GroupResult {
  const weights = lines.map(() => 0);
  const order = lines
    .map((_, index) => index)
    .sort((a, b) => {
      const lineA = lines[a] as WorkLine;
      const lineB = lines[b] as WorkLine;
      if (lineA.promoPrice !== lineB.promoPrice) return lineB.promoPrice - lineA.promoPrice;
      return lineA.line.lineId < lineB.line.lineId
        ? -1
        : lineA.line.lineId > lineB.line.lineId
          ? 1
          : 0;
    });
  let discount = 0;
  let units = 0;
  let fullGroups = 0;
  let prices: number[] = [];
  let owners: number[] = [];
  for (const index of order) {
    const line = lines[index] as WorkLine;
    for (let unit = 0; unit < line.line.quantity; unit++) {
      units += 1;
      prices.push(line.promoPrice);
      owners.push(index);
      if (prices.length < size) continue;
      const groupDiscount = onGroup(prices);
      fullGroups += 1;
      if (groupDiscount > 0) {
        discount += groupDiscount;
        prices.forEach((price, k) => {
          const owner = owners[k] as number;
          weights[owner] = (weights[owner] ?? 0) + price;
        });
      }
      prices = [];
      owners = [];
    }
  }
  return { discount, weights, units, fullGroups };
}

/** Each full group of `size` units costs `bundlePriceCents` (never more than it did). */
export function bundle(
  lines: readonly WorkLine[],
  size: number,
  bundlePriceCents: number,
): GroupResult {
  return eachFullGroup(lines, size, (prices) => {
    let sum = 0;
    for (const price of prices) sum += price;
    return Math.max(0, sum - bundlePriceCents);
  });
}

/** In each full group of `buy` units the cheapest `free` (the last, by rank) cost nothing. */
export function fullFree(lines: readonly WorkLine[], buy: number, free: number): GroupResult {
  const freeUnits = Math.min(free, buy);
  return eachFullGroup(lines, buy, (prices) => {
    let sum = 0;
    for (let k = prices.length - freeUnits; k < prices.length; k++) sum += prices[k] ?? 0;
    return sum;
  });
}
