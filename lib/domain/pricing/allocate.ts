/**
 * Spreads a discount over the lines it applies to (shopping §3 Calculation result: items carry
 * their share, so a refund of one line returns what was paid for it). Proportional to each
 * line's weight (its remaining amount unless the caller says otherwise), by the largest-
 * remainder method: every line gets the floor of its exact share, and the cents left over go
 * one each to the largest fractional parts. The shares therefore sum exactly to the amount, and
 * no share exceeds its weight while the amount does not exceed the weights' sum; the caller
 * caps the amount at that sum.
 *
 * Ties between equal fractional parts go by line (`compareLines`: SKU first, line id last),
 * never by where the line stands in the input: a line's refund is its allocations, so the same
 * bag in another order must allocate each line the same cents (issue 17 item 6; ADR 0041).
 */
import { compareLines } from "./line-order";
import { divide } from "./money";
import type { WorkLine } from "./work-line";

export type AllocatedField = "discount" | "couponDiscount" | "deduction";

/**
 * Shares of `amount` (≤ the weights' sum) in proportion to `weights`; among equal fractional
 * parts the earlier weight takes the spare cent, so callers pass weights in a stable order.
 */
export function splitByWeight(amount: number, weights: readonly number[]): number[] {
  let sum = 0;
  for (const weight of weights) sum += weight;
  if (amount <= 0 || sum <= 0) return weights.map(() => 0);
  if (amount >= sum) return [...weights];
  const shares: number[] = [];
  const rests: number[] = [];
  let given = 0;
  const exact = amount * sum <= Number.MAX_SAFE_INTEGER;
  for (const weight of weights) {
    let share: number;
    let rest: number;
    if (exact) {
      ({ quotient: share, rest } = divide(amount * weight, sum));
    } else {
      const product = BigInt(amount) * BigInt(weight);
      const bigSum = BigInt(sum);
      share = Number(product / bigSum);
      rest = Number(product % bigSum);
    }
    shares.push(share);
    rests.push(rest);
    given += share;
  }
  const order = weights
    .map((_, index) => index)
    .sort((a, b) => (rests[b] ?? 0) - (rests[a] ?? 0) || a - b);
  for (let k = 0; k < amount - given; k++) {
    const index = order[k];
    if (index !== undefined) shares[index] = (shares[index] ?? 0) + 1;
  }
  return shares;
}

/**
 * Allocates `amount` from `source` to `lines` into `field`, recording each non-zero share.
 * Returns what was allocated: `amount` capped at the weights' sum.
 */
export function allocate(
  lines: readonly WorkLine[],
  amount: number,
  source: string,
  field: AllocatedField,
  weights: readonly number[] = lines.map((line) => line.remaining),
): number {
  let sum = 0;
  for (const weight of weights) sum += weight;
  const capped = Math.min(amount, sum);
  // Split in the lines' stable order, so that a tie never depends on the input's order.
  const order = lines
    .map((_, index) => index)
    .sort((a, b) => compareLines((lines[a] as WorkLine).line, (lines[b] as WorkLine).line));
  const ordered = splitByWeight(
    capped,
    order.map((index) => weights[index] ?? 0),
  );
  const shares: number[] = lines.map(() => 0);
  order.forEach((index, rank) => {
    shares[index] = ordered[rank] ?? 0;
  });
  lines.forEach((line, index) => {
    const share = shares[index] ?? 0;
    if (share <= 0) return;
    line[field] += share;
    line.remaining -= share;
    line.allocations.push({ source, cents: share });
  });
  return capped;
}
