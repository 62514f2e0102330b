/**
 * `npm run bench:pages` (issue 15 item 6): the shop's pages beside a static route of the same
 * server and beside the bare Next.js app (../shared/tools/bare-next), all in one run.
 *
 * For the demo seed on PGlite (a fresh folder) and the large catalog on PostgreSQL (kept, as
 * `npm run bench -- --products` keeps it): `/`, `/products`, `/products/{category}` with two
 * facet values the seed really has, `/product/{code}` and `/list?keyword=` at 8 connections:
 * throughput (autocannon) and its ratio to a `/_next/static` chunk of the same server (the shop
 * has no purely static page: robots.txt is force-dynamic), time to first byte p50/p97.5 (a
 * keep-alive client loop), HTML bytes and first-load JS (scripts/page-budgets.mjs). The bare
 * app's `/dynamic` and `/static` are measured in the same table, its `/dynamic` as a ratio to
 * its `/static`. Then Lighthouse mobile, median of 5, on the demo: home, a landing page, listing, detail, cart
 * and checkout (a line in the bag) and the bare `/`, in the same window.
 *
 * Measuring the bare app also writes bench/bare-next-reference.json, the yardstick of
 * `npm run budgets`. Needs `npm run build`; builds the bare app once in .data/bare-next.
 *
 *   npm run bench:pages [-- --store demo|catalog|both] [--products 50000] [--runs 5]
 *                       [--no-lighthouse | --lighthouse-only] [--cpu-slowdown 4]
 *
 * `--cpu-slowdown N` runs Lighthouse with the CPU slowed N times instead of its default 4 (a
 * slower phone, or this host seen as a host of lower benchmarkIndex sees it) and writes its own
 * table ("lighthouse-pages-slowed").
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { cpSync, existsSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import {
  BARE_REFERENCE_FILE,
  HOW_FIRST_LOAD_JS_IS_MEASURED,
  measurePage,
  nextVersionIn,
  type BareReference,
  type PageWeight,
} from "../scripts/page-budgets.mjs";
import { pickProductCodes } from "./catalog";
import {
  assertBuilt,
  BASE,
  baseEnv,
  catalogStores,
  machine,
  nowUtc,
  seed,
  startServer,
  stopServer,
  visitorCookie,
  waitForHealth,
  writeSection,
  type CatalogStore,
} from "./common";
import {
  CHROME_PATH,
  chromiumDescription,
  inStockSku,
  LIGHTHOUSE_CPU_SLOWDOWN,
  runLighthouse,
  runLighthouseWithBag,
  type LighthouseScores,
} from "./lighthouse-run";
import { load, ttfb, type LoadResult, type TtfbResult } from "./load";

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 8);
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const TTFB_DURATION_S = Number(process.env.BENCH_TTFB_DURATION ?? 5);

const BARE_PORT = 3300;
const BARE_BASE = `http://127.0.0.1:${BARE_PORT}`;
const BARE_SOURCE = process.env.BARE_NEXT_SOURCE ?? "../shared/tools/bare-next";
const BARE_DIR = ".data/bare-next";

/** A category both seeds have, and a word that matches products in both. */
const CATEGORY_PATH = "men/jackets";
const KEYWORD = "jacket";
/** Facets left out when picking the two filters: one value for the whole category. */
const TRIVIAL_FACETS = new Set(["gender"]);

interface Target {
  server: "shop" | "bare";
  label: string;
  path: string;
  /** The route the server's throughput is divided by. */
  isStatic: boolean;
  /** A list page must list at least one product, or the figure measures an empty state. */
  lists?: boolean;
}

interface PageRow {
  database: string;
  target: Target;
  load: LoadResult;
  ttfb: TtfbResult;
  weight: PageWeight | null;
  ratio: number;
}

function run(command: string, args: string[], cwd: string): void {
  const result = spawnSync(command, args, { cwd, stdio: "inherit" });
  if (result.status !== 0) throw new Error(`${command} ${args.join(" ")} failed in ${cwd}`);
}

/** The bare app copied and built once; built again when its source's next version changes. */
function ensureBareBuilt(): void {
  const built =
    existsSync(`${BARE_DIR}/.next/BUILD_ID`) &&
    existsSync(`${BARE_DIR}/node_modules/next/package.json`) &&
    nextVersionIn(BARE_DIR) === nextVersionIn(".");
  if (built) return;
  rmSync(BARE_DIR, { recursive: true, force: true });
  cpSync(BARE_SOURCE, BARE_DIR, { recursive: true });
  run("npm", ["install", "--no-audit", "--no-fund"], BARE_DIR);
  run(process.execPath, ["node_modules/next/dist/bin/next", "build"], BARE_DIR);
}

