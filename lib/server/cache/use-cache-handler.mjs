/**
 * Next's `cacheHandlers` (`default` and `remote`): where `"use cache"` entries live. See
 * cache-store.mjs and ADR 0030. The default export is the handler of this process; tests build
 * their own instances with `createUseCacheHandler`.
 */
import { MAX_ENTRY_BYTES, processCacheStores, ttlSeconds } from "./cache-store.mjs";

/**
 * Reads a stream whole, or answers undefined when it errors or grows past `maxBytes` (a page
 * from a broken or partial render is never stored).
 * @param {ReadableStream<Uint8Array>} stream @param {number} maxBytes
 */
export async function readAtMost(stream, maxBytes) {
  const reader = stream.getReader();
  /** @type {Uint8Array[]} */
  const chunks = [];
  let length = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      length += value.byteLength;
      if (length > maxBytes) {
        await reader.cancel().catch(() => undefined);
        return undefined;
      }
      chunks.push(value);
    }
  } catch {
    return undefined;
  } finally {
    reader.releaseLock();
  }
  return Buffer.concat(chunks, length);
}

/** @param {Record<string, unknown>} meta @param {Buffer} value */
function frame(meta, value) {
  const head = Buffer.from(JSON.stringify(meta));
  const size = Buffer.alloc(4);
  size.writeUInt32BE(head.byteLength);
  return Buffer.concat([size, head, value]);
}

/** @param {Buffer} bytes */
function unframe(bytes) {
  const headLength = bytes.readUInt32BE(0);
  const meta = JSON.parse(bytes.subarray(4, 4 + headLength).toString("utf8"));
  return { meta, value: bytes.subarray(4 + headLength) };
}

/** @param {Uint8Array} bytes @returns {ReadableStream<Uint8Array>} */
function streamOf(bytes) {
  return new ReadableStream({
    start(controller) {
      controller.enqueue(bytes);
      controller.close();
    },
  });
}

/**
 * @param {ReturnType<typeof processCacheStores>} stores
 * @param {{ maxEntryBytes?: number }} [options]
 * @returns {import("next/cache").CacheHandler}
 */
export function createUseCacheHandler(stores, options = {}) {
  const maxEntryBytes = options.maxEntryBytes ?? stores.maxEntryBytes ?? MAX_ENTRY_BYTES;
  /** @type {Map<string, Promise<void>>} */
  const pendingSets = new Map();

  return {
    async get(cacheKey) {
      await pendingSets.get(cacheKey);
      try {
        const bytes = await stores.useCache.get(cacheKey);
        if (!bytes) return undefined;
        const { meta, value } = unframe(bytes);
        // Next checks `expire` against `timestamp` itself; tags are ours to check.
        if (stores.tags.isExpired(meta.tags, meta.timestamp)) return undefined;
        const revalidate = stores.tags.isStale(meta.tags, meta.timestamp) ? -1 : meta.revalidate;
        return { ...meta, revalidate, value: streamOf(value) };
      } catch {
        // An entry that does not decode (written by something else) is a miss.
        return undefined;
      }
    },

    async set(cacheKey, pendingEntry) {
      /** @type {() => void} */
      let done = () => {};
      pendingSets.set(cacheKey, new Promise((resolve) => (done = resolve)));
      try {
        const entry = await pendingEntry;
        const value = await readAtMost(entry.value, maxEntryBytes);
        // An `expire: 0` entry is dynamic: Next renders it again on every read. A value too big
        // or broken is not kept, and neither is the older one it was meant to replace.
        if (!value || entry.expire === 0) {
          await stores.useCache.delete(cacheKey);
          return;
        }
        const { tags, stale, timestamp, expire, revalidate } = entry;
        const meta = { tags, stale, timestamp, expire, revalidate };
        await stores.useCache.set(cacheKey, frame(meta, value), ttlSeconds(expire));
      } catch {
        // A failed render or write leaves no entry; the next read renders again.
      } finally {
        pendingSets.delete(cacheKey);
        done();
      }
    },

    refreshTags() {
      return stores.tags.refresh();
    },

    async getExpiration(tags) {
      return stores.tags.latestExpiry(tags);
    },

    updateTags(tags, durations) {
      return stores.tags.update(tags, durations);
    },
  };
}

export default createUseCacheHandler(processCacheStores());
