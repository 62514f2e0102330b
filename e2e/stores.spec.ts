import { expect, test } from "@playwright/test";
import { E2E_ORIGIN } from "./origin";
import { gotoHydrated } from "./support";

test("the footer's store locator lists the stores, filters by district and opens one", async ({
  page,
}) => {
  await page.goto("/");
  await page.getByRole("contentinfo").getByRole("link", { name: "Store locator" }).click();
  await expect(page).toHaveURL(/\/storeLocator$/);
  await expect(page.getByRole("heading", { level: 1, name: "Store locator" })).toBeVisible();
  const stores = page.getByTestId("store-list").getByRole("listitem");
  await expect(stores).toHaveCount(3);

  await gotoHydrated(page, "/storeLocator");
  await page.getByLabel("District").selectOption("Macau");
  await expect(stores).toHaveCount(1);
  await expect(stores.first().getByRole("heading")).toHaveText(
    "Summit Outdoor Macau Senado Square",
  );

  await stores.first().getByRole("link", { name: "Store details" }).click();
  await expect(page).toHaveURL(/\/storeView\?code=macau$/);
  const store = page.getByTestId("store-view");
  await expect(store.getByRole("heading", { level: 1 })).toHaveText(
    "Summit Outdoor Macau Senado Square",
  );
  await expect(store.getByRole("link", { name: "+853 2833 4455" })).toHaveAttribute(
    "href",
    "tel:+85328334455",
  );
});

test("the store pages speak Chinese and an unknown store is not found", async ({ page }) => {
  await page.context().addCookies([{ name: "locale", value: "zh", url: E2E_ORIGIN }]);
  await page.goto("/storeView?code=mong-kok");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("峰頂戶外 旺角");
  const missing = await page.goto("/storeView?code=nowhere");
  expect(missing?.status()).toBe(404);
});
