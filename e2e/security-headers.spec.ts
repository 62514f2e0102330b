/**
 * Request edges in a real browser (issue 18 item 2, docs/adr/0049): the main pages, the payment
 * sandbox's card page and the console's sign-in run under their Content-Security-Policy with no
 * violation (a blocked script would also leave the page without React); every page and API
 * answer carries the security headers; the API gives no CORS to another origin and refuses an
 * opaque origin's write; the session cookie is HttpOnly and SameSite. Desktop project.
 */
import { expect, test, type APIResponse, type Page, type Response } from "@playwright/test";
import { CHANNEL_CODE } from "@/lib/graphql/wire";
import { jacket, productPath } from "./demo-picks";
import { cookieNamed, fillBagAndCheckOut, fillExpressDelivery, gotoHydrated } from "./support";
import { E2E_ORIGIN } from "./origin";

/** Violations the page reported (its own event) and Chromium's console messages about CSP. */
async function watchPolicy(page: Page): Promise<() => Promise<string[]>> {
  const console: string[] = [];
  page.on("console", (message) => {
    if (
      /Content Security Policy|Refused to (execute|load|apply|connect|frame)/i.test(message.text())
    ) {
      console.push(message.text());
    }
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener("securitypolicyviolation", (event) => {
      seen.push(
        `${event.violatedDirective} ${event.blockedURI} ${event.sample} at ${document.location.pathname} (${event.sourceFile}:${event.lineNumber}:${event.columnNumber})`,
      );
    });
  });
  return async () => {
    const reported = await page
      .evaluate(() => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? [])
      .catch(() => []);
    return [...reported, ...console];
  };
}

function expectSecurityHeaders(headers: Record<string, string>, what: string): void {
  expect(headers["x-content-type-options"], what).toBe("nosniff");
  expect(headers["referrer-policy"], what).toBe("strict-origin-when-cross-origin");
  expect(headers["permissions-policy"], what).toContain("camera=()");
  expect(headers["content-security-policy"], what).toContain("frame-ancestors 'none'");
}

/** A page's policy: scripts from the shop itself and by nonce or hash only. */
function expectStrictScripts(response: Response | null, what: string): void {
  const headers = response?.headers() ?? {};
  expectSecurityHeaders(headers, what);
  const scripts = /script-src ([^;]*)/.exec(headers["content-security-policy"] ?? "")?.[1] ?? "";
  expect(scripts, what).toMatch(/'nonce-|'sha256-/);
  expect(scripts, what).not.toContain("'unsafe-inline'");
  expect(scripts, what).not.toContain("'unsafe-eval'");
}

test.describe("security headers and the page policy", () => {
  test("home, listing and product pages run with no CSP violation, rendered or cached", async ({
    page,
  }) => {
    const violations = await watchPolicy(page);
    for (const path of ["/", "/products", productPath(jacket), "/", "/products"]) {
      const response = await page.goto(path);
      expectStrictScripts(response, path);
      await page.waitForLoadState("networkidle");
      // React ran: the start-up visitor login gave the browser a session.
      await page.waitForFunction(() => document.cookie.includes("session_kind="));
      expect(await violations(), path).toEqual([]);
    }
    const token = await cookieNamed(page.context(), "token");
    expect(token?.httpOnly).toBe(true);
    expect(token?.sameSite).toBe("Lax");
  });

  test("cart, checkout and the sandbox's card page run with no CSP violation", async ({ page }) => {
    const violations = await watchPolicy(page);
    await fillBagAndCheckOut(page, jacket);
    expect(await violations(), "cart and checkout").toEqual([]);
    const checkout = await page.request.get("/checkout");
    expectSecurityHeaders(checkout.headers(), "/checkout");

    await page.getByLabel("E-mail").fill("csp-guest@example.com");
    await fillExpressDelivery(page);
    const popup = page.waitForEvent("popup");
    await page.getByTestId("place-order").click();
    const payment = await popup;
    const paymentViolations = await watchPolicy(payment);
    await payment.waitForURL(/\/api\/payments\/sandbox\/pay/);
    await expect(payment.getByLabel(/Card number/)).toBeVisible();
    expect(await paymentViolations(), "sandbox card page").toEqual([]);
    expect(await violations(), "payment result page").toEqual([]);
  });

  test("the not-found page runs with no CSP violation, the second time too", async ({ page }) => {
    const violations = await watchPolicy(page);
    for (let visit = 1; visit <= 2; visit++) {
      const response = await page.goto("/no-such-page-for-csp");
      expect(response?.status()).toBe(404);
      expectStrictScripts(response, `not-found, visit ${visit}`);
      await expect(page.getByText("This page could not be found")).toBeVisible();
      expect(await violations(), `not-found, visit ${visit}`).toEqual([]);
    }
  });

  test("the console's sign-in page runs with no CSP violation, the second time too", async ({
    page,
  }) => {
    const violations = await watchPolicy(page);
    for (let visit = 1; visit <= 2; visit++) {
      const response = await page.goto("/ops/sign-in");
      expectStrictScripts(response, `/ops/sign-in, visit ${visit}`);
      await expect(page.getByLabel("E-mail")).toBeVisible();
      await page.waitForLoadState("networkidle");
      expect(await violations(), `/ops/sign-in, visit ${visit}`).toEqual([]);
    }
  });

  test("API answers carry the headers; another origin gets no CORS, an opaque one no write", async ({
    page,
  }) => {
    await gotoHydrated(page, "/");
    const call = (headers: Record<string, string>): Promise<APIResponse> =>
      page.request.post("/api/graphql", {
        headers: { "channel-code": CHANNEL_CODE, "content-type": "application/json", ...headers },
        data: { query: "query edges { brands { code } }" },
      });

    const own = await call({ origin: E2E_ORIGIN });
    expect(own.status()).toBe(200);
    expectSecurityHeaders(own.headers(), "/api/graphql");
    expect(own.headers()["content-security-policy"]).toContain("default-src 'none'");
    expect(own.headers()["access-control-allow-origin"]).toBe(E2E_ORIGIN);

    const foreign = await call({ origin: "https://evil.example" });
    expect(foreign.status()).toBe(403);
    expect(foreign.headers()["access-control-allow-origin"]).toBeUndefined();

    const opaque = await call({ origin: "null" });
    expect(opaque.status()).toBe(403);
    expect((await opaque.json()).errors[0].extensions.code).toBe("ORIGIN_REFUSED");

    const broken = await page.request.post("/api/graphql", {
      headers: { "channel-code": CHANNEL_CODE, "content-type": "application/json" },
      data: { query: "query broken { brands { " },
    });
    expect(broken.status()).toBe(400);
    expect((await broken.json()).errors[0].extensions.code).toBe("GRAPHQL_PARSE_FAILED");

    const introspection = await page.request.post("/api/graphql", {
      headers: { "channel-code": CHANNEL_CODE, "content-type": "application/json" },
      data: { query: "query i { __schema { types { name } } }" },
    });
    expect(introspection.status()).toBe(400);

    const health = await page.request.get("/api/health");
    expectSecurityHeaders(health.headers(), "/api/health");
  });
});
