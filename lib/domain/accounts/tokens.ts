import { createHash, randomBytes } from "node:crypto";

/** An opaque session token: 256 random bits, URL-safe. */
export function generateToken(): string {
  return randomBytes(32).toString("base64url");
}

/** Tokens are stored only as this hash, so a leaked table yields no usable token. */
export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** A customer's public code: "U" and 16 random hex characters (not guessable in sequence). */
export function generateUserCode(): string {
  return `U${randomBytes(8).toString("hex").toUpperCase()}`;
}
