/**
 * The layout's breakpoints (accounts §9 Breakpoints), the one place they are written. Scripts
 * read the numbers; style sheets read the named media below as custom media (`@media (--compact)`),
 * which `npm run css:breakpoints` writes to app/breakpoints.css and PostCSS expands at build time.
 */

/** accounts §9 Breakpoints: "mobile width 576, tablet 1024". */
export const MOBILE_WIDTH_PX = 576;
export const PAD_WIDTH_PX = 1024;
/** Not in the spec: below this, the listing and detail pages fold their two columns into one. */
export const SINGLE_COLUMN_MAX_PX = 768;
/** Not in the spec: from here the desktop header has room for the logo's text (issue 12). */
export const WIDE_DESKTOP_FROM_PX = 1280;

/**
 * The named media of the style sheets. accounts §9: "above pad width is desktop ... mobile and
 * pad behave as mobile", so `--compact` is the mobile-and-pad layout and `--desktop` the rest.
 */
export const CUSTOM_MEDIA = {
  "--mobile": `(max-width: ${MOBILE_WIDTH_PX}px)`,
  "--single-column": `(max-width: ${SINGLE_COLUMN_MAX_PX}px)`,
  "--compact": `(max-width: ${PAD_WIDTH_PX}px)`,
  "--desktop": `(min-width: ${PAD_WIDTH_PX + 1}px)`,
  "--narrow-desktop": `(min-width: ${PAD_WIDTH_PX + 1}px) and (max-width: ${WIDE_DESKTOP_FROM_PX - 1}px)`,
} as const;

/** The media query of the mobile-and-pad layout, for the behaviours CSS alone cannot switch. */
export const COMPACT_LAYOUT_QUERY = CUSTOM_MEDIA["--compact"];

/** app/breakpoints.css as `npm run css:breakpoints` writes it. */
export function customMediaCss(): string {
  const lines = Object.entries(CUSTOM_MEDIA).map(
    ([name, query]) => `@custom-media ${name} ${query};`,
  );
  return [
    "/* Written by `npm run css:breakpoints` from lib/client/breakpoints.ts: do not edit. */",
    ...lines,
    "",
  ].join("\n");
}
