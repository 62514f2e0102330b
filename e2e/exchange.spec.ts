/**
 * An exchange as a member and an operator meet it (issue 17 item 1 "or an exchange to another
 * size where stock exists"; item 3 "returns (approve, ..., receive into stock, exchange out)";
 * ADR 0042, 0046): a member asks to exchange a delivered order's line for another size from the
 * order detail; an operator finds it in /ops/returns (filtered, then sorted on the server by a
 * header), approves it, records the parcel coming back, receives it, sends the new size out and
 * finishes; at each step the member's refund order detail shows where it is (Submitted,
 * Approved, Parcel on its way back, Received, New size sent, Completed, and the last stage
 * "Exchanged"). Orders are placed through the API and paid in the sandbox; delivery is an
 * operator's step (after-sales-support). Desktop, English.
 */
import { readFileSync } from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import type enShape from "@/messages/en.json";
import { DEFAULT_SEED_PRODUCTS } from "@/lib/seed";
import { generateProducts } from "@/lib/seed/products-generate";
import { opsSignIn, payInSandbox, shipAndDeliver } from "./after-sales-support";
import { placeOrder } from "./orders-support";
import { gotoHydrated, loginAs } from "./support";

/** The English texts, read as a file: Playwright's ESM loader does not import JSON. */
const en = JSON.parse(readFileSync("messages/en.json", "utf8")) as typeof enShape;
const texts = en.afterSales;

/** Ordering, paying, delivering and five operator steps take longer than the default 30 s. */
test.describe.configure({ timeout: 150_000 });

/**
 * A SKU of the demo seed (its own generator, so the spec and the seed agree) that is not a
 * jacket (jackets earn a gift line) and not on promotion, with another size of the same colour
 * in stock to exchange it for.
 */
function exchangePair() {
  for (const product of generateProducts(DEFAULT_SEED_PRODUCTS, new Date())) {
    if (product.saleStatus !== "ON_SHELF") continue;
    if (product.categories.some((category) => category.path.includes("jackets"))) continue;
    const usable = product.skus.filter(
      (sku) => sku.isEnabled && sku.available >= 10 && !sku.promotion && sku.salePrice <= 80_000,
    );
    for (const sku of usable) {
      const other = usable.find(
        (candidate) =>
          candidate.colour.code === sku.colour.code && candidate.sizeCode !== sku.sizeCode,
      );
      if (other) return { sku, other };
    }
  }
  throw new Error("No demo product has two sizes of one colour in stock");
}

const { sku, other } = exchangePair();

/** The member's view of the request: its status text and current stage, after a reload. */
async function memberSees(member: Page, code: string, status: string, stage: string) {
  await gotoHydrated(member, `/user/refund-order-detail/${code}`);
  const detail = member.getByTestId("after-sales-detail");
  await expect(detail.getByTestId("after-sales-status")).toHaveText(status);
  await expect(detail.getByTestId("refund-stage-current")).toHaveText(stage);
}

