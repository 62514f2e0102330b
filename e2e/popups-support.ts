/**
 * Driving the pop-ups (accounts §4) on Playwright's page clock: the demo config keeps realistic
 * timeouts (30 s), and the test moves the page's clock instead of waiting for it.
 */
import { expect, type Page } from "@playwright/test";
import {
  DIALOG_ACTIVITY_DEBOUNCE_MS,
  DIALOGS_LOAD_IDLE_TIMEOUT_MS,
} from "@/lib/domain/dialogs/constants";
import { DIALOG_COUNTS_KEY } from "@/components/dialogs/dialog-storage";

/** 10:00 in Hong Kong. */
export const POPUP_TEST_START = new Date("2026-11-27T02:00:00Z");

/**
 * Opens `path` on a page whose clock the test moves, and waits until the pop-ups have loaded
 * their config ; then restarts the inactivity timer, so it runs from the moment this returns.
 */
export async function openWithPopups(
  page: Page,
  path: string,
  /** Runs on the page's first load (a session exists), before `path` opens. */
  prepare?: () => Promise<void>,
): Promise<void> {
  await page.clock.install({ time: POPUP_TEST_START });
  if (prepare) {
    await page.goto("/");
    await waitForSessionCookie(page);
    await prepare();
  }
  const config = page.waitForResponse((response) => response.url().includes("dialogConfig"));
  await page.goto(path);
  await waitForSessionCookie(page);
  await page.waitForLoadState("networkidle");
  // The island loads when the browser is first idle, at the latest after this long.
  await page.clock.runFor(DIALOGS_LOAD_IDLE_TIMEOUT_MS);
  expect((await config).ok()).toBe(true);
  // Let React arm the timer with the config it just received.
  await page.waitForTimeout(300);
  // From here the page's time moves only when the test moves it, and a key press (activity)
  // restarts the inactivity timer at a known moment: after the 100 ms debounce.
  const pageNow = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(pageNow + 1000);
  await page.keyboard.press("a");
  await page.clock.runFor(DIALOG_ACTIVITY_DEBOUNCE_MS);
}

export async function dailyCounts(page: Page): Promise<unknown> {
  return page.evaluate(
    (key) => JSON.parse(window.localStorage.getItem(key) ?? "null") as unknown,
    DIALOG_COUNTS_KEY,
  );
}

/** Polled from the test's side: the page's own timers stand still on a paused clock. */
async function waitForSessionCookie(page: Page): Promise<void> {
  await expect
    .poll(async () => (await page.context().cookies()).some((c) => c.name === "session_kind"))
    .toBe(true);
}
