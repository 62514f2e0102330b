// Gives a fresh clone a working .env.local: a random SESSION_SECRET, generated once and kept,
// so that `npm start` needs no manual set-up. Real deployments set the variables themselves.
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { randomBytes } from "node:crypto";

const file = ".env.local";
if (process.env.SESSION_SECRET) process.exit(0);
const current = existsSync(file) ? readFileSync(file, "utf8") : "";
if (/^SESSION_SECRET=/m.test(current)) process.exit(0);
const line = `SESSION_SECRET=${randomBytes(32).toString("hex")}\n`;
writeFileSync(file, current + (current && !current.endsWith("\n") ? "\n" : "") + line);
console.log(`ensure-env: wrote a new SESSION_SECRET to ${file}`);
