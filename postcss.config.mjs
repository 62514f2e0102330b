/**
 * Next.js's default PostCSS pipeline (flexbox fixes, preset-env at stage 3 with autoprefixer),
 * plus the breakpoints: app/breakpoints.css (written from lib/client/breakpoints.ts) is made
 * visible to every style sheet, so each can say `@media (--compact)` instead of a number.
 */
const config = {
  plugins: {
    "@csstools/postcss-global-data": { files: ["app/breakpoints.css"] },
    "postcss-flexbugs-fixes": {},
    "postcss-preset-env": {
      autoprefixer: { flexbox: "no-2009" },
      stage: 3,
      features: { "custom-properties": false, "custom-media-queries": true },
    },
  },
};

export default config;
