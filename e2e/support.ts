import { expect, type BrowserContext, type Page } from "@playwright/test";
import { DEMO_MEMBER } from "@/lib/seed/demo-accounts";
import { productPath, type jacket } from "./demo-picks";

export async function cookieNamed(context: BrowserContext, name: string) {
  return (await context.cookies()).find((cookie) => cookie.name === name);
}

/** Opens a page and waits until React has hydrated it (its start-up effect has run). */
export async function gotoHydrated(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await waitForSession(page);
  await page.waitForLoadState("networkidle");
}

/** Waits until the start-up visitor login has given this browser a session. */
export async function waitForSession(page: Page): Promise<void> {
  await page.waitForFunction(() => document.cookie.includes("session_kind="));
}

export async function loginAs(
  page: Page,
  account: { email: string; password: string } = DEMO_MEMBER,
  options: { rememberMe?: boolean; redirectUrl?: string } = {},
): Promise<void> {
  await page.goto(
    options.redirectUrl
      ? `/login?redirectUrl=${encodeURIComponent(options.redirectUrl)}`
      : "/login",
  );
  await page.getByLabel("E-mail", { exact: true }).fill(account.email);
  await page.getByLabel("Password").fill(account.password);
  if (options.rememberMe) await page.getByLabel("Remember me").check();
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.waitForURL((url) => url.pathname !== "/login");
  // Let the landing page finish its start-up calls before the test moves on.
  await page.waitForLoadState("networkidle");
}

/** Express delivery to a Wan Chai flat, paid by the first payment method (English checkout). */
export async function fillExpressDelivery(page: Page): Promise<void> {
  await page.locator('[data-testid="delivery-mode"][data-mode="express"]').check();
  await page.getByLabel("First name").fill("Siu Ming");
  await page.getByLabel("Last name").fill("Chan");
  await page.getByTestId("region-region").selectOption({ label: "Hong Kong" });
  await page.getByTestId("region-city").selectOption({ label: "Wan Chai" });
  await page.getByLabel(/^Address/).fill("Flat A, 10/F, 1 Hennessy Road");
  await page
    .getByLabel(/^Mobile/)
    .first()
    .fill("91234567");
  await page.getByTestId("payment-method").first().check();
}

/** A visitor with `item` in the bag, entering checkout from the bag as shoppers do. */
export async function fillBagAndCheckOut(page: Page, item: typeof jacket): Promise<void> {
  await gotoHydrated(page, productPath(item));
  await page.getByTestId("add-to-cart").click();
  await expect(page.getByTestId("cart-count")).not.toHaveText("0");
  await gotoHydrated(page, "/cart");
  await page.getByTestId("checkout-button").click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByTestId("checkout-view")).toBeVisible();
}
