/** Types of page-cache-handler.mjs for TypeScript tests. */
import type { CacheStores } from "./cache-store.mjs";

export interface StoredPage {
  value: unknown;
  lastModified: number;
  cacheControl?: unknown;
}
export interface PageCacheHandler {
  get(key: string, ctx: Record<string, unknown>): Promise<StoredPage | null>;
  set(key: string, data: unknown, ctx: Record<string, unknown>): Promise<void>;
  revalidateTag(tags: string | string[], durations?: { expire?: number }): Promise<void>;
  resetRequestCache(): void;
}
export function encodeValue(value: unknown): unknown;
export function decodeValue(value: unknown): unknown;
export function createPageCacheHandler(
  stores: CacheStores,
  options?: { maxEntryBytes?: number },
): new (context?: unknown) => PageCacheHandler;
declare const PageCacheHandlerClass: new (context?: unknown) => PageCacheHandler;
export default PageCacheHandlerClass;
