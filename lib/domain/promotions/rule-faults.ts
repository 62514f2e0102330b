/**
 * What a promotion's rule must be before it is saved (issue 17 item 6; docs/adr/0041): the
 * shape of each type's rule as stored (shopping §4 Promotion types; PRESENT gifts and EXCHANGE
 * offers are rows of their own, not in the JSON) and the rules between fields that a shape
 * cannot say. Pure: no database, so the seed, the command line, the read of the promotions in
 * force and the operations console's promotion screen (lib/domain/operations/promotions.ts,
 * which shows each fault by its code) all refuse the same promotions.
 */
import { z } from "zod";
import {
  PROMOTION_RULE_FAULT_CODES,
  type PromotionRuleFaultCode,
  type PromotionType,
} from "./constants";

const threshold = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("AMOUNT"), cents: z.number().int().nonnegative() }),
  z.object({ kind: z.literal("QUANTITY"), items: z.number().int().positive() }),
]);
const percent = z.number().int().min(1).max(100);
const cents = z.number().int().nonnegative();

/** Stored rules, one shape per promotion type. */
export const storedRuleSchema = z.discriminatedUnion("type", [
  z.object({
    type: z.literal("SATISFY_REDUCE"),
    tiers: z.array(z.object({ threshold, reduceCents: cents })).min(1),
  }),
  z.object({ type: z.literal("DIRECT_REDUCE"), reduceCentsPerUnit: cents }),
  z.object({
    type: z.literal("SATISFY_DISCOUNT"),
    tiers: z.array(z.object({ threshold, percentOff: percent })).min(1),
  }),
  z.object({ type: z.literal("PRESENT"), threshold }),
  z.object({
    type: z.literal("BUNDLE"),
    size: z.number().int().min(2),
    bundlePriceCents: cents,
  }),
  z.object({ type: z.literal("SPECIFY_PRICE"), unitPriceCents: cents }),
  z.object({ type: z.literal("FREIGHT_SATISFY_REDUCE"), threshold, reduceCents: cents }),
  z.object({ type: z.literal("FREIGHT_SATISFY_DISCOUNT"), threshold, percentOff: percent }),
  z.object({ type: z.literal("MEMBER"), levels: z.array(z.string()), percentOff: percent }),
  z.object({
    type: z.literal("FULL_FREE"),
    buy: z.number().int().min(2),
    free: z.number().int().min(1),
  }),
  z.object({ type: z.literal("EXCHANGE"), threshold }),
]);
export type StoredRule = z.infer<typeof storedRuleSchema>;

export interface PromotionRuleFault {
  code: PromotionRuleFaultCode;
  /** The field at fault, as a dotted path from the promotion ("rule.free", "rule.tiers.1"). */
  field: string;
  /** For operators and logs, in English; screens show the code in the operator's language. */
  message: string;
}

/** What is saved: the promotion's type and its rule as JSON (gifts and offers apart). */
export interface PromotionToSave {
  /** For messages only. */
  code?: string;
  type: PromotionType;
  rule: unknown;
}

function fieldsBetween(rule: StoredRule): PromotionRuleFault[] {
  const faults: PromotionRuleFault[] = [];
  if (rule.type === "FULL_FREE" && rule.free >= rule.buy) {
    faults.push({
      code: PROMOTION_RULE_FAULT_CODES.FULL_FREE_NOT_BELOW_BUY,
      field: "rule.free",
      message: `FULL_FREE must give fewer units free than it asks to buy: buy ${rule.buy}, free ${rule.free} would give everything away`,
    });
  }
  if (rule.type === "SATISFY_REDUCE" || rule.type === "SATISFY_DISCOUNT") {
    const kinds = new Set(rule.tiers.map((tier) => tier.threshold.kind));
    if (kinds.size > 1) {
      faults.push({
        code: PROMOTION_RULE_FAULT_CODES.TIER_KINDS_MIXED,
        field: "rule.tiers",
        message: `${rule.type} tiers must all be amounts or all be quantities`,
      });
    }
  }
  return faults;
}

function judge(promotion: PromotionToSave): {
  rule: StoredRule | null;
  faults: PromotionRuleFault[];
} {
  const parsed = storedRuleSchema.safeParse(promotion.rule);
  if (!parsed.success) {
    const faults = parsed.error.issues.map((issue) => ({
      code: PROMOTION_RULE_FAULT_CODES.RULE_MALFORMED,
      field: ["rule", ...issue.path.map(String)].join("."),
      message: `${promotion.type} rule: ${issue.message}`,
    }));
    return { rule: null, faults };
  }
  const faults: PromotionRuleFault[] = [];
  if (parsed.data.type !== promotion.type) {
    faults.push({
      code: PROMOTION_RULE_FAULT_CODES.RULE_TYPE_MISMATCH,
      field: "rule.type",
      message: `the rule is a ${parsed.data.type} rule, the promotion a ${promotion.type}`,
    });
  }
  faults.push(...fieldsBetween(parsed.data));
  return { rule: faults.length === 0 ? parsed.data : null, faults };
}

/**
 * Every fault that refuses `promotion`, none when it may be saved. Call it wherever a
 * promotion is written (lib/seed/promotions.ts, the operations console's promotion screen) and
 * refuse the write on any fault with its message.
 */
export function promotionRuleFaults(promotion: PromotionToSave): PromotionRuleFault[] {
  return judge(promotion).faults;
}

/**
 * The stored rule when it has no fault, else null: how a promotion is read (in-force.ts), so
 * that a row written before these checks, or by hand, is left out rather than priced.
 */
export function faultlessRule(promotion: PromotionToSave): StoredRule | null {
  return judge(promotion).rule;
}

/** Thrown by a write that met faults; the message names the promotion and every fault. */
export class PromotionRuleRefused extends Error {
  constructor(
    promotion: PromotionToSave,
    readonly faults: readonly PromotionRuleFault[],
  ) {
    const details = faults.map((f) => `${f.code} at ${f.field}: ${f.message}`).join("; ");
    super(`promotion ${promotion.code ?? promotion.type} refused: ${details}`);
    this.name = "PromotionRuleRefused";
  }
}

/** For writes without a screen to show faults on (the seed, scripts): throws on any fault. */
export function assertPromotionRule(promotion: PromotionToSave): void {
  const faults = promotionRuleFaults(promotion);
  if (faults.length > 0) throw new PromotionRuleRefused(promotion, faults);
}
