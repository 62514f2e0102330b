// Page weight budgets (issue 15 item 3) and how a page's weight is measured, shared by
// `npm run budgets` (scripts/check-budgets.mjs) and `npm run bench:pages` (bench/pages.ts), so
// the gate and the benchmark count the same bytes.
import { readFileSync } from "node:fs";
import { gzipSync } from "node:zlib";

/** Issue 15 §3: "HTML of /products at most 100 KB, of /product/{code} at most 80 KB (uncompressed, demo catalog)". */
export const HTML_BUDGET_BYTES = { listing: 100_000, detail: 80_000 };

/**
 * Issue 15 §3: first-load JavaScript (gzip) "of the listing and detail pages at most 1.25× a bare
 * Next.js page of the same version, cart and checkout at most 1.5×".
 */
export const FIRST_LOAD_JS_BUDGET_RATIO = {
  listing: 1.25,
  detail: 1.25,
  cart: 1.5,
  checkout: 1.5,
};

/**
 * Level 9, because the yardstick's README figure (134.6 KB without the legacy file) was counted
 * so; the server's own compression is not asked for, so the figure does not depend on it.
 */
export const GZIP_LEVEL = 9;

/** A CI gate should fail on a stuck page, not hang until the job's own limit. */
const FETCH_TIMEOUT_MS = 30_000;

export const BARE_REFERENCE_FILE = "bench/bare-next-reference.json";

export const HOW_FIRST_LOAD_JS_IS_MEASURED =
  "every distinct <script src> of the page's HTML (the legacy nomodule file included), " +
  `each fetched uncompressed and gzipped at level ${GZIP_LEVEL}, summed`;

const ENTITIES = {
  "&amp;": "&",
  "&quot;": '"',
  "&#x27;": "'",
  "&#39;": "'",
  "&lt;": "<",
  "&gt;": ">",
};

/**
 * The attributes of each `<script>` element, its content skipped: inline scripts (the RSC
 * payload) may quote `<script src=...>` in their strings, which the HTML parser never sees as
 * elements and the browser never loads.
 */
function scriptElementAttributes(html) {
  return [...html.matchAll(/<script\b([^>]*)>[\s\S]*?<\/script\s*>/gi)].map((m) => m[1] ?? "");
}

function srcOf(attributes) {
  const match = /(?:^|\s)src\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/i.exec(attributes);
  if (!match) return null;
  const raw = match[1] ?? match[2] ?? match[3] ?? "";
  return raw.replace(/&(?:amp|quot|#x27|#39|lt|gt);/g, (entity) => ENTITIES[entity]) || null;
}

/** The `src` of every `<script>` element of an HTML document, in document order, each once. */
export function scriptSources(html) {
  const sources = [];
  for (const attributes of scriptElementAttributes(html)) {
    const src = srcOf(attributes);
    if (src !== null && !sources.includes(src)) sources.push(src);
  }
  return sources;
}

/** The legacy (nomodule) files among them, shown apart. */
export function nomoduleSources(html) {
  return scriptElementAttributes(html)
    .filter((attributes) => /(?:^|\s)nomodule\b/i.test(attributes))
    .map(srcOf)
    .filter((src) => src !== null);
}

export function gzipBytes(body) {
  return gzipSync(body, { level: GZIP_LEVEL }).length;
}

export function sum(values) {
  return values.reduce((total, value) => total + value, 0);
}

/**
 * A page's HTML (asked for uncompressed) and its first-load JavaScript: every script it names,
 * fetched from the same origin.
 */
export async function measurePage(origin, path, headers = {}) {
  const response = await fetch(new URL(path, origin), {
    headers: { ...headers, "accept-encoding": "identity" },
    redirect: "manual",
    signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
  });
  const html = await response.text();
  if (response.status !== 200) {
    throw new Error(`${path} answered ${response.status}, not 200`);
  }
  const legacy = new Set(nomoduleSources(html));
  const scripts = [];
  for (const src of scriptSources(html)) {
    const script = await fetch(new URL(src, new URL(path, origin)), {
      headers: { "accept-encoding": "identity" },
      signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
    });
    if (!script.ok) throw new Error(`${src} (named by ${path}) answered ${script.status}`);
    const body = Buffer.from(await script.arrayBuffer());
    scripts.push({
      src,
      bytes: body.length,
      gzipBytes: gzipBytes(body),
      nomodule: legacy.has(src),
    });
  }
  return {
    path,
    htmlBytes: Buffer.byteLength(html),
    scripts,
    firstLoadJsGzipBytes: sum(scripts.map((script) => script.gzipBytes)),
    legacyGzipBytes: sum(scripts.filter((s) => s.nomodule).map((s) => s.gzipBytes)),
  };
}

/**
 * Each figure against its budget: HTML bytes against a byte limit, first-load JS against a
 * multiple of the bare page's. `pages` maps a budget name (listing, detail, cart, checkout) to
 * its measured page.
 */
export function compareBudgets(pages, bareFirstLoadJsGzipBytes) {
  const rows = [];
  for (const [name, limit] of Object.entries(HTML_BUDGET_BYTES)) {
    const page = pages[name];
    if (!page) continue;
    rows.push({
      page: name,
      path: page.path,
      what: "HTML bytes (uncompressed)",
      value: page.htmlBytes,
      limit,
      ok: page.htmlBytes <= limit,
    });
  }
  for (const [name, ratio] of Object.entries(FIRST_LOAD_JS_BUDGET_RATIO)) {
    const page = pages[name];
    if (!page) continue;
    const limit = Math.floor(bareFirstLoadJsGzipBytes * ratio);
    rows.push({
      page: name,
      path: page.path,
      what: `first-load JS gzip (≤ ${ratio}× bare ${bareFirstLoadJsGzipBytes})`,
      value: page.firstLoadJsGzipBytes,
      limit,
      ok: page.firstLoadJsGzipBytes <= limit,
    });
  }
  return rows;
}

export function formatKB(bytes) {
  return `${(bytes / 1000).toFixed(1)} KB`;
}

export function formatBudgetRows(rows) {
  return rows.map(
    (row) =>
      `${row.ok ? "ok  " : "OVER"} ${row.page.padEnd(8)} ${row.path.padEnd(28)} ${row.what}: ` +
      `${formatKB(row.value)} of ${formatKB(row.limit)} (${((row.value / row.limit) * 100).toFixed(0)}%)`,
  );
}

/** The installed version of next in a project folder. */
export function nextVersionIn(root) {
  return JSON.parse(readFileSync(`${root}/node_modules/next/package.json`, "utf8")).version;
}

/** Throws when the reference was measured on another next version than the shop's. */
export function assertSameNextVersion(reference, shopNextVersion) {
  if (reference.nextVersion !== shopNextVersion) {
    throw new Error(
      `${BARE_REFERENCE_FILE} was measured on next ${reference.nextVersion}, the shop runs ` +
        `${shopNextVersion}: measure the bare app again (npm run bench:pages) before checking budgets`,
    );
  }
}
