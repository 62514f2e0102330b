import { expect, test } from "@playwright/test";
import { DEMO_MEMBER } from "@/lib/seed/demo-accounts";
import { gotoHydrated } from "./support";

test("wrong passwords bring the image check after 5 failures", async ({ page }) => {
  // An account nobody else's test signs in with, so other specs keep signing in plainly.
  const account = `throttle-${Date.now()}@example.com`;
  await gotoHydrated(page, "/login");
  await page.getByLabel("E-mail", { exact: true }).fill(account);
  for (let i = 0; i < 5; i++) {
    await expect(page.getByTestId("image-check")).toHaveCount(0);
    await page.getByLabel("Password").fill(`Wrong${i}1234`);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByTestId("login-error")).toHaveText(
      "The account or password is incorrect.",
    );
    await page.waitForLoadState("networkidle");
  }
  const check = page.getByTestId("image-check");
  await expect(check).toBeVisible();
  const image = check.getByRole("img", { name: "Verification code image" });
  const first = await image.getAttribute("src");
  expect(first).toMatch(/^data:image\/svg\+xml;base64,/);
  await page.getByTestId("image-check-refresh").click();
  await expect(image).not.toHaveAttribute("src", first!);

  // Without the characters the server refuses before looking at the password.
  await page.getByLabel("Password").fill("Whatever1234");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByTestId("login-error")).toHaveText(
    "The verification code is incorrect or invalid.",
  );
  await expect(check).toBeVisible();
});

test("signs in by mobile with remember-me and finds the mobile remembered", async ({
  page,
  context,
}) => {
  await gotoHydrated(page, "/login?redirectUrl=%2Fuser");
  await page.getByLabel("Use mobile").check();
  const [prefix, number] = DEMO_MEMBER.mobile.split(" ");
  await page.getByLabel("Country code").selectOption({ label: prefix! });
  await page.getByLabel("Mobile", { exact: true }).fill(number!);
  await page.getByLabel("Password").fill(DEMO_MEMBER.password);
  await page.getByLabel("Remember me").check();
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.waitForURL((url) => url.pathname === "/user");

  // Another visit on this device, signed out: the form comes back filled in.
  await context.clearCookies();
  await gotoHydrated(page, "/login");
  await expect(page.getByLabel("Use mobile")).toBeChecked();
  await expect(page.getByLabel("Country code")).toHaveValue("HK");
  await expect(page.getByLabel("Mobile", { exact: true })).toHaveValue(number!);
  await expect(page.getByLabel("Remember me")).toBeChecked();
});
