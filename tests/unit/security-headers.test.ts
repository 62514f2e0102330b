/**
 * Security headers (issue 18 item 2, docs/adr/0049): the page policy, the inline-script hashes
 * of cached documents, middleware's nonce and hashes, and the attributes of the cookies the
 * server writes outside the API.
 */
import { createHash } from "node:crypto";
import { NextRequest } from "next/server";
import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { resetEnvForTests } from "@/lib/env";
import { createCacheStores } from "@/lib/server/cache/cache-store.mjs";
import {
  carriesStaleNonce,
  createPageCacheHandler,
  withoutNonces,
} from "@/lib/server/cache/page-cache-handler.mjs";
import { PROCESS_CACHE_STORES } from "@/lib/server/cache/process-stores.mjs";
import { readFileSync } from "node:fs";
import {
  baseSecurityHeaders,
  FRAMEWORK_INLINE_SCRIPTS,
  inlineScriptHashes,
  inlineScripts,
  pageContentSecurityPolicy,
} from "@/lib/server/security-headers";

const secret = "security-headers-test-secret-0123456789abcdef";
let middleware: (request: NextRequest) => Promise<Response>;

beforeAll(async () => {
  process.env.SESSION_SECRET = secret;
  resetEnvForTests();
  ({ middleware } = await import("@/middleware"));
});
afterEach(() => {
  delete process.env.PUBLIC_BASE_URL;
  delete process.env.COOKIE_SECURE;
  resetEnvForTests();
});

const sha256 = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;
const directive = (policy: string | null, name: string) =>
  (policy ?? "").split("; ").find((part) => part.startsWith(`${name} `)) ?? "";
/** The script sources every page admits whatever its nonce or hashes (see below). */
const FRAMEWORK = FRAMEWORK_INLINE_SCRIPTS.map((script) => script.hash).join(" ");

describe("the page policy", () => {
  const policy = pageContentSecurityPolicy({
    publicBaseUrl: "https://shop.example.com",
    inlineScripts: ["'nonce-abc'"],
    paymentFormUrl: "https://test.paydollar.com/b2cDemo/eng/payment/payForm.jsp",
    mapTileUrl: "http://127.0.0.1:65531/tiles/{z}/{x}/{y}.png",
  });

  it("runs the shop's own files and the page's nonce, never inline script or eval", () => {
    expect(directive(policy, "script-src")).toBe(`script-src 'self' 'nonce-abc' ${FRAMEWORK}`);
    expect(policy).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
    expect(directive(policy, "object-src")).toBe("object-src 'none'");
  });

  it("is never framed, posts forms only home and to the payment form, loads tiles", () => {
    expect(directive(policy, "frame-ancestors")).toBe("frame-ancestors 'none'");
    expect(directive(policy, "form-action")).toBe("form-action 'self' https://test.paydollar.com");
    expect(directive(policy, "img-src")).toContain("http://127.0.0.1:65531");
    expect(policy).toContain("upgrade-insecure-requests");
  });

  it("adds eval and the dev server's socket only in development, over http no upgrade", () => {
    const dev = pageContentSecurityPolicy({
      publicBaseUrl: "http://localhost:3000",
      inlineScripts: [],
      development: true,
    });
    expect(directive(dev, "script-src")).toBe(`script-src 'self' ${FRAMEWORK} 'unsafe-eval'`);
    expect(dev).not.toContain("upgrade-insecure-requests");
  });
});

describe("the headers of every answer", () => {
  const names = (headers: [string, string][]) => Object.fromEntries(headers);

  it("sends nosniff, the referrer and permissions policies, and HSTS only on https", () => {
    const https = names(baseSecurityHeaders({ publicBaseUrl: "https://shop.example.com" }));
    expect(https["X-Content-Type-Options"]).toBe("nosniff");
    expect(https["Referrer-Policy"]).toBe("strict-origin-when-cross-origin");
    expect(https["Permissions-Policy"]).toContain("camera=()");
    expect(https["Strict-Transport-Security"]).toMatch(/^max-age=\d{8}; includeSubDomains$/);
    const http = names(baseSecurityHeaders({ publicBaseUrl: "http://localhost:3000" }));
    expect(http["Strict-Transport-Security"]).toBeUndefined();
  });
});

