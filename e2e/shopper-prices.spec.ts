/**
 * Pages are cached alike for everyone, so the shopper's own price comes from the browser
 * (docs/architecture.md "Rendering cache"; shopping §5): the same product page shows a visitor
 * the sale price, a GOLD member the GOLD price and staff the staff price, and the cached HTML
 * any of them receives holds only the visitor's.
 */
import { expect, test, type Page } from "@playwright/test";
import { DEMO_MEMBER, DEMO_STAFF } from "@/lib/seed/demo-accounts";
import { formatCents } from "@/lib/i18n/money";
import { memberPriced, memberPriceOf, productPath } from "./demo-picks";
import { gotoHydrated, loginAs } from "./support";

const path = productPath(memberPriced);
const price = (cents: number) => formatCents(cents, "HKD", "en");
const visitorPrice = price(memberPriced.sku.salePrice);
const goldPrice = price(memberPriceOf(memberPriced.sku, "GOLD"));
const staffPrice = price(memberPriceOf(memberPriced.sku, "STAFF"));

/** The purchase panel: the block that holds the product's title. */
const panel = (page: Page) => page.locator("div", { has: page.locator("h1") }).last();

test.describe("the shopper's own price on a cached product page", () => {
  test("a visitor sees the sale price", async ({ page }) => {
    await gotoHydrated(page, path);
    await expect(panel(page)).toContainText(visitorPrice);
    await expect(panel(page)).not.toContainText(goldPrice);
    await expect(panel(page)).not.toContainText(staffPrice);
  });

  test("a GOLD member sees the GOLD price, and the page's HTML still holds only the visitor's", async ({
    page,
  }) => {
    await loginAs(page, DEMO_MEMBER, { redirectUrl: path });
    await expect(panel(page)).toContainText(goldPrice);
    await expect(panel(page)).not.toContainText(staffPrice);
    const html = await (await page.request.get(path)).text();
    expect(html).toContain(visitorPrice);
    expect(html).not.toContain(goldPrice);
  });

  test("staff see the staff price", async ({ page }) => {
    await loginAs(page, DEMO_STAFF, { redirectUrl: path });
    await expect(panel(page)).toContainText(staffPrice);
    await expect(panel(page)).not.toContainText(goldPrice);
  });
});
