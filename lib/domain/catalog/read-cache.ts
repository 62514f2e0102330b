/**
 * Catalog reads that many requests repeat and that only move when the catalog is written,
 * kept per database for READ_CACHE_TTL_MS: facet counts (counting every facet value of an
 * unfiltered 50,000-product catalog takes about half a second, and the entry pages ask for it
 * on every visit), the synonym groups and the known category paths (read by every filtered
 * list). Concurrent requests for the same key share one query.
 *
 * In-process (architecture: "shared cache: in-process by default"). A catalog write forgets it:
 * the instance told of the change calls forgetCachedReads, and every other instance calls
 * forgetAllCachedReads when it learns of the change's list tags from the shared rendering cache
 * (lib/server/catalog-read-sync.ts), before it renders the list again. Kept on globalThis, so
 * the route that is told and the one that renders use one cache even where the server bundle
 * holds two copies of this module.
 */
const READ_CACHE_TTL_MS = 60_000;
/** Distinct keys kept; the oldest goes first. */
const MAX_ENTRIES = 500;

interface Entry<T> {
  expires: number;
  value: Promise<T>;
}

const holder = globalThis as typeof globalThis & {
  shopCatalogReads?: WeakMap<object, Map<string, Entry<unknown>>>;
};

export async function cachedRead<T>(db: object, key: string, load: () => Promise<T>): Promise<T> {
  const caches = (holder.shopCatalogReads ??= new WeakMap());
  let cache = caches.get(db);
  if (!cache) {
    cache = new Map();
    caches.set(db, cache);
  }
  const now = Date.now();
  const hit = cache.get(key);
  if (hit && hit.expires > now) return hit.value as Promise<T>;
  const value = load();
  cache.delete(key);
  cache.set(key, { expires: now + READ_CACHE_TTL_MS, value });
  if (cache.size > MAX_ENTRIES) cache.delete(cache.keys().next().value as string);
  // A failed read is not remembered.
  value.catch(() => {
    if (cache.get(key)?.value === value) cache.delete(key);
  });
  return value;
}

/** Called on catalog writes: the next request reads again. */
export function forgetCachedReads(db: object): void {
  holder.shopCatalogReads?.delete(db);
}

/** Called when another instance wrote the catalog: every database's reads go. */
export function forgetAllCachedReads(): void {
  holder.shopCatalogReads = new WeakMap();
}
