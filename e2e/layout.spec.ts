import { gotoHydrated } from "./support";
import { expect, test } from "@playwright/test";

test("the header shows the navigation from the content store's menu", async ({ page }) => {
  await page.goto("/");
  const header = page.getByTestId("site-header");
  await expect(header.getByRole("link", { name: "Men", exact: true }).first()).toHaveAttribute(
    "href",
    "/products/men",
  );
  await expect(header.getByRole("link", { name: "New in", exact: true }).first()).toHaveAttribute(
    "href",
    "/products/new-in",
  );
});

test("the account icon sends a visitor to login with the current path", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByTestId("account-link").first()).toHaveAttribute(
    "href",
    "/login?redirectUrl=%2F",
  );
});

test("the cookie notice stays hidden once accepted", async ({ page }) => {
  await gotoHydrated(page, "/");
  const notice = page.getByTestId("cookie-notice");
  await expect(notice).toBeVisible();
  await notice.getByRole("button").click();
  await expect(notice).toBeHidden();
  await page.reload();
  await expect(page.getByTestId("cookie-notice")).toHaveCount(0);
});

test("back-to-top appears after scrolling and returns to the top", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.setViewportSize({ width: 1280, height: 500 });
  await gotoHydrated(page, "/");
  await expect(page.getByTestId("back-to-top")).toBeHidden();
  await page.evaluate(() => window.scrollTo(0, 600));
  await expect(page.getByTestId("back-to-top")).toBeVisible();
  await page.getByTestId("back-to-top").click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test("an SSO hand-over with a bad token shows 'SSO error' and the code, then the page without the token", async ({
  page,
  baseURL,
}) => {
  await page.goto("/?token=not-a-valid-token");
  await expect(page).toHaveURL(`${baseURL}/`);
  await expect(page.getByTestId("toast")).toContainText("SSO error SSO_DISABLED");
});
