/**
 * The badges of a product page (shopping §2 Product detail; §3 Product labels). Newness is one
 * badge, "New in", decided by the listing time (the same 14-day rule as the new-in category, so
 * it matches the card and the category). A stored NEW label says the same thing, is not kept up
 * to date by the clock, and would sit beside it as a second "New", so it is never shown: a
 * product past its 14 days does not claim to be new either (ADR 0016).
 */

/** The label code for new products (the seed's and the merchandisers' NEW label). */
export const NEW_LABEL_CODE = "NEW";

export interface Badge {
  code: string;
  text: string;
}

export const NEW_IN_BADGE_CODE = "NEW_IN";

export function productBadges(
  product: { isNewIn: boolean; labels: readonly { code: string; frontName: string }[] },
  newInText: string,
): Badge[] {
  return [
    ...(product.isNewIn ? [{ code: NEW_IN_BADGE_CODE, text: newInText }] : []),
    ...product.labels
      .filter((label) => label.code !== NEW_LABEL_CODE)
      .map((label) => ({ code: label.code, text: label.frontName })),
  ];
}
