/**
 * `npm run bench:pricing`: how many carts the pricing engine prices per second on one core.
 * A member's 20-line cart (one add-on line) with 10 promotions in force (every type but
 * FREIGHT_SATISFY_DISCOUNT), a promotion code, a service and go-dollar, to Hong Kong express:
 * calculate() in a tight loop for 5 s after a 1 s warm-up. Writes the figure between the bench-pricing markers of docs/benchmarks.md. Target: 5,000/s or more.
 */
import os from "node:os";
import { calculate } from "@/lib/domain/pricing/calculate";
import type {
  PricingInput,
  PricingLine,
  Promotion,
  PromotionRule,
} from "@/lib/domain/pricing/types";
import { machine, nowUtc, writeSection } from "./common";

const WARM_UP_MS = 1_000;
const MEASURE_MS = 5_000;
const BATCH = 200;
const NOW = new Date("2026-11-23T12:00:00Z");

const BRANDS = ["lion-rock", "harbour-trail", "summit-peak", "dragons-back"];
const CATEGORIES = [
  ["men", "men/jackets"],
  ["women", "women/jackets"],
  ["gear", "gear/backpacks"],
  ["men", "men/shoes"],
];

function salableLine(index: number): PricingLine {
  const price = 20_000 + ((index * 7_919) % 80_000);
  return {
    lineId: `line-${index}`,
    skuCode: `SKU-${index}`,
    spuCode: `SPU-${index % 12}`,
    brandCode: BRANDS[index % BRANDS.length] ?? "lion-rock",
    categoryPaths: CATEGORIES[index % CATEGORIES.length] ?? [],
    quantity: 1 + (index % 3),
    lineType: "SALABLE_PRODUCT",
    activityId: null,
    prices: {
      listPrice: price + 5_000,
      defaultPrice: price,
      memberPrices: [{ memberLevelCode: "GOLD", price: price - 1_000 }],
      promotionPrices:
        index % 4 === 0
          ? [{ accountScope: "ALL_ACCOUNT", levels: [], promotionPrice: price - 2_500 }]
          : [],
    },
  };
}

function promotion(
  id: string,
  priority: number,
  rule: PromotionRule,
  target: Promotion["target"] = { kind: "ALL" },
): Promotion {
  return {
    id,
    code: id.toUpperCase(),
    name: id,
    ruleDesc: "",
    url: null,
    type: rule.type,
    priority,
    beginsAt: new Date("2026-11-01T00:00:00Z"),
    endsAt: new Date("2026-12-31T00:00:00Z"),
    status: "ACTIVE",
    target,
    rule,
  };
}

const amount = (cents: number) => ({ kind: "AMOUNT" as const, cents });

const PROMOTIONS: Promotion[] = [
  promotion(
    "specify",
    1,
    { type: "SPECIFY_PRICE", unitPriceCents: 30_000 },
    {
      kind: "BRANDS",
      codes: ["lion-rock"],
    },
  ),
  promotion(
    "direct",
    2,
    { type: "DIRECT_REDUCE", reduceCentsPerUnit: 1_500 },
    {
      kind: "CATEGORIES",
      paths: ["women"],
    },
  ),
  promotion(
    "bundle",
    3,
    { type: "BUNDLE", size: 2, bundlePriceCents: 90_000 },
    {
      kind: "CATEGORIES",
      paths: ["gear"],
    },
  ),
  promotion(
    "full-free",
    4,
    { type: "FULL_FREE", buy: 3, free: 1 },
    {
      kind: "CATEGORIES",
      paths: ["men/shoes"],
    },
  ),
  promotion(
    "tiers",
    5,
    {
      type: "SATISFY_REDUCE",
      tiers: [
        { threshold: amount(100_000), reduceCents: 10_000 },
        { threshold: amount(300_000), reduceCents: 40_000 },
      ],
    },
    { kind: "BRANDS", codes: ["harbour-trail"] },
  ),
  promotion("discount", 6, {
    type: "SATISFY_DISCOUNT",
    tiers: [{ threshold: { kind: "QUANTITY", items: 3 }, percentOff: 12.5 }],
  }),
  promotion("member", 7, { type: "MEMBER", levels: ["GOLD"], percentOff: 5 }),
  promotion("present", 8, {
    type: "PRESENT",
    threshold: amount(200_000),
    gifts: [{ skuCode: "GIFT-1", spuCode: "GIFT", number: 1, inventory: 40, onShelf: true }],
  }),
  promotion("exchange", 9, {
    type: "EXCHANGE",
    threshold: amount(150_000),
    exchangeProducts: [
      { skuCode: "ADD-1", spuCode: "ADD", addCartPriceCents: 9_900, inventory: 12, onShelf: true },
      { skuCode: "ADD-2", spuCode: "ADD", addCartPriceCents: 4_900, inventory: 0, onShelf: true },
    ],
  }),
  promotion("freight", 10, {
    type: "FREIGHT_SATISFY_REDUCE",
    threshold: amount(50_000),
    reduceCents: 2_000,
  }),
];

