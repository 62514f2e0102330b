import { expect, test } from "@playwright/test";
import { DIALOGS_LOAD_IDLE_TIMEOUT_MS } from "@/lib/domain/dialogs/constants";
import { DIALOG_COUNTS_KEY } from "@/components/dialogs/dialog-storage";
import { RECENT_VIEW_KEY } from "@/lib/client/local-lists";
import { cart, cartAdd } from "@/lib/graphql/operations/cart";
import { amountToCents, formatCents } from "@/lib/i18n/money";
import { cheap, jacket, productPath } from "./demo-picks";
import { call } from "./orders-support";
import { dailyCounts, openWithPopups, POPUP_TEST_START } from "./popups-support";

// Pop-ups (accounts §4): the demo's Promotion (members-welcome) opens after 30 s of inactivity,
// at most 2 times a day; a fresh browser has no basket, recent views or add to bag, so it is
// the only eligible dialog.

test("a pop-up opens after the configured inactivity and not more than its daily count", async ({
  page,
}) => {
  await openWithPopups(page, "/products");
  const dialog = page.getByTestId("popup-dialog");

  await page.clock.runFor(29_000);
  await expect(dialog).toHaveCount(0);
  const report = page.waitForRequest((request) => request.url().includes("openDialog"));
  await page.clock.runFor(1_500);
  await expect(dialog).toBeVisible();
  await expect(dialog).toHaveAttribute("data-dialog-id", "members-welcome");
  await expect(dialog).toHaveAttribute("aria-modal", "true");
  // The desktop (pc) texts.
  await expect(dialog).toHaveAccessibleName(/New here\? Members get HK\$200 off/);
  await expect(dialog.getByRole("link", { name: "Join now" })).toHaveAttribute("href", "/register");
  // Reported by dialog id.
  expect((await report).postDataJSON()).toMatchObject({ variables: { id: "members-welcome" } });

  // Focus is inside and stays inside; Escape closes.
  await expect(dialog.getByRole("button", { name: "Close" })).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(dialog.getByRole("link", { name: "Join now" })).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(dialog.getByRole("button", { name: "Close" })).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(dialog).toHaveCount(0);

  // Activity restarts the timer: a scroll 20 s in puts the next opening 30 s after it.
  await page.clock.runFor(20_000);
  const scrolledBefore = await page.evaluate(() => window.scrollY);
  await page.mouse.wheel(0, 200);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrolledBefore);
  await page.clock.runFor(20_000);
  await expect(dialog).toHaveCount(0);
  await page.clock.runFor(11_000);
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Close" }).click();
  await expect(dialog).toHaveCount(0);
  expect(await dailyCounts(page)).toEqual({ day: "2026-11-27", counts: { "members-welcome": 2 } });

  // Its daily count (2) is used up: no third opening today, also after a reload.
  await page.clock.runFor(120_000);
  await expect(dialog).toHaveCount(0);

  // The counters expire at the end of the day (Hong Kong time): tomorrow it shows again.
  // (The timer fired with nothing to show; the next activity starts it again.)
  await page.clock.setSystemTime(new Date("2026-11-27T16:00:30Z"));
  await page.keyboard.press("a");
  await page.clock.runFor(31_000);
  await expect(dialog).toBeVisible();
  expect(await dailyCounts(page)).toEqual({ day: "2026-11-28", counts: { "members-welcome": 1 } });
});

test("a route change closes the pop-up", async ({ page }) => {
  await openWithPopups(page, "/products");
  const dialog = page.getByTestId("popup-dialog");
  await page.clock.runFor(31_000);
  await expect(dialog).toBeVisible();
  // A client-side navigation from the header while the dialog is open (the page's window
  // stays, so the marker survives; a full load would close the dialog trivially).
  await page.evaluate(() => {
    (window as unknown as { stayed: boolean }).stayed = true;
    const link = document.querySelector<HTMLAnchorElement>('header a[href="/products/men"]');
    link?.click();
  });
  await expect(page).toHaveURL(/\/products\/men$/);
  await expect(dialog).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
});

