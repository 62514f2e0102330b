/** Types of cache-store.mjs for TypeScript callers (tests, the seed script). */
export const CACHE_KEY_PREFIX: string;
export const MAX_ENTRY_BYTES: number;
export const MEMORY_BUDGET_BYTES: number;
export const MAX_TTL_SECONDS: number;
export const REDIS_TIMEOUT_MS: number;

export function ttlSeconds(expireSeconds: number | undefined): number;
export function currentBuildId(distDir?: string): string | null;

export interface TagStore {
  update(tags: string[], durations?: { expire?: number }, now?: number): Promise<void>;
  refresh(): Promise<void>;
  isExpired(tags: string[], timestamp: number, now?: number): boolean;
  isStale(tags: string[], timestamp: number): boolean;
  isCurrent(tags: string[], timestamp: number, now?: number): boolean;
  latestExpiry(tags: string[], now?: number): number;
}

export interface EntryStore {
  get(key: string): Promise<Buffer | undefined>;
  set(key: string, bytes: Buffer, ttlSeconds: number): Promise<void>;
  delete(key: string): Promise<void>;
}

export interface StoredPage {
  value: unknown;
  lastModified: number;
  cacheControl?: unknown;
}
export interface PageStore {
  get(key: string): Promise<StoredPage | undefined>;
  set(key: string, page: StoredPage, ttlSeconds: number): Promise<void>;
  delete(key: string): Promise<void>;
}

export interface CacheStores {
  kind: "memory" | "redis";
  tags: TagStore;
  useCache: EntryStore;
  pages: PageStore;
  /** Whole documents of complete pages, by path (documents.mjs). */
  documents: PageStore;
  maxEntryBytes: number;
  close(): Promise<void>;
}

export function encodeValue(value: unknown): unknown;
export function decodeValue(value: unknown): unknown;
export function pageValueSize(value: unknown): number;

export function createCacheStores(options?: {
  redisUrl?: string;
  prefix?: string;
  buildId?: string | null;
  memoryBytes?: number;
  maxEntryBytes?: number;
  timeoutMs?: number;
}): CacheStores;
export function processCacheStores(): CacheStores;
export function clearRenderingCache(redisUrl: string, prefix?: string): Promise<number>;
