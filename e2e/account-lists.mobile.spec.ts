/**
 * The wish list on a phone (accounts §2 /user/wish): a visitor is sent to sign in with the
 * way back, and lands on the list after signing in.
 */
import { expect, test } from "@playwright/test";
import { loginAs } from "./support";

test("a visitor on the wish list signs in and comes back to it", async ({ page }) => {
  await page.goto("/user/wish");
  await expect(page).toHaveURL(/\/login\?redirectUrl=%2Fuser%2Fwish$/);
  await loginAs(page, undefined, { redirectUrl: "/user/wish" });
  await expect(page).toHaveURL(/\/user\/wish$/);
  await expect(page.getByRole("heading", { level: 1, name: "My wish list" })).toBeVisible();
});
