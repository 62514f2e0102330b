import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { CONTENT_SCHEMAS } from "@/lib/domain/content/kinds";
import { countOpen, countsOfToday, shopDay } from "@/lib/domain/dialogs/counters";
import {
  amountRemainingCents,
  basketRuleHolds,
  dialogQueue,
  dynamicBasketLines,
  inactivityTimeoutMs,
  isDialogFreePath,
  isEligible,
  nextDialog,
  type DialogFacts,
  type DialogRuleOptions,
} from "@/lib/domain/dialogs/rules";

const none: DialogFacts = {
  basketTotalCents: 0,
  recentViews: 0,
  recommendPending: false,
  recommendedProducts: 0,
  shownToday: {},
};
const promotion: DialogRuleOptions = {
  id: "promo",
  componentName: "Promotion",
  index: 0,
  count: 2,
};
const basketLt: DialogRuleOptions = {
  id: "basket",
  componentName: "DynamicBasket",
  index: 1,
  count: 1,
  rule: "lt",
  totalAmount: 1000,
};
const reminder: DialogRuleOptions = {
  id: "recent",
  componentName: "ViewItemsReminder",
  index: 2,
  count: 1,
};
const recommend: DialogRuleOptions = {
  id: "recommend",
  componentName: "RecommendProductsPopup",
  index: 3,
  count: 1,
  timeout: 15,
};

describe("pop-up eligibility (accounts §4)", () => {
  it("a dynamic basket with rule lt needs a total above 0 and below the threshold", () => {
    expect(basketRuleHolds("lt", 0, 100_000)).toBe(false);
    expect(basketRuleHolds("lt", 1, 100_000)).toBe(true);
    expect(basketRuleHolds("lt", 99_999, 100_000)).toBe(true);
    expect(basketRuleHolds("lt", 100_000, 100_000)).toBe(false);
  });

  it("any other rule needs a total above the threshold", () => {
    expect(basketRuleHolds("gt", 100_000, 100_000)).toBe(false);
    expect(basketRuleHolds("gt", 100_001, 100_000)).toBe(true);
    expect(basketRuleHolds(undefined, 100_001, 100_000)).toBe(true);
  });

  it("a dynamic basket is not eligible while the total is unknown", () => {
    expect(isEligible(basketLt, { ...none, basketTotalCents: 50_000 })).toBe(true);
    expect(isEligible(basketLt, { ...none, basketTotalCents: null })).toBe(false);
  });

  it("the reminder needs at least 2 recent views", () => {
    expect(isEligible(reminder, { ...none, recentViews: 1 })).toBe(false);
    expect(isEligible(reminder, { ...none, recentViews: 2 })).toBe(true);
  });

  it("a promotion is always eligible while it has shows left today", () => {
    expect(isEligible(promotion, none)).toBe(true);
    expect(isEligible(promotion, { ...none, shownToday: { promo: 1 } })).toBe(true);
    expect(isEligible(promotion, { ...none, shownToday: { promo: 2 } })).toBe(false);
  });

  it("the recommended popup needs its flag and some recommended products", () => {
    expect(isEligible(recommend, { ...none, recommendPending: true })).toBe(false);
    expect(isEligible(recommend, { ...none, recommendedProducts: 3 })).toBe(false);
    expect(isEligible(recommend, { ...none, recommendPending: true, recommendedProducts: 3 })).toBe(
      true,
    );
  });
});

describe("the queue (accounts §4)", () => {
  const options = [reminder, basketLt, promotion, recommend];
  const all: DialogFacts = {
    basketTotalCents: 10_000,
    recentViews: 3,
    recommendPending: true,
    recommendedProducts: 4,
    shownToday: {},
  };

  it("orders eligible dialogs by base offset plus index", () => {
    expect(dialogQueue(options, all).map((option) => option.id)).toEqual([
      "promo",
      "basket",
      "recent",
      "recommend",
    ]);
    expect(dialogQueue(options, none).map((option) => option.id)).toEqual(["promo"]);
  });

  it("shows the next one after the current, cycling to the first", () => {
    const queue = dialogQueue(options, all);
    expect(nextDialog(queue, options, null)?.id).toBe("promo");
    expect(nextDialog(queue, options, "promo")?.id).toBe("basket");
    expect(nextDialog(queue, options, "recommend")?.id).toBe("promo");
    // The current one has left the queue: the next after its place.
    const withoutBasket = dialogQueue(options, { ...all, basketTotalCents: 0 });
    expect(nextDialog(withoutBasket, options, "basket")?.id).toBe("recent");
    expect(nextDialog([], options, "promo")).toBeNull();
  });

  it("equal indexes keep the config's order", () => {
    const twins = [
      { ...promotion, id: "a", index: 0 },
      { ...promotion, id: "b", index: 0 },
    ];
    const queue = dialogQueue(twins, none);
    expect(queue.map((option) => option.id)).toEqual(["a", "b"]);
    expect(nextDialog(queue, twins, "a")?.id).toBe("b");
    expect(nextDialog(queue, twins, "b")?.id).toBe("a");
  });
});

