/**
 * The bag as a shopper uses it (shopping §2 Cart page and mini cart, §4 Checkout entry, §5, §8):
 * add from the product page and see the mini cart, change quantity, promotion codes good and
 * bad, a gift, an add-on once the threshold is reached, ticks, remove, checkout hand-off, and a
 * shared bag opened in another browser. Desktop project. Products come from the demo seed's
 * own generator (deterministic); promotions and codes from lib/seed/demo-promotions.ts: the
 * gift is JACKET-FREE-HAT (any jacket), the add-ons ADD-ON-OVER-500 (HK$500 spent).
 */
import { expect, test, type Page } from "@playwright/test";
import { DEMO_PROMO_CODES } from "@/lib/seed/demo-promotions";
import { cheap, jacket, productPath } from "./demo-picks";
import { gotoHydrated } from "./support";

async function addFromProductPage(page: Page, item: typeof jacket): Promise<void> {
  await gotoHydrated(page, productPath(item));
  await page.getByTestId("add-to-cart").click();
  await expect(page.getByTestId("mini-cart")).toBeVisible();
}

/** HK$ as formatMoney writes it: grouped, cents only when there are some. */
function hkd(cents: number): string {
  const whole = String(Math.floor(cents / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  const rest = cents % 100;
  return rest === 0 ? `HK$${whole}` : `HK$${whole}.${String(rest).padStart(2, "0")}`;
}

/** The bought line of a SKU (an add-on line of the same SKU is a line of its own). */
const lineOf = (page: Page, skuCode: string) =>
  page.locator(
    `[data-testid="cart-line"][data-line-type="SALABLE_PRODUCT"][data-sku="${skuCode}"]`,
  );
const exchangeActivity = (page: Page) =>
  page.locator('[data-testid="cart-activity"][data-type="EXCHANGE"]');

test.describe("the mini cart", () => {
  test("opens with the item after adding on the product page, and again on hover", async ({
    page,
  }) => {
    await addFromProductPage(page, jacket);
    const drawer = page.getByTestId("mini-cart");
    const row = drawer.locator('[data-testid="mini-cart-row"][data-line-type="SALABLE_PRODUCT"]');
    await expect(row).toHaveCount(1);
    // The demo's jacket activity gives a hat: the drawer lists it as a gift row.
    await expect(drawer.locator('[data-line-type="GIFT"]')).toHaveCount(1);
    await expect(row).toContainText(jacket.product.title.en);
    await expect(row.getByRole("link")).toHaveAttribute("target", "_blank");
    await expect(drawer.getByTestId("mini-cart-total")).toHaveText(/^1 item, total HK\$[\d,.]+$/);
    await expect(page.getByTestId("cart-count")).toHaveText("1");

    await gotoHydrated(page, "/products");
    await expect(page.getByTestId("mini-cart")).toHaveCount(0);
    await page.getByTestId("cart-link").hover();
    await expect(page.getByTestId("mini-cart")).toBeVisible();

    await page
      .getByTestId("mini-cart")
      .getByRole("button", { name: "View bag and checkout" })
      .click();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(page.getByTestId("mini-cart")).toHaveCount(0);
    await expect(lineOf(page, jacket.sku.code)).toBeVisible();
  });

  test("removing the last item closes it and clears the badge", async ({ page }) => {
    await addFromProductPage(page, cheap);
    await page
      .getByTestId("mini-cart")
      .getByRole("button", { name: `Remove ${cheap.product.title.en}` })
      .click();
    await expect(page.getByTestId("mini-cart")).toHaveCount(0);
    await expect(page.getByTestId("cart-count")).toHaveCount(0);
  });
});

test.describe("the bag", () => {
  test("a refused change is put back with the API's message", async ({ page, context }) => {
    await addFromProductPage(page, cheap);
    await gotoHydrated(page, "/cart");
    const line = lineOf(page, cheap.sku.code);
    const tick = line.getByRole("checkbox");
    await expect(tick).toBeChecked();

    // The same session removes the line in another tab, so this tab's next change is refused.
    const other = await context.newPage();
    await gotoHydrated(other, "/cart");
    await lineOf(other, cheap.sku.code)
      .getByRole("button", { name: `Remove ${cheap.product.title.en}` })
      .click();
    await expect(lineOf(other, cheap.sku.code)).toHaveCount(0);
    await other.close();

    // The tick shows at once, then comes back when the server answers UEC11006.
    await tick.click();
    await expect(page.getByTestId("toast")).toContainText("This item is no longer in your bag.");
    await expect(tick).toBeChecked();
    await expect(line).toBeVisible();
  });

  test("quantity, promo codes, gift, add-on, ticks, remove and the checkout hand-off", async ({
    page,
  }) => {
    await addFromProductPage(page, cheap);
    await gotoHydrated(page, "/cart");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    const cheapLine = lineOf(page, cheap.sku.code);
    await expect(cheapLine).toBeVisible();

    // Quantity: the line total follows unit × quantity.
    const unitText = (await cheapLine.getByTestId("unit-price").textContent()) ?? "";
    const unitCents = Math.round(Number(unitText.replace(/[^\d.]/g, "")) * 100);
    await cheapLine.getByRole("button", { name: "Increase quantity" }).click();
    await expect(cheapLine.getByTestId("line-quantity")).toHaveText("2");
    await expect(cheapLine.getByTestId("line-total")).toContainText(hkd(unitCents * 2));

    // Under HK$500 the add-on offers are shown but locked.
    const exchange = exchangeActivity(page);
    await expect(exchange).toHaveAttribute("data-reached", "false");
    await expect(exchange).toContainText(
      "Add-on not allowed until a designated amount is in the bag",
    );
    await expect(
      exchange.getByTestId("exchange-product").first().getByRole("button"),
    ).toBeDisabled();

    // Promo codes: an unknown one and an expired one are refused with the API's message.
    const codeInput = page.getByTestId("promo-code-input");
    await codeInput.fill("NOT-A-REAL-CODE");
    await page.getByRole("button", { name: "Apply" }).click();
    await expect(page.getByTestId("promo-code-error")).toHaveText("Invalid promo code.");
    await codeInput.fill(DEMO_PROMO_CODES.expired);
    await page.getByRole("button", { name: "Apply" }).click();
    await expect(page.getByTestId("promo-code-error")).toBeVisible();
    await expect(page.getByTestId("applied-code")).toHaveCount(0);

    // A jacket brings the gift and reaches the add-on threshold.
    await addFromProductPage(page, jacket);
    await gotoHydrated(page, "/cart");
    const gift = page.locator('[data-testid="cart-line"][data-line-type="GIFT"]');
    await expect(gift).toHaveCount(1);
    await expect(gift).toContainText("Gift");
    await expect(gift.getByRole("checkbox")).toHaveCount(0);
    await expect(
      page.locator(`[data-testid="cart-activity"][data-type="PRESENT"]`),
    ).toHaveAttribute("data-reached", "true");
    await expect(exchange).toHaveAttribute("data-reached", "true");
    // An offer of another SKU than the accessory bought, so ticks stay per line below.
    await exchange
      .locator(`[data-testid="exchange-product"]:not([data-sku="${cheap.sku.code}"])`)
      .first()
      .getByRole("button")
      .click();
    const addOn = page.locator(
      '[data-testid="able-lines"] [data-testid="cart-line"][data-line-type="ATTACHED_PRODUCT"]',
    );
    await expect(addOn).toHaveCount(1);
    await expect(addOn).toContainText("Add-on");
    await expect(addOn.getByTestId("list-price")).toHaveCount(0);

    // A valid code applies, shows what it takes off, and survives a reload.
    await codeInput.fill(DEMO_PROMO_CODES.valid.toLowerCase());
    await page.getByRole("button", { name: "Apply" }).click();
    const applied = page.getByTestId("applied-code");
    await expect(applied).toHaveAttribute("data-applied", "true");
    await expect(applied).toContainText(DEMO_PROMO_CODES.valid);
    await expect(page.getByTestId("total-coupon")).toBeVisible();
    await page.reload();
    await expect(page.getByTestId("applied-code")).toHaveAttribute("data-applied", "true");

    // Ticks: one line, then all. Clicks, not check(): a tick changes when the cart answers.
    const count = page.getByTestId("item-count");
    const before = Number(await count.textContent());
    await cheapLine.getByRole("checkbox").click();
    await expect(cheapLine).toHaveAttribute("data-selected", "false");
    await expect(count).toHaveText(String(before - 2));
    await cheapLine.getByRole("checkbox").click();
    await expect(cheapLine).toHaveAttribute("data-selected", "true");
    await expect(count).toHaveText(String(before));
    await page.getByTestId("select-all").click();
    await expect(lineOf(page, jacket.sku.code)).toHaveAttribute("data-selected", "false");
    await expect(count).toHaveText("0");
    await page.getByTestId("select-all").click();
    await expect(lineOf(page, jacket.sku.code)).toHaveAttribute("data-selected", "true");
    await expect(cheapLine).toHaveAttribute("data-selected", "true");

    // Remove.
    await cheapLine.getByRole("button", { name: `Remove ${cheap.product.title.en}` }).click();
    await expect(cheapLine).toHaveCount(0);

    // Checkout entry: a visitor may check out (VISITOR_CHECKOUT defaults to true).
    await page.getByTestId("checkout-button").click();
    await page.waitForURL(/\/checkout$/);
    const handoff = JSON.parse(
      (await page.evaluate(() => window.sessionStorage.getItem("checkoutLines"))) ?? "null",
    ) as { lines: { skuCode: string; lineType: string }[]; couponCodes: string[] };
    expect(handoff.lines.map((line) => line.skuCode)).toContain(jacket.sku.code);
    expect(handoff.lines.map((line) => line.skuCode)).not.toContain(cheap.sku.code);
    expect(handoff.couponCodes).toEqual([DEMO_PROMO_CODES.valid]);
  });

  test("a promo code's message names its own fault whatever else is applied, in English and Chinese", async ({
    page,
    context,
    baseURL,
  }) => {
    await addFromProductPage(page, jacket);
    const expired = {
      en: "This coupon has expired. You can still order at the original price.",
      zh: "優惠券已過期，你仍可按原價下單。",
    } as const;
    for (const locale of ["en", "zh"] as const) {
      await context.addCookies([{ name: "locale", value: locale, url: baseURL! }]);
      await gotoHydrated(page, "/cart");
      const codeInput = page.getByTestId("promo-code-input");
      const error = page.getByTestId("promo-code-error");
      const applied = page.getByTestId("applied-code");
      // Start from no code applied (the English round leaves one behind).
      if ((await applied.count()) > 0) {
        await applied.getByRole("button").click();
        await expect(applied).toHaveCount(0);
      }
      await codeInput.fill(DEMO_PROMO_CODES.expired);
      await codeInput.press("Enter");
      await expect(error).toHaveText(expired[locale]);

      await codeInput.fill(DEMO_PROMO_CODES.valid);
      await codeInput.press("Enter");
      await expect(applied).toHaveAttribute("data-applied", "true");
      await codeInput.fill(DEMO_PROMO_CODES.expired);
      await codeInput.press("Enter");
      await expect(error).toHaveText(expired[locale]);
      await expect(applied).toHaveCount(1);
    }
  });

  test("a code entered while the bag is still being priced is applied, not dropped", async ({
    page,
  }) => {
    await addFromProductPage(page, jacket);
    await gotoHydrated(page, "/cart");
    const codeInput = page.getByTestId("promo-code-input");
    const applied = page.getByTestId("applied-code");
    await codeInput.fill(DEMO_PROMO_CODES.valid);
    await codeInput.press("Enter");
    await expect(applied).toHaveAttribute("data-applied", "true");

    // The bag's pricing answers slowly, as on a busy mobile network: removing the code starts
    // a recalculation, and the shopper types the code again before it has answered.
    let slow = true;
    await page.route("**/api/graphql/**", async (route) => {
      if (slow) await new Promise((resolve) => setTimeout(resolve, 1_500));
      await route.continue();
    });
    await applied.getByRole("button").click();
    await expect(applied).toHaveCount(0);
    await codeInput.fill(DEMO_PROMO_CODES.valid);
    await codeInput.press("Enter");
    slow = false;
    await expect(applied).toHaveAttribute("data-applied", "true");
    await expect(codeInput).toHaveValue("");
  });

  test("on desktop the offers stay open beside the lines and the mobile checkout bar is hidden", async ({
    page,
  }) => {
    await addFromProductPage(page, jacket);
    await gotoHydrated(page, "/cart");
    await expect(page.getByTestId("checkout-button")).toBeVisible();
    await expect(page.getByTestId("checkout-bar")).toBeHidden();
    await expect(page.getByTestId("offers-toggle")).toBeHidden();
    await expect(exchangeActivity(page).getByTestId("exchange-product").first()).toBeVisible();
    // Nudges ask for whole dollars (the free-delivery one is "over HK$1000").
    const nudges = page.locator(
      '[data-testid="activity-nudge"], [data-testid="free-freight-nudge"]',
    );
    for (const text of await nudges.allTextContents()) expect(text).not.toMatch(/\.\d\d\b/);
  });

  test("an empty bag says so and links to the products", async ({ page }) => {
    await gotoHydrated(page, "/cart");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Shopping bag");
    await expect(page.getByTestId("cart-empty")).toBeVisible();
    await expect(page.getByTestId("cart-empty").getByRole("link")).toHaveAttribute(
      "href",
      "/products",
    );
  });
});

test.describe("a shared bag", () => {
  test("is shared as a link that another browser opens and adds to its own bag", async ({
    page,
    browser,
  }) => {
    await addFromProductPage(page, jacket);
    await gotoHydrated(page, "/cart");
    await page.getByTestId("share-cart").click();
    const panel = page.getByTestId("share-panel");
    await panel.getByLabel("Your name").fill("Mei");
    await panel.getByRole("button", { name: "Create link" }).click();
    const link = await panel.getByTestId("share-link").inputValue();
    expect(link).toMatch(/\/cart-share\/[^/]+$/);

    const other = await browser.newContext();
    try {
      const friend = await other.newPage();
      await gotoHydrated(friend, new URL(link).pathname);
      await expect(friend.getByTestId("cart-share-operator")).toHaveText(
        "Mei shared this bag with you",
      );
      const shared = friend.getByTestId("cart-share-line");
      await expect(shared).toHaveCount(1);
      await expect(shared).toHaveAttribute("data-available", "true");
      await expect(shared).toContainText(jacket.product.title.en);
      await friend.getByTestId("cart-share-add").click();
      await expect(friend.getByTestId("toast")).toContainText("Added to your bag.");
      await expect(friend.getByTestId("cart-count")).toHaveText("1");
      await friend.getByTestId("toast").getByRole("link", { name: "View bag" }).click();
      await expect(friend).toHaveURL(/\/cart$/);
      await expect(lineOf(friend, jacket.sku.code)).toBeVisible();
    } finally {
      await other.close();
    }
  });

  test("an unknown share code is the 404 page", async ({ page }) => {
    const response = await page.goto("/cart-share/NO-SUCH-SHARE");
    expect(response?.status()).toBe(404);
  });
});