const addOn: PricingLine = {
  ...salableLine(19),
  lineId: "line-add-on",
  skuCode: "ADD-1",
  quantity: 1,
  lineType: "ATTACHED_PRODUCT",
  activityId: "exchange",
};

const INPUT: PricingInput = {
  now: NOW,
  customer: { scope: "MEMBER", levelCode: "GOLD" },
  lines: [...Array.from({ length: 19 }, (_, index) => salableLine(index)), addOn],
  promotions: PROMOTIONS,
  coupons: [
    {
      couponCode: "WINTER10",
      couponType: "PROMOTION_CODE",
      name: "Winter 10%",
      description: "",
      status: "UNUSED",
      freezeStatus: "NORMAL",
      beginsAt: null,
      endsAt: null,
      thresholdCents: 50_000,
      target: { kind: "ALL" },
      benefit: { kind: "PERCENT_OFF", percentOff: 10 },
    },
  ],
  additionalServices: [{ type: "PACKAGE", amountCents: 3_000, promotionAmountCents: 1_000 }],
  receipt: { country: "HK", distributionType: "EXPRESS" },
  goDollar: { requested: 50, balanceCents: 20_000 },
  markupAllowed: true,
};

/** Prices the cart for `durationMs`; returns how many times and how long it took. */
function run(durationMs: number): { calculations: number; ms: number; checksum: number } {
  let calculations = 0;
  let checksum = 0;
  const started = performance.now();
  let elapsed = 0;
  while (elapsed < durationMs) {
    for (let k = 0; k < BATCH; k++) checksum += calculate(INPUT).amount;
    calculations += BATCH;
    elapsed = performance.now() - started;
  }
  return { calculations, ms: elapsed, checksum };
}

const sample = calculate(INPUT);
if (sample.errors.length > 0)
  throw new Error(`the bench cart has errors: ${JSON.stringify(sample.errors)}`);
run(WARM_UP_MS);
const { calculations, ms, checksum } = run(MEASURE_MS);
const perSecond = Math.round((calculations / ms) * 1_000);
const meanMicros = ((ms * 1_000) / calculations).toFixed(1);
const reached = sample.activities.filter((a) => a.reached).length;
// Other work on the machine slows the loop; the load average says how busy it was.
const load = (os.loadavg()[0] ?? 0).toFixed(1);

const section = [
  `Measured ${nowUtc()} UTC on ${machine()}; one thread, ${WARM_UP_MS / 1_000} s warm-up then ${MEASURE_MS / 1_000} s of \`calculate()\` in a loop (1-minute load average ${load} at the end).`,
  `The cart: a GOLD member, ${INPUT.lines.length} lines (${sample.items.length - INPUT.lines.length} gift line added), ${PROMOTIONS.length} promotions in force (${reached} reached), a 10 % promotion code, a service, HK$50 go-dollar, Hong Kong express.`,
  "",
  "| scenario | calculations/s | mean µs per calculation |",
  "|---|---:|---:|",
  `| 20 lines, 10 promotions, 1 coupon | ${perSecond.toLocaleString("en")} | ${meanMicros} |`,
].join("\n");

writeSection("bench-pricing", section);
console.log(section);
// Keeps the loop's results observable so that no call can be optimised away.
console.log(`checksum ${checksum}`);
