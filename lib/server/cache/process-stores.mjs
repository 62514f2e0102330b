/**
 * Where a process keeps its rendering-cache stores: on the global object, because Next loads the
 * cache handlers once per server and build worker, and middleware is bundled apart from them, yet
 * all must read one set of entries and tag times. Apart from cache-store.mjs so that middleware
 * reaches the stores without bundling their Redis client.
 */
export const PROCESS_CACHE_STORES = Symbol.for("outdoor-shop.rendering-cache");

/**
 * The stores this process made, or null before the first page went through Next's cache (then
 * there is nothing to answer from yet).
 * @returns {import("./cache-store.d.mts").CacheStores | null}
 */
export function existingCacheStores() {
  const holder = /** @type {Record<symbol, any>} */ (/** @type {unknown} */ (globalThis));
  return holder[PROCESS_CACHE_STORES] ?? null;
}
