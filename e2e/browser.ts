/**
 * Debian's Chromium, never a downloaded browser (README), with the flags this machine's closed
 * network needs. Shared by Playwright, the review screenshots and the Lighthouse benchmarks.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];
