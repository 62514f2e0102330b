/**
 * Thresholds, tiers and the nudges toward them (shopping §3 Cart activity, §4 Promotion types).
 * A threshold is reached at or above its value. Tiers of one promotion share a kind; they are
 * ranked by their value, the highest reached one applies and the nudge points at the lowest
 * one not yet reached.
 */
import type { Nudge, Threshold } from "./types";
import type { WorkLine } from "./work-line";

/** What a set of lines amounts to, in money and in items. */
export interface Measure {
  cents: number;
  items: number;
}

export function measure(lines: readonly WorkLine[], amountOf: (line: WorkLine) => number): Measure {
  let cents = 0;
  let items = 0;
  for (const line of lines) {
    cents += amountOf(line);
    items += line.line.quantity;
  }
  return { cents, items };
}

function valueOf(threshold: Threshold): number {
  return threshold.kind === "AMOUNT" ? threshold.cents : threshold.items;
}

export function reaches(threshold: Threshold, measured: Measure): boolean {
  return threshold.kind === "AMOUNT"
    ? measured.cents >= threshold.cents
    : measured.items >= threshold.items;
}

/** What is missing before `threshold` is reached, or null once it is. */
export function shortfall(threshold: Threshold, measured: Measure): Nudge | null {
  if (reaches(threshold, measured)) return null;
  return threshold.kind === "AMOUNT"
    ? { kind: "AMOUNT", missingCents: threshold.cents - measured.cents }
    : { kind: "QUANTITY", missingItems: threshold.items - measured.items };
}

/** The reached tier with the highest threshold (the first listed among equals), or null. */
export function highestReachedTier<T extends { threshold: Threshold }>(
  tiers: readonly T[],
  measured: Measure,
): T | null {
  let best: T | null = null;
  for (const tier of tiers) {
    if (!reaches(tier.threshold, measured)) continue;
    if (best === null || valueOf(tier.threshold) > valueOf(best.threshold)) best = tier;
  }
  return best;
}

/** The nudge toward the lowest tier not reached yet, or null when every tier is. */
export function nextTierNudge<T extends { threshold: Threshold }>(
  tiers: readonly T[],
  measured: Measure,
): Nudge | null {
  let next: T | null = null;
  for (const tier of tiers) {
    if (reaches(tier.threshold, measured)) continue;
    if (next === null || valueOf(tier.threshold) < valueOf(next.threshold)) next = tier;
  }
  return next === null ? null : shortfall(next.threshold, measured);
}

/** Units short of the next full group of `size`, when a group is started but not full. */
export function groupNudge(units: number, size: number): Nudge | null {
  const rest = units % size;
  return units > 0 && rest !== 0 ? { kind: "QUANTITY", missingItems: size - rest } : null;
}
