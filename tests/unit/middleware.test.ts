import { unstable_doesMiddlewareMatch } from "next/experimental/testing/server";
import { NextRequest } from "next/server";
import { beforeAll, describe, expect, it } from "vitest";
import { resetEnvForTests } from "@/lib/env";
import { canonicalLocation } from "@/lib/session/canonical-host";
import { signSessionKind } from "@/lib/session/kind-cookie";

const secret = "middleware-test-secret-0123456789abcdef";
let middleware: (request: NextRequest) => Promise<Response>;
let config: { matcher: string[] };

beforeAll(async () => {
  process.env.SESSION_SECRET = secret;
  resetEnvForTests();
  ({ middleware, config } = await import("@/middleware"));
});

async function memberCookies(): Promise<string> {
  const kind = await signSessionKind("member", new Date(Date.now() + 3600_000), "tok", secret);
  return `token=tok; session_kind=${kind}`;
}

function request(path: string, cookie = ""): NextRequest {
  return new NextRequest(new URL(path, "http://localhost:3000"), {
    headers: cookie ? { cookie } : {},
  });
}

const rewriteOf = (response: Response) => response.headers.get("x-middleware-rewrite");

describe("the route guard", () => {
  it("keeps a valid txId 30 days, cut to 13 characters, and ignores an invalid one", async () => {
    const kept = await middleware(request("/products?txId=abc123def456ghi789"));
    expect(kept.headers.get("set-cookie")).toMatch(
      /txId=abc123def456g; Path=\/; .*Max-Age=2592000/,
    );
    const refused = await middleware(request("/products?txId=ABC-123"));
    expect(refused.headers.get("set-cookie") ?? "").not.toMatch(/txId=/);
  });

  it("stores ?lang=zh in the locale cookie and reloads without it", async () => {
    const response = await middleware(request("/products?lang=zh&p=1"));
    expect(response.headers.get("location")).toBe("http://localhost:3000/products?p=1");
    expect(response.headers.get("set-cookie")).toMatch(/locale=zh; Path=\//);
  });

  it("ignores a lang value outside en and zh but still drops it", async () => {
    const response = await middleware(request("/?lang=fr"));
    expect(response.headers.get("location")).toBe("http://localhost:3000/");
    expect(response.headers.get("set-cookie")).toBeNull();
  });

  it("hands ?token= to the SSO route with the page to come back to", async () => {
    const response = await middleware(request("/user?token=abc&x=1"));
    const location = new URL(response.headers.get("location") ?? "");
    expect(location.pathname).toBe("/api/sso");
    expect(location.searchParams.get("token")).toBe("abc");
    expect(location.searchParams.get("redirect")).toBe("/user?x=1");
  });

  it("rewrites to the locale of the cookie, English by default", async () => {
    expect(rewriteOf(await middleware(request("/products/men")))).toBe(
      "http://localhost:3000/en/products/men",
    );
    expect(rewriteOf(await middleware(request("/", "locale=zh")))).toBe("http://localhost:3000/zh");
  });

  it("hands the resolved locale down in a request header, replacing any the client sent", async () => {
    const localeOf = (response: Response) =>
      response.headers.get("x-middleware-request-x-shop-locale");
    expect(localeOf(await middleware(request("/cart")))).toBe("en");
    expect(localeOf(await middleware(request("/cart", "locale=zh")))).toBe("zh");
    const forged = new NextRequest(new URL("/cart", "http://localhost:3000"), {
      headers: { cookie: "locale=en", "x-shop-locale": "zh" },
    });
    expect(localeOf(await middleware(forged))).toBe("en");
  });

  it("gives the 404 page for a locale cookie outside en and zh", async () => {
    expect(rewriteOf(await middleware(request("/", "locale=xx")))).toBe(
      "http://localhost:3000/en/invalid-locale",
    );
  });

  it("sends a visitor on a login-required path to login with the encoded path", async () => {
    const response = await middleware(request("/user/orders"));
    expect(response.headers.get("location")).toBe(
      "http://localhost:3000/login?redirectUrl=%2Fuser%2Forders",
    );
  });

  it("sends a member away from login to the user page", async () => {
    const response = await middleware(request("/login", await memberCookies()));
    expect(response.headers.get("location")).toBe("http://localhost:3000/user");
  });

  it("lets a member through to a login-required path", async () => {
    expect(rewriteOf(await middleware(request("/user/orders", await memberCookies())))).toBe(
      "http://localhost:3000/en/user/orders",
    );
  });

  it("treats a forged member cookie as a visitor", async () => {
    const kind = await signSessionKind(
      "member",
      new Date(Date.now() + 3600_000),
      "tok",
      "another-secret-0123456789abcdef012",
    );
    const response = await middleware(request("/user", `token=tok; session_kind=${kind}`));
    expect(response.headers.get("location")).toBe(
      "http://localhost:3000/login?redirectUrl=%2Fuser",
    );
  });
});

describe("one public origin (PUBLIC_BASE_URL, default http://localhost:3000)", () => {
  const onHost = (host: string, path: string) =>
    new NextRequest(new URL(path, `http://${host}`), { headers: { host } });

  it("sends a page asked for on another host name to the same path on the public origin", async () => {
    const response = await middleware(onHost("127.0.0.1:3000", "/pay/result/SO123?waiting=true"));
    expect(new URL(rewriteOf(response) ?? "").pathname).toBe("/api/canonical");
    const to = response.headers.get("x-middleware-request-x-shop-canonical-path");
    expect(to).toBe("/pay/result/SO123?waiting=true");
    expect(canonicalLocation(to, "http://localhost:3000").toString()).toBe(
      "http://localhost:3000/pay/result/SO123?waiting=true",
    );
  });

  it("redirects only to a path on the public origin, never elsewhere", () => {
    for (const to of ["//evil.example/x", "https://evil.example/", "/\\evil.example", null])
      expect(canonicalLocation(to, "https://www.shop.example").toString()).toBe(
        "https://www.shop.example/",
      );
  });

  it("believes a proxy's x-forwarded-host over its own Host", async () => {
    const request = new NextRequest(new URL("/cart", "http://10.0.0.5:3000"), {
      headers: { host: "10.0.0.5:3000", "x-forwarded-host": "localhost:3000" },
    });
    expect(rewriteOf(await middleware(request))).toBe("http://10.0.0.5:3000/en/cart");
  });

  it("serves a page on the public host as usual", async () => {
    const response = await middleware(onHost("localhost:3000", "/cart"));
    expect(response.headers.get("location")).toBeNull();
    expect(rewriteOf(response)).toBe("http://localhost:3000/en/cart");
  });

  it("never runs for the API, so health checks and payment callbacks answer on any host", () => {
    for (const url of [
      "http://127.0.0.1:3000/api/health",
      "http://127.0.0.1:3000/api/payments/sandbox/callback",
      "http://127.0.0.1:3000/api/payments/paydollar/datafeed",
    ])
      expect(unstable_doesMiddlewareMatch({ config, url })).toBe(false);
    expect(unstable_doesMiddlewareMatch({ config, url: "http://127.0.0.1:3000/cart" })).toBe(true);
  });
});

describe("the middleware matcher", () => {
  const runsOn = (url: string) => unstable_doesMiddlewareMatch({ config, url });

  it("leaves the sitemaps, robots.txt, the API and Next's files alone (no locale rewrite)", () => {
    for (const url of [
      "/sitemap.xml",
      "/sitemaps/sitemap/0.xml",
      "/sitemaps/sitemap/12.xml",
      "/robots.txt",
      "/api/graphql",
      "/_next/static/chunk.js",
      "/icon.svg",
    ]) {
      expect(runsOn(url), url).toBe(false);
    }
  });

  it("runs on every page", () => {
    for (const url of [
      "/",
      "/products/men",
      "/product/SPU-1",
      "/user/orders",
      "/sitemap",
      "/sitemaps",
    ]) {
      expect(runsOn(url), url).toBe(true);
    }
  });
});
