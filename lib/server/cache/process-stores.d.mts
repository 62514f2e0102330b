/** Types of process-stores.mjs for TypeScript callers (middleware, tests). */
import type { CacheStores } from "./cache-store.mjs";

export const PROCESS_CACHE_STORES: unique symbol;
export function existingCacheStores(): CacheStores | null;
