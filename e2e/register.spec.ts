import { expect, test, type Browser, type Page } from "@playwright/test";
import { codeMailedTo, mailCount } from "./mail";
import { PASSWORD, registerThroughForm, uniqueEmail } from "./sign-up";
import { gotoHydrated, loginAs } from "./support";
import { E2E_ORIGIN } from "./origin";

// Sign-up plus a second flow (reset, change) in two or three browsers: more than the default
// 30 s on the shared 2-core machine.
test.describe.configure({ timeout: 90_000 });

async function newPage(browser: Browser): Promise<Page> {
  return (await browser.newContext()).newPage();
}

test("a visitor signs up with an e-mail code received by SMTP and is signed in", async ({
  page,
}) => {
  await registerThroughForm(page, uniqueEmail("signup"));
});

test("an e-mail already registered is refused with the spec's message", async ({ page }) => {
  await gotoHydrated(page, "/register");
  await page.getByLabel("E-mail", { exact: true }).fill("member@example.com");
  await page.getByRole("button", { name: "Send code" }).click();
  await expect(page.getByText("This e-mail address is already used.")).toBeVisible();
});

test("a forgotten password is reset with a code and the old one stops working", async ({
  browser,
}) => {
  const email = uniqueEmail("reset");
  await registerThroughForm(await newPage(browser), email);
  const page = await newPage(browser);
  await gotoHydrated(page, "/login");
  await page.getByRole("link", { name: "Forgot password?" }).click();
  await page.waitForURL(`${E2E_ORIGIN}/resetPassword`);
  await expect(page.getByRole("heading", { level: 1, name: "Reset password" })).toBeVisible();
  await page.getByLabel("E-mail", { exact: true }).filter({ visible: true }).fill(email);
  const before = mailCount(email);
  await page.getByRole("button", { name: "Send code" }).click();
  const code = await codeMailedTo(email, before);
  await page.getByLabel("Verification code").fill(code === "000000" ? "111111" : "000000");
  await page.getByLabel("New password").fill("Summit2027");
  await page.getByLabel("Confirm password").fill("Summit2027");
  await page.getByRole("button", { name: "Reset password" }).click();
  await expect(page.getByTestId("reset-password-error")).toHaveText(
    "The verification code is incorrect or invalid.",
  );
  await page.getByLabel("Verification code").fill(code);
  await page.getByRole("button", { name: "Reset password" }).click();
  await page.waitForURL(`${E2E_ORIGIN}/user`);

  const other = await newPage(browser);
  await gotoHydrated(other, "/login");
  await other.getByLabel("E-mail", { exact: true }).fill(email);
  await other.getByLabel("Password").fill(PASSWORD);
  await other.getByRole("button", { name: "Sign in" }).click();
  await expect(other.getByTestId("login-error")).toBeVisible();
  await loginAs(other, { email, password: "Summit2027" });
});

test("changing the password signs the member's other browser out, not this one", async ({
  browser,
}) => {
  const email = uniqueEmail("change");
  const laptop = await newPage(browser);
  await registerThroughForm(laptop, email);
  const phone = await newPage(browser);
  await loginAs(phone, { email, password: PASSWORD }, { redirectUrl: "/user" });
  await expect(phone.getByTestId("user-greeting")).toBeVisible();

  const form = laptop.getByTestId("change-password");
  await form.getByLabel("Old password").fill("Wrong0000");
  await form.getByLabel("New password").fill("Ridge2028");
  await form.getByLabel("Confirm password").fill("Ridge2028");
  await form.getByRole("button", { name: "Change password" }).click();
  await expect(form.getByRole("alert")).toHaveText("The old password is wrong.");
  await form.getByLabel("Old password").fill(PASSWORD);
  await form.getByRole("button", { name: "Change password" }).click();
  await expect(form.getByRole("status")).toContainText("Your password has been changed.");

  await laptop.reload();
  await expect(laptop.getByTestId("user-greeting")).toBeVisible();
  await phone.goto("/user");
  await expect(phone).toHaveURL(/\/login\?redirectUrl=%2Fuser/);
});

test("/register and /resetPassword render for visitors in both languages; a member goes to /user", async ({
  page,
  context,
}) => {
  await context.addCookies([{ name: "locale", value: "zh", url: E2E_ORIGIN }]);
  await page.goto("/register");
  await expect(page.getByRole("heading", { level: 1, name: "建立帳戶" })).toBeVisible();
  await page.goto("/resetPassword");
  await expect(page.getByRole("heading", { level: 1, name: "重設密碼" })).toBeVisible();
  await context.addCookies([{ name: "locale", value: "en", url: E2E_ORIGIN }]);
  await loginAs(page);
  await page.goto("/register");
  await expect(page).toHaveURL(`${E2E_ORIGIN}/user`);
});
