// Serves the production build for e2e specs as a scale-out deployment runs it (issue 18 item 1):
// two `next start` instances on one fresh PostgreSQL database and one Redis, behind a round-robin
// proxy on the e2e port, so consecutive requests of one shopper land on different instances.
// The database is created for the run and dropped after it, so leftovers never change a result.
//
//   E2E_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test REDIS_URL=redis://127.0.0.1:6379 \
//     node scripts/e2e-instances.mjs 3200
//
// Instances listen 10 and 11 ports up; scripts/two-instances.mjs starts them and the proxy.
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { rmSync } from "node:fs";
import pg from "pg";
import { startE2eOutsiders } from "./e2e-outsiders.mjs";

const port = Number(process.argv[2] ?? "3200");
const serverUrl = process.env.E2E_DATABASE_URL;
if (!serverUrl || !process.env.REDIS_URL) {
  console.error("e2e-instances: set E2E_DATABASE_URL (a PostgreSQL server) and REDIS_URL");
  process.exit(2);
}

const database = `shop_e2e_${randomBytes(4).toString("hex")}`;
async function admin(statement) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
await admin(`create database ${database}`);
const databaseUrl = new URL(serverUrl);
databaseUrl.pathname = `/${database}`;

const mediaDir = `.data/e2e-${port}-media`;
rmSync(mediaDir, { recursive: true, force: true });
const outsiders = await startE2eOutsiders(port);
const env = {
  ...process.env,
  ...outsiders.env,
  DATABASE_URL: databaseUrl.toString(),
  // One folder for both instances, as a shared volume would be in production.
  MEDIA_DIR: mediaDir,
  PUBLIC_BASE_URL: `http://localhost:${port}`,
  NODE_ENV: "production",
  // Two instances' info lines (every job run) would bury the specs' output.
  LOG_LEVEL: process.env.LOG_LEVEL ?? "warn",
};

const instances = spawn(
  process.execPath,
  [
    "scripts/two-instances.mjs",
    "--fresh",
    "--ports",
    `${port + 10},${port + 11}`,
    "--proxy",
    String(port),
  ],
  { env, stdio: "inherit" },
);

let stopping = false;
async function stop(code) {
  if (stopping) return;
  stopping = true;
  if (instances.exitCode === null && instances.signalCode === null) {
    await new Promise((resolve) => {
      instances.once("exit", resolve);
      instances.kill("SIGTERM");
    });
  }
  await outsiders.stop();
  try {
    await admin(`drop database if exists ${database} with (force)`);
  } catch (error) {
    console.error(`e2e-instances: could not drop ${database}: ${String(error)}`);
  }
  process.exit(code);
}
instances.on("exit", (code) => void stop(code ?? 0));
process.on("SIGTERM", () => void stop(0));
process.on("SIGINT", () => void stop(0));
