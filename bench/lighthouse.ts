/**
 * `npm run bench:lighthouse`: Lighthouse (default config: mobile form factor, simulated
 * throttling) against `next start` on the 50,000-product catalog, for /products and one
 * /product/{code}, on PGlite and, when one answers, PostgreSQL. Each page runs `--runs` times
 * (default 3) in Debian's Chromium; the run with the median performance score is reported with
 * its accessibility, SEO and best-practices scores and its LCP, TBT and CLS. Writes the table
 * between the lighthouse markers of docs/benchmarks.md. Needs `npm run build` first.
 *
 *   npm run bench:lighthouse [-- --store pglite|postgres|both] [--runs 3] [--products 50000]
 */
import { existsSync } from "node:fs";
import { parseArgs } from "node:util";
import { pickProductCodes } from "./catalog";
import {
  CHROME_PATH,
  chromiumDescription,
  runLighthouse,
  type LighthouseScores,
} from "./lighthouse-run";
import {
  assertBuilt,
  BASE,
  catalogStores,
  machine,
  nowUtc,
  withServer,
  writeSection,
} from "./common";

interface LighthouseRow {
  database: string;
  page: string;
  url: string;
  runs: LighthouseScores[];
  median: LighthouseScores;
}

function median(runs: LighthouseScores[]): LighthouseScores {
  const sorted = [...runs].sort((a, b) => a.performance - b.performance);
  return sorted[Math.floor((sorted.length - 1) / 2)] as LighthouseScores;
}

function table(rows: LighthouseRow[]): string {
  const lines = [
    "| database | page | performance | accessibility | SEO | best practices | LCP ms | TBT ms | CLS | performance of each run |",
    "|---|---|---:|---:|---:|---:|---:|---:|---:|---|",
  ];
  for (const row of rows) {
    const m = row.median;
    lines.push(
      `| ${row.database} | ${row.page} | ${m.performance} | ${m.accessibility} | ${m.seo} | ${m.bestPractices} | ${m.lcpMs} | ${m.tbtMs} | ${m.cls} | ${row.runs.map((r) => r.performance).join(", ")} |`,
    );
  }
  return lines.join("\n");
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      store: { type: "string", default: "both" },
      runs: { type: "string", default: "3" },
      products: { type: "string", default: "50000" },
      fresh: { type: "boolean", default: false },
    },
  });
  const which = values.store as "pglite" | "postgres" | "both";
  if (!["pglite", "postgres", "both"].includes(which))
    throw new Error("--store pglite|postgres|both");
  const runs = Number(values.runs);
  const products = Number(values.products);
  assertBuilt();
  if (!existsSync(CHROME_PATH))
    throw new Error(`no Chromium at ${CHROME_PATH} (apt-get install -y chromium)`);

  const rows: LighthouseRow[] = [];
  const stores = await catalogStores(products, which, values.fresh);
  for (const store of stores) {
    const [code] = await pickProductCodes(store, 1);
    const pages = [
      { page: "/products", path: "/products" },
      { page: `/product/${code}`, path: `/product/${code}` },
    ];
    await withServer(store.env, async () => {
      for (const { page, path } of pages) {
        const url = `${BASE}${path}`;
        // One unmeasured load, so that the first-request work of the server does not count.
        await (await fetch(url)).arrayBuffer();
        const results: LighthouseScores[] = [];
        for (let run = 0; run < runs; run++) {
          const scores = await runLighthouse(url);
          console.log(
            `lighthouse: ${store.label} ${page} run ${run + 1}: ${JSON.stringify(scores)}`,
          );
          results.push(scores);
        }
        rows.push({ database: store.label, page, url, runs: results, median: median(results) });
      }
    });
  }

  const failing = [...new Set(rows.flatMap((row) => row.median.failing))];
  const args = process.argv.slice(2).join(" ");
  const section = [
    `Measured ${nowUtc()} UTC on ${machine()}; ${chromiumDescription()}.`,
    `Command (after \`npm run build\`): \`npm run bench:lighthouse${args ? ` -- ${args}` : ""}\`;`,
    `lighthouse (default config: mobile form factor, simulated throttling), ${runs} run(s) per page,`,
    `the run with the median performance score shown; the ${products.toLocaleString("en")}-product catalog (${stores.map((s) => `${s.label} ${s.seeding}`).join("; ")}).`,
    "",
    table(rows),
    "",
    failing.length > 0
      ? `Audits below full marks in the shown runs: ${failing.map((f) => `\`${f}\``).join(", ")}.`
      : "No accessibility, SEO or best-practices audit below full marks in the shown runs.",
  ].join("\n");
  writeSection("lighthouse", section);
  console.log(section);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
