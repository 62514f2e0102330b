/**
 * `npm run bench:lighthouse-checkout`: Lighthouse mobile scores of /checkout (issue 5). The page
 * needs a bag and the cart's hand-off in the tab's sessionStorage, so each run drives Debian's
 * Chromium with puppeteer-core: open the shop (a visitor session), add an in-stock SKU with
 * cartAdd, write the hand-off as the cart page does, then measure the navigation to /checkout
 * as a Lighthouse user-flow step without resetting storage. The demo seed on a fresh PGlite
 * folder. Writes between the lighthouse-checkout markers of docs/benchmarks.md.
 */
import { rmSync, writeFileSync } from "node:fs";
import * as chromeLauncher from "chrome-launcher";
import { startFlow } from "lighthouse";
import puppeteer from "puppeteer-core";
import { CHECKOUT_LINES_KEY } from "@/lib/client/checkout-handoff";
import { cartAdd } from "@/lib/graphql/operations/cart";
import {
  assertBuilt,
  BASE,
  baseEnv,
  machine,
  nowUtc,
  seed,
  withServer,
  writeSection,
} from "./common";
import { CHROME_FLAGS, CHROME_PATH, scoresOf, type LighthouseScores } from "./lighthouse-run";

const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);

async function inStockSku(): Promise<string> {
  const response = await fetch(`${BASE}/api/graphql/benchSku`, {
    method: "POST",
    headers: { "content-type": "application/json", "channel-code": "100" },
    body: JSON.stringify({
      query:
        "query benchSku { products(first: 10) { edges { node { skus { code inventory isEnabled } } } } }",
    }),
  });
  const body = (await response.json()) as {
    data: {
      products: {
        edges: { node: { skus: { code: string; inventory: number; isEnabled: boolean }[] } }[];
      };
    };
  };
  for (const edge of body.data.products.edges)
    for (const sku of edge.node.skus) if (sku.isEnabled && sku.inventory > 5) return sku.code;
  throw new Error("no SKU in stock");
}

async function measureOnce(skuCode: string): Promise<LighthouseScores> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME_PATH,
    chromeFlags: CHROME_FLAGS,
  });
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
  try {
    const page = await browser.newPage();
    await page.goto(`${BASE}/`, { waitUntil: "networkidle0" });
    await page.waitForFunction(() => document.cookie.includes("session_kind="));
    await page.evaluate(
      async (source: string, code: string, key: string) => {
        const response = await fetch("/api/graphql/cartAdd", {
          method: "POST",
          headers: { "content-type": "application/json", "channel-code": "100" },
          body: JSON.stringify({
            query: source,
            operationName: "cartAdd",
            variables: { input: [{ skuCode: code, quantity: 1 }] },
          }),
        });
        if (!response.ok) throw new Error(`cartAdd ${response.status}`);
        sessionStorage.setItem(
          key,
          JSON.stringify({
            lines: [{ skuCode: code, quantity: 1, lineType: "SALABLE_PRODUCT", activityId: null }],
            couponCodes: [],
          }),
        );
      },
      cartAdd.source,
      skuCode,
      CHECKOUT_LINES_KEY,
    );
    const flow = await startFlow(page, {
      config: {
        extends: "lighthouse:default",
        settings: { onlyCategories: ["performance", "accessibility", "seo", "best-practices"] },
      },
    });
    await flow.navigate(`${BASE}/checkout`, { disableStorageReset: true });
    const result = await flow.createFlowResult();
    const lhr = result.steps[0]?.lhr;
    if (!lhr) throw new Error("lighthouse flow returned no step");
    if (!lhr.finalDisplayedUrl.endsWith("/checkout"))
      throw new Error(`measured ${lhr.finalDisplayedUrl}, not /checkout`);
    if (process.env.BENCH_LH_DUMP) writeFileSync(process.env.BENCH_LH_DUMP, JSON.stringify(lhr));
    return scoresOf(lhr);
  } finally {
    await browser.disconnect();
    chrome.kill();
  }
}

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
      const scores = await measureOnce(skuCode);
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
    `Measured ${nowUtc()} UTC on ${machine()}; Chromium at ${CHROME_PATH}; \`npm run bench:lighthouse-checkout\`;`,
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
