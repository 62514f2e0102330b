import { jacket, productPath } from "./demo-picks";
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
