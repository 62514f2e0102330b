/**
 * Coupons in the operations console (issue 17 item 3 "promotions and coupons (create, pause, see
 * uses)"; ADR 0048): an operator's coupon at fault is refused with the rule's message and not
 * listed; a valid promotion code is created and listed with no uses; paused, a shopper's order
 * with it is refused; resumed, a shopper's order takes it, and the console counts that use and
 * lists the order under the coupon. A content editor is refused the coupons. Desktop, English.
 */
import { expect, test, type Page } from "@playwright/test";
import { createOrder } from "@/lib/graphql/operations/checkout";
import { DEMO_OPERATORS } from "@/lib/seed/demo-accounts";
import { opsSignIn } from "./after-sales-support";
import { cheap } from "./demo-picks";
import { call } from "./orders-support";
import { loginAs } from "./support";

const [EDITOR, OPERATIONS] = DEMO_OPERATORS;

test.describe.configure({ timeout: 90_000 });

/** A member's order of the cheap pick with the code; its userErrors' codes and the order. */
async function orderWith(member: Page, code: string) {
  const data = await call(member.request, createOrder, {
    input: {
      idempotencyKey: `e2e-coupon-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`,
      terminal: "PC",
      checkoutKind: "MEMBER",
      distributionType: "PICKUP",
      pickUpPointCode: "STORE-CWB",
      pickUpContact: { name: "Mei Chan", mobile: "91234567" },
      isSameAsAddress: true,
      orderLines: [{ skuCode: cheap.sku.code, quantity: 1 }],
      discountCodes: [{ couponCode: code.toLowerCase(), couponType: "PROMOTION_CODE" }],
      payType: "VISA",
    },
  });
  return {
    refusals: data.orderCreate.userErrors.map((error) => error.code),
    orderCode: data.orderCreate.order?.code ?? null,
  };
}

test("an operator creates, pauses and resumes a coupon; a shopper's order is its use", async ({
  page: ops,
  browser,
}) => {
  const code = `E2E${Date.now().toString(36).toUpperCase()}`;
  await opsSignIn(ops, OPERATIONS);
  await ops.goto("/ops/promotions");
  const form = ops.getByTestId("ops-coupon-create");
  const couponRow = () =>
    ops.getByTestId("ops-coupons-table").getByRole("row").filter({ hasText: code });

  // At fault: 95% off is refused with the rule's message and nothing is listed.
  await form.getByLabel("Coupon code").fill(code);
  await form.getByLabel("Coupon name (English)").fill("HK$10 off");
  await form.getByLabel("Coupon name (Chinese)").fill("減HK$10");
  await form.getByLabel("Benefit").selectOption("PERCENT_OFF");
  await form.getByLabel("Percent off", { exact: true }).fill("95");
  await form.getByRole("button", { name: "Create coupon" }).click();
  await expect(form.getByRole("alert")).toContainText(
    "The percent off must be a whole number from 1 to 90.",
  );
  await expect(couponRow()).toHaveCount(0);

  // Valid: HK$10 off, at most 5 uses.
  await form.getByLabel("Benefit").selectOption("AMOUNT_OFF");
  await form.getByLabel("Amount off (HK$)", { exact: true }).fill("10");
  await form.getByLabel("Usage limit (empty: unlimited)").fill("5");
  await form.getByRole("button", { name: "Create coupon" }).click();
  await expect(form.getByRole("status")).toHaveText(`Created ${code} (ACTIVE).`);
  const cells = couponRow().getByRole("cell");
  await expect(cells.nth(3)).toHaveText("HK$10.00 off");
  await expect(cells.nth(5)).toHaveText("ACTIVE");
  await expect(cells.nth(6)).toHaveText("5");
  await expect(cells.nth(7)).toHaveText("0");

  // Paused: a shopper's order with it is refused.
  await couponRow().getByRole("button", { name: "Pause" }).click();
  await expect(cells.nth(5)).toHaveText("INACTIVE");
  await expect(cells.nth(7)).toHaveText("0");
  const member = await (await browser.newContext()).newPage();
  await loginAs(member);
  const refused = await orderWith(member, code);
  expect(refused.orderCode).toBeNull();
  expect(refused.refusals.length).toBeGreaterThan(0);

  // Resumed: the shopper's order takes it, and the console shows the use and the order.
  await couponRow().getByRole("button", { name: "Resume" }).click();
  await expect(cells.nth(5)).toHaveText("ACTIVE");
  const taken = await orderWith(member, code);
  expect(taken.refusals).toEqual([]);
  await ops.reload();
  await expect(cells.nth(7)).toHaveText("1");
  await couponRow().getByRole("link", { name: code }).click();
  await ops.waitForURL(new RegExp(`/ops/coupons/${code}$`));
  await expect(ops.getByTestId("ops-coupon-summary")).toContainText("1 uses");
  const orders = ops.getByTestId("ops-coupon-orders");
  await expect(orders.getByRole("row").filter({ hasText: taken.orderCode! })).toContainText(
    "10.00",
  );
});

test("a content editor is refused the coupons", async ({ page }) => {
  await opsSignIn(page, EDITOR);
  await page.goto("/ops/coupons/SUMMIT100");
  await expect(page.getByTestId("ops-coupon").getByRole("alert")).toBeVisible();
  await expect(page.getByTestId("ops-coupon-orders")).toHaveCount(0);
});
