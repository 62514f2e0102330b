import { expect, test } from "@playwright/test";
import { DEMO_MEMBER } from "@/lib/seed/demo-accounts";
import { gotoHydrated } from "./support";
import { E2E_ORIGIN } from "./origin";

// The e2e server points Facebook at the fake identity provider (scripts/e2e-server.mjs), whose
// dialog signs in "Casey Trail" at once and sends the browser back to /linkAccount.

test("a first Facebook sign-in links to the demo member, and the next one signs straight in", async ({
  page,
}) => {
  await gotoHydrated(page, "/login?redirectUrl=%2Fuser");
  await page.getByRole("button", { name: "Continue with Facebook" }).click();

  await expect(page).toHaveURL(`${E2E_ORIGIN}/linkAccount`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Link your account");
  const choices = page.getByTestId("link-account-choices");
  await expect(choices).toContainText("Welcome, Casey Trail");
  await expect(choices.getByRole("link", { name: "Create an account" })).toHaveAttribute(
    "href",
    /\/register\?linkTicket=/,
  );
  const form = page.getByTestId("link-account-form");
  await form.getByLabel(/E-mail or mobile/).fill(DEMO_MEMBER.email);
  await form.getByLabel("Password").fill(DEMO_MEMBER.password);
  await form.getByRole("button", { name: "Sign in and link" }).click();
  await expect(page).toHaveURL(`${E2E_ORIGIN}/user`);
  await expect(page.getByTestId("user-greeting")).toBeVisible();

  await page.getByTestId("logout-link").first().click();
  await page.waitForURL(`${E2E_ORIGIN}/`);
  await page.waitForFunction(() => document.cookie.includes("session_kind=visitor"));

  await gotoHydrated(page, "/login?redirectUrl=%2Fuser");
  await page.getByRole("button", { name: "Continue with Facebook" }).click();
  await expect(page).toHaveURL(`${E2E_ORIGIN}/user`);
  await expect(page.getByTestId("user-greeting")).toContainText("Mei");
});

test("a return to /linkAccount that this tab did not start is refused clearly", async ({
  page,
}) => {
  await gotoHydrated(page, "/linkAccount#access_token=forged&state=not-mine");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Link your account");
  await expect(page.getByTestId("link-account-error")).toContainText(
    "This sign-in could not be checked",
  );
  // The credential does not stay in the address bar.
  await expect(page).toHaveURL(`${E2E_ORIGIN}/linkAccount`);
});

test("an Instagram account nobody has linked is offered both ways to link, in Chinese too", async ({
  page,
  context,
}) => {
  await context.addCookies([{ name: "locale", value: "zh", url: E2E_ORIGIN }]);
  await gotoHydrated(page, "/login");
  await page.getByRole("button", { name: "以 Instagram 繼續" }).click();
  await expect(page).toHaveURL(`${E2E_ORIGIN}/linkAccount`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("連結帳戶");
  const choices = page.getByTestId("link-account-choices");
  await expect(choices).toContainText("casey.on.the.hills");
  await expect(choices.getByRole("heading", { name: "連結現有帳戶" })).toBeVisible();
  await expect(choices.getByRole("link", { name: "建立帳戶" })).toHaveAttribute(
    "href",
    /\/register\?linkTicket=/,
  );
});
