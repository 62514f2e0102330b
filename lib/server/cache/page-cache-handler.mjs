/**
 * Next's incremental `cacheHandler`: where rendered pages (the static shells of prerendered
 * routes), route responses and fetch results live. Never the file system: after a restart, or a
 * reseed and a restart, no page rendered from older data is served. See cache-store.mjs and
 * ADR 0030.
 */
import { MAX_ENTRY_BYTES, processCacheStores, ttlSeconds } from "./cache-store.mjs";

const BYTES = "$bytes";
const MAP = "$map";

/**
 * Page values hold Buffers (`rscData`, `body`) and a Map (`segmentData`), which JSON alone would
 * turn into something Next cannot read back ("segmentData.get is not a function").
 * @param {unknown} value @returns {unknown}
 */
export function encodeValue(value) {
  if (value instanceof Uint8Array) {
    return { [BYTES]: Buffer.from(value.buffer, value.byteOffset, value.byteLength).toString("base64") };
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
 * The tags a stored value answers to: a page or route response carries its own (explicit and
 * path tags) in the `x-next-cache-tags` header; a fetch result has them in the context.
 * @param {any} value @param {any} ctx
 * @returns {string[]}
 */
function tagsOf(value, ctx) {
  const header = value?.headers?.["x-next-cache-tags"];
  const fromHeader = typeof header === "string" && header ? header.split(",") : [];
  return [...fromHeader, ...(ctx?.tags ?? []), ...(ctx?.softTags ?? [])];
}

/**
 * @param {ReturnType<typeof processCacheStores>} stores
 * @param {{ maxEntryBytes?: number }} [options]
 */
export function createPageCacheHandler(stores, options = {}) {
  const maxEntryBytes = options.maxEntryBytes ?? MAX_ENTRY_BYTES;

  // Next constructs this per request with its file system and dist folder, which it never uses.
  return class PageCacheHandler {
    /**
     * @param {string} key @param {any} ctx
     * @returns {Promise<{ value: any; lastModified: number; cacheControl?: unknown } | null>}
     */
    async get(key, ctx) {
      // Nothing else asks the shared tags before a page is read; this is that request's refresh.
      await stores.tags.refresh();
      try {
        const bytes = await stores.pages.get(key);
        if (!bytes) return null;
        const stored = JSON.parse(bytes.toString("utf8"));
        const value = decodeValue(stored.value);
        const tags = tagsOf(value, ctx);
        // A stale tag is a miss too: a shell's price must not be served once more after a change.
        if (
          stores.tags.isExpired(tags, stored.lastModified) ||
          stores.tags.isStale(tags, stored.lastModified)
        ) {
          return null;
        }
        return { value, lastModified: stored.lastModified, cacheControl: stored.cacheControl };
      } catch {
        return null;
      }
    }

    /** @param {string} key @param {any} data @param {any} ctx */
    async set(key, data, ctx) {
      try {
        const cacheControl = ctx?.fetchCache ? undefined : ctx?.cacheControl;
        const text = JSON.stringify({
          value: encodeValue(data),
          lastModified: Date.now(),
          cacheControl,
        });
        const bytes = Buffer.from(text, "utf8");
        if (bytes.byteLength > maxEntryBytes) return;
        const expire = cacheControl?.expire ?? (data?.revalidate || undefined);
        await stores.pages.set(key, bytes, ttlSeconds(expire));
      } catch {
        // A failed write leaves no entry; the next request renders again.
      }
    }

    /** @param {string | string[]} tags @param {{ expire?: number }} [durations] */
    async revalidateTag(tags, durations) {
      await stores.tags.update(typeof tags === "string" ? [tags] : tags, durations);
    }

    resetRequestCache() {}
  };
}

export default createPageCacheHandler(processCacheStores());
