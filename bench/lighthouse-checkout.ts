/**
 * `npm run bench:lighthouse-checkout`: Lighthouse mobile scores of /checkout (issue 5). The page
 * needs a bag and the cart's hand-off in the tab's sessionStorage, so each run drives Debian's
 * Chromium with puppeteer-core: open the shop (a visitor session), add an in-stock SKU with
 * cartAdd, write the hand-off as the cart page does, then measure the navigation to /checkout
 * as a Lighthouse user-flow step without resetting storage. The demo seed on a fresh PGlite
 * folder. Writes between the lighthouse-checkout markers of docs/benchmarks.md.
 */
import { rmSync } from "node:fs";
import { assertBuilt, baseEnv, machine, nowUtc, seed, withServer, writeSection } from "./common";
import {
  chromiumDescription,
  inStockSku,
  runLighthouseWithBag,
  type LighthouseScores,
} from "./lighthouse-run";

const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);

async function main(): Promise<void> {
  assertBuilt();
  const dataDir = ".data/bench-checkout";
  rmSync(dataDir, { recursive: true, force: true });
  const env: NodeJS.ProcessEnv = { ...baseEnv(), PGLITE_DATA_DIR: dataDir, JOBS: "off" };
  delete env.DATABASE_URL;
  seed(env);
  const runs = await withServer(env, async () => {
    const skuCode = await inStockSku();
    const results: LighthouseScores[] = [];
    for (let run = 0; run < RUNS; run++) {
      const scores = await runLighthouseWithBag("/checkout", skuCode);
      console.log(`lighthouse /checkout run ${run + 1}: ${JSON.stringify(scores)}`);
      results.push(scores);
    }
    return results;
  });
  const median = [...runs].sort((a, b) => a.performance - b.performance)[
    Math.floor((runs.length - 1) / 2)
  ]!;
  const failing = median.failing;
  const section = [
    `Measured ${nowUtc()} UTC on ${machine()}; ${chromiumDescription()}; \`npm run bench:lighthouse-checkout\`;`,
    `lighthouse (default config: mobile, simulated throttling), ${RUNS} runs, the median by performance shown; demo seed on PGlite, one item in the bag.`,
    "",
    "| page | performance | accessibility | SEO | best practices | LCP ms | TBT ms | CLS | performance of each run |",
    "|---|---:|---:|---:|---:|---:|---:|---:|---|",
    `| /checkout | ${median.performance} | ${median.accessibility} | ${median.seo} | ${median.bestPractices} | ${median.lcpMs} | ${median.tbtMs} | ${median.cls} | ${runs.map((r) => r.performance).join(", ")} |`,
    "",
    failing.length > 0
      ? `Audits below full marks: ${failing.map((f) => `\`${f}\``).join(", ")} (checkout is noindex by design, so SEO is not a target here).`
      : "No accessibility, SEO or best-practices audit below full marks.",
  ].join("\n");
  writeSection("lighthouse-checkout", section);
  console.log(section);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
