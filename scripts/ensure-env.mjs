// Gives a fresh clone a working .env.local: a random SESSION_SECRET, generated once and kept,
// and PAYMENT_PROVIDER=sandbox, so that `npm start` needs no manual set-up (README's first
// command). Real deployments set the variables themselves: when SESSION_SECRET comes from the
// environment this writes nothing, and a production start without PAYMENT_PROVIDER then refuses
// (ADR 0050). The sandbox is written only beside a new secret, i.e. for a new local checkout, never
// added to a .env.local someone already configured.
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { randomBytes } from "node:crypto";

const file = ".env.local";
if (process.env.SESSION_SECRET) process.exit(0);
const current = existsSync(file) ? readFileSync(file, "utf8") : "";
if (/^SESSION_SECRET=/m.test(current)) process.exit(0);
const lines = [`SESSION_SECRET=${randomBytes(32).toString("hex")}`];
const providerSet = process.env.PAYMENT_PROVIDER || /^PAYMENT_PROVIDER=/m.test(current);
if (!providerSet) {
  lines.push(
    "# The built-in sandbox: test cards mark orders paid with no money taken. Local demo only;",
    "# a production start needs PAYMENT_PROVIDER set explicitly (.env.example, ADR 0050).",
    "PAYMENT_PROVIDER=sandbox",
  );
}
const text = lines.map((line) => `${line}\n`).join("");
writeFileSync(file, current + (current && !current.endsWith("\n") ? "\n" : "") + text);
console.log(
  `ensure-env: wrote a new SESSION_SECRET${providerSet ? "" : " and PAYMENT_PROVIDER=sandbox"} to ${file}`,
);
