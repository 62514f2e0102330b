// Serves the production build for the e2e suite on a fresh, seeded PGlite folder of its own,
// so that e2e runs never touch the developer's demo data. Builds first if there is no build.
import { spawnSync, spawn } from "node:child_process";
import { existsSync, rmSync } from "node:fs";
import { startE2eOutsiders } from "./e2e-outsiders.mjs";

const port = process.argv[2] ?? "3100";
const dataDir = `.data/e2e-${port}`;
const env = {
  ...process.env,
  PGLITE_DATA_DIR: dataDir,
  // The console's uploads beside the run's database, removed with it (docs/adr/0037).
  MEDIA_DIR: `${dataDir}-media`,
  PUBLIC_BASE_URL: `http://localhost:${port}`,
  NODE_ENV: "production",
};
delete env.DATABASE_URL;
// Social sign-in's stand-in, the SMTP server the specs read, unreachable map tiles and the
// settings every e2e shop takes (the sandbox, the visitor sign-in limit).
const outsiders = await startE2eOutsiders(Number(port));
Object.assign(env, outsiders.env);

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
  void outsiders.stop();
  process.exit(code ?? 0);
});
