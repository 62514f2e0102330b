/**
 * getProductList as a plain function call on the store's database, 10 callers at once, no
 * HTTP and no GraphQL: what the query layer costs by itself, to read beside the HTTP figures
 * (where the single Next.js process's CPU, shared with the database on two cores, sets the
 * floor). Run while no server holds the store (PGlite opens its folder in one process only).
 */
import { connectDatabase, type Database } from "@/lib/db/connect";
import { ALL_CARD_PARTS, type CardParts } from "@/lib/domain/catalog/product-cards";
import { getProductList } from "@/lib/domain/catalog/product-list";
import { LIST_FILTERS, PAGE_SIZE, type ListFilters } from "./catalog";
import { percentile, type CatalogStore } from "./common";
import type { LoadResult } from "./load";

/** The parts `edges { node { code title } }` loads (none), and the full card's. */
const TITLE_ONLY: CardParts = { skus: false, images: false, labels: false, funcLabels: false };

function open(store: CatalogStore): Promise<Database> {
  const url = store.env.DATABASE_URL;
  return url
    ? connectDatabase({ kind: "postgres", url, poolSize: 10 })
    : connectDatabase({ kind: "pglite", dataDir: store.pgliteDir });
}

const toFilters = (filters: ListFilters) => ({
  categoryPath: filters.categoryPath,
  brandCodes: filters.brandCodes,
  attributes: Object.fromEntries(filters.attributes.map((a) => [a.code, a.values])),
  keyword: filters.keyword,
});

async function measure(
  database: Database,
  parts: CardParts,
  connections: number,
  durationMs: number,
): Promise<LoadResult> {
  const latencies: number[] = [];
  let next = 0;
  const run = async (until: number, keep: boolean) => {
    while (performance.now() < until) {
      const filters = LIST_FILTERS[next++ % LIST_FILTERS.length] as ListFilters;
      const started = performance.now();
      const page = await getProductList(
        database.db,
        { filters: toFilters(filters), first: PAGE_SIZE, locale: "en", parts },
        new Date(),
      );
      if (!page.ok) throw new Error(`getProductList failed: ${page.code}`);
      if (keep) latencies.push(performance.now() - started);
    }
  };
  const callers = (until: number, keep: boolean) =>
    Promise.all(Array.from({ length: connections }, () => run(until, keep)));
  await callers(performance.now() + 2000, false);
  await callers(performance.now() + durationMs, true);
  return {
    requestsPerSecond: Math.round(latencies.length / (durationMs / 1000)),
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p975: percentile(latencies, 97.5),
    p99: percentile(latencies, 99),
    errors: 0,
    non2xx: 0,
    samples: latencies.length,
  };
}

export async function benchListInProcess(
  store: CatalogStore,
  connections: number,
  durationS: number,
): Promise<{ target: string; result: LoadResult; note: string }[]> {
  const database = await open(store);
  try {
    return [
      {
        target: "getProductList, 3 facets + keyword, in-process (no HTTP)",
        result: await measure(database, TITLE_ONLY, connections, durationS * 1000),
        note: `${connections} concurrent calls; page, count and product rows (code title)`,
      },
      {
        target: "getProductList, same, full card parts, in-process (no HTTP)",
        result: await measure(database, ALL_CARD_PARTS, connections, durationS * 1000),
        note: "plus SKUs with prices and stock, pictures, labels",
      },
    ];
  } finally {
    await database.close();
  }
}
