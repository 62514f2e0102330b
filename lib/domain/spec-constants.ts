/**
 * Constants the two specs name, in the specs' wording, in one place. Pure values only:
 * the browser, the server and the tests import this module.
 */

/** accounts §1, §9: "Supported locales en and zh"; "Default language is English". */
export const LOCALES = ["en", "zh"] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "en";
/** The `lang` header values of the API (accounts §7). */
export const API_LANG_BY_LOCALE = { en: "en_US", zh: "zh_HK" } as const satisfies Record<
  Locale,
  string
>;
export type ApiLang = (typeof API_LANG_BY_LOCALE)[Locale];
/** "The fallback language for text is zh." (accounts §1) */
export const FALLBACK_TEXT_LOCALE: Locale = "zh";

/** accounts §7: "a channel code fixed at 100". */
export const CHANNEL_CODE = "100";

/** accounts §4 Session: "lifetimes 7200 seconds (2 hours) or 604800 seconds (7 days), chosen by remember-me". */
export const TOKEN_LIFETIME_SECONDS = 7200;
export const REMEMBER_ME_TOKEN_LIFETIME_SECONDS = 604_800;
/** Not in the spec: how long an anonymous visitor token lives (docs/adr/0003). */
export const VISITOR_TOKEN_LIFETIME_SECONDS = 604_800;

/** accounts §8: "Codes 00510104, 401 and 10110143 force logout and a redirect to login." */
export const AUTH_ERROR_CODES = {
  /** No session, or a visitor calling a member-only operation. */
  UNAUTHENTICATED: "401",
  /** The token has expired. */
  TOKEN_EXPIRED: "00510104",
  /** The token was revoked (logout, rotation on login). */
  TOKEN_REVOKED: "10110143",
} as const;
export const FORCE_LOGOUT_CODES: readonly string[] = Object.values(AUTH_ERROR_CODES);

/** shopping §7: "status 431, 414 or 400 turns the GET mode off". */
export const PERSISTED_QUERY_GET_OFF_STATUSES: readonly number[] = [431, 414, 400];

/** accounts §4 Language change: reload "after 50 ms (1000 ms when triggered by the lang query parameter)". */
export const LANGUAGE_RELOAD_DELAY_MS = 50;
export const LANG_QUERY_RELOAD_DELAY_MS = 1000;

/** accounts §9: "Toast default 2000 ms, 5000 ms on two cart errors. Only one toast at a time". */
export const TOAST_DURATION_MS = 2000;
export const TOAST_LONG_DURATION_MS = 5000;
export const TOAST_STATUSES = ["default", "success", "error", "old-error"] as const;

/** accounts §2 Shared layout: "a back-to-top button appearing after 300 px of scrolling". */
export const BACK_TO_TOP_AFTER_PX = 300;
/** accounts §9 Breakpoints: "mobile width 576, tablet 1024". */
export const MOBILE_WIDTH_PX = 576;
export const PAD_WIDTH_PX = 1024;
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

/** accounts §9: "Menu depth 4". */
export const MENU_MAX_DEPTH = 4;

/** accounts §5 Password: "6 to 20 printable ASCII characters with at least one letter and one digit". */
export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 20;
