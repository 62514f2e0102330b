/**
 * The console's orders and returns (issue 17 item 3, done-when): an operator ships a member's
 * paid order with a tracking number from /ops/orders/{code}, the member sees it in the order
 * detail, and the operator marks it delivered, then rejects a return with a reason; a member's
 * return (asked through the API, as the shopper's form is another part) is approved (a stale
 * page's second approval refused with its message), its parcel recorded, received and finished
 * in /ops/returns, its refund paid through the sandbox (REFUNDED), and the member's order line
 * shows the refund; a content editor is refused both sections.
 */
import { expect, test, type Browser, type Page } from "@playwright/test";
import { afterSalesCreate } from "@/lib/graphql/operations/after-sales";
import { opsSignIn, payInSandbox } from "./after-sales-support";
import { subjectsMailedTo } from "./mail";
import { getOrderDetail } from "@/lib/graphql/operations/orders";
import { DEMO_MEMBER, DEMO_OPERATORS } from "@/lib/seed/demo-accounts";
import { call, placeOrder } from "./orders-support";
import { gotoHydrated, loginAs } from "./support";

const [EDITOR, OPERATIONS] = DEMO_OPERATORS;

// Each journey signs in twice and pays through the sandbox: more than the default 30 s.
test.describe.configure({ timeout: 90_000 });

/** The member's paid order, in a page signed in as the member. */
async function paidMemberOrder(browser: Browser) {
  const member = await (await browser.newContext()).newPage();
  await loginAs(member, DEMO_MEMBER);
  const code = await placeOrder(member);
  await payInSandbox(member, code);
  return { member, code };
}

/** An operator's page on the order's console detail. */
async function operatorOn(browser: Browser, path: string) {
  const ops = await (await browser.newContext()).newPage();
  await opsSignIn(ops, OPERATIONS);
  await ops.goto(path);
  return ops;
}

