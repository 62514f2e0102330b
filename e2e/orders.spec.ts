/**
 * Orders and the payment result as a shopper meets them (shopping §2 Orders, Order detail,
 * Payment result; accounts §5 Address display), in English and Chinese: a member cancels an
 * order and finds it under "complete or cancelled" in any period; a member who loses the
 * session before paying is asked to sign in and then sees the paid order; a waiting page
 * rides out a failed status check; a guest's "View order" opens the order just paid; a page on
 * another host name goes to the public origin while health checks answer anywhere. Orders are
 * placed through the API (the checkout journey has its own spec); everything after is the UI.
 * Desktop project.
 */
import { readFileSync } from "node:fs";
import { expect, test, type BrowserContext, type Page } from "@playwright/test";
import type enShape from "@/messages/en.json";
import { DEMO_MEMBER } from "@/lib/seed/demo-accounts";
import { userLogout } from "@/lib/graphql/operations/accounts";
import { cheap } from "./demo-picks";
import { call, placeOrder } from "./orders-support";
import { gotoHydrated, waitForSession } from "./support";

type Locale = "en" | "zh";
type Messages = typeof enShape;
/** The text bundles, read as files: Playwright's ESM loader does not import JSON. */
const bundle = (locale: Locale) =>
  JSON.parse(readFileSync(`messages/${locale}.json`, "utf8")) as Messages;
const TEXTS = { en: bundle("en"), zh: bundle("zh") };
const en = TEXTS.en;

async function useLocale(context: BrowserContext, locale: Locale): Promise<void> {
  const baseURL = test.info().project.use.baseURL!;
  await context.addCookies([{ name: "locale", value: locale, url: baseURL }]);
}

/** Signs in through the form in either language (fields by name, not by label; the footer has an e-mail field too). */
async function signIn(page: Page, redirectUrl?: string): Promise<void> {
  await gotoHydrated(
    page,
    redirectUrl ? `/login?redirectUrl=${encodeURIComponent(redirectUrl)}` : "/login",
  );
  await page.getByTestId("login-form").locator('input[name="email"]').fill(DEMO_MEMBER.email);
  await page.getByTestId("login-form").locator('input[name="password"]').fill(DEMO_MEMBER.password);
  await page.getByTestId("login-form").locator('button[type="submit"]').click();
  await page.waitForURL((url) => url.pathname !== "/login");
  await page.waitForLoadState("networkidle");
}

/** One operation through the API with the browser's own cookies, as the shop's pages call it. */

/** Opens the hand-off for the order and pays with the sandbox's success card (prefilled). */
async function payInSandbox(page: Page, code: string): Promise<void> {
  await page.goto(`/payment?orderId=${code}`);
  await page.waitForURL(/\/api\/payments\/sandbox\/pay/);
  await page.getByTestId("sandbox-pay").click();
  await page.waitForURL(new RegExp(`/pay/result/${code}`));
}

