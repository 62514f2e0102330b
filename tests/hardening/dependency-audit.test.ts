/**
 * The dependency audit (issue 18 item 4): `npm audit --omit=dev --audit-level=high` over the
 * production dependencies. Every high or critical advisory must be explained in
 * docs/reliability.md ("Audit advisories explained", by its GHSA id or URL); an unexplained one
 * fails. A registry that does not answer audits (a mirror, no network) is recorded in the report
 * as such, not failed: there is nothing to judge then.
 */
import { execFile } from "node:child_process";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "vitest";
import { PartReport } from "./support/report";

const run = promisify(execFile);
const AUDIT_ARGS = ["audit", "--omit=dev", "--audit-level=high", "--json"];
const SEVERE = new Set(["high", "critical"]);
const report = new PartReport("dependency-audit", "Dependency audit (production dependencies)", 5);
afterAll(() => report.write());

interface AuditJson {
  message?: string;
  error?: { summary?: string };
  metadata?: { vulnerabilities?: Record<string, number>; dependencies?: { prod?: number } };
  vulnerabilities?: Record<
    string,
    {
      severity: string;
      via: (string | { source?: number; url?: string; title?: string; severity?: string })[];
    }
  >;
}

async function audit(): Promise<AuditJson> {
  try {
    const { stdout } = await run("npm", AUDIT_ARGS, {
      timeout: 90_000,
      maxBuffer: 32 * 1024 * 1024,
    });
    return JSON.parse(stdout) as AuditJson;
  } catch (error) {
    // npm exits non-zero both for findings at the level and for a registry error; both print JSON.
    const stdout = (error as { stdout?: string }).stdout ?? "";
    try {
      return JSON.parse(stdout) as AuditJson;
    } catch {
      return { message: (error as Error).message.split("\n")[0] };
    }
  }
}

describe("the production dependencies", () => {
  it("have no high-severity advisory that docs/reliability.md does not explain", async () => {
    const result = await audit();
    if (!result.vulnerabilities) {
      report.figure(
        "audit",
        `the registry did not answer: ${result.message ?? result.error?.summary ?? "no report"}`,
      );
      report.gap(
        "dependency audit",
        `not judged in this run: \`npm ${AUDIT_ARGS.join(" ")}\` got no report (${result.message ?? "no answer"})`,
      );
      return;
    }
    const severe = Object.entries(result.vulnerabilities).filter(([, v]) => SEVERE.has(v.severity));
    const advisories = severe.flatMap(([name, v]) =>
      v.via
        .filter((via): via is { url?: string; title?: string } => typeof via === "object")
        .map((via) => ({ name, url: via.url ?? "", title: via.title ?? "" })),
    );
    const docs = await readFile(path.join(process.cwd(), "docs/reliability.md"), "utf8");
    const explained = docs.slice(docs.indexOf("## Audit advisories explained"));
    const unexplained = advisories.filter(
      (advisory) => !explained.includes(advisory.url.split("/").pop() || advisory.name),
    );
    const counts = result.metadata?.vulnerabilities ?? {};
    report.figure(
      "advisories by severity",
      Object.entries(counts)
        .map(([severity, n]) => `${severity} ${n}`)
        .join(", "),
    );
    report.figure("production dependencies audited", result.metadata?.dependencies?.prod ?? "?");
    report.figure(
      "high or critical, explained / unexplained",
      `${advisories.length - unexplained.length} / ${unexplained.length}`,
    );
    expect(unexplained, "advisories to explain in docs/reliability.md").toEqual([]);
  });
});
