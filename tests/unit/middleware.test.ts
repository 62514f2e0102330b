import { unstable_doesMiddlewareMatch } from "next/experimental/testing/server";
import { NextRequest } from "next/server";
import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { resetEnvForTests } from "@/lib/env";
import { createCacheStores } from "@/lib/server/cache/cache-store.mjs";
import { createPageCacheHandler } from "@/lib/server/cache/page-cache-handler.mjs";
import { PROCESS_CACHE_STORES } from "@/lib/server/cache/process-stores.mjs";
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

  it("turns /storeView?code= into a path segment, so each store's page is cached on its own", async () => {
    expect(rewriteOf(await middleware(request("/storeView?code=macau&utm_source=x")))).toBe(
      "http://localhost:3000/en/storeView/macau",
    );
    expect(rewriteOf(await middleware(request("/storeView")))).toBe(
      "http://localhost:3000/en/storeView",
    );
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

describe("pages answered from the rendering cache (ADR 0034)", () => {
  const holder = globalThis as unknown as Record<symbol, unknown>;
  const listingKey = "/route-cache/APP_PAGE/0a1b/$/en/products";
  const page = {
    kind: "APP_PAGE",
    html: "<html><main>HK$1,299</main></html>",
    headers: { "x-next-cache-tags": "_N_T_/en/products,list:all", "x-nextjs-stale-time": "300" },
  };
  let pages: InstanceType<ReturnType<typeof createPageCacheHandler>>;

  beforeEach(async () => {
    const stores = createCacheStores({ buildId: "b1" });
    holder[PROCESS_CACHE_STORES] = stores;
    pages = new (createPageCacheHandler(stores))();
    await pages.set(listingKey, page, {});
  });
  afterEach(() => {
    delete holder[PROCESS_CACHE_STORES];
  });

  it("answers a browser's request for a complete page with Next's own bytes and headers", async () => {
    const response = await middleware(request("/products"));
    expect(response.status).toBe(200);
    expect(await response.text()).toBe(page.html);
    expect(rewriteOf(response)).toBeNull();
    expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(response.headers.get("x-nextjs-cache")).toBe("HIT");
    expect(response.headers.get("x-nextjs-stale-time")).toBe("300");
    expect(response.headers.get("cache-control")).toBe("s-maxage=31536000");
  });

  it("answers 304 to a browser that holds the same document", async () => {
    const first = await middleware(request("/products"));
    const etag = first.headers.get("etag") ?? "";
    const again = new NextRequest(new URL("/products", "http://localhost:3000"), {
      headers: { "if-none-match": `W/${etag}` },
    });
    const response = await middleware(again);
    expect(response.status).toBe(304);
    expect(await response.text()).toBe("");
  });

  it("leaves to Next client navigations, other locales, revalidated pages and HEAD", async () => {
    const navigation = new NextRequest(new URL("/products", "http://localhost:3000"), {
      headers: { rsc: "1" },
    });
    expect(rewriteOf(await middleware(navigation))).toBe("http://localhost:3000/en/products");
    expect(rewriteOf(await middleware(request("/products", "locale=zh")))).toBe(
      "http://localhost:3000/zh/products",
    );
    const head = new NextRequest(new URL("/products", "http://localhost:3000"), { method: "HEAD" });
    expect(rewriteOf(await middleware(head))).toBe("http://localhost:3000/en/products");

    await new Promise((resolve) => setTimeout(resolve, 2));
    await pages.revalidateTag("list:all", { expire: 0 });
    expect(rewriteOf(await middleware(request("/products")))).toBe(
      "http://localhost:3000/en/products",
    );
  });

  it("still keeps the txId cookie of a cached page's visit", async () => {
    const response = await middleware(request("/products?txId=abc123def456"));
    expect(await response.text()).toBe(page.html);
    expect(response.headers.get("set-cookie")).toMatch(/txId=abc123def456;/);
  });
});