describe("the framework's inline scripts written without a nonce", () => {
  it("are admitted by the hash of their exact text", () => {
    for (const script of FRAMEWORK_INLINE_SCRIPTS) expect(script.hash).toBe(sha256(script.text));
  });

  it("are what the installed React and Next write (an upgrade that changes them fails here)", async () => {
    const reactDom = readFileSync(
      "node_modules/next/dist/compiled/react-dom/cjs/react-dom-server.node.production.js",
      "utf8",
    );
    expect(reactDom).toContain(JSON.stringify(FRAMEWORK_INLINE_SCRIPTS[0].text));
    const { computeCacheBustingSearchParam } =
      (await import("next/dist/shared/lib/router/utils/cache-busting-search-param.js")) as {
        computeCacheBustingSearchParam: (...args: unknown[]) => Promise<string> | string;
      };
    const param = await computeCacheBustingSearchParam("1", "/_full", undefined, undefined);
    expect(FRAMEWORK_INLINE_SCRIPTS[1].text).toContain(`?_rsc=${param}'`);
    const helper = readFileSync(
      "node_modules/next/dist/server/stream-utils/node-web-streams-helper.js",
      "utf8",
    );
    expect(helper).toContain("__NEXT_CLIENT_RESUME=fetch(location.pathname+'?${searchStr}'");
  });
});

describe("inline scripts of a document", () => {
  const html = [
    '<html><head><script src="/_next/static/a.js" async></script>',
    "<script>self.__next_f=self.__next_f||[]</script>",
    '<script type="application/ld+json">{"@type":"Product"}</script></head>',
    '<body><script nonce="old">self.__next_f.push([1,"x"])</script>',
    "<script>self.__next_f=self.__next_f||[]</script></body></html>",
  ].join("");

  it("are the runnable ones without src, JSON-LD left out", () => {
    expect(inlineScripts(html)).toEqual([
      "self.__next_f=self.__next_f||[]",
      'self.__next_f.push([1,"x"])',
      "self.__next_f=self.__next_f||[]",
    ]);
  });

  it("hash as the browser does (SHA-256 of the text, base64), each once", async () => {
    expect(await inlineScriptHashes(html)).toEqual([
      sha256("self.__next_f=self.__next_f||[]"),
      sha256('self.__next_f.push([1,"x"])'),
    ]);
  });
});

describe("middleware's Content-Security-Policy", () => {
  const request = (path: string) => new NextRequest(new URL(path, "http://localhost:3000"));

  it("gives a page Next renders a fresh nonce, in the answer and in the header Next reads", async () => {
    const first = await middleware(request("/cart"));
    const second = await middleware(request("/cart"));
    const policy = first.headers.get("content-security-policy");
    const nonce = /'nonce-([^']+)'/.exec(directive(policy, "script-src"))?.[1];
    expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(second.headers.get("content-security-policy")).not.toBe(policy);
    // Next's request-header override: what the page's render sees.
    expect(first.headers.get("x-middleware-request-content-security-policy")).toBe(policy);
    expect(first.headers.get("x-middleware-request-x-nonce")).toBe(nonce);
  });

  it("covers the operations console without rewriting it", async () => {
    const response = await middleware(request("/ops/login"));
    expect(response.headers.get("x-middleware-rewrite")).toBeNull();
    expect(directive(response.headers.get("content-security-policy"), "script-src")).toMatch(
      /'nonce-/,
    );
  });

  describe("of a document answered from the rendering cache", () => {
    const holder = globalThis as unknown as Record<symbol, unknown>;
    const script = 'self.__next_f.push([1,"HK$1,299"])';
    const page = {
      kind: "APP_PAGE",
      html: `<html><body><main>HK$1,299</main><script>${script}</script></body></html>`,
      headers: { "x-next-cache-tags": "_N_T_/en/products" },
    };

    let pages: InstanceType<ReturnType<typeof createPageCacheHandler>>;

    beforeEach(async () => {
      const stores = createCacheStores({ buildId: "b1" });
      holder[PROCESS_CACHE_STORES] = stores;
      pages = new (createPageCacheHandler(stores))();
      await pages.set("/route-cache/APP_PAGE/0a1b/$/en/products", page, {});
    });
    afterEach(() => {
      delete holder[PROCESS_CACHE_STORES];
    });

    it("lists the hashes of its inline scripts and no nonce (it was rendered before)", async () => {
      const response = await middleware(request("/products"));
      expect(await response.text()).toBe(page.html);
      const scripts = directive(response.headers.get("content-security-policy"), "script-src");
      expect(scripts).toBe(`script-src 'self' ${sha256(script)} ${FRAMEWORK}`);
    });

    it("once it is no longer current, lets Next answer with a nonce and the kept scripts' hashes", async () => {
      await new Promise((resolve) => setTimeout(resolve, 2));
      await pages.revalidateTag("_N_T_/en/products", { expire: 0 });
      const response = await middleware(request("/products"));
      expect(response.headers.get("x-middleware-rewrite")).toBe(
        "http://localhost:3000/en/products",
      );
      const scripts = directive(response.headers.get("content-security-policy"), "script-src");
      expect(scripts.startsWith("script-src 'self' 'nonce-")).toBe(true);
      expect(scripts.endsWith(`' ${sha256(script)} ${FRAMEWORK}`)).toBe(true);
    });
  });
});