test("no pop-up on the payment pages, where the island does not even load", async ({ page }) => {
  const configAsked: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("dialogConfig")) configAsked.push(request.url());
  });
  await page.clock.install({ time: POPUP_TEST_START });
  await page.goto("/payment");
  await page.waitForLoadState("networkidle");
  await page.clock.runFor(DIALOGS_LOAD_IDLE_TIMEOUT_MS + 120_000);
  await expect(page).toHaveURL(/\/payment$/);
  await expect(page.getByTestId("popup-dialog")).toHaveCount(0);
  expect(configAsked).toEqual([]);
});

test("the dynamic basket shows the amount still missing for free delivery", async ({ page }) => {
  await openWithPopups(page, "/products", async () => {
    await call(page.request, cartAdd, { input: [{ skuCode: cheap.sku.code, quantity: 1 }] });
    // The welcome promotion has used up today's count, so the basket is first in the queue.
    await page.evaluate(
      ([key, day]) =>
        window.localStorage.setItem(key, JSON.stringify({ day, counts: { "members-welcome": 2 } })),
      [DIALOG_COUNTS_KEY, "2026-11-27"] as const,
    );
  });
  const { calculation } = (await call(page.request, cart, { couponCodes: [] })).cart;
  const total =
    amountToCents(calculation.amount.amount) - amountToCents(calculation.postage.amount);
  // The demo's basket-free-delivery dialog: rule lt, threshold HK$1,000.
  expect(total).toBeGreaterThan(0);
  expect(total).toBeLessThan(100_000);

  await page.clock.runFor(30_500);
  const dialog = page.getByTestId("popup-dialog");
  await expect(dialog).toHaveAttribute("data-dialog-id", "basket-free-delivery");
  await expect(
    dialog.getByText(`${formatCents(100_000 - total, "HKD", "en")} more for free delivery`),
  ).toBeVisible();
  await expect(dialog.getByRole("link", { name: "View bag" })).toHaveAttribute("href", "/cart");
});

test("after two product views and an add to bag, the reminder and then the recommendations open after the recommended popup's timeout", async ({
  page,
}) => {
  const recentViews = () =>
    page.evaluate(
      (key) => (JSON.parse(window.localStorage.getItem(key) ?? "[]") as unknown[]).length,
      RECENT_VIEW_KEY,
    );
  await openWithPopups(page, productPath(cheap), async () => {
    await page.goto(productPath(jacket));
    await expect.poll(recentViews).toBe(1);
    // The welcome and basket dialogs have used up today's counts.
    await page.evaluate(
      ([key, day]) =>
        window.localStorage.setItem(
          key,
          JSON.stringify({ day, counts: { "members-welcome": 2, "basket-free-delivery": 2 } }),
        ),
      [DIALOG_COUNTS_KEY, "2026-11-27"] as const,
    );
  });
  await expect.poll(recentViews).toBe(2);
  await page.getByTestId("add-to-cart").click();
  await expect(page.getByTestId("cart-count").first()).not.toHaveText("0");
  await page.keyboard.press("Escape");
  await page.clock.runFor(100);

  // The demo's recommended popup waits 15 s (its own timeout) once something was added.
  const dialog = page.getByTestId("popup-dialog");
  await page.clock.runFor(14_000);
  await expect(dialog).toHaveCount(0);
  await page.clock.runFor(1_500);
  await expect(dialog).toHaveAttribute("data-dialog-id", "recently-viewed");
  await expect(dialog.locator(`a[href="/product/${jacket.product.code}"]`)).toBeVisible();
  await dialog.getByRole("button", { name: "Close" }).click();

  // Next in the queue after the reminder: the recommendations for what was added.
  await page.clock.runFor(15_500);
  await expect(dialog).toHaveAttribute("data-dialog-id", "after-add-recommend");
  await expect(dialog.locator('a[href^="/product/"]').first()).toBeVisible();
  await dialog.getByRole("button", { name: "Close" }).click();

  // Showing it reset its flag, and the reminder has used its count: nothing more today.
  await page.clock.runFor(120_000);
  await expect(dialog).toHaveCount(0);
});
