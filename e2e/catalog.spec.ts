/**
 * The catalog as a shopper uses it (issue 3): filter and sort the list, scroll for more, choose
 * a variant and see its stock, compare two products, search in English and Chinese from the
 * header. Runs against the production build on the seeded demo catalog.
 */
import { expect, test, type Page } from "@playwright/test";
import { gotoHydrated } from "./support";

/** The grid on screen (the list before a new sort or filter stays in the document, hidden). */
const grid = (page: Page) =>
  page.getByTestId("product-grid").filter({ visible: true }).locator(":scope > li");

/** A facet value's link on screen (an earlier list stays in the document, hidden). */
function facetLink(page: Page, facet: string, value: string) {
  return page.locator(`[data-facet="${facet}"] a[data-value="${value}"]`).filter({ visible: true });
}

async function facetCount(page: Page, facet: string, value: string): Promise<number> {
  const text = await page
    .locator(`[data-facet="${facet}"] a[data-value="${value}"] [data-testid="facet-count"]`)
    .filter({ visible: true })
    .textContent();
  return Number(text);
}

function salePrices(page: Page) {
  return grid(page)
    .locator("p")
    .filter({ hasText: "HK$" })
    .evaluateAll((nodes) =>
      nodes.map((node) => {
        const sale = node.querySelector("span") ?? node;
        return Number((sale.textContent ?? "").replace(/[^\d.]/g, ""));
      }),
    );
}

test.describe("product list", () => {
  test("filters by colour and price band in the URL, kept on reload, with changing counts", async ({
    page,
  }) => {
    await gotoHydrated(page, "/products");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("All products");
    await expect(grid(page)).toHaveCount(30);
    const bandBefore = await facetCount(page, "price", "500-1000");

    await facetLink(page, "basecolor", "blue").click();
    await expect(page).toHaveURL(/[?&]co=blue/);
    const bandAfterColour = await facetCount(page, "price", "500-1000");
    expect(bandAfterColour).toBeLessThan(bandBefore);

    await facetLink(page, "price", "500-1000").click();
    await expect(page).toHaveURL(/[?&]co=blue/);
    await expect(page).toHaveURL(/[?&]p=500-1000/);
    const total = await page.getByTestId("list-count").filter({ visible: true }).textContent();
    expect(Number(total?.replace(/\D/g, ""))).toBe(bandAfterColour);

    await page.reload();
    await expect(page).toHaveURL(/co=blue.*p=500-1000|p=500-1000.*co=blue/);
    await expect(page.getByTestId("list-count").filter({ visible: true })).toHaveText(total ?? "");
    await expect(
      page
        .locator('[data-facet="basecolor"] a[data-value="blue"][aria-current="true"]')
        .filter({ visible: true }),
    ).toBeVisible();
    for (const price of await salePrices(page)) {
      expect(price).toBeGreaterThanOrEqual(500);
      expect(price).toBeLessThan(1000);
    }
  });

  test("writes price bands as min-max with the defaults 1 and 99999, and still reads the older links", async ({
    page,
  }) => {
    await page.goto("/products?p=0-500");
    const band = (key: string) => facetLink(page, "price", key);
    await expect(band("1-500")).toHaveAttribute("aria-current", "true");
    await expect(band("1-500")).toContainText("HK$0");
    await expect(band("500-1000")).toHaveAttribute("href", /[?&]p=500-1000(&|$)/);
    await expect(band("3000-99999")).toHaveAttribute("href", /[?&]p=3000-99999(&|$)/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /[?&]p=1-500$/);

    await page.goto("/products?p=3000-");
    await expect(band("3000-99999")).toHaveAttribute("aria-current", "true");
    for (const price of await salePrices(page)) expect(price).toBeGreaterThanOrEqual(3000);
  });

  test("sorts by price ascending and loads the next 30 on scroll", async ({ page }) => {
    await gotoHydrated(page, "/products");
    await page.locator('a[data-sort="price-asc"]').click();
    await expect(page).toHaveURL(/sort=price-asc/);
    const prices = await salePrices(page);
    expect(prices.length).toBe(30);
    expect([...prices].sort((a, b) => a - b)).toEqual(prices);

    await page.getByRole("link", { name: "Next page" }).scrollIntoViewIfNeeded();
    await expect(grid(page)).toHaveCount(60);
    const more = await salePrices(page);
    expect([...more].sort((a, b) => a - b)).toEqual(more);
  });

  test("has a page per category and brand, and a 404 for an unknown one", async ({ page }) => {
    await page.goto("/products/men/jackets");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Jackets");
    await expect(page.locator("h1")).toHaveCount(1);
    const canonical = await page.locator('link[rel="canonical"]').getAttribute("href");
    expect(canonical).toMatch(/\/products\/men\/jackets$/);
    const crumbs = await page.locator('script[type="application/ld+json"]').first().textContent();
    expect(JSON.parse(crumbs ?? "{}")["@type"]).toBe("BreadcrumbList");

    await page.goto("/products");
    const brandLink = page.locator('a[href^="/brand/"]').first();
    const brandName = (await brandLink.locator("span").first().textContent()) ?? "";
    await brandLink.click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(brandName);

    const missing = await page.goto("/products/no-such-category");
    expect(missing?.status()).toBe(404);
    const missingBrand = await page.goto("/brand/no-such-brand");
    expect(missingBrand?.status()).toBe(404);
  });

  test("says when nothing matches, shows an odd keyword as text, and offers a way back", async ({
    page,
  }) => {
    const keyword = "<script>window.hacked=1</script>' or 1=1 --";
    await page.goto(`/list?keyword=${encodeURIComponent(keyword)}`);
    await expect(page.getByTestId("list-empty")).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).toContainText("<script>");
    expect(await page.evaluate(() => (window as { hacked?: number }).hacked)).toBeUndefined();
    await page.getByRole("link", { name: "See all products" }).click();
    await expect(page).toHaveURL(/\/products$/);
  });
});