test("a member exchanges a delivered line for another size; an operator takes it through to finished", async ({
  page: member,
  browser,
}) => {
  await loginAs(member);
  const orderCode = await placeOrder(member, {
    orderLines: [{ skuCode: sku.code, quantity: 1 }],
  });
  await payInSandbox(member, orderCode);
  await shipAndDeliver(browser, orderCode);

  // The member asks for the other size from the order detail.
  await gotoHydrated(member, `/user/order-detail/${orderCode}`);
  await member.getByTestId("return-open").click();
  await member.getByTestId("return-type-EXCHANGE").check();
  await member.getByTestId("return-line-choose").first().check();
  // No size chosen yet: the form says so and sends nothing.
  await member.getByTestId("return-submit").click();
  await expect(member.getByText(texts.request.sizeRequired)).toBeVisible();
  await member.getByTestId("return-line-size").selectOption(other.code);
  await member
    .getByTestId("return-reason")
    .selectOption({ label: texts.request.reasons.wrongSize });
  await member.getByTestId("return-submit").click();
  await member.waitForURL(/\/user\/refund-order-detail\/AS/);
  const detail = member.getByTestId("after-sales-detail");
  const code = (await detail.getByTestId("after-sales-code").textContent())!.trim();
  await expect(detail.getByTestId("after-sales-type")).toHaveText(texts.type.EXCHANGE);
  await expect(detail.getByTestId("after-sales-status")).toHaveText(texts.status.NEW);
  await expect(detail.getByTestId("refund-stage-current")).toHaveText(texts.stages.created);

  // The operator finds it among the exchanges and opens it.
  const ops = await (await browser.newContext()).newPage();
  await opsSignIn(ops);
  await ops.goto("/ops/returns");
  const filter = ops.getByTestId("ops-returns-filter");
  await filter.getByLabel("Order code").fill(orderCode);
  await filter.getByLabel("Type").selectOption("EXCHANGE");
  await filter.getByRole("button", { name: "Search" }).click();
  const table = ops.getByTestId("ops-returns-table");
  await expect(table.getByRole("row")).toHaveCount(2);
  // Sorted on the server by a header, the search kept; one page of one.
  await table.getByRole("button", { name: "Amount (HKD)" }).click();
  await ops.waitForURL(/sortBy=AMOUNT/);
  expect(new URL(ops.url()).searchParams.get("orderNo")).toBe(orderCode);
  await expect(table.getByRole("columnheader", { name: "Amount (HKD)" })).toHaveAttribute(
    "aria-sort",
    /ascending|descending/,
  );
  const pager = ops.getByTestId("ops-returns-table-pager");
  await expect(pager).toContainText("Page 1 of 1 (1 returns and exchanges)");
  await expect(pager.getByText("Next page")).toHaveAttribute("aria-disabled", "true");
  await table.getByRole("link", { name: code }).click();
  await ops.waitForURL(new RegExp(`/ops/returns/${code}$`));
  await expect(ops.getByTestId("ops-return-lines")).toContainText(other.code);

  const status = ops.getByTestId("ops-return-status");
  const actions = ops.getByTestId("ops-return-actions");
  await actions.getByRole("button", { name: "Approve" }).click();
  await expect(status).toHaveText("WAIT_SEND_BACK");
  await memberSees(member, code, texts.status.WAIT_SEND_BACK, texts.stages.inProcess);

  await actions.getByLabel("Parcel sent back: tracking number").fill("SF-660011223");
  await actions.getByRole("button", { name: "Record parcel sent back" }).click();
  await expect(status).toHaveText("ON_BACKING");
  await memberSees(member, code, texts.status.ON_BACKING, texts.stages.inProcess);
  await expect(member.getByTestId("after-sales-return-tracking")).toHaveText("SF-660011223");

  await actions.getByRole("button", { name: "Receive into stock" }).click();
  await expect(status).toHaveText("BACK_IN_STORAGE");
  // An exchange is not refunded: its next step sends the new size, not the money.
  await expect(actions.getByRole("button", { name: "Finish and refund" })).toHaveCount(0);
  await memberSees(member, code, texts.status.BACK_IN_STORAGE, texts.stages.inProcess);

  await actions.getByRole("button", { name: "Send the exchange out" }).click();
  await expect(status).toHaveText("EXCHANGE_OUT");
  await memberSees(member, code, texts.status.EXCHANGE_OUT, texts.stages.inProcess);

  await actions.getByRole("button", { name: "Finish" }).click();
  await expect(status).toHaveText("FINISHED");
  await expect(actions).toContainText("Nothing is left to do in status FINISHED.");
  await memberSees(member, code, texts.status.FINISHED, texts.stages.exchanged);
  // No refund for an exchange.
  await expect(member.getByTestId("after-sales-refund-no")).toHaveCount(0);
});
