/**
 * Issue 12, items 2, 3 and 14 as a shopper meets them: a style's colour products are told apart
 * on their cards and in the search preview, every colour of the style is offered on each of its
 * product pages and leads to the product holding it (in English and Chinese), the size picker
 * works before (and without) the page's script, and newness is one badge. Products come from the
 * demo seed's own generator, which is deterministic.
 */
import { expect, test, type BrowserContext, type Page } from "@playwright/test";
import { DEFAULT_SEED_PRODUCTS } from "@/lib/seed";
import { NEW_LABEL_CODE } from "@/lib/domain/catalog/badges";
import { generateProducts, type GeneratedProduct } from "@/lib/seed/products-generate";
import { gotoHydrated } from "./support";

const catalog = [...generateProducts(DEFAULT_SEED_PRODUCTS, new Date())];
const onShelf = catalog.filter((product) => product.saleStatus === "ON_SHELF");

const styleOf = (style: string) => onShelf.filter((product) => product.style === style);
const styles = [...new Set(onShelf.map((product) => product.style))].map(styleOf);
/**
 * A style of several on-shelf colour products, one of them outside the merged-colour group (a
 * limited edition), so "every colour of the style" is more than the merged group.
 */
const style =
  styles.find(
    (products) =>
      products.length >= 3 && products.some((product) => product.mergedColourGroup === null),
  ) ?? styles.find((products) => products.length >= 2)!;

type Lang = "en" | "zh";

function colourNames(product: GeneratedProduct, lang: Lang): string[] {
  const names = new Map<string, string>();
  for (const sku of product.skus) names.set(sku.colour.code, sku.colour[lang]);
  return [...names.values()];
}

function styleColours(): { product: string; colour: string }[] {
  return style.flatMap((product) =>
    [...new Set(product.skus.map((sku) => sku.colour.code))].map((colour) => ({
      product: product.code,
      colour,
    })),
  );
}

async function useLanguage(context: BrowserContext, lang: Lang) {
  const baseURL = test.info().project.use.baseURL as string;
  await context.addCookies([{ name: "locale", value: lang, url: baseURL }]);
}

const cardOf = (page: Page, code: string) =>
  page
    .getByTestId("product-grid")
    .locator(":scope > li")
    .filter({
      has: page.locator(`a[href="/product/${code}"]`),
    });

for (const lang of ["en", "zh"] as const) {
  test(`(${lang}) a style's colour products name their colours on their cards, and each product page offers every colour of the style, each leading to its product`, async ({
    page,
    context,
  }) => {
    // Several page loads, one per colour of the style, on a shared machine.
    test.slow();
    await useLanguage(context, lang);
    await gotoHydrated(page, `/list?keyword=${style[0]!.style}`);
    const texts: string[] = [];
    for (const product of style) {
      const colours = cardOf(page, product.code).getByTestId("card-colours");
      for (const name of colourNames(product, lang)) await expect(colours).toContainText(name);
      texts.push((await colours.textContent()) ?? "");
    }
    expect(new Set(texts).size).toBe(style.length);

    const [first] = style;
    await cardOf(page, first!.code).locator("a").first().click();
    await expect(page).toHaveURL(new RegExp(`/product/${first!.code}$`));
    const choices = page.getByTestId("colour-choices").locator("a[data-colour]");
    const offered = await choices.evaluateAll((links) =>
      links.map((link) => ({
        product: link.getAttribute("data-product") ?? "",
        colour: link.getAttribute("data-colour") ?? "",
      })),
    );
    const sorted = (list: { product: string; colour: string }[]) =>
      [...list].sort((a, b) => `${a.product}${a.colour}`.localeCompare(`${b.product}${b.colour}`));
    expect(sorted(offered)).toEqual(sorted(styleColours()));

    for (const { product, colour } of offered.filter((choice) => choice.product !== first!.code)) {
      const target = style.find((candidate) => candidate.code === product)!;
      // The page before stays in the document, hidden: act on what is on screen.
      const chip = page
        .locator(`a[data-product="${product}"][data-colour="${colour}"]`)
        .filter({ visible: true });
      await chip.click();
      await expect(page).toHaveURL(new RegExp(`/product/${product}\\?color=${colour}$`));
      const name = target.skus.find((sku) => sku.colour.code === colour)!.colour[lang];
      await expect(page.getByTestId("chosen-colour").filter({ visible: true })).toHaveText(name);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(target.title[lang]);
      await expect(chip).toHaveAttribute("aria-current", "true");
      await page.goto(`/product/${first!.code}`);
    }
  });
}

