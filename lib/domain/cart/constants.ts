/** Cart rules in the spec's wording (shopping §3 Cart, Cart line, §4, §8, §9; ADR 0012). */

/** shopping §9: "Max cart line quantity 99." The product page's quantity stops there too. */
export const CART_LINE_MAX_QUANTITY = 99;

/** shopping §3 Cart line: "lineType (SALABLE_PRODUCT, GIFT, ATTACHED_PRODUCT)". */
export const CART_LINE_TYPES = ["SALABLE_PRODUCT", "GIFT", "ATTACHED_PRODUCT"] as const;

/** Not in the spec: the most product types (distinct SKUs) one cart holds (docs/adr/0012). */
export const CART_MAX_PRODUCT_TYPES = 50;

/**
 * shopping §8 cart and stock codes. UEC11012, UEC11003 and UEC11005 are the spec's; the
 * off-shelf code and the markup codes are ours (docs/adr/0012), taken from the spec's
 * unexplained groups so clients keyed on them keep working.
 */
export const CART_ERROR_CODES = {
  QUANTITY_LIMIT: "UEC11012",
  OUT_OF_STOCK: "UEC11003",
  TOO_MANY_PRODUCT_TYPES: "UEC11005",
  OFF_SHELF: "UEC11004",
  SKU_NOT_FOUND: "UEC11001",
  INVALID_QUANTITY: "UEC11002",
  LINE_NOT_FOUND: "UEC11006",
  GIFT_NOT_FOR_SALE: "UEC11007",
  SHARE_NOT_FOUND: "UEC11008",
  /** The add-on threshold is not reached: markup lines are refused. */
  MARKUP_THRESHOLD_NOT_MET: "PECERR003",
  /** The add-on offer is over or the SKU is not one of its exchange products. */
  MARKUP_NOT_OFFERED: "PECERR004",
} as const;

/** shopping §8: "markup codes (a list) … markup is then disabled and the calculation retried". */
export const MARKUP_ERROR_CODES: readonly string[] = [
  CART_ERROR_CODES.MARKUP_THRESHOLD_NOT_MET,
  CART_ERROR_CODES.MARKUP_NOT_OFFERED,
];

/** shopping §8: the two cart errors whose toast stays 5 seconds. */
export const LONG_TOAST_CART_ERROR_CODES: readonly string[] = [
  CART_ERROR_CODES.QUANTITY_LIMIT,
  ...MARKUP_ERROR_CODES,
];

/** Not in the spec: how long a shared cart link works (docs/adr/0012). */
export const CART_SHARE_LIFETIME_DAYS = 30;

/** Not in the spec: how many guess-you-like products the cart shows (docs/adr/0012). */
export const GUESS_LIKE_MAX = 12;
