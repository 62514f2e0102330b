/**
 * Signatures and digests shared by the providers. Comparisons are constant time
 * (crypto.timingSafeEqual) so a forger cannot learn a valid signature byte by byte from
 * response times.
 */
import { createHash, createHmac, timingSafeEqual } from "node:crypto";

export type DigestName = "sha1" | "sha256" | "sha512";

export function hmacSha256Hex(secret: string, text: string): string {
  return createHmac("sha256", secret).update(text, "utf8").digest("hex");
}

export function digestHex(algorithm: DigestName, text: string): string {
  return createHash(algorithm).update(text, "utf8").digest("hex");
}

/** Hex strings equal, case-insensitive, in time that does not depend on where they differ. */
export function hexEquals(expected: string, received: string): boolean {
  const a = Buffer.from(expected.toLowerCase(), "utf8");
  const b = Buffer.from(received.trim().toLowerCase(), "utf8");
  // Lengths are public (every valid signature has the same length); only contents are secret.
  if (a.length !== b.length) return false;
  return timingSafeEqual(a, b);
}

/**
 * Fields signed in a fixed order as `key=value` lines under a purpose prefix, so a hand-off
 * signature can never pass as a callback signature (the two share the sandbox secret).
 */
export function canonicalFields(
  purpose: string,
  fields: Readonly<Record<string, string>>,
  keys: readonly string[],
): string {
  return [purpose, ...keys.map((key) => `${key}=${fields[key] ?? ""}`)].join("\n");
}

/** Cents as major units with two decimals: 123450 → "1234.50" (PayDollar and the sandbox). */
export function centsToMajor(cents: number): string {
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, "0")}`;
}

/** "1234.5", "1234.50", "1234" → cents; anything else (signs, exponents, 3 decimals) → null. */
export function majorToCents(text: string): number | null {
  const match = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? "").padEnd(2, "0"));
}

const HTML_ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);
}

export function hiddenInputs(fields: Readonly<Record<string, string>>): string {
  return Object.entries(fields)
    .map(
      ([name, value]) =>
        `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`,
    )
    .join("");
}

/** An auto-submittable form of hidden fields (the hand-off the page injects). */
export function hiddenForm(
  id: string,
  action: string,
  fields: Readonly<Record<string, string>>,
): string {
  return `<form id="${escapeHtml(id)}" method="post" action="${escapeHtml(action)}">${hiddenInputs(fields)}</form>`;
}
