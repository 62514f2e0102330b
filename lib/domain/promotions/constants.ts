/** Promotion rules in the spec's wording (shopping §4 Promotion types, §5, §9). */

/**
 * shopping §5: "Promotion prices apply by account scope: ALL_ACCOUNT always; MEMBER only if the
 * level list is empty or contains the member's level; GUEST only for guests. A member price by
 * member level code overrides the default price."
 */
export const PROMOTION_ACCOUNT_SCOPES = ["ALL_ACCOUNT", "MEMBER", "GUEST"] as const;
export type PromotionAccountScope = (typeof PROMOTION_ACCOUNT_SCOPES)[number];

/** shopping §4: "Promotion types: SATISFY_REDUCE, DIRECT_REDUCE, ... EXCHANGE." */
export const PROMOTION_TYPES = [
  "SATISFY_REDUCE",
  "DIRECT_REDUCE",
  "SATISFY_DISCOUNT",
  "PRESENT",
  "BUNDLE",
  "SPECIFY_PRICE",
  "FREIGHT_SATISFY_REDUCE",
  "FREIGHT_SATISFY_DISCOUNT",
  "MEMBER",
  "FULL_FREE",
  "EXCHANGE",
] as const;
export type PromotionType = (typeof PROMOTION_TYPES)[number];

/** shopping §9: "Exchange products page 30." */
export const EXCHANGE_PRODUCTS_PAGE_SIZE = 30;

/**
 * Why a promotion may not be saved (issue 17 item 6; docs/adr/0041). Not in the spec: the
 * spec lists the promotion types (§4) but not how an operator may set them; these codes name
 * the faults `promotionRuleFaults` finds, for the seed, the command line and the operations
 * console to show.
 */
export const PROMOTION_RULE_FAULT_CODES = {
  /** The rule is of another type than the promotion. */
  RULE_TYPE_MISMATCH: "PROMOTION_RULE_TYPE_MISMATCH",
  /** The rule does not have the type's fields (a missing tier, a negative amount, ...). */
  RULE_MALFORMED: "PROMOTION_RULE_MALFORMED",
  /** FULL_FREE gives as many units free as it asks to buy, or more: everything would be free. */
  FULL_FREE_NOT_BELOW_BUY: "PROMOTION_FULL_FREE_NOT_BELOW_BUY",
  /** Tiers of one promotion mix an amount and a quantity, so they cannot be ranked. */
  TIER_KINDS_MIXED: "PROMOTION_TIER_KINDS_MIXED",
} as const;
export type PromotionRuleFaultCode =
  (typeof PROMOTION_RULE_FAULT_CODES)[keyof typeof PROMOTION_RULE_FAULT_CODES];
