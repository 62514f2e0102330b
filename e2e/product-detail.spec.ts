/**
 * The product page's less common paths (issue 3): a size that cannot be bought offers the
 * arrival notice, an off-shelf product says so and cannot be bought, the favourite sends a
 * visitor to sign in, recently viewed remembers the last product. Products are found through
 * the demo seed's own generator, which is deterministic.
 */
import { expect, test } from "@playwright/test";
import { DEFAULT_SEED_PRODUCTS } from "@/lib/seed";
import { generateProducts } from "@/lib/seed/products-generate";
import { RECENT_VIEW_KEY } from "@/lib/client/local-lists";
import { gotoHydrated } from "./support";

const catalog = [...generateProducts(DEFAULT_SEED_PRODUCTS, new Date())];
const offShelf = catalog.find((product) => product.saleStatus === "OFF_SHELF")!;
const withSoldOutSize = catalog.find(
  (product) =>
    product.saleStatus === "ON_SHELF" &&
    product.skus.some((sku) => sku.isEnabled && sku.available === 0) &&
    product.skus.some((sku) => sku.isEnabled && sku.available > 0),
)!;
const soldOut = withSoldOutSize.skus.find((sku) => sku.isEnabled && sku.available === 0)!;

test("a sold-out size offers the arrival notice, which checks the e-mail and signs up", async ({
  page,
}) => {
  await gotoHydrated(
    page,
    `/product/${withSoldOutSize.code}?color=${soldOut.colour.code}&size=${encodeURIComponent(soldOut.sizeCode)}${soldOut.shoeWidth ? `&width=${soldOut.shoeWidth}` : ""}`,
  );
  await expect(page.getByTestId("stock-state")).toHaveText("Sold out");
  await expect(page.getByTestId("add-to-cart")).toBeDisabled();
  const form = page.getByTestId("arrival-notice");
  await form.getByLabel("E-mail").fill("not-an-address");
  await form.getByRole("button", { name: "Notify me" }).click();
  await expect(form.getByRole("alert")).toHaveText("Please enter a valid e-mail address.");
  await form.getByLabel("E-mail").fill(`notify-${Date.now()}@example.com`);
  await form.getByRole("button", { name: "Notify me" }).click();
  await expect(page.getByTestId("arrival-notice-done")).toBeVisible();
});

test("an off-shelf product says so, cannot be bought and is not indexed", async ({ page }) => {
  const response = await page.goto(`/product/${offShelf.code}`);
  expect(response?.status()).toBe(200);
  await expect(page.getByTestId("stock-state")).toContainText("Off shelf");
  await expect(page.getByTestId("add-to-cart")).toHaveCount(0);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
});

test("the favourite sends a visitor to sign in and back", async ({ page }) => {
  await gotoHydrated(page, `/product/${withSoldOutSize.code}`);
  await page.getByTestId("favorite-toggle").click();
  await expect(page).toHaveURL(/\/login\?redirectUrl=/);
  expect(decodeURIComponent(page.url())).toContain(`/product/${withSoldOutSize.code}`);
});

test("recently viewed shows the product opened before", async ({ page }) => {
  const [first, second] = catalog.filter((product) => product.saleStatus === "ON_SHELF");
  const pageErrors: string[] = [];
  page.on("pageerror", (error) => pageErrors.push(error.message));
  await gotoHydrated(page, `/product/${first!.code}`);
  // The view is recorded by an effect once the page has hydrated: leaving before it ran would
  // test the race, not the list.
  await expect
    .poll(() => page.evaluate((key) => localStorage.getItem(key) ?? "", RECENT_VIEW_KEY))
    .toContain(first!.code);
  await gotoHydrated(page, `/product/${second!.code}`);
  const recent = page.getByTestId("recent-views");
  await expect(recent, `errors on the pages: ${pageErrors.join(" | ")}`).toContainText(
    first!.title.en,
  );
  await expect(recent).not.toContainText(second!.title.en);
  expect(pageErrors).toEqual([]);
});
