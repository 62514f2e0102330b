/** Content rules in the spec's wording (accounts §2 menu items, §9). */

/** accounts §9: "Menu depth 4". */
export const MENU_MAX_DEPTH = 4;
