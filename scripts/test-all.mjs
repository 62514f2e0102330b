// The whole test suite, as the README's second command and CI run it:
// typecheck, lint, the dependency rules (.dependency-cruiser.cjs), unit, integration on PGlite
// (and on Postgres when DATABASE_URL is set), the production build, two instances of it sharing
// the rendering cache (when DATABASE_URL is set and Redis answers), the page weight budgets
// (scripts/check-budgets.mjs), then Playwright e2e in Debian Chromium against `next start`, the
// journey's specs again through a round-robin proxy to two instances (same condition), and the
// hardening suite (PostgreSQL only; its load part runs the build on two instances).
// Ends with one line: "N passed, N failed" over every suite.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import net from "node:net";

const reports = ".reports";
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });
const postgresUrl = process.env.DATABASE_URL;
const baseEnv = { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: "1" };
delete baseEnv.DATABASE_URL;

let passed = 0;
let failed = 0;
const summary = [];

function run(label, command, args, env = baseEnv) {
  console.log(`\n=== ${label}: ${command} ${args.join(" ")}`);
  const result = spawnSync(command, args, { stdio: "inherit", env });
  return result.status === 0;
}

function gate(label, command, args) {
  const ok = run(label, command, args);
  if (ok) passed += 1;
  else failed += 1;
  summary.push(`${label}: ${ok ? "ok" : "FAILED"}`);
  return ok;
}

function vitest(label, project, file, env) {
  const output = `${reports}/${file}`;
  const ok = run(
    label,
    "npx",
    [
      "vitest",
      "run",
      "--project",
      project,
      "--reporter=default",
      "--reporter=json",
      `--outputFile.json=${output}`,
    ],
    env,
  );
  if (!existsSync(output)) {
    failed += 1;
    summary.push(`${label}: no report (${ok ? "exit 0" : "failed to run"})`);
    return;
  }
  const report = JSON.parse(readFileSync(output, "utf8"));
  // A file that failed with no failed test (a beforeAll that threw: its tests are only
  // "skipped") is one failure, or a database that never came up would pass as green.
  const suiteFailures = report.testResults.filter(
    (suite) =>
      suite.status === "failed" &&
      !suite.assertionResults.some((assertion) => assertion.status === "failed"),
  ).length;
  passed += report.numPassedTests;
  failed += report.numFailedTests + suiteFailures;
  summary.push(
    `${label}: ${report.numPassedTests} passed, ${report.numFailedTests + suiteFailures} failed`,
  );
}

function playwright(label = "e2e", specs = [], env = baseEnv) {
  const output = `${reports}/${label.replace(/\W+/g, "-")}.json`;
  run(label, "npx", ["playwright", "test", ...specs], {
    ...env,
    PLAYWRIGHT_JSON_OUTPUT_NAME: output,
  });
  if (!existsSync(output)) {
    failed += 1;
    summary.push(`${label}: no report`);
    return;
  }
  const { stats, errors } = JSON.parse(readFileSync(output, "utf8"));
  const bad = stats.unexpected + (errors?.length ?? 0);
  passed += stats.expected + stats.flaky;
  failed += bad;
  summary.push(
    `${label}: ${stats.expected + stats.flaky} passed (${stats.flaky} only on retry), ${bad} failed, ${stats.skipped} skipped`,
  );
}

/** Whether something listens at `url` (a Redis), within a second. */
function listening(url) {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect(Number(port || 6379), hostname);
    socket.setTimeout(1000);
    socket.once("connect", () => (socket.destroy(), resolve(true)));
    socket.once("error", () => resolve(false));
    socket.once("timeout", () => (socket.destroy(), resolve(false)));
  });
}

/** Why the two-instance suites cannot run here, or null when PostgreSQL and Redis answer. */
async function instancesMissing(redisUrl) {
  if (!postgresUrl) return "DATABASE_URL is unset";
  if (!(await listening(redisUrl))) return `no Redis answers at ${redisUrl}`;
  return null;
}

/** Issue 15 item 5: two instances of the build on one PostgreSQL and one Redis. */
function instances(redisUrl) {
  vitest("instances", "instances", "instances.json", {
    ...baseEnv,
    DATABASE_URL: postgresUrl,
    REDIS_URL: redisUrl,
  });
}

/** Issue 18 item 1: the shopping journey through a round-robin proxy to two instances. */
function journeyOnTwoInstances(redisUrl) {
  playwright(
    "e2e (two instances)",
    ["e2e/checkout.spec.ts", "e2e/cart.spec.ts", "e2e/orders.spec.ts"],
    {
      ...baseEnv,
      E2E_INSTANCES: "2",
      E2E_PORT: "3200",
      E2E_DATABASE_URL: postgresUrl,
      REDIS_URL: redisUrl,
    },
  );
}

// Playwright uses Debian's Chromium, never a downloaded browser.
if (!existsSync(process.env.CHROMIUM_PATH ?? "/usr/bin/chromium")) {
  gate("install chromium", "sh", ["-c", "apt-get update && apt-get install -y chromium"]);
}
gate("typecheck", "npx", ["tsc", "--noEmit"]);
gate("lint", "npx", ["eslint", ".", "--max-warnings=0"]);
gate("dependency rules", "node", ["scripts/check-dependencies.mjs"]);
vitest("unit", "unit", "unit.json", baseEnv);
vitest("integration (PGlite)", "integration", "integration-pglite.json", baseEnv);
if (postgresUrl) {
  vitest("integration (PostgreSQL)", "integration", "integration-postgres.json", {
    ...baseEnv,
    DATABASE_URL: postgresUrl,
  });
}
if (gate("build", "npm", ["run", "build"])) {
  // Issue 15's page weights: HTML and first-load JavaScript against their budgets.
  gate("page budgets", "node", ["scripts/check-budgets.mjs"]);
  const redisUrl = process.env.REDIS_URL ?? "redis://127.0.0.1:6379";
  const missing = await instancesMissing(redisUrl);
  if (missing) summary.push(`instances, e2e (two instances): skipped (${missing})`);
  else instances(redisUrl);
  playwright();
  if (!missing) journeyOnTwoInstances(redisUrl);
} else summary.push("instances, e2e: not run (build failed)");
if (postgresUrl) {
  // Issue 18 item 4: the hardening suite (docs/reliability.md), PostgreSQL only, after the build
  // because its load part serves it; without a build that part says it was skipped.
  vitest("hardening (PostgreSQL)", "hardening", "hardening.json", {
    ...baseEnv,
    DATABASE_URL: postgresUrl,
    LOG_LEVEL: process.env.LOG_LEVEL ?? "error",
  });
} else summary.push("hardening: skipped (DATABASE_URL is unset)");

console.log(`\n${summary.join("\n")}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
