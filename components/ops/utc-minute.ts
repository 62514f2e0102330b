/**
 * An ISO instant to the minute, as the console shows times ("2026-11-27 23:20 UTC"): operators
 * read the API's UTC instants as they are, without a zone conversion in the page. Plain module
 * (no "use client"), so server pages and client islands call the same function.
 */
export const utcMinute = (iso: string | null, missing = "") =>
  iso ? `${iso.replace("T", " ").slice(0, 16)} UTC` : missing;
