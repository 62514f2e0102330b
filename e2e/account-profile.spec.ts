/**
 * The member's profile as a person edits it (accounts §2 /user, /member; §5 "Birthday must be
 * valid and cannot be changed once confirmed"): change the name and set the birthday on /user,
 * see them after a reload with the birthday locked, then find the referral link on /member.
 * Uses the seeded staff member, whose name no other spec reads, and puts the name back.
 */
import { expect, test, type Page } from "@playwright/test";
import { DEMO_STAFF } from "@/lib/seed/demo-accounts";
import { E2E_ORIGIN } from "./origin";
import { gotoHydrated, loginAs } from "./support";

test.describe.configure({ timeout: 90_000 });

async function saveName(page: Page, firstName: string) {
  await page.getByLabel("First name").fill(firstName);
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Your information has been saved.")).toBeVisible();
}

test("a member edits the name and birthday on /user; the birthday is then locked", async ({
  page,
}) => {
  await loginAs(page, DEMO_STAFF);
  await gotoHydrated(page, "/user");
  const form = page.getByTestId("member-info");
  await expect(form.getByRole("heading", { name: "Personal information" })).toBeVisible();
  await expect(page.getByTestId("user-go-dollar-balance")).toHaveText(/\d+\.\d\d/);
  await expect(page.getByTestId("user-sign-out")).toBeVisible();

  // A name with markup is refused by the shared rules before anything is sent.
  await form.getByLabel("First name").fill("<b>Ka</b>");
  await form.getByRole("button", { name: "Save" }).click();
  await expect(
    form.getByText("Please use letters, digits, Chinese characters and spaces only."),
  ).toBeVisible();

  await form.getByLabel("Last name").fill("黃");
  await form.getByLabel("Birthday", { exact: true }).fill("1990-05-04");
  await saveName(page, "Kai");

  await page.reload();
  await page.waitForLoadState("networkidle");
  await expect(page.getByTestId("user-greeting")).toContainText("Kai 黃");
  await expect(form.getByLabel("First name")).toHaveValue("Kai");
  await expect(form.getByLabel("Last name")).toHaveValue("黃");
  const birthday = form.getByLabel("Birthday", { exact: true });
  await expect(birthday).toHaveValue("1990-05-04");
  await expect(birthday).toHaveAttribute("readonly", "");
  await expect(form.getByLabel("Birth month")).toBeDisabled();
  await expect(page.getByTestId("birthday-hint")).toHaveText(
    "Your birthday is confirmed and cannot be changed.",
  );

  // Put the seeded name back for the rest of the suite.
  await form.getByLabel("Last name").fill(DEMO_STAFF.lastName);
  await saveName(page, DEMO_STAFF.firstName);
});

test("/member shows a member the referral link and a visitor the way in", async ({
  page,
  browser,
}) => {
  await loginAs(page, DEMO_STAFF);
  await gotoHydrated(page, "/member");
  await expect(page.getByRole("heading", { level: 1, name: "Members" })).toBeVisible();
  const userCode = (await page.getByTestId("member-user-code").textContent())!.trim();
  await expect(page.getByTestId("referral-link")).toHaveValue(
    `${E2E_ORIGIN}/register?referralCode=${encodeURIComponent(userCode)}`,
  );
  await expect(page.getByTestId("referral-rule")).toContainText("10 go-dollar");
  await expect(page.getByTestId("referral-rule")).toContainText("50 friends");
  await expect(page.getByText(DEMO_STAFF.staffCode)).toBeVisible();

  const visitor = await browser.newPage({ baseURL: E2E_ORIGIN });
  await gotoHydrated(visitor, "/member");
  await expect(visitor.getByRole("heading", { level: 1, name: "Members" })).toBeVisible();
  await expect(visitor.getByTestId("member-sign-in")).toBeVisible();
  await expect(visitor.getByTestId("member-register")).toHaveAttribute("href", /\/register$/);
  await visitor.close();
});
