/**
 * A member's account as a shopper meets it (accounts §2, §4 Session; issue 14 "Done when"):
 * the visitor's bag is merged into the member's after a remember-me sign-in, and the go-dollar
 * record answers from the account page. Desktop project. The merge uses the staff demo account,
 * so the member's own bag (used by the checkout journeys) stays out of it.
 */
import { expect, test } from "@playwright/test";
import { DEMO_MEMBER, DEMO_STAFF } from "@/lib/seed/demo-accounts";
import { mergedAccessory, productPath } from "./demo-picks";
import { cookieNamed, gotoHydrated, loginAs } from "./support";

test("a visitor's bag joins the member's bag after a remember-me sign-in", async ({
  page,
  context,
}) => {
  await gotoHydrated(page, productPath(mergedAccessory));
  await page.getByTestId("add-to-cart").click();
  await expect(page.getByTestId("mini-cart")).toBeVisible();
  const visitorToken = (await cookieNamed(context, "token"))!.value;

  await loginAs(page, DEMO_STAFF, { rememberMe: true, redirectUrl: "/cart" });
  expect((await cookieNamed(context, "token"))!.value).not.toBe(visitorToken);
  await expect(page).toHaveURL(/\/cart$/);
  const line = page.locator(
    `[data-testid="cart-line"][data-line-type="SALABLE_PRODUCT"][data-sku="${mergedAccessory.sku.code}"]`,
  );
  await expect(line).toHaveCount(1);
  await expect(line).toContainText(mergedAccessory.product.title.en);

  // The merge is the member's bag, not the browser's: a second browser signed in sees it too.
  const other = await context.browser()!.newContext();
  const otherPage = await other.newPage();
  await loginAs(otherPage, DEMO_STAFF, { redirectUrl: "/cart" });
  await expect(
    otherPage.locator(
      `[data-testid="cart-line"][data-line-type="SALABLE_PRODUCT"][data-sku="${mergedAccessory.sku.code}"]`,
    ),
  ).toHaveCount(1);
  await other.close();

  // Leave the staff bag as it was for the next run.
  await line.getByRole("button", { name: `Remove ${mergedAccessory.product.title.en}` }).click();
  await expect(line).toHaveCount(0);
});

test("the go-dollar record shows the balance, what expires when, and the entries", async ({
  page,
}) => {
  // The demo member's seeded ledger; checkout journeys may have spent some of it since.
  await loginAs(page, DEMO_MEMBER, { redirectUrl: "/user" });
  await page.getByTestId("user-go-dollar-link").click();
  await expect(page).toHaveURL(/\/user\/go-dollar$/);
  await expect(page.getByRole("heading", { level: 1, name: "Go-dollar record" })).toBeVisible();
  await expect(page.getByTestId("go-dollar-balance")).toContainText(/\d+\.\d{2}/);
  const details = page.getByTestId("go-dollar-details");
  await expect(details.getByRole("row", { name: /Referral reward/ }).first()).toBeVisible();
  await expect(details).toContainText("Rebate for order HK24091702");
});
