/**
 * What a promotion must be before it is saved (issue 17 item 6; docs/adr/0041): a FULL_FREE
 * that frees as many units as it asks to buy is refused, as are a malformed rule, a rule of
 * another type and tiers that mix amounts and quantities.
 */
import { describe, expect, it } from "vitest";
import { PROMOTION_RULE_FAULT_CODES as CODES } from "@/lib/domain/promotions/constants";
import {
  PromotionRuleRefused,
  assertPromotionRule,
  faultlessRule,
  promotionRuleFaults,
} from "@/lib/domain/promotions/rule-faults";

const fullFree = (buy: number, free: number) => ({
  code: "SOCKS-3-FOR-2",
  type: "FULL_FREE" as const,
  rule: { type: "FULL_FREE", buy, free },
});

describe("promotionRuleFaults", () => {
  it("accepts a FULL_FREE that frees fewer units than it asks to buy", () => {
    expect(promotionRuleFaults(fullFree(3, 1))).toEqual([]);
    expect(promotionRuleFaults(fullFree(3, 2))).toEqual([]);
  });

  it("refuses a FULL_FREE whose free count is not below its buy count", () => {
    for (const [buy, free] of [
      [2, 2],
      [3, 4],
    ] as const) {
      expect(promotionRuleFaults(fullFree(buy, free))).toEqual([
        expect.objectContaining({ code: CODES.FULL_FREE_NOT_BELOW_BUY, field: "rule.free" }),
      ]);
    }
    expect(promotionRuleFaults(fullFree(2, 2))[0]?.message).toMatch(/buy 2, free 2/);
  });

  it("refuses a rule without the type's fields, naming the field", () => {
    const faults = promotionRuleFaults({ type: "FULL_FREE", rule: { type: "FULL_FREE", buy: 3 } });
    expect(faults).toEqual([
      expect.objectContaining({ code: CODES.RULE_MALFORMED, field: "rule.free" }),
    ]);
    expect(promotionRuleFaults({ type: "SATISFY_REDUCE", rule: null })[0]?.code).toBe(
      CODES.RULE_MALFORMED,
    );
    expect(
      promotionRuleFaults({
        type: "SATISFY_REDUCE",
        rule: { type: "SATISFY_REDUCE", tiers: [] },
      })[0]?.field,
    ).toBe("rule.tiers");
  });

  it("refuses a rule of another type than the promotion", () => {
    expect(promotionRuleFaults({ type: "BUNDLE", rule: fullFree(3, 1).rule })).toEqual([
      expect.objectContaining({ code: CODES.RULE_TYPE_MISMATCH, field: "rule.type" }),
    ]);
  });

  it("refuses tiers that mix an amount and a quantity", () => {
    const rule = {
      type: "SATISFY_DISCOUNT",
      tiers: [
        { threshold: { kind: "AMOUNT", cents: 50_000 }, percentOff: 5 },
        { threshold: { kind: "QUANTITY", items: 3 }, percentOff: 10 },
      ],
    };
    expect(promotionRuleFaults({ type: "SATISFY_DISCOUNT", rule })).toEqual([
      expect.objectContaining({ code: CODES.TIER_KINDS_MIXED, field: "rule.tiers" }),
    ]);
  });

  it("gives the rule back to a read only when it has no fault", () => {
    expect(faultlessRule(fullFree(3, 1))).toEqual({ type: "FULL_FREE", buy: 3, free: 1 });
    expect(faultlessRule(fullFree(3, 3))).toBeNull();
  });

  it("throws for a write with a message naming the promotion and each fault", () => {
    expect(() => assertPromotionRule(fullFree(3, 1))).not.toThrow();
    expect(() => assertPromotionRule(fullFree(3, 3))).toThrow(PromotionRuleRefused);
    expect(() => assertPromotionRule(fullFree(3, 3))).toThrow(
      /promotion SOCKS-3-FOR-2 refused: PROMOTION_FULL_FREE_NOT_BELOW_BUY at rule\.free/,
    );
  });
});
