/**
 * Returns as a shopper meets them (issue 17 item 1; shopping §2 Refund record, Refund order
 * detail; §9 "Return within 14 days of receipt"): a member returns one line of a delivered order
 * with a reason, finds it in the refund record and its detail (Submitted), and withdraws it; a
 * guest returns through the order lookup (order track → order detail with the token → return →
 * refund order detail), is approved by an operator and gives the parcel's tracking number; a visitor opening the refund record goes to login.
 * Both attach a photo (docs/adr/0047): uploaded as it is picked, shown as a thumbnail that can be
 * removed, and seen again on the refund order detail, read with the shopper's own credentials. Orders are placed
 * through the API and paid in the sandbox; delivery is an operator's step (after-sales-support).
 * Desktop project, English.
 */
import { readFileSync } from "node:fs";
import { expect, test, type Browser, type Page } from "@playwright/test";
import sharp from "sharp";
import type enShape from "@/messages/en.json";
import { approveReturn, opsSignIn, payInSandbox, shipAndDeliver } from "./after-sales-support";
import { placeOrder } from "./orders-support";
import { gotoHydrated, loginAs } from "./support";
import { DEMO_STAFF } from "@/lib/seed/demo-accounts";

/** The English texts, read as a file: Playwright's ESM loader does not import JSON. */
const en = JSON.parse(readFileSync("messages/en.json", "utf8")) as typeof enShape;
const texts = en.afterSales;
const photoTexts = en.afterSalesPhotos;

/** A small photo of a seam, made here rather than committed. */
const photo = (red: number) =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: { r: red, g: 90, b: 40 } } })
    .png()
    .toBuffer();

/** Ordering, paying, delivering and returning take longer than the default 30 s. */
test.describe.configure({ timeout: 120_000 });

/**
 * On an order detail: asks to return its first line with a reason and one photo (two picked, the
 * first removed); lands on the request, which shows the photo.
 */
