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
