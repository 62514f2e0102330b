/** Content rules in the spec's wording (accounts §2 menu items, §9), and the store's own bounds. */

/** accounts §9: "Menu depth 4". */
export const MENU_MAX_DEPTH = 4;

/**
 * The kinds of content the store keeps (accounts §3: navigation menu, document, SEO info, footer
 * content, dialog config, page content view data, and the stores of the store locator), each validated by its schema in
 * kinds.ts. One entry per kind and code, with versions (ADR 0035). Hot search terms keep their
 * table and the coupon display its file until the console edits them (ADR 0035).
 */
export const CONTENT_KINDS = [
  "menu",
  "document",
  "landing",
  "footer",
  "light",
  "seo",
  "dialogs",
  "store",
] as const;

/** Not in the spec (ADR 0035): a code is a URL segment and a file name, so it is kept plain. */
export const CONTENT_CODE_MAX_LENGTH = 80;
export const CONTENT_CODE_PATTERN = new RegExp(
  `^[A-Za-z0-9][A-Za-z0-9_-]{0,${CONTENT_CODE_MAX_LENGTH - 1}}$`,
);
/** Not in the spec (ADR 0035): an article is a few thousand words; a page at most a few dozen blocks. */
export const RICH_TEXT_MAX_LENGTH = 100_000;
export const TEXT_MAX_LENGTH = 500;
export const PAGE_MAX_BLOCKS = 60;

/** The landing page that is the home page's content (issue 16: "the home page from content"). */
export const HOME_LANDING_CODE = "home";

/**
 * accounts §2: "/landingPage/members: Members landing page; link shown only when the CMS flag
 * for the members entrance is on" (the light config's membersEntrance). While it is off the page
 * is not found either: an entrance that is closed is closed by its address too.
 */
export const MEMBERS_LANDING_CODE = "members";

/** The parent code of the help pages' documents (/help, /help/{code}). */
export const HELP_PARENT_CODE = "help";

/** accounts §7: "Navigation menu (menuType default MENU, parentCode)": the header's menu. */
export const DEFAULT_MENU_TYPE = "MENU";

/** The light config is kept per site; one entry serves both languages (ADR 0035). */
export const LIGHT_CONFIG_CODE = "default";
