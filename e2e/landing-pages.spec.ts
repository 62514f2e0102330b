import { expect, test } from "@playwright/test";
import { E2E_ORIGIN } from "./origin";
import { gotoHydrated } from "./support";

test("a landing page renders its blocks: banner, product rail and rich text", async ({ page }) => {
  // The home landing page is the home page's content.
  await page.goto("/");
  const landing = page.getByTestId("home-content");
  await expect(landing.getByRole("heading", { name: "Made for Hong Kong's trails" })).toBeVisible();
  await expect(landing.getByRole("link", { name: /Made for Hong Kong's trails/ })).toHaveAttribute(
    "href",
    "/products/men/jackets/rain-jackets",
  );
  await expect(landing.getByRole("heading", { name: "New in" })).toBeVisible();
  await expect(landing.locator("article").first()).toBeVisible();
  await expect(landing.getByRole("link", { name: "Questions? Contact us" })).toHaveAttribute(
    "href",
    "/help/contact_us",
  );
});

test("a landing page's countdown ticks, and it speaks Chinese", async ({ page, context }) => {
  await context.addCookies([{ name: "locale", value: "zh", url: E2E_ORIGIN }]);
  await gotoHydrated(page, "/landingPage/trail-season");
  const landing = page.getByTestId("landing-page");
  await expect(landing.getByRole("heading", { name: "行山季節優惠倒數" })).toBeVisible();
  await expect(landing.locator("time")).toHaveText(/\d+d \d\d:\d\d:\d\d/);
  await expect(landing.getByRole("heading", { name: "出發前" })).toBeVisible();
  // Its description for search engines, in the page's language (SEO info from the page).
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    "content",
    "為香港十月至三月清涼乾爽的行山季節而選的外套、背包及行山鞋。",
  );
});

test("/news/{key} shows the landing page, and an unknown one is not found", async ({ page }) => {
  await page.goto("/news/trail-season");
  await expect(page.getByRole("heading", { name: "Trail season is here" })).toBeVisible();
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    "href",
    /\/landingPage\/trail-season$/,
  );
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    "content",
    /^Shells, packs and boots for Hong Kong's cool, dry hiking months/,
  );
  const response = await page.goto("/landingPage/no-such-page");
  expect(response?.status()).toBe(404);
});
