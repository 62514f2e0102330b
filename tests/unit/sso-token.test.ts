import { describe, expect, it } from "vitest";
import { createSsoToken, verifySsoToken } from "@/lib/domain/accounts/sso-token";

const secret = "sso-unit-secret-0123456789abcdef01234";
const now = new Date("2026-11-22T10:00:00Z");

describe("the SSO hand-over token", () => {
  it("round-trips the e-mail before expiry", () => {
    const expiresAt = new Date(Math.floor(now.getTime() / 1000) * 1000 + 60_000);
    const token = createSsoToken("a@example.com", expiresAt, secret);
    expect(verifySsoToken(token, secret, now)).toEqual({
      ok: true,
      email: "a@example.com",
      expiresAt,
    });
  });

  it("refuses an expired, re-signed or malformed token", () => {
    const expired = createSsoToken("a@example.com", new Date(now.getTime() - 1), secret);
    expect(verifySsoToken(expired, secret, now)).toEqual({ ok: false, reason: "expired" });
    const other = createSsoToken("a@example.com", new Date(now.getTime() + 60_000), `${secret}x`);
    expect(verifySsoToken(other, secret, now)).toEqual({ ok: false, reason: "bad-signature" });
    expect(verifySsoToken("abc", secret, now)).toEqual({ ok: false, reason: "malformed" });
    expect(verifySsoToken("a.b.c", secret, now)).toEqual({ ok: false, reason: "malformed" });
  });

  it("refuses a payload swapped under a valid signature", () => {
    const token = createSsoToken("a@example.com", new Date(now.getTime() + 60_000), secret);
    const [, signature] = token.split(".");
    const payload = Buffer.from(
      JSON.stringify({ email: "b@example.com", exp: 9_999_999_999 }),
    ).toString("base64url");
    expect(verifySsoToken(`${payload}.${signature}`, secret, now).ok).toBe(false);
  });
});
