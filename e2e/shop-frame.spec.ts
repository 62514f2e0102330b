/**
 * What frames every page, as a shopper meets it (issue 12 §7, §8, §11, §21, issue 16): no link
 * in the header, its menus, the top bar, the footer, the cookie notice or the help pages leads
 * to a 404 (a crawler over the demo content, in both languages); the 404 page has its own title;
 * price bands read as money; the desktop header holds one line in both languages, signed in
 * or not. Desktop project.
 */
import { expect, test, type BrowserContext, type Page } from "@playwright/test";
import { DEMO_MEMBER, DEMO_STAFF } from "@/lib/seed/demo-accounts";
import { loginAs } from "./support";

const LANGUAGES = ["en", "zh"] as const;

async function setLanguage(context: BrowserContext, baseURL: string, locale: string) {
  await context.addCookies([{ name: "locale", value: locale, url: baseURL }]);
}

async function expectEveryLinkAnswers(page: Page, hrefs: string[]): Promise<void> {
  expect(hrefs.length).toBeGreaterThan(0);
  for (const href of new Set(hrefs)) {
    const response = await page.request.get(href);
    expect(response.status(), `${href} answers`).toBe(200);
  }
}

async function internalHrefs(page: Page, selector: string): Promise<string[]> {
  return page
    .locator(`${selector} a[href^="/"]`)
    .evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
}

for (const locale of LANGUAGES) {
  test.describe(`in ${locale}`, () => {
    test.beforeEach(async ({ context, baseURL }) => {
      await setLanguage(context, baseURL!, locale);
    });

    test("every link of the header, its menus, the top bar, the footer, the cookie notice and the help pages answers", async ({
      page,
    }) => {
      await page.goto("/");
      await expect(page.getByTestId("cookie-notice")).toBeVisible();
      // The mega menu's panels are in the page, closed: every level of the menu is crawled.
      await expectEveryLinkAnswers(page, [
        ...(await internalHrefs(page, '[data-testid="site-header"]')),
        ...(await internalHrefs(page, '[data-testid="top-bar"]')),
        ...(await internalHrefs(page, "footer")),
        ...(await internalHrefs(page, '[data-testid="cookie-notice"]')),
      ]);
      await page.goto("/help");
      await expect(page.getByTestId("help-index").getByRole("link")).toHaveCount(5);
      await expectEveryLinkAnswers(page, await internalHrefs(page, "main"));
    });

    test("the contact, privacy and terms pages read in the shopper's language", async ({
      page,
    }) => {
      for (const [path, title] of [
        ["/help/contact_us", locale === "en" ? "Contact us" : "聯絡我們"],
        ["/help/privacy", locale === "en" ? "Privacy policy" : "私隱政策"],
        ["/help/terms-of-use", locale === "en" ? "Terms of use" : "使用條款"],
      ] as const) {
        await page.goto(path);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
        await expect(page).toHaveTitle(`${title} | Summit Outdoor`);
      }
    });

    test("the 404 page has its own title, not the home page's", async ({ page }) => {
      for (const path of ["/no/such/page", "/product/NO-SUCH-PRODUCT", "/help/no-such-page"]) {
        const response = await page.goto(path);
        expect(response?.status(), path).toBe(404);
        await expect(page).toHaveTitle(
          `${locale === "en" ? "Page not found" : "找不到頁面"} | Summit Outdoor`,
        );
        await expect(page.locator('link[rel="canonical"]')).toHaveCount(0);
      }
    });

    test("price bands read as money, with thousands grouped", async ({ page }) => {
      await page.goto("/products");
      const prices = page.locator('[data-facet="price"]');
      await expect(prices.getByText("HK$1,000 – HK$1,500")).toBeVisible();
      await expect(
        prices.getByText(locale === "en" ? "HK$3,000 and over" : "HK$3,000或以上"),
      ).toBeVisible();
    });
  });
}

test.describe("the desktop header holds one line", () => {
  const WIDTHS = [1025, 1100, 1280, 1366, 1600];

  async function expectOneLine(page: Page, label: string): Promise<void> {
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 800 });
      const layout = await page.getByTestId("site-header").evaluate((header) => {
        const bar = header.querySelector(".container") as HTMLElement;
        const wrapped: string[] = [];
        const walker = document.createTreeWalker(bar, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const text = node.textContent?.trim();
          if (!text) continue;
          const range = document.createRange();
          range.selectNodeContents(node);
          const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
          if (lines.size > 1) wrapped.push(text);
        }
        return { overflow: bar.scrollWidth - bar.clientWidth, wrapped };
      });
      expect(layout, `${label} at ${width} px`).toEqual({ overflow: 0, wrapped: [] });
    }
  }

  const WHO = [
    ["a visitor", null],
    ["a member", DEMO_MEMBER],
    ["staff", DEMO_STAFF],
  ] as const;

  for (const locale of LANGUAGES) {
    for (const [who, account] of WHO) {
      test(`for ${who} in ${locale}`, async ({ page, context, baseURL }) => {
        // Signing in reads the English form; the header is then checked in the test's language.
        if (account) await loginAs(page, account);
        await setLanguage(context, baseURL!, locale);
        await page.goto("/products");
        if (account) await expect(page.getByTestId("logout-link").first()).toBeVisible();
        await expectOneLine(page, `${who}, ${locale}`);
      });
    }
  }
});