async function returnFirstLine(page: Page): Promise<string> {
  await page.getByTestId("return-open").click();
  await page.getByTestId("return-line-choose").first().check();
  await page.getByTestId("return-reason").selectOption({ label: texts.request.reasons.wrongSize });
  await page.getByTestId("return-memo").fill("Too small in the shoulders.");
  const photos = page.getByTestId("return-photos");
  await photos.getByLabel(photoTexts.label).setInputFiles([
    { name: "front.png", mimeType: "image/png", buffer: await photo(200) },
    { name: "seam.png", mimeType: "image/png", buffer: await photo(120) },
  ]);
  await expect(photos.getByTestId("return-photo")).toHaveCount(2);
  await expect(photos.getByTestId("return-photos-count")).toHaveText(
    photoTexts.count.replace("{count}", "2").replace("{max}", "6"),
  );
  await photos.getByRole("button", { name: photoTexts.remove.replace("{n}", "1") }).click();
  await expect(photos.getByTestId("return-photo")).toHaveCount(1);
  // Not a photo: refused by the server, in words, and nothing added.
  await photos.getByLabel(photoTexts.label).setInputFiles({
    name: "notes.png",
    mimeType: "image/png",
    buffer: Buffer.from("not a photo"),
  });
  await expect(photos.getByRole("alert")).toHaveText(
    photoTexts.errors.AFTER_SALES_PHOTO_NOT_AN_IMAGE,
  );
  await expect(photos.getByTestId("return-photo")).toHaveCount(1);
  await page.getByTestId("return-submit").click();
  await page.waitForURL(/\/user\/refund-order-detail\/AS/);
  const detail = page.getByTestId("after-sales-detail");
  const code = (await detail.getByTestId("after-sales-code").textContent())!.trim();
  await expect(detail.getByTestId("after-sales-status")).toHaveText(texts.status.NEW);
  await expect(detail.getByTestId("after-sales-reason")).toHaveText(
    texts.request.reasons.wrongSize,
  );
  await expect(detail.getByTestId("refund-stage-current")).toHaveText(texts.stages.created);
  await expect(detail.getByTestId("after-sales-line")).toHaveCount(1);
  // The photo kept, fetched from the private route and decoded by the browser.
  const shown = detail.getByTestId("request-photo");
  await expect(shown).toHaveCount(1);
  await expect(shown).toHaveAttribute("alt", photoTexts.photo.replace("{n}", "1"));
  await expect
    .poll(() => shown.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBe(64);
  return code;
}

/**
 * The photo is private: the operations operator sees it on the console's return; another member
 * and a visitor cannot read it.
 */
async function photoSeenBy(browser: Browser, src: string, code: string): Promise<void> {
  const ops = await browser.newContext();
  const opsPage = await ops.newPage();
  await opsSignIn(opsPage);
  await opsPage.goto(`/ops/returns/${code}`);
  const shown = opsPage.getByTestId("ops-return-photos").getByRole("img", { name: "Photo 1" });
  await expect
    .poll(() => shown.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBe(64);
  await ops.close();

  const other = await browser.newContext();
  const otherPage = await other.newPage();
  expect((await otherPage.request.get(src)).status()).toBe(401);
  await loginAs(otherPage, DEMO_STAFF);
  expect((await otherPage.request.get(src)).status()).toBe(404);
  await other.close();
}

test("a member returns a line of a delivered order, sees it in the refund record and cancels it", async ({
  page,
  browser,
}) => {
  await loginAs(page);
  const orderCode = await placeOrder(page);
  await payInSandbox(page, orderCode);
  await shipAndDeliver(browser, orderCode);

  await gotoHydrated(page, `/user/order-detail/${orderCode}`);
  // Nothing chosen: the form says so beside the items and sends nothing.
  await page.getByTestId("return-open").click();
  await page.getByTestId("return-submit").click();
  await expect(page.getByText(texts.request.noLines)).toBeVisible();
  await page.getByRole("button", { name: texts.request.close }).click();
  const code = await returnFirstLine(page);
  // The request's photo path (the <img> itself shows an object URL of its bytes).
  const src = (await page
    .getByTestId("after-sales-detail")
    .getByTestId("request-photo")
    .getAttribute("data-photo"))!;
  expect(src).toMatch(/^\/api\/after-sales\/photos\/[0-9a-f-]{36}$/);
  await photoSeenBy(browser, src, code);

  await gotoHydrated(page, "/user/refund-record");
  const card = page.getByTestId("after-sales-card").filter({ hasText: code });
  await expect(card).toBeVisible();
  await expect(card).toContainText(orderCode);
  await expect(card.getByTestId("after-sales-status")).toHaveText(texts.status.NEW);
  await card.getByTestId("after-sales-detail-link").click();
  await page.waitForURL(new RegExp(`/user/refund-order-detail/${code}`));

  // Pages left stay mounted, hidden (React Activity): look inside this detail only.
  const detail = page.getByTestId("after-sales-detail");
  await detail.getByTestId("after-sales-cancel").click();
  await detail.getByTestId("after-sales-cancel-confirm").click();
  await expect(detail.getByTestId("after-sales-status")).toHaveText(texts.status.CANCELED);
  await expect(detail.getByTestId("after-sales-cancel")).toHaveCount(0);
  await expect(
    detail.getByText(texts.stages.closed.replace("{status}", texts.status.CANCELED)),
  ).toBeVisible();

  // The line is free again: the order offers the return once more.
  await gotoHydrated(page, `/user/order-detail/${orderCode}`);
  await expect(page.getByTestId("return-open")).toBeVisible();
});

test("a guest returns a line through the order lookup", async ({ page, browser }) => {
  const email = `return.guest.${Date.now()}@example.com`;
  await gotoHydrated(page, "/");
  const orderCode = await placeOrder(page, { checkoutKind: "GUEST", email });
  await payInSandbox(page, orderCode);
  await shipAndDeliver(browser, orderCode);

  await gotoHydrated(page, "/guest/orderTrack");
  await page.getByTestId("lookup-orderCode").fill(orderCode);
  await page.getByTestId("lookup-email").fill(email);
  await page.getByTestId("lookup-confirm").click();
  await expect(page).toHaveURL(new RegExp(`/user/order-detail/${orderCode}\\?tempToken=`));
  const code = await returnFirstLine(page);
  await expect(page).toHaveURL(/\?tempToken=/);

  // Approved by an operator, the request asks for the parcel's tracking number.
  await approveReturn(browser, code);
  await page.reload();
  const detail = page.getByTestId("after-sales-detail");
  await expect(detail.getByTestId("after-sales-status")).toHaveText(texts.status.WAIT_SEND_BACK);
  await expect(detail.getByTestId("refund-stage-current")).toHaveText(texts.stages.inProcess);
  await detail.getByTestId("after-sales-tracking").fill("no");
  await detail.getByTestId("after-sales-send-back").click();
  await expect(detail.getByText(texts.detail.trackingNoInvalid)).toBeVisible();
  await detail.getByTestId("after-sales-tracking").fill("SF-778899001");
  await detail.getByTestId("after-sales-send-back").click();
  await expect(detail.getByTestId("after-sales-status")).toHaveText(texts.status.ON_BACKING);
  await expect(detail.getByTestId("after-sales-return-tracking")).toHaveText("SF-778899001");

  // The guest's way back to the order keeps the token.
  await page.getByTestId("after-sales-order-link").click();
  await expect(page).toHaveURL(new RegExp(`/user/order-detail/${orderCode}\\?tempToken=`));
  await expect(page.getByTestId("order-code")).toHaveText(orderCode);
});

test("a visitor opening the refund record goes to login", async ({ page }) => {
  await page.goto("/user/refund-record");
  await expect(page).toHaveURL(/\/login\?redirectUrl=%2Fuser%2Frefund-record/);
});

test("another account's request shows 'not in this account'", async ({ page }) => {
  await loginAs(page);
  await gotoHydrated(page, "/user/refund-order-detail/ASNOTYOURS0000");
  await expect(page.getByTestId("after-sales-not-in-account")).toBeVisible();
});
