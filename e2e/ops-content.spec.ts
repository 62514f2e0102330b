/**
 * The operations console's content section (issue 16 part 6), done-when: "an editor signs in to
 * /ops, changes the home banner text, previews, publishes, and a shopper sees it without a
 * restart; roll back". Also: a fault is shown with its path, shoppers and the operations role are
 * refused. The journey changes the demo home page and restores it (roll-back) before it ends.
 */
import { expect, test, type Page } from "@playwright/test";
import sharp from "sharp";
import { CHANNEL_CODE } from "@/lib/graphql/wire";
import { DEMO_MEMBER, DEMO_OPERATORS } from "@/lib/seed/demo-accounts";
import { loginAs } from "./support";

const [EDITOR, OPERATIONS] = DEMO_OPERATORS;
const ORIGINAL_BANNER = "Made for Hong Kong's trails";

async function signIn(page: Page, who: { email: string; password: string }) {
  await page.goto("/ops/sign-in");
  await page.getByLabel("E-mail").fill(who.email);
  await page.getByLabel("Password").fill(who.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  // The console's start page, or the first section of a role (operations: its orders).
  await page.waitForURL(
    (url) => url.pathname.startsWith("/ops") && url.pathname !== "/ops/sign-in",
  );
}

async function openHomeEditor(page: Page) {
  await page.getByTestId("ops-content-list").getByRole("link", { name: "home" }).first().click();
  await page.waitForURL(/\/ops\/content\/landing\/home/);
  // Tiptap mounts in the browser: its toolbar shows the editor is live.
  await expect(page.getByRole("toolbar").first()).toBeVisible();
}

test("an editor changes the home banner, previews, publishes, a shopper sees it, and it rolls back", async ({
  page,
  browser,
}) => {
  const shopperContext = await browser.newContext();
  const shopper = await shopperContext.newPage();
  const banner = (name: string) =>
    shopper.getByRole("main").getByRole("heading", { name, exact: true });
  await shopper.goto("/");
  await expect(banner(ORIGINAL_BANNER)).toBeVisible();

  await signIn(page, EDITOR);
  await openHomeEditor(page);
  const bannerBlock = page.getByTestId("ops-block").first();
  await expect(bannerBlock).toContainText("banner");
  await bannerBlock.getByLabel("Title (English)").fill("Winter trails, dry feet");
  await bannerBlock.getByLabel("Title (中文)").fill("冬日山徑，雙腳乾爽");
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByRole("status")).toContainText("Saved as version 2");

  // Preview in both languages, with the shop's own blocks.
  const [previewEn] = await Promise.all([
    page.waitForEvent("popup"),
    page.getByRole("link", { name: "Preview (English)" }).click(),
  ]);
  await expect(
    previewEn.getByTestId("landing-page").getByRole("heading", { name: "Winter trails, dry feet" }),
  ).toBeVisible();
  await expect(previewEn.getByRole("heading", { name: "New in" })).toBeVisible();
  await previewEn.close();
  const [previewZh] = await Promise.all([
    page.waitForEvent("popup"),
    page.getByRole("link", { name: "Preview (中文)" }).click(),
  ]);
  await expect(
    previewZh.getByTestId("landing-page").getByRole("heading", { name: "冬日山徑，雙腳乾爽" }),
  ).toBeVisible();
  await previewZh.close();

  // A draft is not what shoppers see.
  await shopper.reload();
  await expect(banner(ORIGINAL_BANNER)).toBeVisible();

  await page.getByRole("button", { name: "Publish newest version" }).click();
  await expect(page.getByRole("status")).toContainText("Version 2 is published");
  await shopper.reload();
  await expect(banner("Winter trails, dry feet")).toBeVisible();

  // Roll back: publish version 1 again from the history.
  await page.getByRole("button", { name: "Publish version 1" }).click();
  await expect(page.getByRole("status")).toContainText("Version 1 is published");
  await expect(page.getByTestId("ops-audit")).toContainText("content.rollBack");
  await shopper.reload();
  await expect(banner(ORIGINAL_BANNER)).toBeVisible();
  await shopperContext.close();
});

test("a faulty draft is refused with the path of the fault, and nothing is saved", async ({
  page,
}) => {
  await signIn(page, EDITOR);
  await openHomeEditor(page);
  const version = await page.getByText(/^Editing version \d+/).textContent();
  await page.getByTestId("ops-block").first().getByLabel("Title (中文)").fill("");
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByTestId("ops-faults")).toContainText("blocks.0.title.zh");
  await page.reload();
  await expect(page.getByText(/^Editing version \d+/)).toHaveText(version ?? "");
});

test("shoppers and the operations role are refused", async ({ page, request }) => {
  // A visitor opening /ops is sent to the operators' sign-in.
  await page.goto("/ops");
  await expect(page).toHaveURL(/\/ops\/sign-in$/);
  // A signed-in member has no operator session: the editing operations refuse them.
  await loginAs(page, DEMO_MEMBER);
  await page.goto("/ops/content/landing/home");
  await expect(page).toHaveURL(/\/ops\/sign-in$/);
  const cookie = (await page.context().cookies()).map((c) => `${c.name}=${c.value}`).join("; ");
  const answer = await request.post("/api/graphql/opsContentPublish", {
    headers: { "channel-code": CHANNEL_CODE, cookie },
    data: {
      query: 'mutation { opsContentPublish(kind: landing, code: "home", version: 1) { version } }',
    },
  });
  expect((await answer.json()).errors[0].extensions.code).toBe("OPS_UNAUTHENTICATED");

  // The operations role signs in to its orders: no content section, and the editor is refused.
  await page.context().clearCookies();
  await signIn(page, OPERATIONS);
  await expect(page).toHaveURL(/\/ops\/orders/);
  await expect(page.getByTestId("ops-menu").getByRole("link", { name: "Content" })).toHaveCount(0);
  await page.goto("/ops/content/landing/home");
  await expect(page.getByRole("main").getByRole("alert")).toHaveText(
    "Your role does not allow this.",
  );
});

test("an editor uploads a banner image to the media store, served resized through next/image", async ({
  page,
  request,
}) => {
  await signIn(page, EDITOR);
  await openHomeEditor(page);
  const png = await sharp({
    create: { width: 1200, height: 450, channels: 3, background: { r: 179, g: 95, b: 18 } },
  })
    .png()
    .toBuffer();
  const bannerBlock = page.getByTestId("ops-block").first();
  await bannerBlock
    .getByLabel("Upload an image")
    .setInputFiles({ name: "banner.png", mimeType: "image/png", buffer: png });
  await expect(bannerBlock.getByRole("status")).toContainText(
    /Uploaded \/media\/[0-9a-f]{32}\.png/,
  );
  const src = await bannerBlock.getByLabel("Image (site path or https)").inputValue();
  expect(src).toMatch(/^\/media\/[0-9a-f]{32}\.png$/);
  await expect(bannerBlock.getByLabel("Width")).toHaveValue("1200");

  const original = await request.get(src);
  expect(original.headers()["content-type"]).toBe("image/png");
  expect(original.headers()["cache-control"]).toContain("immutable");
  const resized = await request.get(`/_next/image?url=${encodeURIComponent(src)}&w=640&q=80`, {
    headers: { accept: "image/webp" },
  });
  expect(resized.status()).toBe(200);
  expect(resized.headers()["content-type"]).toBe("image/webp");
  expect((await sharp(await resized.body()).metadata()).width).toBe(640);
});
