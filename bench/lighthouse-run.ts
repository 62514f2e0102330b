/**
 * One Lighthouse run in Debian's Chromium with the flags of issue 3, default (mobile) config.
 */
import { execFileSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import * as chromeLauncher from "chrome-launcher";
import lighthouse, { startFlow, type Result } from "lighthouse";
import puppeteer from "puppeteer-core";
import { CHECKOUT_LINES_KEY, encodeHandoffCopy } from "@/lib/client/checkout-handoff";
import { cartAdd } from "@/lib/graphql/operations/cart";
import { CHECKOUT_HANDOFF_COOKIE, CHECKOUT_HANDOFF_COOKIE_PATH } from "@/lib/session/cookies";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../e2e/browser";
import { BASE } from "./common";

export const CHROME_PATH = CHROMIUM_PATH;
/**
 * Paint holding off (chrome-launcher's "flags for tools" list): in headless Chromium 156 on this
 * machine it held a cold page's first paint back by whole seconds at random (a static, script-free
 * copy of the home page: first paint at ~1.3 s in 3 of 6 loads, ~0.3 s in 6 of 6 with it off), and
 * Lantern then counts every task before that paint into FCP and LCP. Bare-next runs with the same
 * flags in the same run (docs/benchmarks.md).
 *
 * Chromium 156's top-chrome WebUIs off as well: headless, it still preloads the omnibox popup's
 * WebUI in a renderer of its own, which spent 1.3-3.1 s of CPU during each 5 s page load on this
 * 2-core machine (a trace lists chrome://omnibox-popup.top-chrome/ scripts), taking a core from
 * the page under test at random. With these features off that renderer is not started.
 */
export const CHROME_FLAGS = [
  "--headless=new",
  ...CHROMIUM_ARGS,
  "--disable-features=PaintHolding,PreloadTopChromeWebUI,WebUIOmniboxPopup,WebUIOmniboxAimPopup,WebUIOmniboxFullPopup",
];

/**
 * The browser as every Lighthouse table names it ("Chromium 156.0.8078.108 at /usr/bin/chromium
 * (paint holding and the omnibox WebUI off)"): Lighthouse figures move with the browser's build and flags.
 */
export function chromiumDescription(): string {
  let version = "Chromium (version unknown)";
  try {
    version = execFileSync(CHROME_PATH, ["--version"], { encoding: "utf8" })
      .replace(/\s+built on.*$/s, "")
      .trim();
  } catch {
    // The version is a label; a browser that cannot say it still runs the bench.
  }
  return `${version} at ${CHROME_PATH} (paint holding and the omnibox WebUI off, bench/lighthouse-run.ts)`;
}

/**
 * Lighthouse's own CPU slowdown for its mobile preset. A run may ask for another (bench:pages
 * `--cpu-slowdown`) to see the pages as a host of lower `benchmarkIndex` sees them: Lighthouse's
 * docs/throttling.md ("Calibrating the CPU slowdown") scales the multiplier with the host's power.
 */
export const LIGHTHOUSE_CPU_SLOWDOWN = 4;

function throttlingFlags(cpuSlowdown: number) {
  return { throttling: { cpuSlowdownMultiplier: cpuSlowdown } };
}

export interface LighthouseScores {
  performance: number;
  accessibility: number;
  seo: number;
  bestPractices: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /**
   * Lighthouse's own measure of the host's CPU (its `benchmarkIndex`): simulated throttling slows
   * the observed main thread by a fixed multiplier, not to a fixed speed, so the same pages score
   * far apart on hosts of different power (docs/benchmarks.md).
   */
  benchmarkIndex: number;
  /** Failed audits of the non-performance categories, for reading a score below 100. */
  failing: string[];
}

/** One Lighthouse run in its own Chromium. */
export async function runLighthouse(
  url: string,
  cpuSlowdown: number = LIGHTHOUSE_CPU_SLOWDOWN,
): Promise<LighthouseScores> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME_PATH,
    chromeFlags: CHROME_FLAGS,
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance", "accessibility", "seo", "best-practices"],
      ...throttlingFlags(cpuSlowdown),
    });
    if (!result) throw new Error(`lighthouse returned nothing for ${url}`);
    if (result.lhr.runtimeError)
      throw new Error(`${url}: ${result.lhr.runtimeError.code} ${result.lhr.runtimeError.message}`);
    return scoresOf(result.lhr);
  } finally {
    chrome.kill();
  }
}

/** The scores of one Lighthouse result (a plain run or a user-flow step). */
export function scoresOf(lhr: Result): LighthouseScores {
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const failing = ["accessibility", "seo", "best-practices"].flatMap((category) =>
    (lhr.categories[category]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => `${category}: ${ref.id}`),
  );
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    seo: score("seo"),
    bestPractices: score("best-practices"),
    lcpMs: Math.round(numeric("largest-contentful-paint")),
    tbtMs: Math.round(numeric("total-blocking-time")),
    cls: Math.round(numeric("cumulative-layout-shift") * 1000) / 1000,
    benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
    failing,
  };
}

/**
 * One Lighthouse run of `path` for a visitor with `skuCode` in the bag: open the shop (a visitor
 * session), add the SKU with cartAdd, write the checkout hand-off (and its cookie copy, ADR 0032)
 * as the cart page does, then
 * measure the navigation to `path` as a user-flow step without resetting storage.
 */
export async function runLighthouseWithBag(
  path: string,
  skuCode: string,
  base: string = BASE,
  cpuSlowdown: number = LIGHTHOUSE_CPU_SLOWDOWN,
): Promise<LighthouseScores> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME_PATH,
    chromeFlags: CHROME_FLAGS,
  });
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
  try {
    const page = await browser.newPage();
    await page.goto(`${base}/`, { waitUntil: "networkidle0" });
    await page.waitForFunction(() => document.cookie.includes("session_kind="));
    const line = { skuCode, quantity: 1, lineType: "SALABLE_PRODUCT" as const, activityId: null };
    const copy = encodeHandoffCopy({ lines: [line], couponCodes: [], memberCoupon: null });
    await page.evaluate(
      async (source: string, code: string, key: string, cookie: string) => {
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
        document.cookie = cookie;
      },
      cartAdd.source,
      skuCode,
      CHECKOUT_LINES_KEY,
      `${CHECKOUT_HANDOFF_COOKIE}=${copy ?? ""}; Path=${CHECKOUT_HANDOFF_COOKIE_PATH}; SameSite=Lax`,
    );
    const flow = await startFlow(page, {
      config: {
        extends: "lighthouse:default",
        settings: {
          onlyCategories: ["performance", "accessibility", "seo", "best-practices"],
          ...throttlingFlags(cpuSlowdown),
        },
      },
    });
    await flow.navigate(`${base}${path}`, { disableStorageReset: true });
    const result = await flow.createFlowResult();
    const lhr = result.steps[0]?.lhr;
    if (!lhr) throw new Error("lighthouse flow returned no step");
    if (!lhr.finalDisplayedUrl.endsWith(path))
      throw new Error(`measured ${lhr.finalDisplayedUrl}, not ${path}`);
    if (process.env.BENCH_LH_DUMP) writeFileSync(process.env.BENCH_LH_DUMP, JSON.stringify(lhr));
    return scoresOf(lhr);
  } finally {
    await browser.disconnect();
    chrome.kill();
  }
}

/** A SKU with more than 5 in stock among the first products of the catalog. */
export async function inStockSku(base: string = BASE): Promise<string> {
  const response = await fetch(`${base}/api/graphql/benchSku`, {
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
