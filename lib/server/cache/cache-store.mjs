/**
 * The storage under both rendering-cache handlers (ADR 0030): entries, and the times at which
 * cache tags were revalidated. Plain JavaScript, because Next imports the handlers with Node's
 * own `import()` at run time, outside any bundle or TypeScript loader.
 *
 * With REDIS_URL, entries and tag times live in Redis, so every instance of one build serves the
 * same entries and learns of a revalidation from any other on its next request. Without it, both
 * live in this process, bounded in bytes. A Redis that fails or stalls reads as a miss (one
 * warning per outage), never as an error of the page.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { createClient, RESP_TYPES } from "redis";
import { documentSize, RedisDocuments } from "./documents.mjs";
import { PROCESS_CACHE_STORES } from "./process-stores.mjs";
import { SizeBoundedLru } from "./size-bounded-lru.mjs";
import { sharedTagsRevalidated } from "./tag-events.mjs";

/**
 * Not in the spec (ADR 0030): this shop's namespace in a Redis it may share with other apps;
 * RENDER_CACHE_PREFIX replaces it (`npm run instances` gives each run its own).
 */
export const CACHE_KEY_PREFIX = "shop:render:";
/** Not in the spec (ADR 0030): a rendered page is tens of KB; anything this big is not worth a round trip. */
export const MAX_ENTRY_BYTES = 2 * 1024 * 1024;
/** Not in the spec (ADR 0030): each in-process store (use cache, pages) stays under this. */
export const MEMORY_BUDGET_BYTES = 64 * 1024 * 1024;
/**
 * Not in the spec (ADR 0030): an entry nobody revalidates still leaves the store after a week,
 * so keys of listings nobody asks for again do not pile up ("max" lives are a year).
 */
export const MAX_TTL_SECONDS = 7 * 24 * 60 * 60;
/** Not in the spec (ADR 0030): longer than a local Redis ever takes; a stalled one reads as a miss. */
export const REDIS_TIMEOUT_MS = 250;

/** @param {string} message @param {Record<string, unknown>} [fields] */
function log(level, message, fields = {}) {
  // lib/logger.ts's line format; that module is TypeScript, which this file cannot import.
  const entry = { time: new Date().toISOString(), level, message, ...fields };
  process.stderr.write(`${JSON.stringify(entry)}\n`);
}

/** @param {number | undefined} expireSeconds */
export function ttlSeconds(expireSeconds) {
  if (typeof expireSeconds !== "number" || !Number.isFinite(expireSeconds)) return MAX_TTL_SECONDS;
  return Math.min(MAX_TTL_SECONDS, Math.max(1, Math.ceil(expireSeconds)));
}

/**
 * The build this process serves, so a new deploy never reads an older build's entries. Null
 * while `next build` runs (the build keeps its entries in memory: its BUILD_ID file is written
 * only partway through) and when the file cannot be read.
 * @param {string} [distDir]
 */
export function currentBuildId(distDir = path.join(process.cwd(), ".next")) {
  if (process.env.NEXT_PHASE === "phase-production-build") return null;
  if (process.env.__NEXT_DEV_SERVER) return "development";
  try {
    return readFileSync(path.join(distDir, "BUILD_ID"), "utf8").trim() || null;
  } catch {
    return null;
  }
}

/**
 * @template T
 * @param {Promise<T>} promise @param {number} ms
 * @returns {Promise<T>}
 */
