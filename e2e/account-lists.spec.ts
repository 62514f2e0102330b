/**
 * The member's lists as a person uses them (accounts §2 /user/address, /user/address/update,
 * /user/wish): add an address through the region cascade, make it the default and check out
 * with it; favourite a product on its page, add it to the bag from the wish list, remove it.
 */
import { expect, test } from "@playwright/test";
import { cheap, jacket, productPath } from "./demo-picks";
import { gotoHydrated, loginAs } from "./support";

const STREET = "Flat B, 22/F, 8 Lockhart Road";

test.describe("address book and wish list", () => {
  // Each is a whole journey (sign-in, several pages, checkout) on a machine shared by builds.
  test.describe.configure({ timeout: 120_000 });

  test("a member adds a default address through the region cascade and checks out with it", async ({
    page,
  }) => {
    await loginAs(page);
    await gotoHydrated(page, "/user/address");
    await expect(page.getByRole("heading", { level: 1, name: "My addresses" })).toBeVisible();
    await page.getByTestId("add-address").click();
    await expect(page).toHaveURL(/\/user\/address\/update$/);
    await expect(page.getByRole("heading", { level: 1, name: "New address" })).toBeVisible();
    await page.getByLabel("First name").fill("Mei");
    await page.getByLabel("Last name").fill("Chan");
    await page.getByTestId("region-region").selectOption({ label: "Hong Kong" });
    await page.getByTestId("region-city").selectOption({ label: "Wan Chai" });
    await page.getByLabel(/^Address/).fill(STREET);
    await page
      .getByLabel(/^Mobile/)
      .first()
      .fill("91234567");
    await page.getByTestId("address-default").check();
    await page.getByTestId("save-address").click();
    await expect(page).toHaveURL(/\/user\/address$/);
    const mine = page.getByTestId("address-item").filter({ hasText: STREET });
    await expect(mine.getByTestId("default-badge")).toBeVisible();
    await expect(page.getByTestId("default-badge")).toHaveCount(1);

    await gotoHydrated(page, productPath(cheap));
    await page.getByTestId("add-to-cart").click();
    await expect(page.getByTestId("cart-count")).not.toHaveText("0");
    await gotoHydrated(page, "/cart");
    await page.getByTestId("checkout-button").click();
    await expect(page.getByTestId("checkout-view")).toBeVisible();
    await page.locator('[data-testid="delivery-mode"][data-mode="express"]').check();
    const saved = page.getByTestId("saved-addresses").locator("li").filter({ hasText: STREET });
    await saved.getByTestId("saved-address").check();
    await page.getByTestId("payment-method").first().check();
    const popup = page.waitForEvent("popup");
    await page.getByTestId("place-order").click();
    await popup;
    await expect(page).toHaveURL(/\/pay\/result\/SO[A-Z2-9]{12}/);
  });

  test("a member favourites a product, adds it to the bag from the wish list and removes it", async ({
    page,
  }) => {
    await loginAs(page);
    await gotoHydrated(page, productPath(jacket));
    const toggle = page.getByTestId("favorite-toggle");
    if ((await toggle.getAttribute("aria-pressed")) !== "true") await toggle.click();
    await expect(toggle).toHaveAttribute("aria-pressed", "true");

    await gotoHydrated(page, "/user/wish");
    await expect(page.getByRole("heading", { level: 1, name: "My wish list" })).toBeVisible();
    const item = page.locator(`[data-testid="wish-item"][data-sku="${jacket.sku.code}"]`);
    await expect(item).toBeVisible();
    const badge = page.getByTestId("cart-count");
    // The badge is not drawn while the bag is empty.
    const before = (await badge.count()) > 0 ? Number(await badge.textContent()) : 0;
    await item.getByTestId("add-to-cart").click();
    await expect(badge).toHaveText(String(before + 1));

    await item.getByTestId("wish-remove").click();
    await expect(item).toHaveCount(0);
    await gotoHydrated(page, "/user/wish");
    await expect(
      page.locator(`[data-testid="wish-item"][data-sku="${jacket.sku.code}"]`),
    ).toHaveCount(0);
  });
});
