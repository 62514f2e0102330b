import { expect, test } from "@playwright/test";
import { dailyCounts, openWithPopups } from "./popups-support";

// Pop-ups on a phone (accounts §3 Dialog config: per-device options, the mobile ones here).

test("a pop-up opens after the configured inactivity and not more than its daily count", async ({
  page,
}) => {
  await openWithPopups(page, "/");
  const dialog = page.getByTestId("popup-dialog");
  await page.clock.runFor(29_000);
  await expect(dialog).toHaveCount(0);
  await page.clock.runFor(1_500);
  await expect(dialog).toBeVisible();
  // The mobile texts, in the mobile size.
  const line = dialog.getByText("Members get HK$200 off", { exact: true });
  await expect(line).toHaveCSS("font-size", "18px");
  await dialog.getByRole("button", { name: "Close" }).tap();
  await expect(dialog).toHaveCount(0);

  await page.clock.runFor(31_000);
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Close" }).tap();
  await page.clock.runFor(120_000);
  await expect(dialog).toHaveCount(0);
  expect(await dailyCounts(page)).toEqual({ day: "2026-11-27", counts: { "members-welcome": 2 } });
});
