// Writes the figures of the hardening suite (.reports/hardening/*.json, one per part, written by
// tests/hardening) into docs/reliability.md, between its "hardening:figures" markers, with the
// command that produced them. Everything outside the markers is written by hand.
import { spawnSync } from "node:child_process";
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

const directory = path.join(".reports", "hardening");
const documentPath = path.join("docs", "reliability.md");
const START = "<!-- hardening:figures:start -->";
const END = "<!-- hardening:figures:end -->";

const parts = readdirSync(directory)
  .filter((name) => name.endsWith(".json"))
  .map((name) => JSON.parse(readFileSync(path.join(directory, name), "utf8")))
  .sort((a, b) => a.order - b.order);
if (parts.length === 0) {
  console.error(`hardening-report: no part reports in ${directory}; run npm run test:hardening`);
  process.exit(1);
}

const cell = (text) => String(text).replaceAll("|", "\\|").replaceAll("\n", " ");
const latest = parts
  .map((part) => part.ranAt)
  .sort()
  .at(-1);
const lines = [
  START,
  "",
  `Written by \`scripts/hardening-report.mjs\` from the last run of \`${parts[0].command}\``,
  `(${latest.slice(0, 16).replace("T", " ")} UTC; ${parts.find((part) => part.environment.startsWith("PostgreSQL"))?.environment ?? parts[0].environment}).`,
  "",
];
for (const part of parts) {
  lines.push(`### ${part.order}. ${part.title}`, "", `${part.seconds} s.`, "");
  lines.push("| figure | value |", "| --- | --- |");
  for (const figure of part.figures) {
    lines.push(
      `| ${cell(figure.name)} | ${cell(figure.value)}${figure.unit ? ` ${figure.unit}` : ""} |`,
    );
  }
  lines.push("");
}
const gaps = parts.flatMap((part) => part.gaps.map((gap) => ({ ...gap, part: part.title })));
lines.push("### Gaps the suite observed", "");
if (gaps.length === 0) lines.push("None.");
for (const gap of gaps) lines.push(`- **${gap.case}** (${gap.part}): ${gap.observed}.`);
lines.push("", END);

const document = readFileSync(documentPath, "utf8");
const start = document.indexOf(START);
const end = document.indexOf(END);
if (start < 0 || end < start) {
  console.error(`hardening-report: ${documentPath} has no ${START} … ${END} section`);
  process.exit(1);
}
writeFileSync(
  documentPath,
  `${document.slice(0, start)}${lines.join("\n")}${document.slice(end + END.length)}`,
);
// Formatted as the repository's other Markdown, so `prettier --check` stays clean.
spawnSync("npx", ["prettier", "--write", documentPath], { stdio: "inherit" });
console.log(`hardening-report: ${parts.length} parts, ${gaps.length} gaps → ${documentPath}`);
