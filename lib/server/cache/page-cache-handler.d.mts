/** Types of page-cache-handler.mjs for TypeScript tests. */
import type { CacheStores, StoredPage } from "./cache-store.mjs";

export interface PageCacheHandler {
  get(key: string, ctx: Record<string, unknown>): Promise<StoredPage | null>;
  set(key: string, data: unknown, ctx: Record<string, unknown>): Promise<void>;
  revalidateTag(tags: string | string[], durations?: { expire?: number }): Promise<void>;
  resetRequestCache(): void;
}
export function createPageCacheHandler(
  stores: CacheStores,
): new (context?: unknown) => PageCacheHandler;
declare const PageCacheHandlerClass: new (context?: unknown) => PageCacheHandler;
export default PageCacheHandlerClass;
export function carriesStaleNonce(value: unknown): boolean;
export function withoutNonces<T>(value: T): T;
