/**
 * Timings and sizes of the interface, in the spec's wording (accounts §2, §4, §9; shopping §9).
 * Client islands and server components read them; domain rules never do. Breakpoints are in
 * ./breakpoints.ts.
 */

/** accounts §4 Language change: reload "after 50 ms (1000 ms when triggered by the lang query parameter)". */
export const LANGUAGE_RELOAD_DELAY_MS = 50;
export const LANG_QUERY_RELOAD_DELAY_MS = 1000;

/** accounts §9: "Toast default 2000 ms, 5000 ms on two cart errors. Only one toast at a time". */
export const TOAST_DURATION_MS = 2000;
export const TOAST_LONG_DURATION_MS = 5000;
export const TOAST_STATUSES = ["default", "success", "error", "old-error"] as const;

/** accounts §2 Shared layout: "a back-to-top button appearing after 300 px of scrolling". */
export const BACK_TO_TOP_AFTER_PX = 300;

/** accounts §9: "loading bar 5 s default with 200 ms throttle". */
export const LOADING_BAR_DURATION_MS = 5000;
export const LOADING_BAR_THROTTLE_MS = 200;

/** accounts §2: "A failed chunk load reloads the page, at most once per minute." */
export const CHUNK_RELOAD_MIN_INTERVAL_MS = 60_000;

/** accounts §2 Route guard: SSO failure toast text. */
export const SSO_ERROR_TEXT = "SSO error";

/** accounts §8 Route errors. */
export const NOT_FOUND_TEXT = "This page could not be found";

/** accounts §8: "Route errors: 404 'This page could not be found'". */
export const NOT_FOUND_STATUS = 404;
export const DEFAULT_ERROR_STATUS = 500;

/** accounts §9: "Search: ... debounce 500 ms, blur delay 100 ms, focus delay 300 ms." */
export const SEARCH_PREVIEW_DEBOUNCE_MS = 500;
export const SEARCH_BLUR_DELAY_MS = 100;
export const SEARCH_FOCUS_DELAY_MS = 300;

/** shopping §9: "infinite scroll throttle 200 ms with trigger distance 100 px". */
export const INFINITE_SCROLL_THROTTLE_MS = 200;
export const INFINITE_SCROLL_DISTANCE_PX = 100;
/**
 * Values a filter shows before "Show all" (not in the spec, ADR 0031): long size and colour
 * lists stay short, and chosen values always show.
 */
export const FACET_VALUES_SHOWN = 8;

/** shopping §9: "image lazy-load margin 300 px and timeout 20 s; image quality 80". */
export const IMAGE_LAZY_MARGIN_PX = 300;
export const IMAGE_LOAD_TIMEOUT_MS = 20_000;
export const IMAGE_QUALITY = 80;

/** shopping §9: "Mini cart hover delays 200 ms open, 200 ms close, 500 ms cooldown." */
export const MINI_CART_OPEN_DELAY_MS = 200;
export const MINI_CART_CLOSE_DELAY_MS = 200;
export const MINI_CART_COOLDOWN_MS = 500;

/** accounts §2: the guest order lookup dialog is "Width 500px on desktop". */
export const ORDER_LOOKUP_DIALOG_WIDTH_PX = 500;
