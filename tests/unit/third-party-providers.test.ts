import { describe, expect, it } from "vitest";
import { createSsoToken, verifySsoToken } from "@/lib/domain/accounts/sso-token";
import {
  authorizeUrlWithoutState,
  exchangeInstagramCode,
  verifyFacebookToken,
  type IdentityProviderConfig,
} from "@/lib/domain/accounts/identity-providers";

const SECRET = "unit-sso-secret-0123456789abcdef-0123";
const config: IdentityProviderConfig = {
  facebook: {
    appId: "app-1",
    appSecret: "s",
    dialogUrl: "https://fb.test/dialog",
    graphUrl: "https://graph.fb.test",
  },
  instagram: null,
  redirectUri: "https://shop.test/linkAccount",
};

describe("verifySsoToken", () => {
  it("gives the token's expiry, which the replay table keeps", () => {
    const expiresAt = new Date("2026-11-22T10:05:00Z");
    const token = createSsoToken("a@b.test", expiresAt, SECRET);
    const result = verifySsoToken(token, SECRET, new Date("2026-11-22T10:00:00Z"));
    expect(result).toEqual({ ok: true, email: "a@b.test", expiresAt });
  });
});

describe("identity provider adapters", () => {
  it("are off when not configured", async () => {
    expect(await exchangeInstagramCode(config, "code")).toEqual({ ok: false, reason: "disabled" });
    expect(authorizeUrlWithoutState(config, "INSTAGRAM")).toBeNull();
  });

  it("build Facebook's dialog URL for a token sent back to /linkAccount, without state", () => {
    const url = new URL(authorizeUrlWithoutState(config, "FACEBOOK")!);
    expect(url.origin + url.pathname).toBe("https://fb.test/dialog");
    expect(url.searchParams.get("client_id")).toBe("app-1");
    expect(url.searchParams.get("response_type")).toBe("token");
    expect(url.searchParams.get("redirect_uri")).toBe("https://shop.test/linkAccount");
    expect(url.searchParams.has("state")).toBe(false);
  });

  it("report a network failure as unavailable and a 4xx as invalid, never throwing", async () => {
    const down = (() => Promise.reject(new Error("ECONNREFUSED"))) as typeof fetch;
    expect(await verifyFacebookToken(config, "t", down)).toEqual({
      ok: false,
      reason: "unavailable",
    });
    const refused = (async () =>
      new Response(JSON.stringify({ error: {} }), { status: 400 })) as typeof fetch;
    expect(await verifyFacebookToken(config, "t", refused)).toEqual({
      ok: false,
      reason: "invalid",
    });
    expect(await verifyFacebookToken(config, "", refused)).toEqual({
      ok: false,
      reason: "invalid",
    });
  });
});
