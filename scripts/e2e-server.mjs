// Serves the production build for the e2e suite on a fresh, seeded PGlite folder of its own,
// so that e2e runs never touch the developer's demo data. Builds first if there is no build.
import { spawnSync, spawn } from "node:child_process";
import { existsSync, rmSync } from "node:fs";
import { startFakeIdentityProvider } from "../tests/support/fake-identity-provider.mjs";
import { startSmtpSink } from "./smtp-sink.mjs";

const port = process.argv[2] ?? "3100";
const dataDir = `.data/e2e-${port}`;
const env = {
  ...process.env,
  PGLITE_DATA_DIR: dataDir,
  // The console's uploads beside the run's database, removed with it (docs/adr/0037).
  MEDIA_DIR: `${dataDir}-media`,
  PUBLIC_BASE_URL: `http://localhost:${port}`,
  NODE_ENV: "production",
  // A production start names its payment provider (ADR 0050); the suite pays with test cards.
  PAYMENT_PROVIDER: "sandbox",
  // Every browser of the suite comes from one address; the per-client visitor sign-in limit
  // (ADR 0050) is for shoppers, and its own integration test proves it.
  VISITOR_LOGIN_LIMIT: "100000",
};
delete env.DATABASE_URL;
// Facebook and Instagram sign-in against a local stand-in (docs/adr/0024), 1000 ports up.
const identityProvider = await startFakeIdentityProvider({ port: Number(port) + 1000 });
Object.assign(env, identityProvider.env());

// The outbox's e-mail goes to a real local SMTP server, 2000 ports up; e2e tests read what it received from
// e2eMailFile(port) (e2e/mail.ts).
const mailFile = `.data/e2e-${port}-mail.jsonl`;
const smtp = await startSmtpSink({ port: Number(port) + 2000, file: mailFile });
env.SMTP_URL = `smtp://127.0.0.1:${smtp.port}`;
// The store locator's map (ADR 0039) with tiles that cannot load (a closed local port): the
// e2e machine has no internet, so the suite checks that the map gives way to the list.
env.MAP_TILE_URL ??= "http://127.0.0.1:65531/tiles/{z}/{x}/{y}.png";

rmSync(dataDir, { recursive: true, force: true });
rmSync(`${dataDir}.lock`, { force: true });
rmSync(`${dataDir}-media`, { recursive: true, force: true });
const run = (args) => {
  const result = spawnSync("npm", args, { stdio: "inherit", env });
  if (result.status !== 0) process.exit(result.status ?? 1);
};
if (!existsSync(".next/BUILD_ID")) run(["run", "build"]);
run(["run", "db:seed"]);
// next itself, not through npx, so that stopping this script stops the server.
const server = spawn(process.execPath, ["node_modules/next/dist/bin/next", "start", "-p", port], {
  stdio: "inherit",
  env,
});
const stop = () => server.kill("SIGTERM");
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
server.on("exit", (code) => {
  void identityProvider.close();
  process.exit(code ?? 0);
});
