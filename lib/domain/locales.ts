/**
 * The shop's two languages (accounts §1, §9). Every domain localizes its text by these; the
 * interface decides a request's locale once (lib/i18n/locale.ts).
 */

/** accounts §1, §9: "Supported locales en and zh"; "Default language is English". */
export const LOCALES = ["en", "zh"] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "en";

/** "The fallback language for text is zh." (accounts §1) */
export const FALLBACK_TEXT_LOCALE: Locale = "zh";

/** The shop's clock: Hong Kong and Macau share it; dates and times are read in it. */
export const SHOP_TIME_ZONE = "Asia/Hong_Kong";
