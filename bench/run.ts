/**
 * `npm run bench`: requests/s and latency of the production build under load
 * (autocannon, 10 connections, 10 s each) for a GraphQL call (isVisitor), the home page
 * and a static asset, on PGlite and, when one answers, on PostgreSQL. Writes the figures
 * between the bench markers of docs/benchmarks.md. Needs `npm run build` first.
 *
 * `npm run bench -- --products 50000`: the large-catalog scenarios instead (catalog.ts):
 * getProductList with three facets and a keyword, the /products and /product/{code} pages
 * (req/s, p50/p95/p99, and time to first byte), on a catalog seeded once per store and kept
 * (.data/bench-50k, database shop_bench_50k); written between the bench-catalog markers.
 * `--store pglite|postgres|both` picks the stores, `--fresh` seeds them again from nothing.
 */
import type autocannon from "autocannon";
import { readdirSync, rmSync } from "node:fs";
import { parseArgs } from "node:util";
import { DEMO_PROMO_CODES } from "@/lib/seed/demo-promotions";
import { cartItemCalculate } from "@/lib/graphql/operations/cart";
import { getProductList } from "@/lib/graphql/operations/products";
import {
  benchCatalog,
  LIST_FILTERS,
  pickProductCodes,
  PRODUCT_PAGES,
  type CatalogRow,
  type TtfbRow,
} from "./catalog";
import {
  adminQuery,
  assertBuilt,
  BASE,
  baseEnv,
  catalogStores,
  machine,
  nowUtc,
  postgresAvailable,
  postgresUrl,
  seed,
  visitorCookie,
  withServer,
  writeSection,
} from "./common";
import { benchListInProcess } from "./in-process";
import { load } from "./load";

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);

interface Row {
  database: string;
  target: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
}

function staticAsset(): string {
  const dir = ".next/static/chunks";
  const file = readdirSync(dir).find((name) => name.endsWith(".js"));
  if (!file) throw new Error("no built chunk found; run npm run build");
  return `/_next/static/chunks/${file}`;
}

async function measure(
  database: string,
  target: string,
  options: autocannon.Options,
): Promise<Row> {
  const result = await load(options, CONNECTIONS, DURATION_S);
  return {
    database,
    target,
    requestsPerSecond: result.requestsPerSecond,
    p50: Math.round(result.p50),
    p99: Math.round(result.p99),
    errors: result.errors,
    non2xx: result.non2xx,
  };
}

/** 20 in-stock SKUs of different products, read from the running server's own list. */
async function twentySkus(cookie: string): Promise<string[]> {
  const response = await fetch(`${BASE}/api/graphql/benchSkus`, {
    method: "POST",
    headers: { "content-type": "application/json", "channel-code": "100", cookie },
    body: JSON.stringify({
      query:
        "query benchSkus { products(first: 60) { edges { node { skus { code inventory isEnabled } } } } }",
    }),
  });
  const body = (await response.json()) as {
    data: {
      products: {
        edges: { node: { skus: { code: string; inventory: number; isEnabled: boolean }[] } }[];
      };
    };
  };
  const codes = body.data.products.edges
    .map((edge) => edge.node.skus.find((sku) => sku.isEnabled && sku.inventory > 0)?.code)
    .filter((code): code is string => code !== undefined)
    .slice(0, 20);
  if (codes.length < 20) throw new Error(`bench: only ${codes.length} in-stock SKUs`);
  return codes;
}

async function benchServer(database: string, env: NodeJS.ProcessEnv): Promise<Row[]> {
  seed(env);
  return withServer(env, async () => {
    const cookie = await visitorCookie();
    const cartItems = (await twentySkus(cookie)).map((skuCode) => ({ skuCode, quantity: 1 }));
    return [
      await measure(database, "GraphQL isVisitor (POST)", {
        url: `${BASE}/api/graphql/isVisitor`,
        method: "POST",
        headers: { "content-type": "application/json", "channel-code": "100", cookie },
        body: JSON.stringify({
          query: "query isVisitor { customer { userCode isVisitor memberInfo { levelCode } } }",
        }),
      }),
      await measure(database, "GraphQL cartItemCalculate, 20 lines + promo code (POST)", {
        url: `${BASE}/api/graphql/cartItemCalculate`,
        method: "POST",
        headers: { "content-type": "application/json", "channel-code": "100", cookie },
        body: JSON.stringify({
          query: cartItemCalculate.source,
          operationName: "cartItemCalculate",
          variables: {
            input: { cartItems, discountCodes: [{ couponCode: DEMO_PROMO_CODES.valid }] },
          },
        }),
      }),
      await measure(database, "Home page / (SSR)", { url: `${BASE}/`, headers: { cookie } }),
      await measure(database, "Static asset (JS chunk)", { url: `${BASE}${staticAsset()}` }),
    ];
  });
}

function table(rows: Row[]): string {
  const lines = [
    "| database | target | req/s | p50 ms | p99 ms | errors | non-2xx |",
    "|---|---|---:|---:|---:|---:|---:|",
  ];
  for (const row of rows) {
    lines.push(
      `| ${row.database} | ${row.target} | ${row.requestsPerSecond} | ${row.p50} | ${row.p99} | ${row.errors} | ${row.non2xx} |`,
    );
  }
  return lines.join("\n");
}

