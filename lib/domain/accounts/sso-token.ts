/**
 * The SSO hand-over token (accounts spec §2 Route guard, step 2): issued by the partner
 * site, `base64url(JSON {email, exp})` + "." + `base64url(HMAC-SHA256(secret, payload))`.
 * `exp` is in seconds since the epoch. Compared in constant time.
 */
import { createHmac, timingSafeEqual } from "node:crypto";

export type SsoVerification =
  | { ok: true; email: string; expiresAt: Date }
  | { ok: false; reason: "malformed" | "bad-signature" | "expired" };

function sign(payload: string, secret: string): Buffer {
  return createHmac("sha256", secret).update(payload).digest();
}

export function createSsoToken(email: string, expiresAt: Date, secret: string): string {
  const payload = Buffer.from(
    JSON.stringify({ email, exp: Math.floor(expiresAt.getTime() / 1000) }),
  ).toString("base64url");
  return `${payload}.${sign(payload, secret).toString("base64url")}`;
}

export function verifySsoToken(token: string, secret: string, now: Date): SsoVerification {
  const [payload, signature, ...rest] = token.split(".");
  if (!payload || !signature || rest.length > 0) return { ok: false, reason: "malformed" };
  const expected = sign(payload, secret);
  const given = Buffer.from(signature, "base64url");
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    return { ok: false, reason: "bad-signature" };
  }
  let claims: unknown;
  try {
    claims = JSON.parse(Buffer.from(payload, "base64url").toString("utf8"));
  } catch {
    return { ok: false, reason: "malformed" };
  }
  if (
    typeof claims !== "object" ||
    claims === null ||
    typeof (claims as { email?: unknown }).email !== "string" ||
    typeof (claims as { exp?: unknown }).exp !== "number"
  ) {
    return { ok: false, reason: "malformed" };
  }
  const { email, exp } = claims as { email: string; exp: number };
  if (exp * 1000 <= now.getTime()) return { ok: false, reason: "expired" };
  return { ok: true, email, expiresAt: new Date(exp * 1000) };
}