test.describe("product detail", () => {
  test("chooses colour and size, keeps them in the URL and shows the stock state", async ({
    page,
  }) => {
    await gotoHydrated(page, "/products/men/jackets");
    await grid(page).first().locator("a").first().click();
    await expect(page).toHaveURL(/\/product\//);
    await page.waitForLoadState("networkidle");
    // The list page stays in the document, hidden (Cache Components keeps recent routes), with
    // its own structured data: find the Product among all of it.
    const ld = await page.locator('script[type="application/ld+json"]').allTextContents();
    const product = ld
      .flatMap((text) => JSON.parse(text) as { "@type": string; offers: unknown }[])
      .find((item) => item["@type"] === "Product");
    expect(product?.["@type"]).toBe("Product");
    expect(product?.offers).toBeTruthy();

    const code = decodeURIComponent(new URL(page.url()).pathname.split("/").at(-1) ?? "");
    // This product's own colours (the row also offers the style's other colour products).
    const swatches = page.locator(`a[data-colour][data-product="${code}"]`);
    const colour = (await swatches.count()) > 1 ? swatches.nth(1) : swatches.first();
    const colourCode = await colour.getAttribute("data-colour");
    await colour.click();
    await expect(page).toHaveURL(new RegExp(`color=${colourCode}`));
    const size = page.locator("a[data-size]").first();
    const sizeCode = await size.getAttribute("data-size");
    await size.click();
    await expect(page).toHaveURL(new RegExp(`size=${encodeURIComponent(sizeCode ?? "")}`));
    await expect(page.getByTestId("stock-state")).toHaveText(/In stock|Limited stock|Sold out/);

    await page.reload();
    await expect(page.locator(`a[data-size="${sizeCode}"]`)).toHaveAttribute(
      "aria-current",
      "true",
    );
    await expect(page.getByTestId("stock-state")).toBeVisible();
  });

  test("an unknown product is the 404 page", async ({ page }) => {
    const response = await page.goto("/product/NO-SUCH-PRODUCT");
    expect(response?.status()).toBe(404);
  });

  test("compares two products side by side", async ({ page }) => {
    await gotoHydrated(page, "/products");
    const first = grid(page).nth(0);
    const second = grid(page).nth(1);
    const titles = [
      await first.locator("h3").textContent(),
      await second.locator("h3").textContent(),
    ];
    await first.getByLabel("Compare").check();
    await second.getByLabel("Compare").check();
    await second.getByRole("link", { name: "Compare (2)" }).click();
    await expect(page).toHaveURL(/\/compare$/);
    const table = page.getByTestId("compare-table");
    await expect(table.locator("thead th")).toHaveCount(2);
    for (const title of titles) await expect(table).toContainText(title ?? "");
    await table.getByRole("button", { name: "Remove" }).first().click();
    await expect(table.locator("thead th")).toHaveCount(1);
    await page.getByRole("button", { name: "Clear all" }).click();
    await expect(page.getByTestId("compare-empty")).toBeVisible();
  });
});

test.describe("header search", () => {
  test("shows hot terms and hot sellers, previews English and Chinese words, and lists results", async ({
    page,
  }) => {
    await gotoHydrated(page, "/");
    const input = page.getByTestId("search-input").first();
    await input.focus();
    await expect(page.getByTestId("hot-terms").locator("li").first()).toBeVisible();
    await expect(page.getByTestId("hot-sell").locator("li")).toHaveCount(4);

    await input.fill("jacket");
    await expect(page.getByTestId("search-preview").locator("li").first()).toBeVisible();
    expect(await page.getByTestId("search-preview").locator("li").count()).toBeLessThanOrEqual(10);
    await input.press("Enter");
    await expect(page).toHaveURL(/\/list\?keyword=jacket$/);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("jacket");
    await expect(grid(page).first()).toBeVisible();

    await page.waitForLoadState("networkidle");
    const again = page.getByTestId("search-input").first();
    await again.fill("風褸");
    await again.focus();
    await expect(page.getByTestId("search-preview").locator("li").first()).toBeVisible();
    await again.press("Enter");
    await expect(page).toHaveURL(/\/list\?keyword=%E9%A2%A8%E8%A4%B8$/);
    await expect(grid(page).first()).toBeVisible();
  });
});
