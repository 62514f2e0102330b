import { cheap, jacket, productPath } from "./demo-picks";
import { gotoHydrated } from "./support";
import { expect, test } from "@playwright/test";

test("on mobile the drawer opens with login and register for visitors and the drill-down menu", async ({
  page,
}) => {
  await gotoHydrated(page, "/");
  await page.getByTestId("mobile-menu-button").click();
  const drawer = page.getByTestId("mobile-drawer");
  await expect(drawer).toBeVisible();
  await expect(drawer.getByRole("link", { name: "Sign in" })).toBeVisible();
  await expect(drawer.getByRole("link", { name: "Join" })).toBeVisible();
  await drawer.getByRole("button", { name: /^Men/ }).click();
  await drawer.getByRole("button", { name: /^Jackets/ }).click();
  await expect(drawer.getByRole("link", { name: "Rain jackets" })).toBeVisible();
  await drawer.getByRole("button", { name: /Back/ }).click();
  await expect(drawer.getByRole("button", { name: /^Women/ })).toBeVisible();
});

test("on mobile the search overlay focuses its input", async ({ page }) => {
  await gotoHydrated(page, "/");
  await page.getByRole("button", { name: "Search" }).first().click();
  await expect(page.getByTestId("search-input").last()).toBeFocused();
});

test("on mobile adding to the bag shows the success prompt with a view-bag button", async ({
  page,
}) => {
  await gotoHydrated(page, productPath(jacket));
  await page.getByTestId("add-to-cart").click();
  const prompt = page.getByTestId("add-to-cart-success");
  await expect(prompt).toBeVisible();
  await expect(page.getByTestId("mini-cart")).toHaveCount(0);
  await prompt.getByRole("button", { name: /view bag/i }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(
    page.locator('[data-testid="cart-line"][data-line-type="SALABLE_PRODUCT"]'),
  ).toHaveCount(1);
});

for (const locale of ["en", "zh"] as const) {
  test(`on mobile a full bag keeps its total and Checkout in a bar in view, with the offers folded (${locale})`, async ({
    page,
    context,
    baseURL,
  }) => {
    await context.addCookies([
      { name: "locale", value: locale, url: baseURL! },
      // A shopper who has accepted the notice: it no longer covers the bottom of the screen.
      { name: "cookie_notice", value: "accepted", url: baseURL! },
    ]);
    for (const item of [jacket, cheap]) {
      await gotoHydrated(page, productPath(item));
      await page.getByTestId("add-to-cart").click();
      await expect(page.getByTestId("add-to-cart-success")).toBeVisible();
    }
    await gotoHydrated(page, "/cart");
    await expect(page.locator('[data-testid="cart-line"]')).toHaveCount(3); // jacket, cheap, gift

    // Without scrolling: the bar with the total and Checkout is in view.
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    const bar = page.getByTestId("checkout-bar");
    await expect(bar).toBeInViewport();
    await expect(bar.getByTestId("checkout-bar-total")).toHaveText(/^HK\$[\d,.]+$/);
    const checkout = bar.getByTestId("checkout-bar-button");
    await expect(checkout).toBeInViewport();
    await expect(checkout).toHaveText(locale === "en" ? "Checkout" : "結帳");
    await expect(page.getByTestId("checkout-button")).toBeHidden();

    // Offers and add-ons fold behind one summary line that expands.
    const toggle = page.getByTestId("offers-toggle");
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(toggle).toContainText(locale === "en" ? /\d+ offers, \d+ reached/ : /項優惠/);
    const addOn = page.getByTestId("exchange-product").first();
    await expect(addOn).toBeHidden();
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await expect(addOn).toBeVisible();

    // The promo code sits right above the totals.
    const promoBox = await page.getByTestId("promo-code-input").boundingBox();
    const totalsBox = await page.getByTestId("cart-totals").boundingBox();
    expect(totalsBox!.y - (promoBox!.y + promoBox!.height)).toBeLessThan(200);

    await checkout.click();
    await expect(page).toHaveURL(/\/checkout$/);
  });
}
