/** Types of documents.mjs for TypeScript callers (middleware, tests). */
import type { CacheStores, EntryStore, PageStore, StoredPage } from "./cache-store.mjs";

export interface CachedDocument {
  /** The page's HTML, encoded once when it was stored (UTF-8). */
  body: Buffer;
  /** A strong validator of the HTML, quoted as the ETag header wants it. */
  etag: string;
  /** The page's cache tags, explicit and implicit (Next's x-next-cache-tags). */
  tags: string[];
  /** Next's x-nextjs-stale-time: how long the client router may reuse the page. */
  staleTime?: string;
}

export function documentSize(document: unknown): number;
export class RedisDocuments implements PageStore {
  constructor(entries: EntryStore, maxEntryBytes: number, memoryBytes: number);
  get(path: string): Promise<StoredPage | undefined>;
  set(path: string, page: StoredPage, ttlSeconds: number): Promise<void>;
  delete(path: string): Promise<void>;
}
export function documentPathOfKey(key: string): string | null;
export function documentOf(value: unknown): CachedDocument | null;
export function keepDocument(
  stores: CacheStores,
  key: string,
  page: StoredPage,
  ttl: number,
): Promise<void>;
export function cacheControlHeader(cacheControl: unknown): string;
export function currentDocument(
  stores: CacheStores,
  path: string,
  now?: number,
): Promise<{ document: CachedDocument; cacheControl: string } | null>;
export function storedDocument(
  stores: CacheStores,
  path: string,
  now?: number,
): Promise<{ document: CachedDocument; cacheControl: string; current: boolean } | null>;