test("the search preview names each card's colours, so a style's colour products tell apart", async ({
  page,
}) => {
  await gotoHydrated(page, "/");
  const input = page.getByTestId("search-input").first();
  await input.focus();
  await input.fill(style[0]!.style);
  const cards = page.getByTestId("search-preview").locator("li");
  await expect(cards).toHaveCount(style.length);
  const texts = await cards.getByTestId("card-colours").allTextContents();
  expect(new Set(texts).size).toBe(style.length);
  for (const product of style)
    for (const name of colourNames(product, "en"))
      expect(texts.some((text) => text.includes(name))).toBe(true);
});

test.describe("before the script runs", () => {
  test.use({ javaScriptEnabled: false });

  /** A product with a colour of two or more sizes, one of them in stock. */
  const product = onShelf.find((candidate) => {
    const sizes = candidate.skus.filter(
      (sku) => sku.isEnabled && sku.colour.code === candidate.skus[0]!.colour.code,
    );
    return (
      !candidate.skus.some((sku) => sku.shoeWidth) &&
      new Set(sizes.map((sku) => sku.sizeCode)).size >= 2 &&
      sizes.some((sku) => sku.available > 10)
    );
  })!;
  const colour = product.skus[0]!.colour.code;
  const sku = product.skus.find(
    (candidate) =>
      candidate.isEnabled && candidate.colour.code === colour && candidate.available > 10,
  )!;

  test("a tap on a size selects it: the server renders the chosen size and its stock", async ({
    page,
  }) => {
    await page.goto(`/product/${product.code}?color=${colour}`);
    const size = page.locator(`[data-size="${sku.sizeCode}"]`);
    await expect(size).not.toHaveAttribute("aria-current", "true");
    await size.click();
    await expect(page).toHaveURL(
      new RegExp(`\\?color=${colour}&size=${encodeURIComponent(sku.sizeCode)}$`),
    );
    await expect(page.locator(`[data-size="${sku.sizeCode}"]`)).toHaveAttribute(
      "aria-current",
      "true",
    );
    await expect(page.getByTestId("stock-state")).toHaveText(/In stock/);
  });

  test("a tap on another colour product's colour opens that product", async ({ page }) => {
    const [first, second] = style;
    const colourCode = second!.skus[0]!.colour.code;
    await page.goto(`/product/${first!.code}`);
    await page.locator(`[data-product="${second!.code}"][data-colour="${colourCode}"]`).click();
    await expect(page).toHaveURL(new RegExp(`/product/${second!.code}\\?color=${colourCode}$`));
    await expect(page.getByTestId("chosen-colour")).toHaveText(second!.skus[0]!.colour.en);
  });
});

test("a new product shows one newness badge, in English and Chinese", async ({ page, context }) => {
  const fresh = onShelf.find((product) => product.labels.includes(NEW_LABEL_CODE))!;
  await page.goto(`/product/${fresh.code}`);
  const badges = page.getByTestId("product-badges").locator("li");
  await expect(badges.filter({ hasText: /^New in$/ })).toHaveCount(1);
  await expect(badges.filter({ hasText: /^New$/ })).toHaveCount(0);

  await useLanguage(context, "zh");
  await page.goto(`/product/${fresh.code}`);
  await expect(
    page.getByTestId("product-badges").locator("li").filter({ hasText: "新品" }),
  ).toHaveCount(1);
});
