/**
 * Moving an e2e order to delivered, so it can be returned (issue 17 item 1). Two ways:
 * - by default through the operations API as the demo operations operator (opsOrderShip and
 *   opsOrderDeliver of the /ops orders console, helper E's part of issue 17): the e2e server's
 *   PGlite folder is held by the server, so the ops command line cannot open it meanwhile;
 * - with E2E_OPS_CLI_DATABASE_URL set (a server run by hand on that PostgreSQL database), through
 *   `npm run ops -- ship <code> <tracking>` then `deliver <code>`, as an operator would.
 */
import { execFileSync } from "node:child_process";
import { expect, type Browser, type Page } from "@playwright/test";
import { DEMO_OPERATORS } from "@/lib/seed/demo-accounts";
import { CHANNEL_CODE } from "@/lib/graphql/wire";

const OPERATIONS = DEMO_OPERATORS[1];

/** Signs `page` in to /ops as the demo operations operator. */
/** Signs in to the console (the operations operator unless told) and waits to be let in. */
export async function opsSignIn(
  page: Page,
  who: { email: string; password: string } = OPERATIONS,
): Promise<void> {
  await page.goto("/ops/sign-in");
  await page.getByLabel("E-mail").fill(who.email);
  await page.getByLabel("Password").fill(who.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  // Each role lands on its own section (/ops, /ops/orders): anywhere past the sign-in.
  await page.waitForURL(
    (url) => url.pathname.startsWith("/ops") && url.pathname !== "/ops/sign-in",
  );
}

/** Opens the order's payment hand-off and pays with the sandbox's success card (prefilled). */
export async function payInSandbox(page: Page, code: string): Promise<void> {
  await page.goto(`/payment?orderId=${code}`);
  await page.waitForURL(/\/api\/payments\/sandbox\/pay/);
  await page.getByTestId("sandbox-pay").click();
  await page.waitForURL(new RegExp(`/pay/result/${code}`));
}

/** One operation document with the operator's cookie, from a console page (same origin). */
async function opsCall(page: Page, name: string, query: string, variables: object) {
  const body = await page.evaluate(
    async ({ name, query, variables, channel }) => {
      const response = await fetch(`/api/graphql/${name}`, {
        method: "POST",
        credentials: "same-origin",
        headers: { "content-type": "application/json", "channel-code": channel, lang: "en_US" },
        body: JSON.stringify({ query, operationName: name, variables }),
      });
      return (await response.json()) as { data?: unknown; errors?: unknown[] };
    },
    { name, query, variables, channel: CHANNEL_CODE },
  );
  expect(body.errors).toBeUndefined();
  return body.data as Record<string, { userErrors: unknown[] }>;
}

/** An operator approves a return (opsAfterSalesApprove: NEW → WAIT_SEND_BACK). */
export async function approveReturn(browser: Browser, code: string): Promise<void> {
  const context = await browser.newContext();
  const page = await context.newPage();
  try {
    await opsSignIn(page);
    const approved = await opsCall(
      page,
      "opsAfterSalesApprove",
      `mutation opsAfterSalesApprove($code: String!) {
        opsAfterSalesApprove(code: $code) { userErrors { code message field } } }`,
      { code },
    );
    expect(approved.opsAfterSalesApprove?.userErrors).toEqual([]);
  } finally {
    await context.close();
  }
}

/** Ships the whole order with a tracking number, then marks it delivered. */
export async function shipAndDeliver(browser: Browser, code: string): Promise<void> {
  const tracking = `SF${Date.now().toString().slice(-9)}`;
  const cliDatabase = process.env.E2E_OPS_CLI_DATABASE_URL;
  if (cliDatabase) {
    const env = { ...process.env, DATABASE_URL: cliDatabase };
    execFileSync("npm", ["run", "--silent", "ops", "--", "ship", code, tracking], { env });
    execFileSync("npm", ["run", "--silent", "ops", "--", "deliver", code], { env });
    return;
  }
  const context = await browser.newContext();
  const page = await context.newPage();
  try {
    await opsSignIn(page);
    const shipped = await opsCall(
      page,
      "opsOrderShip",
      `mutation opsOrderShip($code: String!, $carrierCode: String!, $trackingNo: String!) {
        opsOrderShip(code: $code, carrierCode: $carrierCode, trackingNo: $trackingNo) {
          status userErrors { code message field } } }`,
      { code, carrierCode: "SF", trackingNo: tracking },
    );
    expect(shipped.opsOrderShip?.userErrors).toEqual([]);
    const delivered = await opsCall(
      page,
      "opsOrderDeliver",
      `mutation opsOrderDeliver($code: String!) {
        opsOrderDeliver(code: $code) { status userErrors { code message field } } }`,
      { code },
    );
    expect(delivered.opsOrderDeliver?.userErrors).toEqual([]);
  } finally {
    await context.close();
  }
}
