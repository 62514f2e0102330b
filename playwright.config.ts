import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./e2e/browser";
import { E2E_ORIGIN, E2E_PORT as port } from "./e2e/origin";

/** Debian's Chromium, never a downloaded browser (see README). */
const chromium = { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS };

export default defineConfig({
  testDir: "e2e",
  fullyParallel: false,
  workers: 1,
  // Headless Chromium on a loaded 2-core machine now and then stops producing frames, and a
  // click then waits for a stable element until the test times out. CI retries such a test
  // once; the summary names it as flaky so a real race is still seen (scripts/test-all.mjs).
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [["list"], ["json"]] : [["list"]],
  use: {
    baseURL: E2E_ORIGIN,
    trace: "retain-on-failure",
    launchOptions: chromium,
  },
  projects: [
    {
      name: "desktop",
      use: { ...devices["Desktop Chrome"], launchOptions: chromium },
      testIgnore: /mobile\.spec\.ts/,
    },
    {
      name: "mobile",
      use: { ...devices["Pixel 7"], launchOptions: chromium },
      testMatch: /mobile\.spec\.ts/,
    },
  ],
  webServer: {
    // E2E_INSTANCES=2: two instances on PostgreSQL and Redis behind a round-robin proxy (issue 18).
    command: `node scripts/${process.env.E2E_INSTANCES === "2" ? "e2e-instances" : "e2e-server"}.mjs ${port}`,
    url: `${E2E_ORIGIN}/api/health`,
    timeout: 240_000,
    reuseExistingServer: false,
    // SIGTERM, not SIGKILL: the two-instance server drops its database when it stops.
    gracefulShutdown: { signal: "SIGTERM", timeout: 20_000 },
    stdout: "ignore",
    stderr: "pipe",
  },
});
