/**
 * Checkout and payment as shoppers do them (shopping §2 Checkout, Payment result, Orders, Guest
 * order tracking; accounts §2 Guest order lookup dialog): a guest pays by the sandbox's success
 * card and finds the order by code and e-mail; a declined card fails and a retry pays; the demo
 * member picks up in store and sees the order in handling. Desktop project.
 */
import { expect, test, type Page } from "@playwright/test";
import { cheap, jacket } from "./demo-picks";
import { fillBagAndCheckOut, fillExpressDelivery, gotoHydrated, loginAs } from "./support";

const SUCCESS_CARD = "4242 4242 4242 4242";
const DECLINE_CARD = "4000 0000 0000 0002";

async function guestExpressDetails(page: Page, email: string): Promise<void> {
  await page.getByLabel("E-mail").fill(email);
  await fillExpressDelivery(page);
}

/** Places the order; returns the payment window and the order code from this tab's URL. */
async function placeAndPay(page: Page, card: string): Promise<{ code: string; payment: Page }> {
  const popup = page.waitForEvent("popup");
  await page.getByTestId("place-order").click();
  const payment = await popup;
  await expect(page).toHaveURL(/\/pay\/result\/SO[A-Z2-9]{12}\?waiting=true/);
  const code = /\/pay\/result\/(SO[A-Z2-9]{12})/.exec(page.url())![1]!;
  await payment.waitForURL(/\/api\/payments\/sandbox\/pay/);
  await payment.getByLabel(/Card number/).fill(card);
  await payment.getByRole("button", { name: /Pay/ }).click();
  return { code, payment };
}

test.describe("checkout and payment", () => {
  test("a guest pays with the success card and finds the order by code and e-mail", async ({
    page,
  }) => {
    await fillBagAndCheckOut(page, jacket);
    await guestExpressDetails(page, "guest.e2e@example.com");
    const { code, payment } = await placeAndPay(page, SUCCESS_CARD);
    await payment.waitForURL(new RegExp(`/pay/result/${code}`));
    await expect(payment.getByText("Thank you, your payment was received")).toBeVisible();
    await expect(page.getByText("Thank you, your payment was received")).toBeVisible({
      timeout: 20_000,
    });

    await gotoHydrated(page, "/");
    await page.getByTestId("order-lookup-button").first().click();
    const dialog = page.getByTestId("order-lookup-dialog");
    await dialog.getByLabel(/Order number/).fill(code);
    await dialog.getByLabel(/E-mail/).fill("someone.else@example.com");
    await dialog.getByTestId("lookup-confirm").click();
    await expect(dialog.getByTestId("lookup-check-error")).toBeVisible();
    await dialog.getByLabel(/E-mail/).fill("guest.e2e@example.com");
    await dialog.getByTestId("lookup-confirm").click();
    await expect(page).toHaveURL(new RegExp(`/user/order-detail/${code}\\?tempToken=`));
    await expect(page.getByTestId("order-code")).toContainText(code);
    await expect(page.getByTestId("order-status")).toHaveText("Processing");
  });

  test("a declined card leads to the failure page, and a retry pays", async ({ page }) => {
    await fillBagAndCheckOut(page, cheap);
    await guestExpressDetails(page, "decline.e2e@example.com");
    const { code, payment } = await placeAndPay(page, DECLINE_CARD);
    await payment.waitForURL(new RegExp(`/pay/result/${code}\\?isPaid=no`));
    await expect(
      payment.getByText("Payment not received. Please retry or contact us."),
    ).toBeVisible();
    await payment.getByTestId("pay-retry").click();
    await payment.waitForURL(/\/api\/payments\/sandbox\/pay/);
    await payment.getByLabel(/Card number/).fill(SUCCESS_CARD);
    await payment.getByRole("button", { name: /Pay/ }).click();
    await payment.waitForURL(new RegExp(`/pay/result/${code}`));
    await expect(payment.getByText("Thank you, your payment was received")).toBeVisible();
  });

  test("the demo member sees the go-dollar balance with the most the order can take, and counts items one way", async ({
    page,
  }) => {
    await loginAs(page);
    await fillBagAndCheckOut(page, jacket);
    // The jacket brings a free hat: listed and tagged, but not counted as an item.
    const lines = page.getByTestId("checkout-lines");
    await expect(lines.getByText("Gift")).toHaveCount(1);
    const heading = (await page.getByTestId("checkout-items-heading").textContent()) ?? "";
    const totals =
      (await page.getByTestId("item-count").filter({ visible: true }).textContent()) ?? "";
    expect(heading).toBe(`${totals} ${totals === "1" ? "item" : "items"}`);

    // The demo member's balance moves as other specs ship and refund its orders (the 1% rebate
    // after dispatch), so the rule is checked, not a figure: a jacket costs more than the
    // balance, so the order takes every whole go-dollar of it.
    const balance = page.getByTestId("go-dollar-balance");
    await expect(balance).toHaveText(/^Balance HK\$\d+\.\d{2}: up to \d+ go-dollar on this order$/);
    const [, held, most] = /HK\$(\d+\.\d{2}): up to (\d+)/.exec(
      (await balance.textContent()) ?? "",
    )!;
    expect(Number(most)).toBe(Math.floor(Number(held)));
    expect(Number(most)).toBeGreaterThan(0);
    await page.getByTestId("go-dollar-use-max").click();
    await expect(page.getByTestId("go-dollar-input")).toHaveValue(most!);
    await expect(page.getByTestId("go-dollar-applied")).toHaveText(`Go-dollar saves HK$${most}`);
  });

  test("the demo member picks up in store and sees the order in handling", async ({ page }) => {
    await loginAs(page);
    await fillBagAndCheckOut(page, cheap);
    await page.locator('[data-testid="delivery-mode"][data-mode="store"]').check();
    // The closed Sha Tin store is listed but cannot be chosen.
    await expect(page.getByRole("radio", { name: /Sha Tin/ })).toBeDisabled();
    await page.getByRole("radio", { name: /Causeway Bay/ }).check();
    await page.getByLabel("Collector's name").fill("Mei Chan");
    await page.getByLabel(/^Collector's mobile/).fill("91234567");
    await page.getByTestId("payment-method").first().check();
    const { code, payment } = await placeAndPay(page, SUCCESS_CARD);
    await payment.waitForURL(new RegExp(`/pay/result/${code}`));
    await gotoHydrated(page, "/user/orders");
    await expect(page.getByTestId("order-card").filter({ hasText: code })).toBeVisible();
  });
});
