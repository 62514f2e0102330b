/** Signing up through the real form, for specs that need a member of their own. */
import { expect, type Page } from "@playwright/test";
import { codeMailedTo, mailCount } from "./mail";
import { gotoHydrated } from "./support";
import { E2E_ORIGIN } from "./origin";

export const PASSWORD = "Trail2026";

export function uniqueEmail(label: string): string {
  return `${label}.${Date.now()}${Math.floor(Math.random() * 1000)}@example.com`;
}

/** Signs up through /register with a code read from the local SMTP server; ends on /user. */
export async function registerThroughForm(page: Page, email: string): Promise<void> {
  await gotoHydrated(page, "/register");
  await expect(page.getByRole("heading", { level: 1, name: "Create an account" })).toBeVisible();
  await page.getByLabel("Title").selectOption("MS");
  await page.getByLabel("Country/region").selectOption("HK");
  await page.getByLabel("First name").fill("Siu Ling");
  await page.getByLabel("Last name").fill("Lee");
  await page.getByLabel("Gender").selectOption("FEMALE");
  await page.getByLabel("Birth month").selectOption("5");
  await page.getByLabel("E-mail", { exact: true }).fill(email);
  const before = mailCount(email);
  await page.getByRole("button", { name: "Send code" }).click();
  await expect(page.getByRole("button", { name: /Resend in \d+ s/ })).toBeDisabled();
  await page.getByLabel("Verification code").fill(await codeMailedTo(email, before));
  await page.getByLabel("Password", { exact: true }).fill("abc");
  await expect(page.getByTestId("password-strength")).toHaveAttribute("data-level", "low");
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await expect(page.getByTestId("password-strength")).toHaveAttribute("data-level", "medium");
  await page.getByLabel("Confirm password").fill(PASSWORD);
  await page.getByRole("button", { name: "Create account" }).click();
  // Without the agreement ticked nothing is sent.
  await expect(
    page.getByText("Please agree to the privacy policy and the terms of use."),
  ).toBeVisible();
  await page.getByLabel(/I agree to the privacy policy/).check();
  await page.getByRole("button", { name: "Create account" }).click();
  await page.waitForURL(`${E2E_ORIGIN}/user`);
  await expect(page.getByTestId("user-greeting")).toContainText("Siu Ling");
}
