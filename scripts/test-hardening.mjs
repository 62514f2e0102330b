// `npm run test:hardening` (issue 18 item 4; docs/reliability.md): the hardening suite on
// PostgreSQL (each part makes its own database on DATABASE_URL's server and drops it), then, when
// every part passed, its figures into docs/reliability.md (scripts/hardening-report.mjs).
// Arguments (some files) run those parts only and leave the page alone.
// Arguments go to vitest, e.g. `npm run test:hardening -- tests/hardening/last-units.test.ts`.
import { spawnSync } from "node:child_process";
import { rmSync } from "node:fs";

if (!/^postgres(ql)?:/.test(process.env.DATABASE_URL ?? "")) {
  console.error(
    "test:hardening needs PostgreSQL: DATABASE_URL=postgres://user@host:5432/db npm run test:hardening",
  );
  process.exit(2);
}
// Figures of this run only: an earlier run's parts must not mix into the page.
rmSync(".reports/hardening", { recursive: true, force: true });
// Refused callbacks are logged as warnings by design; a thousand of them would bury the results.
const env = { ...process.env, LOG_LEVEL: process.env.LOG_LEVEL ?? "error" };
const tests = spawnSync(
  "npx",
  ["vitest", "run", "--project", "hardening", ...process.argv.slice(2)],
  { stdio: "inherit", env },
);
if (tests.status !== 0) process.exit(tests.status ?? 1);
// The page holds the whole suite's figures: a run of some files only leaves it as it is.
if (process.argv.length > 2) process.exit(0);
const report = spawnSync("node", ["scripts/hardening-report.mjs"], { stdio: "inherit", env });
process.exit(report.status ?? 1);
