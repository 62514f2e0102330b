import { expect, test } from "@playwright/test";
import { cookieNamed, gotoHydrated } from "./support";
import { E2E_ORIGIN } from "./origin";

test("the home page is in English by default, with <html lang> and a canonical link", async ({
  page,
}) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Outdoor and sportswear for Hong Kong and Macau",
  );
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    "href",
    new RegExp(`^${E2E_ORIGIN}/?$`),
  );
  await expect(page).toHaveTitle(/Summit Outdoor/);
});

test("a locale=zh cookie renders the same page in Traditional Chinese", async ({
  page,
  context,
}) => {
  await context.addCookies([{ name: "locale", value: "zh", url: E2E_ORIGIN }]);
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("香港及澳門的戶外運動服飾");
  await expect(page.locator("html")).toHaveAttribute("lang", "zh-Hant-HK");
});

test("?lang=zh stores the locale cookie and reloads without the parameter", async ({
  page,
  context,
}) => {
  await page.goto("/?lang=zh");
  await expect(page).toHaveURL(`${E2E_ORIGIN}/`);
  expect((await cookieNamed(context, "locale"))?.value).toBe("zh");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("香港及澳門的戶外運動服飾");
});

test("the header switch changes the language and tells other tabs", async ({ page, context }) => {
  await gotoHydrated(page, "/");
  const other = await context.newPage();
  await gotoHydrated(other, "/");
  await page.getByTestId("language-switch").first().click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("香港及澳門的戶外運動服飾");
  await expect(other.getByRole("heading", { level: 1 })).toHaveText("香港及澳門的戶外運動服飾");
});

test("an unknown path is a 404 page with a link home", async ({ page }) => {
  const response = await page.goto("/does-not-exist");
  expect(response?.status()).toBe(404);
  await expect(page.getByText("This page could not be found")).toBeVisible();
  await page.getByTestId("not-found-home").click();
  await expect(page).toHaveURL(`${E2E_ORIGIN}/`);
});

test("a locale cookie outside en and zh gives the 404 page", async ({ page, context }) => {
  await context.addCookies([{ name: "locale", value: "xx", url: E2E_ORIGIN }]);
  const response = await page.goto("/");
  expect(response?.status()).toBe(404);
  await expect(page.getByText("This page could not be found")).toBeVisible();
});