async function baseline(): Promise<void> {
  const env = baseEnv();
  const rows: Row[] = [];

  const pgliteDir = ".data/bench";
  rmSync(pgliteDir, { recursive: true, force: true });
  rows.push(...(await benchServer("PGlite", { ...env, PGLITE_DATA_DIR: pgliteDir })));

  if (await postgresAvailable()) {
    const name = `shop_bench_${Date.now().toString(36)}`;
    await adminQuery(`create database ${name}`);
    try {
      rows.push(
        ...(await benchServer("PostgreSQL 15", { ...env, DATABASE_URL: postgresUrl(name) })),
      );
    } finally {
      await adminQuery(`drop database if exists ${name} with (force)`);
    }
  } else {
    console.warn("bench: no PostgreSQL; PGlite only");
  }

  const section = [
    `Measured ${nowUtc()} UTC on ${machine()};`,
    `autocannon, ${CONNECTIONS} connections, ${DURATION_S} s per target after a 2 s warm-up, against \`next start\` with the demo seed.`,
    "",
    table(rows),
  ].join("\n");
  writeSection("bench", section);
  console.log(section);
}

const ms = (value: number) => (Number.isFinite(value) ? String(Math.round(value)) : "–");
const ms1 = (value: number) => (Number.isFinite(value) ? value.toFixed(1) : "–");

function catalogTable(rows: CatalogRow[]): string {
  const lines = [
    "| database | target | req/s | p50 ms | p95 ms | p99 ms | errors | non-2xx | note |",
    "|---|---|---:|---:|---:|---:|---:|---:|---|",
  ];
  for (const { database, target, result: r, note } of rows) {
    lines.push(
      `| ${database} | ${target} | ${r.requestsPerSecond} | ${ms1(r.p50)} | ${ms1(r.p95)} | ${ms1(r.p99)} | ${r.errors} | ${r.non2xx} | ${note} |`,
    );
  }
  return lines.join("\n");
}

function ttfbTable(rows: TtfbRow[]): string {
  const lines = [
    "| database | page | requests | TTFB p50 ms | TTFB p95 ms | full response p50 ms | errors | non-2xx |",
    "|---|---|---:|---:|---:|---:|---:|---:|",
  ];
  for (const { database, page, result: r } of rows) {
    lines.push(
      `| ${database} | ${page} | ${r.requests} | ${ms1(r.p50)} | ${ms1(r.p95)} | ${ms(r.fullP50)} | ${r.errors} | ${r.non2xx} |`,
    );
  }
  return lines.join("\n");
}

/** "PGlite: a, b; PostgreSQL 15: a, b" becomes "a, b" when every store has the same codes. */
function codeList(entries: string[]): string {
  const lists = new Set(entries.map((entry) => entry.slice(entry.indexOf(": ") + 2)));
  return lists.size === 1 ? [...lists].join("") : entries.join("; ");
}

async function catalog(products: number, which: "pglite" | "postgres" | "both", fresh: boolean) {
  const envPrefix = ["BENCH_CONNECTIONS", "BENCH_DURATION", "BENCH_POSTGRES_URL"]
    .filter((name) => process.env[name] !== undefined)
    .map((name) => `${name}=${process.env[name]} `)
    .join("");
  const command = `${envPrefix}npm run bench -- ${process.argv.slice(2).join(" ")}`;
  const stores = await catalogStores(products, which, fresh);
  const rows: CatalogRow[] = [];
  const ttfbRows: TtfbRow[] = [];
  const codesByStore: string[] = [];
  for (const store of stores) {
    const codes = await pickProductCodes(store, PRODUCT_PAGES);
    codesByStore.push(`${store.label}: ${codes.join(", ")}`);
    for (const row of await benchListInProcess(store, CONNECTIONS, DURATION_S)) {
      rows.push({ database: store.label, command, ...row });
    }
    const result = await withServer(store.env, () =>
      benchCatalog(store, codes, getProductList.source, CONNECTIONS, DURATION_S, command),
    );
    rows.push(...result.rows);
    ttfbRows.push(...result.ttfbRows);
  }
  const filters = LIST_FILTERS.map(
    (f) =>
      `\`${f.categoryPath}\` + brand \`${f.brandCodes.join(",")}\` + basecolor \`${f.attributes[0]?.values.join(",")}\` + keyword \`${f.keyword}\``,
  );
  const section = [
    `Measured ${nowUtc()} UTC on ${machine()}.`,
    "",
    `Command (after \`npm run build\`): \`${command}\` — every figure below comes from it:`,
    `${products.toLocaleString("en")} products (${stores.map((s) => `${s.label} ${s.seeding}`).join("; ")}),`,
    `\`next start\`, a visitor cookie on every request, ${CONNECTIONS} connections, ${DURATION_S} s per target after a 2 s warm-up.`,
    `Latency is autocannon's, to the complete response, with percentiles over every response.`,
    `getProductList rotates through four filter sets: ${filters.join("; ")}.`,
    `Product pages rotate through ${PRODUCT_PAGES} on-shelf codes with stock (${codeList(codesByStore)}).`,
    "",
    catalogTable(rows),
    "",
    `Time to first byte (status line and headers) of the same pages, same command: ${CONNECTIONS} keep-alive`,
    `Node \`http\` loops for ${DURATION_S} s after a 2 s warm-up (bench/load.ts \`ttfb\`).`,
    "",
    ttfbTable(ttfbRows),
  ].join("\n");
  writeSection("bench-catalog", section);
  console.log(section);
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      products: { type: "string" },
      store: { type: "string", default: "both" },
      fresh: { type: "boolean", default: false },
    },
  });
  assertBuilt();
  if (values.products === undefined) return baseline();
  const products = Number(values.products);
  if (!Number.isInteger(products) || products <= 0)
    throw new Error("--products must be a whole number");
  const which = values.store as "pglite" | "postgres" | "both";
  if (!["pglite", "postgres", "both"].includes(which))
    throw new Error("--store pglite|postgres|both");
  await catalog(products, which, values.fresh);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