function withTimeout(promise, ms) {
  /** @type {NodeJS.Timeout | undefined} */
  let timer;
  const timeout = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(`Redis did not answer in ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * One lazily connected client. `run` answers undefined instead of throwing: a refused, dropped
 * or slow Redis is a miss, reported once until Redis answers again.
 */
export class RedisConnection {
  /** @param {string} url @param {{ timeoutMs?: number }} [options] */
  constructor(url, options = {}) {
    this.url = url;
    this.timeoutMs = options.timeoutMs ?? REDIS_TIMEOUT_MS;
    this.down = false;
    /** @type {any} */
    this.client = undefined;
    /** @type {Promise<unknown> | undefined} */
    this.connecting = undefined;
  }

  /** @returns {any} */
  ensureClient() {
    if (!this.client) {
      this.client = createClient({
        url: this.url,
        // Commands sent while disconnected fail at once instead of queueing behind a render.
        disableOfflineQueue: true,
        socket: {
          connectTimeout: 1000,
          reconnectStrategy: (/** @type {number} */ retries) => Math.min(100 * 2 ** retries, 5000),
        },
      })
        .withTypeMapping({ [RESP_TYPES.BLOB_STRING]: Buffer })
        .on("error", () => {
          // Reconnects are automatic; the failed command is reported by `run`.
        });
      this.connecting = this.client.connect().catch(() => undefined);
    }
    return this.client;
  }

  /**
   * @template T
   * @param {string} what
   * @param {(client: any) => Promise<T>} command
   * @returns {Promise<T | undefined>}
   */
  async run(what, command) {
    try {
      const client = this.ensureClient();
      if (!client.isReady) {
        // Only the first command waits for the connection; while Redis is away, a miss at once.
        if (this.down) throw new Error("Redis is not connected");
        await withTimeout(Promise.resolve(this.connecting), this.timeoutMs);
        if (!client.isReady) throw new Error("Redis is not connected");
      }
      const result = await withTimeout(command(client), this.timeoutMs);
      if (this.down) {
        this.down = false;
        log("info", "rendering cache: Redis answers again", { what });
      }
      return result;
    } catch (error) {
      if (!this.down) {
        this.down = true;
        log("warn", "rendering cache: Redis failed, serving misses until it answers", {
          what,
          error: error instanceof Error ? error.message : String(error),
        });
      }
      return undefined;
    }
  }

  async close() {
    const client = this.client;
    this.client = undefined;
    if (client?.isOpen) await client.close().catch(() => undefined);
    else client?.destroy?.();
  }
}

/**
 * Revalidation times per tag: `expired` (entries older are gone) and `stale` (entries older are
 * served once more while a fresh one renders), in epoch milliseconds.
 */
export class TagTimes {
  constructor() {
    /** @type {Map<string, { stale?: number; expired?: number }>} */
    this.times = new Map();
  }

  /** @param {string[]} tags @param {{ expire?: number }} [durations] @param {number} [now] */
  record(tags, durations, now = Date.now()) {
    /** @type {[string, { stale?: number; expired?: number }][]} */
    const changed = [];
    for (const tag of tags) {
      const next = { ...this.times.get(tag) };
      if (durations) {
        next.stale = now;
        if (durations.expire !== undefined) next.expired = now + durations.expire * 1000;
      } else {
        next.expired = now;
      }
      this.times.set(tag, next);
      changed.push([tag, next]);
    }
    return changed;
  }

  /** @param {string[]} tags @param {number} timestamp @param {number} [now] */
  isExpired(tags, timestamp, now = Date.now()) {
    return tags.some((tag) => {
      const expired = this.times.get(tag)?.expired;
      return expired !== undefined && expired > timestamp && expired <= now;
    });
  }

  /** @param {string[]} tags @param {number} timestamp */
  isStale(tags, timestamp) {
    return tags.some((tag) => (this.times.get(tag)?.stale ?? 0) > timestamp);
  }

  /**
   * Whether an entry rendered at `timestamp` with these tags may still be served: none of them
   * expired or went stale since (a shell's price must not be served once more after a change).
   * @param {string[]} tags @param {number} timestamp @param {number} [now]
   */
  isCurrent(tags, timestamp, now = Date.now()) {
    return !this.isExpired(tags, timestamp, now) && !this.isStale(tags, timestamp);
  }

  /** The latest expiry already reached among `tags` (0 when none): what `getExpiration` answers. */
  latestExpiry(/** @type {string[]} */ tags, now = Date.now()) {
    let latest = 0;
    for (const tag of tags) {
      const expired = this.times.get(tag)?.expired ?? 0;
      if (expired <= now && expired > latest) latest = expired;
    }
    return latest;
  }
}

// Each change takes the next number of a counter, so an instance reads only what changed since
// the number it last saw: one GET per request when nothing did. The counter starts at Redis's
// clock in microseconds, so after db:seed drops the keys new numbers still pass old ones.
const RECORD_TAGS = `
local now = redis.call('TIME')
redis.call('SET', KEYS[1], now[1] .. string.format('%06d', tonumber(now[2])), 'NX')
local seq
for i = 1, #ARGV, 2 do
  seq = redis.call('INCR', KEYS[1])
  redis.call('HSET', KEYS[2], ARGV[i], ARGV[i + 1])
  redis.call('ZADD', KEYS[3], seq, ARGV[i])
end
return seq`;

/**
 * Tag times shared through Redis: `record` writes them, `refresh` pulls what other instances
 * wrote. The local copy answers the checks, so a Redis outage keeps the last known times.
 */
export class RedisTagTimes extends TagTimes {
  /** @param {RedisConnection} redis @param {string} prefix */
  constructor(redis, prefix) {
    super();
    this.redis = redis;
    this.seqKey = `${prefix}tags:seq`;
    this.hashKey = `${prefix}tags`;
    this.logKey = `${prefix}tags:log`;
    this.seen = 0;
    /** @type {Promise<void> | undefined} */
    this.inFlight = undefined;
  }

  /** @param {string[]} tags @param {{ expire?: number }} [durations] @param {number} [now] */
  async update(tags, durations, now = Date.now()) {
    const changed = this.record(tags, durations, now);
    if (changed.length === 0) return;
    await this.redis.run("updateTags", (client) =>
      client.eval(RECORD_TAGS, {
        keys: [this.seqKey, this.hashKey, this.logKey],
        arguments: changed.flatMap(([tag, times]) => [tag, JSON.stringify(times)]),
      }),
    );
  }

  refresh() {
    this.inFlight ??= this.pull().finally(() => {
      this.inFlight = undefined;
    });
    return this.inFlight;
  }

  async pull() {
    const seqText = await this.redis.run("refreshTags", (client) => client.get(this.seqKey));
    if (seqText === undefined) return;
    const seq = Number(String(seqText ?? 0));
    if (seq === this.seen) return;
    // The counter went back: someone dropped the keys (db:seed). Forget and read them all.
    if (seq < this.seen) this.seen = 0;
    const from = this.seen;
    const rows = await this.redis.run("refreshTags", (client) =>
      client.zRangeByScoreWithScores(this.logKey, `(${from}`, "+inf"),
    );
    if (!rows) return;
    if (rows.length === 0) {
      this.seen = seq;
      return;
    }
    const tags = rows.map((/** @type {{ value: Buffer | string }} */ row) => String(row.value));
    const values = await this.redis.run("refreshTags", (client) =>
      client.hmGet(this.hashKey, tags),
    );
    if (!values) return;
    /** @type {string[]} */
    const changed = [];
    tags.forEach((tag, i) => {
      const text = values[i];
      if (!text) return;
      const times = JSON.parse(String(text));
      const known = this.times.get(tag);
      // Times this instance wrote itself come back equal: only another instance's are news.
      if (known?.stale !== times.stale || known?.expired !== times.expired) changed.push(tag);
      this.times.set(tag, times);
    });
    sharedTagsRevalidated(changed);
    this.seen = Math.max(
      seq,
      ...rows.map((/** @type {{ score: unknown }} */ row) => Number(String(row.score))),
    );
  }
}

/** Tag times of this process only. */
export class MemoryTagTimes extends TagTimes {
  /** @param {string[]} tags @param {{ expire?: number }} [durations] @param {number} [now] */
  async update(tags, durations, now = Date.now()) {
    this.record(tags, durations, now);
  }

  async refresh() {}
}

/** Entries of this process, bounded in bytes, dropped at their TTL. */
export class MemoryEntries {
  /** @param {number} [maxBytes] */
  constructor(maxBytes = MEMORY_BUDGET_BYTES) {
    /** @type {SizeBoundedLru<Buffer>} */
    this.lru = new SizeBoundedLru(maxBytes);
  }

  /** @param {string} key */
  async get(key) {
    return this.lru.get(key);
  }

  /** @param {string} key @param {Buffer} bytes @param {number} ttl */
  async set(key, bytes, ttl) {
    this.lru.set(key, bytes, bytes.byteLength, ttl);
  }

  /** @param {string} key */
  async delete(key) {
    this.lru.delete(key);
  }
}

/** Entries in Redis under the build's namespace, each with a TTL. */
export class RedisEntries {
  /** @param {RedisConnection} redis @param {string} namespace */
  constructor(redis, namespace) {
    this.redis = redis;
    this.namespace = namespace;
  }

  /** @param {string} key @returns {Promise<Buffer | undefined>} */
  async get(key) {
    const value = await this.redis.run("get", (client) => client.get(this.namespace + key));
    return value ?? undefined;
  }

  /** @param {string} key @param {Buffer} bytes @param {number} ttl */
  async set(key, bytes, ttl) {
    await this.redis.run("set", (client) => client.set(this.namespace + key, bytes, { EX: ttl }));
  }

  /** @param {string} key */
  async delete(key) {
    await this.redis.run("delete", (client) => client.unlink(this.namespace + key));
  }
}

const BYTES = "$bytes";
const MAP = "$map";

/**
 * Page values hold Buffers (`rscData`, `body`) and a Map (`segmentData`), which JSON alone would
 * turn into something Next cannot read back ("segmentData.get is not a function").
 * @param {unknown} value @returns {unknown}
 */
export function encodeValue(value) {
  if (value instanceof Uint8Array) {
    return {
      [BYTES]: Buffer.from(value.buffer, value.byteOffset, value.byteLength).toString("base64"),
    };
  }
  if (value instanceof Map) return { [MAP]: [...value].map(([k, v]) => [k, encodeValue(v)]) };
  if (Array.isArray(value)) return value.map(encodeValue);
  if (value !== null && typeof value === "object") {
    /** @type {Record<string, unknown>} */
    const out = {};
    for (const [k, v] of Object.entries(value)) out[k] = encodeValue(v);
    return out;
  }
  return value;
}

/** @param {unknown} value @returns {unknown} */
export function decodeValue(value) {
  if (Array.isArray(value)) return value.map(decodeValue);
  if (value !== null && typeof value === "object") {
    const record = /** @type {Record<string, unknown>} */ (value);
    if (typeof record[BYTES] === "string") return Buffer.from(record[BYTES], "base64");
    if (Array.isArray(record[MAP])) {
      return new Map(record[MAP].map(([k, v]) => [k, decodeValue(v)]));
    }
    /** @type {Record<string, unknown>} */
    const out = {};
    for (const [k, v] of Object.entries(record)) out[k] = decodeValue(v);
    return out;
  }
  return value;
}

/**
 * About the bytes a page value holds, counted as Next's own memory cache counts them.
 * @param {any} value
 */
export function pageValueSize(value) {
  if (!value) return 25;
  let size = 0;
  for (const part of [value.html, value.rscData, value.body, value.postponed, value.buffer]) {
    if (part) size += part.length ?? 0;
  }
  if (value.segmentData instanceof Map) {
    for (const [segment, buffer] of value.segmentData) size += segment.length + buffer.length;
  }
  if (value.data !== undefined || value.pageData !== undefined) {
    size += JSON.stringify(value.data ?? value.pageData ?? "").length;
  }
  return Math.max(1, size);
}

/**
 * Pages (or their documents) of this process, kept as the objects Next handed over (nothing to
 * decode on a hit), bounded in bytes.
 */
export class MemoryPages {
  /**
   * @param {number} [maxBytes] @param {number} [maxEntryBytes]
   * @param {(value: any) => number} [sizeOf] the bytes a stored value holds
   */
  constructor(
    maxBytes = MEMORY_BUDGET_BYTES,
    maxEntryBytes = MAX_ENTRY_BYTES,
    sizeOf = pageValueSize,
  ) {
    /** @type {SizeBoundedLru<StoredPage>} */
    this.lru = new SizeBoundedLru(maxBytes);
    this.maxEntryBytes = maxEntryBytes;
    this.sizeOf = sizeOf;
  }

  /** @param {string} key */
  async get(key) {
    return this.lru.get(key);
  }

  /** @param {string} key @param {StoredPage} page @param {number} ttl */
  async set(key, page, ttl) {
    const size = this.sizeOf(page.value);
    if (size > this.maxEntryBytes) this.lru.delete(key);
    else this.lru.set(key, page, size, ttl);
  }

  /** @param {string} key */
  async delete(key) {
    this.lru.delete(key);
  }
}

/**
 * @typedef {{ value: unknown; lastModified: number; cacheControl?: unknown }} StoredPage
 */

/** Pages in Redis as JSON, their Buffers and Maps encoded. */
export class RedisPages {
  /** @param {RedisEntries} entries @param {number} [maxEntryBytes] */
  constructor(entries, maxEntryBytes = MAX_ENTRY_BYTES) {
    this.entries = entries;
    this.maxEntryBytes = maxEntryBytes;
  }

  /** @param {string} key @returns {Promise<StoredPage | undefined>} */
  async get(key) {
    const bytes = await this.entries.get(key);
    if (!bytes) return undefined;
    const stored = JSON.parse(bytes.toString("utf8"));
    return { ...stored, value: decodeValue(stored.value) };
  }

  /** @param {string} key @param {StoredPage} page @param {number} ttl */
  async set(key, page, ttl) {
    const bytes = Buffer.from(JSON.stringify({ ...page, value: encodeValue(page.value) }), "utf8");
    // Too big to keep: the older version must not be served in its place either.
    if (bytes.byteLength > this.maxEntryBytes) await this.entries.delete(key);
    else await this.entries.set(key, bytes, ttl);
  }

  /** @param {string} key */
  async delete(key) {
    await this.entries.delete(key);
  }
}

/**
 * The stores of one process (or, in tests, of one simulated instance): entries for `"use cache"`
 * and for pages, and the tag times both consult.
 * @param {{ redisUrl?: string; prefix?: string; buildId?: string | null; memoryBytes?: number; maxEntryBytes?: number; timeoutMs?: number }} [options]
 */
export function createCacheStores(options = {}) {
  const prefix = options.prefix ?? CACHE_KEY_PREFIX;
  const buildId = options.buildId === undefined ? currentBuildId() : options.buildId;
  const memoryBytes = options.memoryBytes ?? MEMORY_BUDGET_BYTES;
  const maxEntryBytes = options.maxEntryBytes ?? MAX_ENTRY_BYTES;
  if (!options.redisUrl || buildId === null) {
    if (options.redisUrl && process.env.NEXT_PHASE !== "phase-production-build") {
      log("warn", "rendering cache: no BUILD_ID found, keeping entries in memory");
    }
    return {
      kind: "memory",
      tags: new MemoryTagTimes(),
      useCache: new MemoryEntries(memoryBytes),
      pages: new MemoryPages(memoryBytes, maxEntryBytes),
      documents: new MemoryPages(memoryBytes, maxEntryBytes, documentSize),
      maxEntryBytes,
      close: async () => {},
    };
  }
  const redis = new RedisConnection(options.redisUrl, { timeoutMs: options.timeoutMs });
  // Tag times are not per build: a revalidation during a rolling deploy must reach both builds.
  return {
    kind: "redis",
    tags: new RedisTagTimes(redis, prefix),
    useCache: new RedisEntries(redis, `${prefix}${buildId}:uc:`),
    pages: new RedisPages(new RedisEntries(redis, `${prefix}${buildId}:page:`), maxEntryBytes),
    documents: new RedisDocuments(
      new RedisEntries(redis, `${prefix}${buildId}:doc:`),
      maxEntryBytes,
      memoryBytes,
    ),
    maxEntryBytes,
    close: () => redis.close(),
  };
}

/**
 * The stores both handlers of this process use, made once: Next may load each handler module
 * more than once (server, build workers), and they must share tag times.
 * @returns {ReturnType<typeof createCacheStores>}
 */
export function processCacheStores() {
  const holder = /** @type {Record<symbol, ReturnType<typeof createCacheStores>>} */ (
    /** @type {unknown} */ (globalThis)
  );
  holder[PROCESS_CACHE_STORES] ??= createCacheStores({
    redisUrl: process.env.REDIS_URL || undefined,
    prefix: process.env.RENDER_CACHE_PREFIX || undefined,
  });
  return holder[PROCESS_CACHE_STORES];
}

/**
 * Drops every key of this shop's rendering cache (all builds, and the tag times), so pages
 * rendered from the data a reseed replaces are never served. Answers how many keys went.
 * @param {string} redisUrl @param {string} [prefix]
 */
export async function clearRenderingCache(redisUrl, prefix = CACHE_KEY_PREFIX) {
  // One attempt: a seed must fail plainly, not wait forever, when Redis is away.
  const client = createClient({
    url: redisUrl,
    socket: { connectTimeout: 2000, reconnectStrategy: false },
  });
  client.on("error", () => {});
  await client.connect();
  try {
    let removed = 0;
    for await (const keys of client.scanIterator({ MATCH: `${prefix}*`, COUNT: 500 })) {
      if (keys.length > 0) removed += await client.unlink(keys);
    }
    return removed;
  } finally {
    await client.close();
  }
}
