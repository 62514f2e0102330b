/**
 * My coupons as a member uses it (accounts §2, §3 Coupon, §5 "Coupon status filter defaults to
 * UNUSED"; docs/adr/0026): from the account page to the Unused tab with the configured image and
 * text, then the Used and Expired tabs. Desktop project; the demo member's seeded coupons (the
 * checkout journeys may have used the unused one, so counts are not fixed).
 */
import { expect, test } from "@playwright/test";
import { DEMO_MEMBER } from "@/lib/seed/demo-accounts";
import { E2E_ORIGIN } from "./origin";
import { gotoHydrated, loginAs } from "./support";

test("a member finds their coupons by state from the account page", async ({ page }) => {
  await loginAs(page, DEMO_MEMBER, { redirectUrl: "/user" });
  await page.getByTestId("user-coupons-link").click();
  await expect(page).toHaveURL(`${E2E_ORIGIN}/user/coupons`);
  await expect(page.getByRole("heading", { level: 1, name: "My coupons" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Unused", exact: true })).toHaveAttribute(
    "aria-current",
    "page",
  );
  // The frozen coupon stays listed as unused, held by an unpaid order.
  const frozen = page
    .getByTestId("coupon")
    .filter({ hasText: "Held by an order awaiting payment" });
  await expect(frozen).toHaveCount(1);
  await expect(frozen).toContainText("New member 10% off");
  await expect(frozen.locator("img")).toHaveAttribute("src", "/images/coupons/new-member-10.svg");

  await page.getByRole("link", { name: "Expired", exact: true }).click();
  await expect(page).toHaveURL(`${E2E_ORIGIN}/user/coupons?status=OVEREND`);
  const expired = page.getByTestId("coupon");
  await expect(expired.first()).toHaveAttribute("data-status", "OVEREND");
  await expect(expired.first()).toContainText("New member HK$200 off");

  await page.getByRole("link", { name: "Used", exact: true }).click();
  await expect(page.getByTestId("coupon").first()).toHaveAttribute("data-status", "USED");
});

test("a visitor opening my coupons is sent to sign in, and comes back in Chinese", async ({
  page,
  context,
}) => {
  await context.addCookies([{ name: "locale", value: "zh", url: E2E_ORIGIN }]);
  await page.goto("/user/coupons");
  await expect(page).toHaveURL(`${E2E_ORIGIN}/login?redirectUrl=%2Fuser%2Fcoupons`);
  await gotoHydrated(page, "/login?redirectUrl=%2Fuser%2Fcoupons");
  await page.getByLabel("電郵", { exact: true }).fill(DEMO_MEMBER.email);
  await page.getByLabel("密碼").fill(DEMO_MEMBER.password);
  await page.getByRole("button", { name: "登入" }).click();
  await page.waitForURL(`${E2E_ORIGIN}/user/coupons`);
  await expect(page.getByRole("heading", { level: 1, name: "我的優惠券" })).toBeVisible();
  await expect(page.getByRole("link", { name: "未使用" })).toHaveAttribute("aria-current", "page");
});
