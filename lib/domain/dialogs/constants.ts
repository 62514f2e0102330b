/**
 * Pop-ups (accounts §3 Dialog config, §4 Pop-ups, §9 "Pop-ups: …"): the spec's constants, and the
 * few bounds the spec leaves open (marked "not in the spec", ADR 0038).
 */

/** accounts §3: componentName (DynamicBasket, ViewItemsReminder, Promotion, RecommendProductsPopup). */
export const DIALOG_COMPONENTS = [
  "DynamicBasket",
  "ViewItemsReminder",
  "Promotion",
  "RecommendProductsPopup",
] as const;
export type DialogComponent = (typeof DIALOG_COMPONENTS)[number];

/** accounts §4: "rule lt: total above 0 and below the threshold; otherwise total above". */
export const DIALOG_RULES = ["lt", "gt"] as const;
export type DialogRule = (typeof DIALOG_RULES)[number];

/** accounts §9: "inactivity timer from store values … times 1000; default timeout 30". */
export const DIALOG_DEFAULT_TIMEOUT_S = 30;
export const DIALOG_TIMEOUT_UNIT_MS = 1000;
/** accounts §4/§9: "activity debounce 100 ms". */
export const DIALOG_ACTIVITY_DEBOUNCE_MS = 100;
/** accounts §4: the timer "restarts on scroll, click, keypress, mouseenter, touchstart". */
export const DIALOG_ACTIVITY_EVENTS = [
  "scroll",
  "click",
  "keypress",
  "mouseenter",
  "touchstart",
] as const;
/** accounts §9: "default dialog width 520". */
export const DIALOG_DEFAULT_WIDTH_PX = 520;
/** accounts §4/§9: "recently viewed reminder needs at least 2 views". */
export const VIEW_ITEMS_REMINDER_MIN_VIEWS = 2;
/** accounts §9: "recommendation filter first 20 items". */
export const RECOMMEND_PRODUCTS_FIRST = 20;
/** accounts §4: "Dynamic basket shows at most 2 text lines". */
export const DYNAMIC_BASKET_MAX_LINES = 2;
/** accounts §4: "with a placeholder for the amount remaining to reach the threshold". */
export const AMOUNT_PLACEHOLDER = "{amount}";

/**
 * accounts §4: "Ordering is a base offset plus its index". The offset's value is not in the spec;
 * any constant gives the same order, it only keeps a dialog's order key apart from its index.
 */
export const DIALOG_ORDER_BASE = 100;

/** Not in the spec: the one dialog config of the site (content kind `dialogs`, ADR 0035). */
export const DIALOG_CONFIG_CODE = "default";
/** Not in the spec: a dialog id is a config key; the content schema bounds it the same. */
export const DIALOG_ID_MAX_LENGTH = 80;
/** Not in the spec: the bounds of a configured dialog. */
export const DIALOG_MAX_OPTIONS = 20;
export const DIALOG_COUNT_MAX = 100;
export const DIALOG_TIMEOUT_MAX_S = 3600;

/**
 * Not in the spec: the pop-ups load when the browser is first idle, at the latest this long after
 * the page starts (ADR 0038), so they add nothing to a page's first load.
 */
export const DIALOGS_LOAD_IDLE_TIMEOUT_MS = 2000;

/**
 * Not in the spec (ADR 0038): paths where no pop-up shows, because a marketing dialog there would
 * interrupt paying: checkout and the payment pages.
 */
export const DIALOG_FREE_PATHS = ["/checkout", "/pay", "/payment"] as const;

/**
 * Not in the spec (ADR 0038): open reports counted per client an hour. A browser that keeps the
 * daily counts sends a handful a day; more is a script inflating the numbers, and is refused.
 */
export const DIALOG_REPORTS_PER_CLIENT_PER_HOUR = 30;
export const DIALOG_REPORTS_WINDOW_SECONDS = 60 * 60;