async function startBare(): Promise<ChildProcess> {
  const server = spawn(
    process.execPath,
    ["node_modules/next/dist/bin/next", "start", "-H", "127.0.0.1", "-p", String(BARE_PORT)],
    { cwd: BARE_DIR, env: { ...process.env, NODE_ENV: "production" }, stdio: "ignore" },
  );
  for (let attempt = 0; attempt < 120; attempt++) {
    try {
      if ((await fetch(`${BARE_BASE}/static`)).ok) return server;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  server.kill("SIGTERM");
  throw new Error(`the bare app did not answer on ${BARE_BASE}`);
}

async function measureBareReference(): Promise<BareReference> {
  const page = await measurePage(BARE_BASE, "/");
  const reference: BareReference = {
    nextVersion: nextVersionIn(BARE_DIR),
    page: "/",
    firstLoadJsGzipBytes: page.firstLoadJsGzipBytes,
    legacyGzipBytes: page.legacyGzipBytes,
    scripts: page.scripts.map(({ src, ...rest }) => ({ src: path.basename(src), ...rest })),
    measured: `bare-next (${BARE_SOURCE}) built with next build, served by next start; ${HOW_FIRST_LOAD_JS_IS_MEASURED}`,
    measuredAt: `${nowUtc()} UTC`,
  };
  writeFileSync(BARE_REFERENCE_FILE, `${JSON.stringify(reference, null, 2)}\n`);
  return reference;
}

function staticChunk(): string {
  const file = readdirSync(".next/static/chunks").find((name) => name.endsWith(".js"));
  if (!file) throw new Error("no built chunk found; run npm run build");
  return `/_next/static/chunks/${file}`;
}

interface FilterCondition {
  filterCondition: {
    attributes: {
      code: string;
      queryKey: string | null;
      values: { key: string; total: number }[];
    }[];
  };
}

async function filterCondition(
  cookie: string,
  attributes: { code: string; values: string[] }[],
): Promise<FilterCondition["filterCondition"]["attributes"]> {
  const response = await fetch(`${BASE}/api/graphql/benchFacets`, {
    method: "POST",
    headers: { "content-type": "application/json", "channel-code": "100", cookie },
    body: JSON.stringify({
      query:
        "query benchFacets($f: ProductListFilterInput) { filterCondition(filters: $f) { attributes { code queryKey values { key total } } } }",
      variables: { f: { categoryPath: CATEGORY_PATH, attributes } },
    }),
  });
  const body = (await response.json()) as { data?: FilterCondition; errors?: unknown };
  if (!body.data) throw new Error(`filterCondition: ${JSON.stringify(body.errors)}`);
  return body.data.filterCondition.attributes;
}

/**
 * The category page with two facet values the seed has: the commonest colour, then the
 * commonest value of another facet among the products of that colour.
 */
async function filteredCategoryPath(cookie: string): Promise<string> {
  const top = (values: { key: string; total: number }[]) =>
    [...values].filter((v) => v.total > 0).sort((a, b) => b.total - a.total)[0];
  const colour = (await filterCondition(cookie, [])).find((a) => a.code === "basecolor");
  const first = colour && top(colour.values);
  if (!colour?.queryKey || !first) throw new Error(`no colour facet under ${CATEGORY_PATH}`);
  const second = (await filterCondition(cookie, [{ code: "basecolor", values: [first.key] }]))
    .filter((a) => a.code !== "basecolor" && !TRIVIAL_FACETS.has(a.code) && a.queryKey)
    .map((a) => ({ attribute: a, value: top(a.values) }))
    .filter((c) => c.value !== undefined)
    .sort((a, b) => (b.value?.total ?? 0) - (a.value?.total ?? 0))[0];
  if (!second?.value) throw new Error(`no second facet under ${CATEGORY_PATH}`);
  const query = new URLSearchParams({
    [colour.queryKey]: first.key,
    [second.attribute.queryKey as string]: second.value.key,
  });
  return `/products/${CATEGORY_PATH}?${query.toString()}`;
}

function shopTargets(code: string, filtered: string): Target[] {
  return [
    { server: "shop", label: "static chunk", path: staticChunk(), isStatic: true },
    { server: "shop", label: "home", path: "/", isStatic: false },
    { server: "shop", label: "listing", path: "/products", isStatic: false, lists: true },
    { server: "shop", label: "category + 2 filters", path: filtered, isStatic: false, lists: true },
    { server: "shop", label: "detail", path: `/product/${code}`, isStatic: false },
    {
      server: "shop",
      label: "search",
      path: `/list?keyword=${KEYWORD}`,
      isStatic: false,
      lists: true,
    },
  ];
}

const BARE_TARGETS: Target[] = [
  { server: "bare", label: "bare static", path: "/static", isStatic: true },
  { server: "bare", label: "bare dynamic", path: "/dynamic", isStatic: false },
];

async function checkTarget(target: Target, origin: string, cookie: string): Promise<void> {
  if (target.isStatic) return;
  const response = await fetch(`${origin}${target.path}`, {
    headers: { cookie },
    redirect: "manual",
  });
  const html = await response.text();
  if (response.status !== 200) throw new Error(`${target.path} answered ${response.status}`);
  if (target.lists && !/href="\/product\//.test(html))
    throw new Error(`${target.path} lists no product`);
}

async function benchStore(database: string, code: string): Promise<PageRow[]> {
  const cookie = await visitorCookie();
  const targets = [...BARE_TARGETS, ...shopTargets(code, await filteredCategoryPath(cookie))];
  const rows: PageRow[] = [];
  for (const target of targets) {
    const origin = target.server === "shop" ? BASE : BARE_BASE;
    const headers: Record<string, string> = target.server === "shop" ? { cookie } : {};
    await checkTarget(target, origin, cookie);
    console.log(`bench:pages: ${database} ${target.label} ${target.path}`);
    const weight = target.isStatic ? null : await measurePage(origin, target.path, headers);
    const loaded = await load({ url: `${origin}${target.path}`, headers }, CONNECTIONS, DURATION_S);
    const firstBytes = await ttfb(
      [`${origin}${target.path}`],
      headers,
      CONNECTIONS,
      TTFB_DURATION_S,
    );
    rows.push({ database, target, load: loaded, ttfb: firstBytes, weight, ratio: Number.NaN });
  }
  for (const row of rows) {
    const base = rows.find((r) => r.target.server === row.target.server && r.target.isStatic);
    row.ratio = base ? row.load.requestsPerSecond / base.load.requestsPerSecond : Number.NaN;
  }
  return rows;
}

const kb = (bytes: number) => (bytes / 1000).toFixed(1);
const ms = (value: number) => (Number.isFinite(value) ? value.toFixed(1) : "–");

function pageTable(rows: PageRow[], bareFirstLoad: number): string {
  const lines = [
    "| database | page | path | req/s | × static | TTFB p50 ms | TTFB p97.5 ms | HTML KB | first-load JS KB gzip (× bare `/`) | errors | non-2xx |",
    "|---|---|---|---:|---:|---:|---:|---:|---:|---:|---:|",
  ];
  for (const { database, target, load: l, ttfb: t, weight, ratio } of rows) {
    const server = target.server === "bare" ? "bare-next" : database;
    const js = weight
      ? `${kb(weight.firstLoadJsGzipBytes)} (${(weight.firstLoadJsGzipBytes / bareFirstLoad).toFixed(2)}×)`
      : "–";
    lines.push(
      `| ${server} | ${target.label} | \`${target.path}\` | ${l.requestsPerSecond} | ${target.isStatic ? "1" : ratio.toFixed(3)} | ${ms(t.p50)} | ${ms(t.p975)} | ${weight ? kb(weight.htmlBytes) : "–"} | ${js} | ${l.errors + t.errors} | ${l.non2xx + t.non2xx} |`,
    );
  }
  return lines.join("\n");
}

interface LighthouseRow {
  page: string;
  runs: LighthouseScores[];
  median: LighthouseScores;
  /** Runs that failed to load the page and were run again. */
  retries: number;
}

const LIGHTHOUSE_RETRIES = 3;

function median(runs: LighthouseScores[]): LighthouseScores {
  const sorted = [...runs].sort((a, b) => a.performance - b.performance);
  return sorted[Math.floor((sorted.length - 1) / 2)] as LighthouseScores;
}

async function lighthousePages(
  code: string,
  runs: number,
  cpuSlowdown: number,
): Promise<LighthouseRow[]> {
  const skuCode = await inStockSku();
  const load = (url: string) => () => runLighthouse(url, cpuSlowdown);
  const withBag = (path: string) => () => runLighthouseWithBag(path, skuCode, BASE, cpuSlowdown);
  const pages: { page: string; once: () => Promise<LighthouseScores> }[] = [
    { page: "bare-next `/`", once: load(`${BARE_BASE}/`) },
    { page: "home `/`", once: load(`${BASE}/`) },
    {
      page: "landing `/landingPage/trail-season`",
      once: load(`${BASE}/landingPage/trail-season`),
    },
    { page: "listing `/products`", once: load(`${BASE}/products`) },
    { page: `detail \`/product/${code}\``, once: load(`${BASE}/product/${code}`) },
    { page: "cart `/cart` (one line)", once: withBag("/cart") },
    { page: "checkout `/checkout` (one line)", once: withBag("/checkout") },
  ];
  const rows: LighthouseRow[] = [];
  for (const { page, once } of pages) {
    const results: LighthouseScores[] = [];
    let retries = 0;
    while (results.length < runs) {
      try {
        const scores = await once();
        console.log(
          `bench:pages: lighthouse ${page} run ${results.length + 1}: ${scores.performance}`,
        );
        results.push(scores);
      } catch (error) {
        // Chromium now and then stops a load with an interstitial; a run that never loaded
        // the page has no score to count, so it is run again (and the retries shown).
        if (++retries > LIGHTHOUSE_RETRIES) throw error;
        console.warn(`bench:pages: lighthouse ${page}: ${String(error)}; again`);
      }
    }
    rows.push({ page, runs: results, median: median(results), retries });
  }
  return rows;
}

function lighthouseTable(rows: LighthouseRow[]): string {
  const bare = rows[0]?.median;
  const lines = [
    "| page | performance | − bare | accessibility | SEO | LCP ms | TBT ms | TBT × bare | CLS | performance of each run | runs again |",
    "|---|---:|---:|---:|---:|---:|---:|---:|---:|---|---:|",
  ];
  for (const { page, runs, median: m, retries } of rows) {
    const gap = bare ? String(m.performance - bare.performance) : "–";
    const tbt = bare && bare.tbtMs > 0 ? (m.tbtMs / bare.tbtMs).toFixed(2) : "–";
    lines.push(
      `| ${page} | ${m.performance} | ${gap} | ${m.accessibility} | ${m.seo} | ${m.lcpMs} | ${m.tbtMs} | ${tbt} | ${m.cls} | ${runs.map((r) => r.performance).join(", ")} | ${retries} |`,
    );
  }
  return lines.join("\n");
}

/**
 * The host's CPU power as Lighthouse measured it in this run: scores from hosts far apart on it
 * are not comparable (Lighthouse's docs/throttling.md, "Benchmarking CPU Power").
 */
function hostPower(rows: LighthouseRow[]): string {
  const indexes = rows
    .flatMap((row) => row.runs.map((run) => run.benchmarkIndex))
    .sort((a, b) => a - b);
  const middle = indexes[Math.floor((indexes.length - 1) / 2)];
  return `Lighthouse's benchmarkIndex of this host (CPU power): median ${middle}, ${indexes[0]}-${indexes.at(-1)} over the ${indexes.length} runs.`;
}

/** withServer, saying so when the server exits under the bench (a crash or a kill from outside). */
async function withWatchedServer<T>(env: NodeJS.ProcessEnv, fn: () => Promise<T>): Promise<T> {
  const server = startServer(env);
  let stopping = false;
  server.once("exit", (code, signal) => {
    if (!stopping)
      console.error(`bench:pages: the shop's server exited under the bench (${signal ?? code})`);
  });
  try {
    await waitForHealth();
    return await fn();
  } finally {
    stopping = true;
    await stopServer(server);
  }
}

async function demoStore(): Promise<CatalogStore> {
  const dir = ".data/bench-pages";
  rmSync(dir, { recursive: true, force: true });
  const store: CatalogStore = {
    kind: "pglite",
    label: "PGlite, demo seed",
    env: { ...baseEnv(), PGLITE_DATA_DIR: dir, JOBS: "off" },
    pgliteDir: dir,
    seeding: "",
  };
  const seconds = seed(store.env);
  store.seeding = `seeded in ${Math.round(seconds)} s`;
  return store;
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      store: { type: "string", default: "both" },
      products: { type: "string", default: "50000" },
      runs: { type: "string", default: "5" },
      "no-lighthouse": { type: "boolean", default: false },
      "lighthouse-only": { type: "boolean", default: false },
      "cpu-slowdown": { type: "string", default: String(LIGHTHOUSE_CPU_SLOWDOWN) },
    },
  });
  const which = values.store;
  if (!["demo", "catalog", "both"].includes(which)) throw new Error("--store demo|catalog|both");
  const runs = Number(values.runs);
  const cpuSlowdown = Number(values["cpu-slowdown"]);
  if (!(cpuSlowdown >= 1)) throw new Error("--cpu-slowdown takes a multiplier of at least 1");
  const products = Number(values.products);
  const lighthouse = !values["no-lighthouse"] && which !== "catalog";
  assertBuilt();
  if (lighthouse && !existsSync(CHROME_PATH))
    throw new Error(`no Chromium at ${CHROME_PATH} (apt-get install -y chromium)`);
  const envPrefix = ["BENCH_CONNECTIONS", "BENCH_DURATION", "BENCH_TTFB_DURATION"]
    .filter((name) => process.env[name] !== undefined)
    .map((name) => `${name}=${process.env[name]} `)
    .join("");
  const args = process.argv.slice(2).join(" ");
  const command = `${envPrefix}npm run bench:pages${args ? ` -- ${args}` : ""}`;

  ensureBareBuilt();
  const bare = await startBare();
  const stores: { store: CatalogStore; catalog: string }[] = [];
  const rows: PageRow[] = [];
  let lighthouseRows: LighthouseRow[] = [];
  try {
    const reference = await measureBareReference();
    if (which !== "demo") {
      for (const store of await catalogStores(products, "postgres", false)) {
        store.label = `${store.label}, ${products.toLocaleString("en")} products`;
        stores.push({ store, catalog: `${products.toLocaleString("en")} products` });
      }
    }
    // The demo last, so that its server is still up for Lighthouse once the load figures are written.
    if (which !== "catalog") stores.push({ store: await demoStore(), catalog: "demo seed" });
    const header = () => [
      `Measured ${nowUtc()} UTC on ${machine()}.`,
      "",
      `Command (after \`npm run build\`): \`${command}\` — every figure below comes from it.`,
      `Stores: ${stores.map(({ store }) => `${store.label} (${store.seeding})`).join("; ")}; \`next start\`, a visitor cookie.`,
      `bare-next: ${BARE_SOURCE} on next ${reference.nextVersion}, \`next start\` on :${BARE_PORT} beside the shop in the same run.`,
    ];
    const writePages = () => {
      const section = [
        ...header(),
        `req/s: autocannon, ${CONNECTIONS} connections, ${DURATION_S} s after a 2 s warm-up; × static divides it by the`,
        "same server's static route: the shop's is a `/_next/static` chunk (it has no static page: `/robots.txt` is",
        "force-dynamic), bare-next's is its prerendered `/static`.",
        `TTFB: ${CONNECTIONS} keep-alive Node \`http\` loops for ${TTFB_DURATION_S} s after a 2 s warm-up (bench/load.ts \`ttfb\`).`,
        `HTML: the page's bytes asked for uncompressed. First-load JS: ${HOW_FIRST_LOAD_JS_IS_MEASURED}`,
        `(scripts/page-budgets.mjs); bare-next's \`/\` has ${kb(reference.firstLoadJsGzipBytes)} KB, ${kb(reference.legacyGzipBytes)} KB of it the legacy file (bench/bare-next-reference.json).`,
        "",
        pageTable(rows, reference.firstLoadJsGzipBytes),
      ].join("\n");
      writeSection("bench-pages", section);
      console.log(section);
    };
    for (const { store } of stores) {
      const [code] = await pickProductCodes(store, 1);
      if (!code) throw new Error(`no product on ${store.label}`);
      if (values["lighthouse-only"] && store.kind !== "pglite") continue;
      await withWatchedServer(store.env, async () => {
        if (!values["lighthouse-only"]) {
          rows.push(...(await benchStore(store.label, code)));
          writePages();
        }
        if (lighthouse && store.kind === "pglite")
          lighthouseRows = await lighthousePages(code, runs, cpuSlowdown);
      });
    }
    if (lighthouseRows.length > 0) {
      const lh = [
        ...header(),
        cpuSlowdown === LIGHTHOUSE_CPU_SLOWDOWN
          ? `${chromiumDescription()}; lighthouse (default config: mobile form factor, simulated throttling),`
          : `${chromiumDescription()}; lighthouse (mobile form factor, simulated throttling with the CPU slowed ${cpuSlowdown}x, not the default ${LIGHTHOUSE_CPU_SLOWDOWN}x),`,
        `${runs} runs per page, one page after another, the run with the median performance shown; the demo seed on PGlite.`,
        hostPower(lighthouseRows),
        "Cart and checkout: a visitor with one line in the bag and the checkout hand-off, measured as a user-flow step.",
        "",
        lighthouseTable(lighthouseRows),
      ].join("\n");
      // A slowed run has a table of its own beside the default one it is read against.
      writeSection(
        cpuSlowdown === LIGHTHOUSE_CPU_SLOWDOWN ? "lighthouse-pages" : "lighthouse-pages-slowed",
        lh,
      );
      console.log(lh);
    }
  } finally {
    bare.kill("SIGTERM");
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
