/**
 * Recent facet counts, per database, for FACET_COUNTS_TTL_MS. Counting every facet value of an
 * unfiltered 50,000-product catalog takes about half a second, and the same few entry pages
 * (all products, each category) ask for it on every visit, while the counts only move when a
 * product is written. Concurrent requests for the same filters share one query.
 *
 * In-process (architecture: "shared cache: in-process by default"). Products are written only
 * by the seed today, a separate process; the back office, when it writes products, calls
 * forgetFacetCounts on the app's database after committing, and other instances catch up
 * within the TTL.
 */
const FACET_COUNTS_TTL_MS = 60_000;
/** Distinct filter sets kept; the oldest goes first. */
const MAX_ENTRIES = 500;

interface Entry<T> {
  expires: number;
  value: Promise<T>;
}

const caches = new WeakMap<object, Map<string, Entry<unknown>>>();

export async function cachedFacetCounts<T>(
  db: object,
  key: string,
  load: () => Promise<T>,
): Promise<T> {
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
  cache.set(key, { expires: now + FACET_COUNTS_TTL_MS, value });
  if (cache.size > MAX_ENTRIES) cache.delete(cache.keys().next().value as string);
  // A failed count is not remembered.
  value.catch(() => {
    if (cache.get(key)?.value === value) cache.delete(key);
  });
  return value;
}

/** Called on product writes: the next request counts again. */
export function forgetFacetCounts(db: object): void {
  caches.delete(db);
}
