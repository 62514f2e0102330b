/**
 * Screenshots for reviewing the shopper's screens side by side across changes (issue 12 asks
 * for the mobile bag, the listing and the order detail before and after). Drives Debian's
 * Chromium against a running shop:
 *
 *   node scripts/e2e-server.mjs 3300 &   # a freshly seeded shop
 *   npx tsx scripts/review-screenshots.ts http://localhost:3300 docs/screenshots/after
 */
import { mkdirSync } from "node:fs";
import { chromium, devices, type Browser, type Page } from "@playwright/test";
import { DEMO_MEMBER } from "@/lib/seed/demo-accounts";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../e2e/browser";
import { cheap, jacket, productPath } from "../e2e/demo-picks";
import { fillExpressDelivery } from "../e2e/support";

const [baseURL = "http://localhost:3300", outDir = "docs/screenshots"] = process.argv.slice(2);

async function settle(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.waitForFunction(() => document.cookie.includes("session_kind="));
  await page.waitForLoadState("networkidle");
}

async function addToBag(page: Page, item: typeof jacket): Promise<void> {
  await settle(page, productPath(item));
  const added = page.waitForResponse(
    (response) => response.url().includes("/api/graphql") && response.request().method() === "POST",
  );
  await page.getByTestId("add-to-cart").click();
  await added;
  await page.waitForLoadState("networkidle");
}

async function acceptCookies(page: Page): Promise<void> {
  const accept = page.getByTestId("cookie-notice").getByRole("button");
  if (await accept.isVisible()) await accept.click();
}

async function listing(browser: Browser): Promise<void> {
  for (const [name, device] of [
    ["listing-desktop", { viewport: { width: 1366, height: 900 } }],
    ["listing-mobile", devices["Pixel 7"]],
  ] as const) {
    const context = await browser.newContext({ ...device, baseURL });
    const page = await context.newPage();
    await settle(page, "/products");
    await acceptCookies(page);
    await page.screenshot({ path: `${outDir}/${name}.png` });
    await context.close();
  }
}

async function mobileBag(browser: Browser): Promise<void> {
  const context = await browser.newContext({ ...devices["Pixel 7"], baseURL });
  const page = await context.newPage();
  await addToBag(page, jacket);
  await addToBag(page, cheap);
  await settle(page, "/cart");
  await acceptCookies(page);
  await page.screenshot({ path: `${outDir}/bag-mobile-viewport.png` });
  await page.screenshot({ path: `${outDir}/bag-mobile-full.png`, fullPage: true });
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  const inView = await page.evaluate(() =>
    [...document.querySelectorAll('[data-testid^="checkout"]')]
      .filter((element) => element.tagName === "BUTTON")
      .some((button) => {
        const box = button.getBoundingClientRect();
        return box.height > 0 && box.top >= 0 && box.bottom <= window.innerHeight;
      }),
  );
  console.log(`mobile bag: ${height} px tall; a Checkout button in the first screen: ${inView}`);
  await context.close();
}

async function orderDetail(browser: Browser): Promise<void> {
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 }, baseURL });
  const page = await context.newPage();
  await settle(page, "/login");
  await page.getByLabel(/E-mail or mobile/).fill(DEMO_MEMBER.email);
  await page.getByLabel("Password").fill(DEMO_MEMBER.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.waitForURL((url) => url.pathname !== "/login");
  await acceptCookies(page);
  await addToBag(page, jacket);
  await settle(page, "/cart");
  await page.getByTestId("checkout-button").click();
  await page.getByTestId("checkout-view").waitFor();
  await fillExpressDelivery(page);
  await page.screenshot({ path: `${outDir}/checkout-desktop.png`, fullPage: true });
  const popup = page.waitForEvent("popup");
  await page.getByTestId("place-order").click();
  const payment = await popup;
  await page.waitForURL(/\/pay\/result\//);
  const code = /\/pay\/result\/(SO[A-Z0-9]+)/.exec(page.url())?.[1];
  await payment.waitForURL(/\/api\/payments\/sandbox\/pay/);
  await payment.getByLabel(/Card number/).fill("4242 4242 4242 4242");
  await payment.getByRole("button", { name: /Pay/ }).click();
  await payment.waitForURL(/\/pay\/result\//);
  await settle(page, `/user/order-detail/${code}`);
  await page.getByTestId("order-code").waitFor();
  await page.screenshot({ path: `${outDir}/order-detail-desktop.png`, fullPage: true });
  await context.close();
}

mkdirSync(outDir, { recursive: true });
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  await listing(browser);
  await mobileBag(browser);
  await orderDetail(browser);
} finally {
  await browser.close();
}
console.log(`screenshots written to ${outDir}`);
