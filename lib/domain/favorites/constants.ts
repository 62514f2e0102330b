/** Wish-list rules in the spec's wording (accounts §9). */

/** accounts §9: "Wish list max 100 items." */
export const FAVORITES_MAX = 100;
