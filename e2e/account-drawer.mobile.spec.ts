import { expect, test } from "@playwright/test";
import { DEMO_MEMBER, DEMO_STAFF } from "@/lib/seed/demo-accounts";
import { gotoHydrated, loginAs } from "./support";
import { E2E_ORIGIN } from "./origin";

// The drawer's account panel on a phone (accounts §2 Header mobile, §6 roles).

test("a visitor's drawer offers sign-in and register and no sign-out", async ({ page }) => {
  await gotoHydrated(page, "/");
  await page.getByTestId("mobile-menu-button").click();
  const panel = page.getByTestId("drawer-account");
  await expect(panel.getByTestId("logout-link")).toHaveCount(0);
  await expect(panel.getByTestId("drawer-greeting")).toHaveCount(0);
  await panel.getByRole("link", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/login\?redirectUrl=%2F/);
});

test("a member's drawer greets them, links the account pages and signs out", async ({ page }) => {
  await loginAs(page, DEMO_MEMBER);
  await gotoHydrated(page, "/");
  await page.getByTestId("mobile-menu-button").click();
  const panel = page.getByTestId("drawer-account");
  await expect(panel.getByTestId("drawer-greeting")).toContainText("Hello");
  await expect(panel.getByTestId("staff-badge")).toHaveCount(0);
  await expect(panel.getByRole("link", { name: "Go-dollar" })).toHaveAttribute(
    "href",
    "/user/go-dollar",
  );
  await expect(panel.getByRole("link", { name: "Coupons" })).toHaveAttribute(
    "href",
    "/user/coupons",
  );
  await panel.getByRole("link", { name: "Wish list" }).click();
  await expect(page).toHaveURL(`${E2E_ORIGIN}/user/wish`);

  await page.getByTestId("mobile-menu-button").click();
  await page.getByTestId("drawer-account").getByTestId("logout-link").click();
  await page.waitForURL(`${E2E_ORIGIN}/`);
  await page.waitForFunction(() => document.cookie.includes("session_kind=visitor"));
  await page.getByTestId("mobile-menu-button").click();
  await expect(
    page.getByTestId("drawer-account").getByRole("link", { name: "Sign in" }),
  ).toBeVisible();
});

test("staff see the STAFF badge in the drawer", async ({ page }) => {
  await loginAs(page, DEMO_STAFF);
  await gotoHydrated(page, "/");
  await page.getByTestId("mobile-menu-button").click();
  await expect(page.getByTestId("drawer-account").getByTestId("staff-badge")).toHaveText("STAFF");
});
