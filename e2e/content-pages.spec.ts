/**
 * The content pages (accounts §2; ADR 0039): an article opened from its group, the explore
 * pages, the mini-site and the teaser, in English and Chinese, with h1-h3 from SEO info,
 * canonical links and breadcrumbs; unknown codes are not found; and the store locator's map
 * giving way to the list when its tiles cannot be reached.
 */
import { expect, test, type Page } from "@playwright/test";
import { E2E_ORIGIN } from "./origin";
import { gotoHydrated } from "./support";

const inChinese = (page: Page) =>
  page.context().addCookies([{ name: "locale", value: "zh", url: E2E_ORIGIN }]);

test("an article opens from its group, with breadcrumbs, canonical link and a way back", async ({
  page,
}) => {
  await page.goto("/articles/outdoor-guides");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Outdoor guides");
  const articles = page.getByTestId("article-list").getByRole("listitem");
  await expect(articles).toHaveCount(3);
  await articles.getByRole("link", { name: "Layering for a Hong Kong winter" }).click();

  await expect(page).toHaveURL(/\/article\/layering-hong-kong-winter$/);
  const article = page.getByTestId("article-page");
  await expect(article.getByRole("heading", { level: 1 })).toHaveText(
    "Layering for a Hong Kong winter",
  );
  await expect(article.getByRole("heading", { level: 2 }).first()).toHaveText(
    "Three layers for 8 °C on Tai Mo Shan and 20 °C in town.",
  );
  await expect(
    page.getByTestId("article-body").getByRole("heading", { name: "Base layer" }),
  ).toBeVisible();
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    "href",
    /\/article\/layering-hong-kong-winter$/,
  );
  await expect(page).toHaveTitle(/Layering for a Hong Kong winter/);
  const crumbs = page.getByTestId("breadcrumbs");
  await expect(crumbs.getByRole("link")).toHaveText(["Home", "Outdoor guides"]);
  const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
  expect(
    jsonLd.some((text) => text.includes('"BreadcrumbList"') && text.includes("Outdoor guides")),
  ).toBe(true);

  await article.getByRole("link", { name: "More in Outdoor guides" }).click();
  await expect(page).toHaveURL(/\/articles\/outdoor-guides$/);
});

test("the article pages speak Chinese", async ({ page }) => {
  await inChinese(page);
  await page.goto("/articles/outdoor-guides");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("戶外指南");
  await page.getByRole("link", { name: "颱風季節的裝備保養" }).click();
  await expect(page).toHaveURL(/\/article\/typhoon-season-gear-care$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("颱風季節的裝備保養");
  await expect(page.getByTestId("breadcrumbs").getByRole("link")).toHaveText(["主頁", "戶外指南"]);
});

test("the explore pages show SEO headings and link to each other, in both languages", async ({
  page,
}) => {
  await page.goto("/explore/tech");
  const explore = page.getByTestId("explore-page");
  await expect(explore.getByRole("heading", { level: 1 })).toHaveText("Our technology");
  await expect(
    explore.getByRole("heading", { level: 2, name: "Dry, warm and moving" }),
  ).toBeVisible();
  await expect(
    explore.getByRole("heading", { level: 3, name: "Explainers by our product team" }),
  ).toBeVisible();
  await expect(page).toHaveTitle(/Outdoor fabric technology explained/);
  await expect(page.locator('meta[name="keywords"]')).toHaveAttribute("content", /membrane/);
  await explore
    .getByRole("navigation", { name: "Technology explainers" })
    .getByRole("link", { name: "Waterproof membranes" })
    .click();
  await expect(page).toHaveURL(/\/explore\/waterproof-membranes$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Waterproof membranes");
  await expect(page.getByTestId("breadcrumbs").getByRole("link")).toHaveText([
    "Home",
    "Our technology",
  ]);

  // The same landing page read at /landingPage/ names the explore page as its address.
  await page.goto("/landingPage/tech");
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/explore\/tech$/);

  await inChinese(page);
  await page.goto("/explore/tech");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("我們的科技");
  await expect(page.getByRole("heading", { level: 2, name: "乾爽、溫暖、靈活" })).toBeVisible();
});

test("the mini-site shows its landing page in both languages", async ({ page }) => {
  await page.goto("/minisite");
  const minisite = page.getByTestId("minisite-page");
  await expect(minisite.getByRole("heading", { level: 1 })).toHaveText(
    "Summit Outdoor: made for the hills",
  );
  await expect(minisite.getByRole("heading", { name: "Tested on local trails" })).toBeVisible();
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/minisite$/);
  await inChinese(page);
  await page.goto("/minisite");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("峰頂戶外：為山而生");
});

test("the teaser takes an e-mail, answering a bad one in the shopper's language", async ({
  page,
}) => {
  await gotoHydrated(page, "/teaser");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Something new is coming to the trails",
  );
  const form = page.getByTestId("teaser-form");
  await form.getByLabel("E-mail").fill("not-an-email");
  await form.getByRole("button", { name: "Notify me" }).click();
  await expect(form.getByRole("alert")).toHaveText("Please enter a valid e-mail address.");
  await form.getByLabel("E-mail").fill("teaser-e2e@example.com");
  await form.getByRole("button", { name: "Notify me" }).click();
  await expect(page.getByTestId("teaser-sent")).toHaveText(
    "Thank you! We will e-mail you when it launches.",
  );

  await inChinese(page);
  await gotoHydrated(page, "/teaser");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("山徑上的新裝備即將登場");
  const zhForm = page.getByTestId("teaser-form");
  await zhForm.getByLabel("電郵").fill("壞地址");
  await zhForm.getByRole("button", { name: "通知我" }).click();
  await expect(zhForm.getByRole("alert")).toHaveText("請輸入有效的電郵地址。");
});

test("an unknown article, group or explore page is not found", async ({ page }) => {
  for (const path of [
    "/article/no-such-article",
    "/articles/help",
    "/explore/trail-season",
    "/explore/nothing",
  ]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
  }
});

test("the store locator keeps its list when the map's tiles cannot be reached", async ({
  page,
}) => {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  const tileRequests: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("/tiles/")) tileRequests.push(request.url());
  });
  await gotoHydrated(page, "/storeLocator");
  const stores = page.getByTestId("store-list").getByRole("listitem");
  await expect(stores).toHaveCount(3);
  // The map tried its tiles (so it was made, with the stores' markers), then gave way.
  await expect.poll(() => tileRequests.length).toBeGreaterThan(0);
  await expect(page.getByTestId("store-map")).toHaveCount(0);
  await page.getByLabel("District").selectOption("Macau");
  await expect(stores).toHaveCount(1);
  expect(errors).toEqual([]);
});