for (const locale of ["en", "zh"] as const) {
  const t = TEXTS[locale];

  test.describe(`orders in ${locale}`, () => {
    // Each test signs the demo member in and places an order: more than the default 30 s.
    test.describe.configure({ timeout: 60_000 });

    test.beforeEach(async ({ page, context }) => {
      await useLocale(context, locale);
      await signIn(page);
    });

    test("a member cancels an order and finds it under complete or cancelled, in any period", async ({
      page,
    }) => {
      const code = await placeOrder(page);

      await gotoHydrated(page, `/user/order-detail/${code}`);
      // Lines read in the page's language, whatever language the order was placed in.
      await expect(page.getByTestId("order-line").first()).toContainText(
        cheap.product.title[locale],
      );
      await page.getByTestId("detail-cancel").click();
      await page.getByTestId("cancel-reason").selectOption({ index: 0 });
      await page.getByTestId("cancel-confirm").click();
      await expect(page.getByTestId("order-status")).toHaveText(t.orders.status.CANCELED);

      await gotoHydrated(page, "/user/orders");
      const card = page.getByTestId("order-card").filter({ hasText: code });
      await expect(card).toHaveCount(0);
      await page.getByTestId("orders-tab-completeOrCancel").click();
      await expect(card).toBeVisible();
      await expect(page.getByText(t.orders.loadFailed)).toHaveCount(0);

      await page.getByTestId("orders-months").selectOption({ index: 0 });
      await expect(card).toBeVisible();
      await page.getByTestId("orders-tab-inHandling").click();
      await expect(page.getByTestId("orders-tab-inHandling")).toHaveAttribute(
        "aria-selected",
        "true",
      );
      await expect(card).toHaveCount(0);
      await expect(page.getByText(t.orders.loadFailed)).toHaveCount(0);
      await page.getByTestId("orders-tab-completeOrCancel").click();
      await expect(card).toBeVisible();
    });

    test("a member who lost the session before paying is asked to sign in, then sees the paid order", async ({
      page,
    }) => {
      const code = await placeOrder(page);
      await page.goto(`/payment?orderId=${code}`);
      await page.waitForURL(/\/api\/payments\/sandbox\/pay/);
      // The session ends on the server and in the browser while the card page is open.
      await call(page.request, userLogout, {});
      await page.getByTestId("sandbox-pay").click();
      await page.waitForURL(new RegExp(`/pay/result/${code}`));

      const signedOut = page.getByTestId("pay-result-signed-out");
      await expect(signedOut).toBeVisible();
      await expect(signedOut).toContainText(t.payResult.signedOutTitle);
      await expect(page.getByTestId("pay-result-not-found")).toHaveCount(0);

      await signedOut.getByRole("link", { name: t.payResult.signInAndReturn }).click();
      await page.waitForURL(/\/login/);
      await waitForSession(page);
      await page.getByTestId("login-form").locator('input[name="email"]').fill(DEMO_MEMBER.email);
      await page
        .getByTestId("login-form")
        .locator('input[name="password"]')
        .fill(DEMO_MEMBER.password);
      await page.getByTestId("login-form").locator('button[type="submit"]').click();
      await page.waitForURL(new RegExp(`/pay/result/${code}`));
      await expect(page.getByTestId("pay-result-success")).toContainText(t.payResult.successTitle);

      await page.getByTestId("pay-result-view-order").click();
      await expect(page).toHaveURL(new RegExp(`/user/order-detail/${code}$`));
      await expect(page.getByTestId("order-status")).toHaveText(t.orders.status.WAIT_DELIVERY);
    });

    test("the waiting page rides out a failed status check and shows the payment once made", async ({
      page,
      context,
    }) => {
      const code = await placeOrder(page);
      await gotoHydrated(page, `/pay/result/${code}?waiting=true`);
      await expect(page.getByTestId("pay-result-waiting")).toBeVisible();

      // The network drops the page's first status checks, as on a bad connection.
      let dropped = 0;
      await page.route(/\/api\/graphql\/getOrderDetail/, (route) =>
        dropped++ < 2 ? route.abort("failed") : route.fallback(),
      );
      await expect.poll(() => dropped, { timeout: 15_000 }).toBeGreaterThanOrEqual(1);

      const payment = await context.newPage();
      await payInSandbox(payment, code);
      await payment.close();
      await expect(page.getByTestId("pay-result-success")).toContainText(t.payResult.successTitle, {
        timeout: 40_000,
      });
      expect(dropped).toBeGreaterThanOrEqual(2);
    });
  });
}

test.describe("a guest's payment result", () => {
  test("'View order' opens the order just paid, not an empty lookup form", async ({ page }) => {
    await gotoHydrated(page, "/");
    const code = await placeOrder(page, {
      checkoutKind: "GUEST",
      email: "view.order.e2e@example.com",
    });
    await payInSandbox(page, code);
    await expect(page.getByTestId("pay-result-success")).toBeVisible();
    await page.getByTestId("pay-result-view-order").click();
    await expect(page).toHaveURL(new RegExp(`/user/order-detail/${code}\\?tempToken=.+`));
    await expect(page.getByTestId("order-code")).toHaveText(code);
    await expect(page.getByTestId("order-status")).toHaveText(en.orders.status.WAIT_DELIVERY);
  });
});

test.describe("one public origin", () => {
  test("a page on another host name goes to the public origin; health answers on any host", async ({
    request,
    baseURL,
  }) => {
    const foreign = baseURL!.replace("localhost", "127.0.0.1");
    const page = await request.get(`${foreign}/cart?x=1`, { maxRedirects: 0 });
    expect(page.status()).toBe(307);
    expect(page.headers().location).toBe(`${baseURL}/cart?x=1`);
    const health = await request.get(`${foreign}/api/health`, { maxRedirects: 0 });
    expect(health.status()).toBe(200);
  });
});
