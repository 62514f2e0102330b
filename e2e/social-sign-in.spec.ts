import { expect, test } from "@playwright/test";
import { DEMO_MEMBER } from "@/lib/seed/demo-accounts";
import { codeMailedTo, mailCount } from "./mail";
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
  // The sign-in form itself, reused: no remember-me for a one-off link.
  await expect(form.getByLabel("Remember me")).toHaveCount(0);
  await form.getByLabel("E-mail", { exact: true }).fill(DEMO_MEMBER.email);
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

test("an Instagram account nobody has linked signs up through the link, then signs straight in", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const email = `linked.${Date.now()}@example.com`;
  await gotoHydrated(page, "/login?redirectUrl=%2Fuser");
  await page.getByRole("button", { name: "Continue with Instagram" }).click();
  await expect(page).toHaveURL(`${E2E_ORIGIN}/linkAccount`);
  await page
    .getByTestId("link-account-choices")
    .getByRole("link", { name: "Create an account" })
    .click();

  await expect(page).toHaveURL(/\/register\?linkTicket=/);
  await expect(page.getByTestId("register-link-notice")).toContainText(
    "your Instagram account (casey.on.the.hills) is linked",
  );
  await page.getByLabel("Title").selectOption("MR");
  await page.getByLabel("First name").fill("Casey");
  await page.getByLabel("Last name").fill("Trail");
  await page.getByLabel("Gender").selectOption("MALE");
  await page.getByLabel("Birth month").selectOption("3");
  await page.getByLabel("E-mail", { exact: true }).filter({ visible: true }).fill(email);
  const before = mailCount(email);
  await page.getByRole("button", { name: "Send code" }).click();
  await page.getByLabel("Verification code").fill(await codeMailedTo(email, before));
  // The sign-in form this page was reached from stays in the document, hidden.
  await page.getByLabel("Password", { exact: true }).filter({ visible: true }).fill("Trail2026");
  await page.getByLabel("Confirm password").fill("Trail2026");
  await page.getByLabel(/I agree to the privacy policy/).check();
  await page.getByRole("button", { name: "Create account" }).click();
  await page.waitForURL(`${E2E_ORIGIN}/user`);
  await expect(page.getByTestId("user-greeting")).toContainText("Casey");

  await page.getByTestId("logout-link").first().click();
  await page.waitForURL(`${E2E_ORIGIN}/`);
  await page.waitForFunction(() => document.cookie.includes("session_kind=visitor"));
  await gotoHydrated(page, "/login?redirectUrl=%2Fuser");
  await page.getByRole("button", { name: "Continue with Instagram" }).click();
  await expect(page).toHaveURL(`${E2E_ORIGIN}/user`);
  await expect(page.getByTestId("user-greeting")).toContainText("Casey");
});

test("a stale link ticket still lets the shopper sign up, and says the link did not happen", async ({
  page,
}) => {
  await gotoHydrated(page, "/register?linkTicket=no-such-ticket");
  await expect(page.getByTestId("register-link-stale")).toContainText("has expired");
});
