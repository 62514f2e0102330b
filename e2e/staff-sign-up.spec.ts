/**
 * Staff registration as a person does it (accounts §2 /member/regStaff, §5, §6 Staff; issue 14
 * "staff sign-up shows the STAFF badge"): a visitor is asked to sign in first; a new member
 * types a wrong surname and reads the spec's message, then the right one and sees the STAFF
 * badge in the header without signing in again. Desktop project.
 */
import { expect, test } from "@playwright/test";
import { DEMO_STAFF_REGISTER } from "@/lib/seed/demo-accounts";
import { registerThroughForm, uniqueEmail } from "./sign-up";
import { gotoHydrated } from "./support";

test.describe.configure({ timeout: 90_000 });

// S20002 (Lee): other specs never use it, and each run starts from a fresh seed.
const entry = DEMO_STAFF_REGISTER.find((row) => row.staffCode === "S20002")!;

test("a visitor on /member/regStaff is asked to sign in or create an account", async ({ page }) => {
  await gotoHydrated(page, "/member/regStaff");
  await expect(page.getByRole("heading", { level: 1, name: "Staff registration" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Sign in" }).last()).toHaveAttribute(
    "href",
    "/login?redirectUrl=%2Fmember%2FregStaff",
  );
  await expect(page.getByTestId("staff-sign-up-form")).toHaveCount(0);
});

test("a member registers as staff and the header shows the STAFF badge", async ({ page }) => {
  await registerThroughForm(page, uniqueEmail("staff"));
  await expect(page.getByTestId("staff-badge")).toHaveCount(0);
  await gotoHydrated(page, "/member/regStaff");
  const form = page.getByTestId("staff-sign-up-form");
  await form.getByLabel("Staff no.", { exact: true }).fill(entry.staffCode);
  await form.getByLabel("Surname", { exact: true }).fill("Wrong");
  await form.getByRole("button", { name: "Register as staff" }).click();
  await expect(form.getByRole("alert")).toHaveText("Staff no. or Surname is not correct");
  await expect(page.getByTestId("staff-badge")).toHaveCount(0);

  await form.getByLabel("Surname", { exact: true }).fill(entry.surname.toLowerCase());
  await form.getByRole("button", { name: "Register as staff" }).click();
  await expect(page.getByTestId("staff-badge").first()).toBeVisible();
  await page.reload();
  await expect(page.getByTestId("staff-already")).toContainText(entry.staffCode);
  await expect(page.getByTestId("staff-badge").first()).toBeVisible();
});