describe("cookies middleware writes", () => {
  const request = (path: string) => new NextRequest(new URL(path, "https://shop.example.com"));

  it("are SameSite=Lax and Secure when the shop is on https", async () => {
    process.env.PUBLIC_BASE_URL = "https://shop.example.com";
    resetEnvForTests();
    const locale = (await middleware(request("/?lang=zh"))).headers.get("set-cookie") ?? "";
    expect(locale).toMatch(/^locale=zh; Path=\/;.*Secure; SameSite=lax/i);
    const txId = (await middleware(request("/products?txId=abc123def456"))).headers.get(
      "set-cookie",
    );
    expect(txId).toMatch(/txId=abc123def456;.*Secure/);
    expect(txId).toMatch(/SameSite=lax/i);
  });

  it("are not Secure over plain http (a local shop), unless COOKIE_SECURE says so", async () => {
    process.env.PUBLIC_BASE_URL = "http://localhost:3000";
    resetEnvForTests();
    const plain = new NextRequest(new URL("/?lang=zh", "http://localhost:3000"));
    expect((await middleware(plain)).headers.get("set-cookie")).not.toMatch(/Secure/);
    process.env.COOKIE_SECURE = "true";
    resetEnvForTests();
    expect((await middleware(plain)).headers.get("set-cookie")).toMatch(/Secure/);
  });
});

describe("the page cache and nonces", () => {
  const page = (status: number, html: string) => ({ kind: "APP_PAGE", status, html, headers: {} });

  it("keeps no complete non-200 page rendered with a nonce (Next would serve the old nonce)", async () => {
    const notFound = page(404, '<html><script nonce="abc">self.__next_f.push([0])</script></html>');
    expect(carriesStaleNonce(notFound)).toBe(true);
    const stores = createCacheStores({ buildId: "b1" });
    const pages = new (createPageCacheHandler(stores))();
    await pages.set("/route-cache/APP_PAGE/0a1b/$/en/no-such-page", notFound, {});
    expect(await pages.get("/route-cache/APP_PAGE/0a1b/$/en/no-such-page", {})).toBeNull();
  });

  it("keeps 200 pages (answered with their hashes) and pages with a per-request part", () => {
    expect(carriesStaleNonce(page(200, '<script nonce="abc">x</script>'))).toBe(false);
    expect(
      carriesStaleNonce({ ...page(404, '<script nonce="a">x</script>'), postponed: "p" }),
    ).toBe(false);
    expect(carriesStaleNonce(page(404, "<script>x</script>"))).toBe(false);
  });
});

describe("a complete page as the cache keeps it", () => {
  it("loses the nonce attributes of the request that rendered it, and nothing else", async () => {
    const html =
      '<html><script nonce="abc==">self.__next_f.push([1,"nonce=\\"x\\""])</script></html>';
    const kept = withoutNonces({ kind: "APP_PAGE", status: 200, html, headers: {} });
    expect(kept.html).toBe('<html><script>self.__next_f.push([1,"nonce=\\"x\\""])</script></html>');
    expect(await inlineScriptHashes(kept.html)).toEqual(await inlineScriptHashes(html));
    const shell = { kind: "APP_PAGE", status: 200, html, postponed: "p", headers: {} };
    expect(withoutNonces(shell)).toBe(shell);
  });
});
