"use client";
/**
 * The recommended popup's show-after-add-to-cart flag (accounts §4): set by an add to bag,
 * holding the SKU added, reset by showing the popup. Kept for this tab (sessionStorage); its own
 * module because the add-to-bag button of every product page imports it.
 */
export const RECOMMEND_AFTER_ADD_KEY = "shop.recommendAfterAdd";

/** The SKU last added to the bag while the recommended popup has not shown since; else null. */
export function readRecommendAfterAdd(): string | null {
  try {
    return window.sessionStorage.getItem(RECOMMEND_AFTER_ADD_KEY);
  } catch {
    return null;
  }
}

export function setRecommendAfterAdd(skuCode: string | null): void {
  try {
    if (skuCode === null) window.sessionStorage.removeItem(RECOMMEND_AFTER_ADD_KEY);
    else window.sessionStorage.setItem(RECOMMEND_AFTER_ADD_KEY, skuCode);
  } catch {
    // Storage full or disabled: the popup simply does not follow this add.
  }
}
