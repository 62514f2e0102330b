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