/** Ships the order from its console page with a tracking number, then marks it delivered. */
async function shipAndDeliver(ops: Page, trackingNo: string, between?: () => Promise<void>) {
  const status = ops.getByTestId("ops-order-status");
  // The sandbox's payment notice may land just after the result page: read the order again.
  await expect(async () => {
    await ops.reload();
    await expect(status).toHaveText("WAIT_DELIVERY", { timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  const actions = ops.getByTestId("ops-order-actions");
  await actions.getByLabel("Tracking number").fill(trackingNo);
  await actions.getByRole("button", { name: "Ship", exact: true }).click();
  await expect(status).toHaveText("WAIT_RECEIVE");
  await expect(ops.getByTestId("ops-order-shipments")).toContainText(trackingNo);
  await between?.();
  await actions.getByRole("button", { name: "Mark delivered" }).click();
  await expect(status).toHaveText("WAIT_EVALUATE");
}

/** The member asks to return one unit of the order's first line through the API (the shopper's
 * form is another part). */
async function askReturn(member: Page, code: string) {
  const detail = await call(member.request, getOrderDetail, { code, type: null });
  const line = detail.orderDetail.orderLines[0]!;
  const created = await call(member.request, afterSalesCreate, {
    input: {
      orderCode: code,
      type: "RETURN",
      reason: "Too small",
      memo: "Worn once indoors",
      photos: [],
      lines: [{ orderLineId: line.id, quantity: 1 }],
    },
  });
  expect(created.afterSalesCreate.userErrors).toEqual([]);
  return { returnCode: created.afterSalesCreate.afterSalesOrder!.code, line };
}

test("an operator ships a paid order with a tracking number the member sees, delivers it, and rejects a return", async ({
  browser,
}) => {
  const { member, code } = await paidMemberOrder(browser);
  const ops = await operatorOn(browser, `/ops/orders/${code}`);
  const trackingNo = `SF${Date.now()}`;
  await shipAndDeliver(ops, trackingNo, async () => {
    await gotoHydrated(member, `/user/order-detail/${code}`);
    await expect(member.getByTestId("order-logistics")).toContainText(trackingNo);
  });
  await expect(
    ops.getByTestId("ops-order-actions").getByRole("button", { name: "Ship", exact: true }),
  ).toHaveCount(0);

  // A return asked for now is rejected with a reason the page keeps.
  const { returnCode } = await askReturn(member, code);
  await ops.goto(`/ops/returns/${returnCode}`);
  const actions = ops.getByTestId("ops-return-actions");
  await actions.getByLabel("Reject reason (the shopper reads it)").fill("Worn outdoors");
  await actions.getByRole("button", { name: "Reject" }).click();
  await expect(ops.getByTestId("ops-return-status")).toHaveText("AUDIT_FAILED");
  await expect(ops.getByTestId("ops-return")).toContainText("Rejected becauseWorn outdoors");
  await expect(ops.getByTestId("ops-return-refund")).toContainText("No refund yet");
});

test("an operator approves, receives and finishes a member's return; the refund is paid and shown", async ({
  browser,
}) => {
  const { member, code } = await paidMemberOrder(browser);
  const ops = await operatorOn(browser, `/ops/orders/${code}`);
  await shipAndDeliver(ops, `SF${Date.now()}`);

  const { returnCode, line } = await askReturn(member, code);

  // Found from the order's page, and in the returns table by its order, opened from there.
  await ops.getByRole("link", { name: "Returns and exchanges of this order" }).click();
  await expect(ops.getByTestId("ops-returns-table").getByRole("row")).toHaveCount(2);
  await ops.getByTestId("ops-menu").getByRole("link", { name: "Returns" }).click();
  await ops.waitForURL(/\/ops\/returns$/);
  const filter = ops.getByTestId("ops-returns-filter");
  await filter.getByLabel("Order code").fill(code);
  await filter.getByRole("button", { name: "Search" }).click();
  const table = ops.getByTestId("ops-returns-table");
  await expect(table.getByRole("row")).toHaveCount(2);
  await table.getByRole("link", { name: returnCode }).click();
  await ops.waitForURL(new RegExp(`/ops/returns/${returnCode}$`));
  await expect(ops.getByTestId("ops-return-reason")).toHaveText("Too small");
  await expect(ops.getByTestId("ops-return-lines")).toContainText(line.skuCode);

  // A second operator's page, opened before the approval, goes stale.
  const stale = await ops.context().newPage();
  await stale.goto(ops.url());
  const status = ops.getByTestId("ops-return-status");
  const actions = ops.getByTestId("ops-return-actions");
  await expect(status).toHaveText("NEW");
  await actions.getByRole("button", { name: "Approve" }).click();
  await expect(status).toHaveText("WAIT_SEND_BACK");
  // Its approval is refused with the API's message, and changes nothing.
  const staleActions = stale.getByTestId("ops-return-actions");
  await staleActions.getByRole("button", { name: "Approve" }).click();
  await expect(staleActions.getByRole("alert")).toHaveText(
    "This request has already moved on; please refresh.",
  );
  await stale.close();
  // The member's parcel, recorded by the operator, then received.
  await actions.getByLabel("Parcel sent back: tracking number").fill("SF-BACK-1234");
  await actions.getByRole("button", { name: "Record parcel sent back" }).click();
  await expect(status).toHaveText("ON_BACKING");
  await expect(ops.getByTestId("ops-return-tracking")).toHaveText("SF-BACK-1234");
  await actions.getByRole("button", { name: "Receive into stock" }).click();
  await expect(status).toHaveText("BACK_IN_STORAGE");
  await actions.getByRole("button", { name: "Finish and refund" }).click();
  await expect(status).toHaveText("FINISHED");
  await expect(ops.getByTestId("ops-return-refund-status")).toHaveText("REFUNDED");
  await expect(ops.getByTestId("ops-return-events")).toContainText("BACK_IN_STORAGE → FINISHED");
  // Nothing is left to do once finished.
  await expect(actions.getByRole("button")).toHaveCount(0);
  await expect(ops.getByTestId("ops-return-events")).toContainText(`ops:${OPERATIONS.email}`);

  await gotoHydrated(member, `/user/order-detail/${code}`);
  await expect(member.getByTestId("line-refund").first()).toHaveText("Refunded");
  // The member's refund record shows the request refunded, with its refund number.
  await gotoHydrated(member, "/user/refund-record");
  await member
    .getByTestId("after-sales-card")
    .filter({ hasText: returnCode })
    .getByTestId("after-sales-detail-link")
    .click();
  await member.waitForURL(new RegExp(`/user/refund-order-detail/${returnCode}`));
  await expect(member.getByTestId("refund-stage-current")).toHaveText("Refunded");
  await expect(member.getByTestId("after-sales-refund-no")).not.toBeEmpty();
  // And every step's e-mail reached the member, through the outbox.
  await expect
    .poll(() => subjectsMailedTo(DEMO_MEMBER.email), { timeout: 20_000 })
    .toEqual(
      expect.arrayContaining([
        `Your order ${code} is on its way`,
        `Your order ${code} has been delivered`,
        `Return ${returnCode} for order ${code} approved`,
        `Refund for order ${code} completed`,
      ]),
    );
});

test("a content editor cannot open the returns or the orders section", async ({ page }) => {
  await opsSignIn(page, EDITOR);
  await expect(page.getByTestId("ops-menu").getByRole("link", { name: "Returns" })).toHaveCount(0);
  for (const path of ["/ops/returns", "/ops/orders"]) {
    await page.goto(path);
    await expect(page.getByRole("main").getByRole("alert")).toHaveText(
      "Your role does not allow this.",
    );
  }
  await expect(page.getByTestId("ops-returns-table")).toHaveCount(0);
});
