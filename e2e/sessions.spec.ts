import { expect, test } from "@playwright/test";
import { DEMO_MEMBER, DEMO_STAFF } from "@/lib/seed/demo-accounts";
import { cookieNamed, gotoHydrated, loginAs, waitForSession } from "./support";
import { E2E_ORIGIN } from "./origin";

const DAY = 24 * 3600;

test("a first visit logs in as a visitor: an httpOnly token cookie", async ({ page, context }) => {
  await page.goto("/");
  await waitForSession(page);
  const token = await cookieNamed(context, "token");
  expect(token?.httpOnly).toBe(true);
  expect(token?.sameSite).toBe("Lax");
  expect((await cookieNamed(context, "session_kind"))?.value).toMatch(/^visitor\./);
});

test("a visitor opening /user/orders is sent to login with the encoded path", async ({ page }) => {
  await page.goto("/user/orders");
  await expect(page).toHaveURL(`${E2E_ORIGIN}/login?redirectUrl=%2Fuser%2Forders`);
});

test("the demo member signs in with remember-me for 7 days and lands where they were going", async ({
  page,
  context,
}) => {
  const before = Date.now() / 1000;
  await loginAs(page, DEMO_MEMBER, { rememberMe: true, redirectUrl: "/user" });
  await expect(page).toHaveURL(`${E2E_ORIGIN}/user`);
  await expect(page.getByTestId("user-greeting")).toContainText("Mei");
  const token = await cookieNamed(context, "token");
  expect(token!.expires - before).toBeGreaterThan(7 * DAY - 120);
  expect(token!.expires - before).toBeLessThan(7 * DAY + 120);
});

test("without remember-me the session cookie lasts 2 hours", async ({ page, context }) => {
  const before = Date.now() / 1000;
  await loginAs(page, DEMO_MEMBER);
  const token = await cookieNamed(context, "token");
  expect(token!.expires - before).toBeGreaterThan(7200 - 120);
  expect(token!.expires - before).toBeLessThan(7200 + 120);
});

test("a wrong password is refused in the shopper's language", async ({ page }) => {
  await gotoHydrated(page, "/login");
  await page.getByLabel("E-mail", { exact: true }).fill(DEMO_MEMBER.email);
  await page.getByLabel("Password").fill("Wrong1234");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByTestId("login-error")).toHaveText("The account or password is incorrect.");
  await expect(page).toHaveURL(/\/login/);
});

test("a member opening /login is sent to /user", async ({ page }) => {
  await loginAs(page);
  await page.goto("/login");
  await expect(page).toHaveURL(`${E2E_ORIGIN}/user`);
});

test("logout goes home and leaves a visitor session", async ({ page, context }) => {
  await loginAs(page, undefined, { redirectUrl: "/user" });
  const memberToken = (await cookieNamed(context, "token"))?.value;
  await page.getByTestId("logout-link").first().click();
  await page.waitForURL(`${E2E_ORIGIN}/`);
  await page.waitForFunction(() => document.cookie.includes("session_kind=visitor"));
  expect((await cookieNamed(context, "token"))?.value).not.toBe(memberToken);
  await page.goto("/user");
  await expect(page).toHaveURL(/\/login\?redirectUrl=%2Fuser/);
});

test("staff see the STAFF badge", async ({ page }) => {
  await loginAs(page, DEMO_STAFF);
  await page.goto("/");
  await expect(page.getByTestId("staff-badge").first()).toHaveText("STAFF");
});

test("a revoked token forces a logout and a redirect to login on the next call", async ({
  page,
  context,
  baseURL,
}) => {
  await loginAs(page);
  const token = (await cookieNamed(context, "token"))!.value;
  // The same token revoked on the server, outside this browser (its cookies stay as they are).
  const revoked = await fetch(`${baseURL}/api/graphql/userLogout`, {
    method: "POST",
    headers: { "content-type": "application/json", "channel-code": "100", token },
    body: JSON.stringify({ query: "mutation userLogout { userLogout { success } }" }),
  });
  expect(revoked.status).toBe(200);
  await page.goto("/");
  await expect(page).toHaveURL(/\/login\?redirectUrl=%2F/);
});
