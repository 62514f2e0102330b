/**
 * The shared layout and home page from the content store (issue 16 items 3-4; accounts §2
 * Shared layout, Header desktop, Footer (CMS-driven)), as a shopper meets them with the demo
 * content (content/): the home page's blocks in both languages, the mega menu down to a level-3
 * category, the top bar, and the footer's subscribe form. Desktop project.
 */
import { expect, test } from "@playwright/test";
import { E2E_ORIGIN } from "./origin";
import { jacket } from "./demo-picks";
import { fillBagAndCheckOut, gotoHydrated } from "./support";

test("the home page shows its content blocks in English and Chinese", async ({ page, context }) => {
  await page.goto("/");
  const home = page.getByTestId("home-content");
  await expect(home.getByRole("heading", { level: 1 })).toHaveText(
    "Outdoor and sportswear for Hong Kong and Macau",
  );
  await expect(home.getByRole("heading", { name: "Made for Hong Kong's trails" })).toBeVisible();
  await expect(home.getByRole("heading", { name: "New in" })).toBeVisible();
  await expect(home.getByRole("heading", { name: "Free delivery over HK$1,000" })).toBeVisible();
  await expect(page).toHaveTitle("Summit Outdoor: outdoor and sportswear in Hong Kong and Macau");
  // The first block's banner is the page's largest paint: fetched first, never lazily.
  const banner = home.locator("img").first();
  await expect(banner).toHaveAttribute("fetchpriority", "high");
  await expect(banner).not.toHaveAttribute("loading", "lazy");

  await context.addCookies([{ name: "locale", value: "zh", url: E2E_ORIGIN }]);
  await page.goto("/");
  await expect(home.getByRole("heading", { name: "為香港山徑而設" })).toBeVisible();
  await expect(home.getByRole("heading", { name: "新品上架" })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", "zh-Hant-HK");
});

test("the home landing page has one address, the home page", async ({ page }) => {
  const response = await page.goto("/landingPage/home");
  expect(new URL(response!.url()).pathname).toBe("/");
});

test("the mega menu reaches a level-3 category", async ({ page }) => {
  await gotoHydrated(page, "/");
  const nav = page.getByTestId("site-header").getByRole("navigation", { name: "Menu" });
  // Level 1 carries its colour from the menu (content/menu/MENU.json).
  await expect(nav.getByRole("link", { name: "New in", exact: true })).toHaveCSS(
    "color",
    "rgb(192, 57, 43)",
  );
  await nav.getByRole("link", { name: "Men", exact: true }).hover();
  const rainJackets = nav.getByRole("link", { name: "Rain jackets" }).first();
  await expect(rainJackets).toBeVisible();
  await rainJackets.click();
  await expect(page).toHaveURL(/\/products\/men\/jackets\/rain-jackets$/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Rain jackets");
});

test("the top bar shows the light config's messages one at a time, and not at checkout", async ({
  page,
}) => {
  await gotoHydrated(page, "/");
  const topBar = page.getByTestId("top-bar");
  await expect(
    topBar.getByText("Free delivery to Hong Kong and Macau on orders over HK$1,000"),
  ).toBeVisible();
  await expect(topBar.getByText("Returns within 14 days of receipt")).not.toBeInViewport();
  // The bag's checkout button navigates in the app: the layout stays, its chrome switches.
  await fillBagAndCheckOut(page, jacket);
  await expect(page.getByTestId("checkout-header")).toBeVisible();
  await expect(page.getByTestId("top-bar")).toHaveCount(0);
});

test("the footer's subscribe form checks the e-mail, then subscribes", async ({ page }) => {
  await gotoHydrated(page, "/");
  const form = page.getByTestId("subscribe-form");
  const email = form.getByRole("textbox", { name: "Your e-mail" });
  const subscribe = form.getByRole("button", { name: "Subscribe" });

  await subscribe.click();
  await expect(form.getByRole("alert")).toHaveText("Please enter your e-mail.");
  await email.fill("hiker@example");
  await subscribe.click();
  await expect(form.getByRole("alert")).toHaveText("Please enter a valid e-mail address.");
  await expect(email).toHaveAttribute("aria-invalid", "true");

  await email.fill(`footer-${Date.now()}@example.com`);
  await subscribe.click();
  await expect(page.getByTestId("toast")).toHaveText("Subscribed. Thank you!");
  await expect(page.getByTestId("toast")).toHaveAttribute("data-status", "success");
  await expect(email).toHaveValue("");
});

test("the members landing page stays closed while its entrance flag is off", async ({ page }) => {
  // The demo's light config has membersEntrance false (content/light/default.json).
  const response = await page.goto("/landingPage/members");
  expect(response?.status()).toBe(404);
  await expect(
    page.getByTestId("site-header").getByRole("link", { name: "Members", exact: true }),
  ).toHaveCount(0);
});
