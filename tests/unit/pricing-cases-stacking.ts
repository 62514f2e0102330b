/**
 * Cases of the two promotion rules refunds depend on (issue 17 item 6; docs/adr/0041): an
 * order-level promotion that does not apply blocks no other, and FULL_FREE frees the cheapest
 * units of the whole set. Totals worked out by hand.
 */
import type { Case } from "./pricing-case-table";
import { cart, line, promotion } from "./pricing-fixtures";

/** "Spend HK$1,000, HK$150 off", first in priority. */
const spend1000 = promotion(
  "spend1000",
  {
    type: "SATISFY_REDUCE",
    tiers: [{ threshold: { kind: "AMOUNT", cents: 100_000 }, reduceCents: 15_000 }],
  },
  { priority: 1 },
);
/** "Spend HK$300, HK$30 off", second. */
const spend300 = promotion(
  "spend300",
  {
    type: "SATISFY_REDUCE",
    tiers: [{ threshold: { kind: "AMOUNT", cents: 30_000 }, reduceCents: 3_000 }],
  },
  { priority: 2 },
);
const buy2Free1 = promotion("ff", { type: "FULL_FREE", buy: 2, free: 1 });

export const STACKING_CASES: Case[] = [
  // An unmet promotion blocks nothing (ADR 0041 rule 1)
  {
    name: "applies a met lower-priority promotion when a higher one is not met (HK$500 bag)",
    input: cart({ lines: [line("a", 50_000)], promotions: [spend1000, spend300] }),
    totals: { amount: 47_000, productAmount: 50_000, discount: 3_000 },
    lines: { a: { activityId: "spend300", discount: 3_000 } },
  },
  {
    name: "keeps the lines of a higher-priority promotion once it is met",
    input: cart({
      lines: [line("a", 60_000), line("b", 50_000)],
      promotions: [spend1000, spend300],
    }),
    totals: { amount: 95_000, productAmount: 110_000, discount: 15_000 },
    lines: { a: { activityId: "spend1000" }, b: { activityId: "spend1000" } },
  },
  {
    name: "shows a line no promotion applies to under the first that measured it",
    input: cart({ lines: [line("a", 20_000)], promotions: [spend300, spend1000] }),
    totals: { amount: 20_000, productAmount: 20_000, discount: 0 },
    lines: { a: { activityId: "spend1000", discount: 0 } },
  },
  {
    name: "lets a reached BUNDLE that takes nothing off measure its lines without taking them",
    input: cart({
      lines: [line("a", 10_000, 2)],
      promotions: [
        promotion("bu", { type: "BUNDLE", size: 2, bundlePriceCents: 50_000 }, { priority: 1 }),
        spend300,
      ],
    }),
    totals: { amount: 20_000, productAmount: 20_000, discount: 0 },
    lines: { a: { activityId: "bu" } },
  },
  {
    name: "leaves the lines of a reached BUNDLE that takes nothing off to a lower one that applies",
    input: cart({
      lines: [line("a", 20_000, 2)],
      promotions: [
        promotion("bu", { type: "BUNDLE", size: 2, bundlePriceCents: 50_000 }, { priority: 1 }),
        spend300,
      ],
    }),
    totals: { amount: 37_000, productAmount: 40_000, discount: 3_000 },
    lines: { a: { activityId: "spend300", discount: 3_000 } },
  },
  // FULL_FREE over the whole set (ADR 0041 rule 2)
  {
    name: "frees the cheapest units of the whole FULL_FREE set (buy 2, 1 free on 100, 100, 10, 10)",
    input: cart({
      lines: [line("a", 10_000, 2), line("b", 1_000, 2)],
      promotions: [buy2Free1],
    }),
    // Two full groups free the two HK$10 units: HK$20 off, not HK$110. The HK$20 is spread
    // over all four units: 2,000 × 20,000 / 22,000 = 1,818.18 and 181.82, the spare cent to b.
    totals: { amount: 20_000, productAmount: 22_000, discount: 2_000 },
    lines: { a: { discount: 1_818 }, b: { discount: 182 } },
  },
  {
    name: "frees the same units whatever the order of single-unit FULL_FREE lines",
    input: cart({
      lines: [line("c", 1_000), line("a", 10_000), line("d", 1_000), line("b", 10_000)],
      promotions: [buy2Free1],
    }),
    totals: { amount: 20_000, productAmount: 22_000, discount: 2_000 },
    lines: { a: { discount: 909 }, b: { discount: 909 }, c: { discount: 91 }, d: { discount: 91 } },
  },
  {
    name: "frees one cheapest unit per full FULL_FREE group (buy 3, 1 free on 3 × 100, 3 × 40)",
    input: cart({
      lines: [line("a", 10_000, 3), line("b", 4_000, 3)],
      promotions: [promotion("ff", { type: "FULL_FREE", buy: 3, free: 1 })],
    }),
    // Two groups free two HK$40 units (HK$80; per dearest-first group it was HK$140), spread
    // over the four units bought and the two free: 8,000 × 30,000 / 42,000 = 5,714.29.
    totals: { amount: 34_000, productAmount: 42_000, discount: 8_000 },
    lines: { a: { discount: 5_714 }, b: { discount: 2_286 } },
  },
  {
    name: "gives nothing for a FULL_FREE whose free count is not below its buy count",
    input: cart({
      lines: [line("a", 5_000, 4)],
      promotions: [promotion("ff", { type: "FULL_FREE", buy: 2, free: 2 })],
    }),
    totals: { amount: 20_000, productAmount: 20_000, discount: 0 },
  },
];
