// `npm run budgets`: the page weight budgets of issue 15 against the current production build
// on the demo seed. HTML of /products and of one /product/{code}, and the first-load JavaScript
// of the listing, detail, cart (with a line in the bag) and checkout pages against the bare
// Next.js page of bench/bare-next-reference.json, which must have been measured on the same
// next version. Prints every figure against its budget and exits 1 when one is over.
//
//   npm run budgets                      its own server on a fresh seeded PGlite folder (:3150)
//   npm run budgets -- --port 3151       the same on another port
//   npm run budgets -- --url <origin>    a running `next start` on a seeded demo database
import { spawn, spawnSync } from "node:child_process";
import { existsSync, readFileSync, rmSync } from "node:fs";
import { parseArgs } from "node:util";
import {
  assertSameNextVersion,
  BARE_REFERENCE_FILE,
  compareBudgets,
  formatBudgetRows,
  formatKB,
  measurePage,
  nextVersionIn,
} from "./page-budgets.mjs";

const HEALTH_TIMEOUT_MS = 120_000;

const { values } = parseArgs({
  options: { url: { type: "string" }, port: { type: "string", default: "3150" } },
});

async function graphql(origin, name, query, variables, cookie) {
  const response = await fetch(`${origin}/api/graphql/${name}`, {
    method: "POST",
    headers: { "content-type": "application/json", "channel-code": "100", cookie },
    body: JSON.stringify({ query, operationName: name, variables }),
  });
  const body = await response.json();
  if (!response.ok || body.errors?.length) {
    throw new Error(`${name}: HTTP ${response.status} ${JSON.stringify(body.errors ?? body)}`);
  }
  return { data: body.data, setCookies: response.headers.getSetCookie() };
}

/** A visitor session with one in-stock line in the bag, as a shopper reaching the cart has. */
async function visitorWithBag(origin) {
  const login = await graphql(
    origin,
    "visitorLogin",
    "mutation visitorLogin { visitorLogin { token } }",
    {},
    "",
  );
  const cookie = login.setCookies.map((c) => c.split(";")[0]).join("; ");
  const { data } = await graphql(
    origin,
    "budgetSku",
    "query budgetSku { products(first: 20) { edges { node { skus { code inventory isEnabled } } } } }",
    {},
    cookie,
  );
  const sku = data.products.edges
    .flatMap((edge) => edge.node.skus)
    .find((s) => s.isEnabled && s.inventory > 0);
  if (!sku) throw new Error("no SKU in stock on the seeded catalog");
  await graphql(
    origin,
    "cartAdd",
    "mutation cartAdd($input: [CartAddInput!]!) { cartAdd(input: $input) { __typename } }",
    { input: [{ skuCode: sku.code, quantity: 1 }] },
    cookie,
  );
  return cookie;
}

function firstProductPath(html) {
  const match = /href="(\/product\/[^"?#]+)"/.exec(html);
  if (!match) throw new Error("/products lists no product");
  return match[1];
}

async function check(origin) {
  if (!existsSync(BARE_REFERENCE_FILE)) {
    throw new Error(`no ${BARE_REFERENCE_FILE}: run npm run bench:pages to measure the bare app`);
  }
  const reference = JSON.parse(readFileSync(BARE_REFERENCE_FILE, "utf8"));
  assertSameNextVersion(reference, nextVersionIn("."));
  const cookie = await visitorWithBag(origin);
  const headers = { cookie };
  const listingHtml = await (await fetch(`${origin}/products`, { headers })).text();
  const pages = {
    listing: await measurePage(origin, "/products", headers),
    detail: await measurePage(origin, firstProductPath(listingHtml), headers),
    cart: await measurePage(origin, "/cart", headers),
    checkout: await measurePage(origin, "/checkout", headers),
  };
  const rows = compareBudgets(pages, reference.firstLoadJsGzipBytes);
  console.log(
    `budgets: ${origin}, next ${reference.nextVersion}; bare page ${reference.page} ` +
      `${formatKB(reference.firstLoadJsGzipBytes)} first-load JS gzip (${reference.measuredAt})`,
  );
  for (const line of formatBudgetRows(rows)) console.log(line);
  // Issue 15 quoted its ratios without the legacy file; shown so both readings can be compared.
  const modernBare = reference.firstLoadJsGzipBytes - reference.legacyGzipBytes;
  for (const [name, page] of Object.entries(pages)) {
    const modern = page.firstLoadJsGzipBytes - page.legacyGzipBytes;
    console.log(
      `     ${name.padEnd(8)} without the legacy (nomodule) file: ${formatKB(modern)}, ` +
        `${(modern / modernBare).toFixed(2)}× bare ${formatKB(modernBare)} (not a budget)`,
    );
  }
  const over = rows.filter((row) => !row.ok).length;
  console.log(over === 0 ? "budgets: all within budget" : `budgets: ${over} over budget`);
  return over === 0;
}

async function waitForHealth(origin, server) {
  const deadline = Date.now() + HEALTH_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`next start exited with ${server.exitCode}`);
    try {
      if ((await fetch(`${origin}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${origin} did not become healthy in ${HEALTH_TIMEOUT_MS / 1000} s`);
}

/** Like e2e: a fresh PGlite folder of its own, seeded, so the developer's data is never read. */
async function withOwnServer(port, fn) {
  if (!existsSync(".next/BUILD_ID")) throw new Error("no production build: run npm run build");
  const origin = `http://localhost:${port}`;
  const dataDir = `.data/budgets-${port}`;
  const env = {
    ...process.env,
    PGLITE_DATA_DIR: dataDir,
    PUBLIC_BASE_URL: origin,
    NODE_ENV: "production",
    PAYMENT_PROVIDER: "sandbox",
    LOG_LEVEL: "warn",
    JOBS: "off",
  };
  delete env.DATABASE_URL;
  delete env.REDIS_URL;
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(`${dataDir}.lock`, { force: true });
  const seeded = spawnSync("npm", ["run", "db:seed"], { stdio: "inherit", env });
  if (seeded.status !== 0) throw new Error("db:seed failed");
  // next itself, not through npx, so that stopping the child stops the server.
  const server = spawn(process.execPath, ["node_modules/next/dist/bin/next", "start", "-p", port], {
    stdio: ["ignore", "ignore", "inherit"],
    env,
  });
  try {
    await waitForHealth(origin, server);
    return await fn(origin);
  } finally {
    if (server.exitCode === null) {
      const exited = new Promise((resolve) => server.once("exit", resolve));
      server.kill("SIGTERM");
      await exited;
    }
  }
}

try {
  const ok = values.url ? await check(values.url) : await withOwnServer(values.port, check);
  process.exit(ok ? 0 : 1);
} catch (error) {
  console.error(`budgets: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
