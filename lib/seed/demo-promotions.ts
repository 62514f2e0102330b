/**
 * The fixed codes of the demo promotions, coupons and go-dollar (printed in the README), so that
 * tests and e2e import them instead of repeating strings. What they do is in ./promotions.ts.
 */

/** Promotion codes anyone may type at checkout (coupons of kind PROMOTION_CODE). */
export const DEMO_PROMO_CODES = {
  /** HK$100 off a spend of HK$600, on everything, unlimited. */
  valid: "SUMMIT100",
  /** 15% off backpacks when they come to HK$1,000. */
  category: "HIKE15",
  /** Ended ten days before the seed ran. */
  expired: "EXPIRED50",
  /** Its one use is taken: shows as OVEREND. */
  usedUp: "LIMITED1",
} as const;

/** Templates of the coupons handed to members (kind PROMOTION_COUPON; accounts: new-member coupon). */
export const DEMO_MEMBER_COUPON_CODES = {
  amount: "NEWMEMBER200",
  percent: "NEWMEMBER10PCT",
} as const;

/**
 * The demo accounts' own coupons (customer_coupons ids). Fixed ids make the seed insert each one
 * only once, whatever state the demo has since moved it to, and let e2e pick one by id.
 */
export const DEMO_CUSTOMER_COUPON_IDS = {
  /** Member: NEWMEMBER200, UNUSED, valid for a month from the seed. */
  memberUnused: "5eed0c00-0000-4000-8000-000000000001",
  /** Member: NEWMEMBER10PCT, USED. */
  memberUsed: "5eed0c00-0000-4000-8000-000000000002",
  /** Member: NEWMEMBER10PCT, UNUSED but FREEZE (held by an unpaid order). */
  memberFrozen: "5eed0c00-0000-4000-8000-000000000003",
  /** Member: NEWMEMBER200, OVEREND (expired last month). */
  memberExpired: "5eed0c00-0000-4000-8000-000000000004",
  /** Staff: NEWMEMBER10PCT, UNUSED. */
  staffUnused: "5eed0c00-0000-4000-8000-000000000011",
} as const;

/** The demo member's go-dollar balance: the sum of the unexpired ledger entries (HK$156.50). */
export const DEMO_GO_DOLLAR_BALANCE_CENTS = 15_650;

/** Codes of the demo promotions (cart activities), one per promotion type and two that never apply. */
export const DEMO_PROMOTION_CODES = {
  present: "JACKET-FREE-HAT",
  satisfyDiscount: "ALL-10-OFF-1000",
  satisfyReduce: "SUMMIT-PEAK-SPEND-SAVE",
  bundle: "HATS-GLOVES-2-FOR-199",
  exchange: "ADD-ON-OVER-500",
  member: "GOLD-MEMBER-WEEK-TROUSERS",
  specifyPrice: "FLASH-PRICE",
  directReduce: "SHOES-50-OFF",
  fullFree: "SOCKS-BUY-3-PAY-2",
  freightReduce: "DELIVERY-20-OFF-300",
  freightDiscount: "TENTS-FREE-DELIVERY",
  /** status INACTIVE: never applies. */
  inactive: "PAUSED-30-OFF",
  /** ACTIVE but ended the day before the seed ran: never applies. */
  expired: "ENDED-100-OFF",
} as const;

/** The brand of the SATISFY_REDUCE promotion. */
export const DEMO_SPEND_AND_SAVE_BRAND = "summit-peak";