describe("the inactivity timeout (accounts §9)", () => {
  it("defaults to 30 s, takes the configured timeout and the recommended popup's own when armed", () => {
    expect(inactivityTimeoutMs([promotion], false)).toBe(30_000);
    expect(inactivityTimeoutMs([{ ...promotion, timeout: 45 }, recommend], false)).toBe(45_000);
    expect(inactivityTimeoutMs([{ ...promotion, timeout: 45 }, recommend], true)).toBe(15_000);
    // The recommended popup falls back to the general timeout.
    expect(
      inactivityTimeoutMs(
        [
          { ...promotion, timeout: 45 },
          { ...recommend, timeout: null },
        ],
        true,
      ),
    ).toBe(45_000);
  });
});

describe("the dynamic basket's amount-remaining line (accounts §4)", () => {
  it("puts what is missing to reach the threshold in the placeholder, at most 2 lines", () => {
    expect(amountRemainingCents(65_050, 1000)).toBe(34_950);
    expect(amountRemainingCents(120_000, 1000)).toBe(0);
    const lines = dynamicBasketLines(
      [
        { text: "{amount} more for free delivery", fontSize: 20 },
        { text: "Only {amount}!", fontSize: 16 },
        { text: "third", fontSize: 12 },
      ],
      "HK$349.50",
    );
    expect(lines).toEqual([
      { text: "HK$349.50 more for free delivery", fontSize: 20 },
      { text: "Only HK$349.50!", fontSize: 16 },
    ]);
  });
});

describe("daily open counters (accounts §4: expire at end of day)", () => {
  it("count opens per dialog within the shop's day, Hong Kong time", () => {
    const morning = new Date("2026-11-27T01:00:00Z"); // 09:00 in Hong Kong
    const once = countOpen(null, "promo", morning);
    const twice = countOpen(once, "promo", morning);
    expect(twice).toEqual({ day: "2026-11-27", counts: { promo: 2 } });
    // 23:59 in Hong Kong is still the same day.
    expect(countsOfToday(twice, new Date("2026-11-27T15:59:00Z")).counts).toEqual({ promo: 2 });
  });

  it("forget yesterday's counts at midnight in Hong Kong", () => {
    const stored = { day: "2026-11-27", counts: { promo: 2 } };
    expect(shopDay(new Date("2026-11-27T16:00:00Z"))).toBe("2026-11-28");
    expect(countsOfToday(stored, new Date("2026-11-27T16:00:00Z")).counts).toEqual({});
  });

  it("ignore what is not a count", () => {
    const now = new Date("2026-11-27T01:00:00Z");
    expect(countsOfToday("junk", now).counts).toEqual({});
    expect(
      countsOfToday({ day: "2026-11-27", counts: { a: -1, b: "2", c: 1.5, d: 3 } }, now).counts,
    ).toEqual({ d: 3 });
  });
});

describe("where pop-ups show", () => {
  it("not on checkout and payment paths, with or without the locale prefix", () => {
    expect(isDialogFreePath("/checkout")).toBe(true);
    expect(isDialogFreePath("/zh/checkout/confirm")).toBe(true);
    expect(isDialogFreePath("/pay/abc")).toBe(true);
    expect(isDialogFreePath("/payment")).toBe(true);
    expect(isDialogFreePath("/products")).toBe(false);
    expect(isDialogFreePath("/payments-info")).toBe(false);
    expect(isDialogFreePath("/")).toBe(false);
  });
});

describe("the dialog config schema (accounts §3 Dialog config)", () => {
  const schema = CONTENT_SCHEMAS.dialogs;
  const demo = JSON.parse(readFileSync("content/dialogs/default.json", "utf8")) as {
    body: { dialogs: Record<string, unknown>[] };
  };

  it("accepts the demo config with all four kinds", () => {
    const parsed = schema.parse(demo.body);
    expect(new Set(parsed.dialogs.map((dialog) => dialog.componentName))).toEqual(
      new Set(["Promotion", "DynamicBasket", "ViewItemsReminder", "RecommendProductsPopup"]),
    );
  });

  it("refuses a dynamic basket without a threshold or with more than 2 lines, and twin ids", () => {
    const basket = demo.body.dialogs.find((dialog) => dialog.componentName === "DynamicBasket")!;
    const noThreshold = { ...basket, totalAmount: undefined };
    expect(schema.safeParse({ dialogs: [noThreshold] }).success).toBe(false);
    const line = { text: { en: "x", zh: "x" }, fontSize: 12, colour: "#000000" };
    const threeLines = { ...basket, pc: { texts: [line, line, line] } };
    expect(schema.safeParse({ dialogs: [threeLines] }).success).toBe(false);
    expect(schema.safeParse({ dialogs: [basket, basket] }).success).toBe(false);
    expect(schema.safeParse({ dialogs: [{ ...basket, componentName: "Banner" }] }).success).toBe(
      false,
    );
  });
});
