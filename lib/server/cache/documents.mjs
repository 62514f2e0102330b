/**
 * Whole documents of pages every visitor sees alike (ADR 0034). When Next stores a page that it
 * rendered complete (no part left for request time), the page cache handler keeps its HTML here
 * too, under the page's path; middleware answers a document request for that path from here
 * before Next's router and renderer run, which is most of what a cached page costs.
 *
 * A document is answered only while Next itself would answer the same bytes from its cache: it
 * carries the page's cache tags and is current only while none was revalidated since it was
 * rendered, and it goes as soon as the page is stored again in another form (a dynamic part, an
 * error status). Plain JavaScript, like the handlers that import it.
 */
import { createHash } from "node:crypto";
import { SizeBoundedLru } from "./size-bounded-lru.mjs";

/**
 * Next's key of an app page in the response cache: `/route-cache/APP_PAGE/{route hash}/$` and the
 * page's path, with `/` written as `/index` (next/dist/server/lib/route-cache-key.js). Another
 * form (a newer Next) matches nothing: every request then goes through Next, as before.
 */
const APP_PAGE_KEY = /^\/route-cache\/APP_PAGE\/[0-9a-f]+\/\$(\/.*)$/;

/** The one-year s-maxage Next gives a page with no revalidate time (CACHE_ONE_YEAR_SECONDS). */
const ONE_YEAR_SECONDS = 31_536_000;

/**
 * The path a page entry's key stands for, or null for any other entry.
 * @param {string} key
 */
export function documentPathOfKey(key) {
  const path = APP_PAGE_KEY.exec(key)?.[1];
  if (!path) return null;
  if (path === "/index") return "/";
  return path.startsWith("/index/") ? path.slice("/index".length) : path;
}

/**
 * The document of a stored page value, or null when Next would not answer it as it is: another
 * kind of entry, a page with a part rendered per request, or a status other than 200.
 * @param {any} value
 * @returns {import("./documents.d.mts").CachedDocument | null}
 */
export function documentOf(value) {
  if (value?.kind !== "APP_PAGE" || typeof value.html !== "string" || value.postponed) return null;
  if ((value.status ?? 200) !== 200) return null;
  const headers = value.headers ?? {};
  const tagHeader = headers["x-next-cache-tags"];
  const staleTime = headers["x-nextjs-stale-time"];
  const body = Buffer.from(value.html, "utf8");
  return {
    body,
    etag: `"${createHash("sha1").update(body).digest("base64url")}"`,
    tags: typeof tagHeader === "string" ? tagHeader.split(",").filter(Boolean) : [],
    ...(typeof staleTime === "string" ? { staleTime } : {}),
  };
}

/** The bytes a document holds in memory: its HTML; the rest is small. @param {any} document */
export function documentSize(document) {
  return (document?.body?.byteLength ?? 0) + 256;
}

/** The Redis key of a document's HTML: its validator without the quotes. @param {string} etag */
const htmlKey = (etag) => `html:${etag.replaceAll('"', "")}`;

/**
 * Documents in Redis, read on every request a cached page gets, so a read moves little: under
 * the path only the document's facts (validator, tags, times) as JSON; the HTML under its own
 * validator, read once per instance and then kept in this process (the same validator is the
 * same HTML, so the copy is never out of date).
 */
export class RedisDocuments {
  /**
   * @param {import("./cache-store.d.mts").EntryStore} entries
   * @param {number} maxEntryBytes @param {number} memoryBytes
   */
  constructor(entries, maxEntryBytes, memoryBytes) {
    this.entries = entries;
    this.maxEntryBytes = maxEntryBytes;
    /** @type {SizeBoundedLru<Buffer>} */
    this.htmlByETag = new SizeBoundedLru(memoryBytes);
  }

  /** @param {string} path @returns {Promise<import("./cache-store.d.mts").StoredPage | undefined>} */
  async get(path) {
    const facts = await this.entries.get(`facts:${path}`);
    if (!facts) return undefined;
    const page = JSON.parse(facts.toString("utf8"));
    const etag = page.value.etag;
    let body = this.htmlByETag.get(etag);
    if (body === undefined) {
      body = await this.entries.get(htmlKey(etag));
      if (!body) return undefined;
      this.htmlByETag.set(etag, body, body.byteLength);
    }
    return { ...page, value: { ...page.value, body } };
  }

  /** @param {string} path @param {import("./cache-store.d.mts").StoredPage} page @param {number} ttl */
  async set(path, page, ttl) {
    const { body, ...facts } = /** @type {import("./documents.d.mts").CachedDocument} */ (
      page.value
    );
    if (body.byteLength > this.maxEntryBytes) {
      await this.delete(path);
      return;
    }
    // The HTML first: facts never name HTML that is not there yet.
    await this.entries.set(htmlKey(facts.etag), body, ttl);
    await this.entries.set(
      `facts:${path}`,
      Buffer.from(JSON.stringify({ ...page, value: facts }), "utf8"),
      ttl,
    );
  }

  /** @param {string} path */
  async delete(path) {
    await this.entries.delete(`facts:${path}`);
  }
}

/**
 * Keeps (or drops) the document of a page entry Next just stored.
 * @param {import("./cache-store.d.mts").CacheStores} stores
 * @param {string} key @param {import("./cache-store.d.mts").StoredPage} page @param {number} ttl
 */
export async function keepDocument(stores, key, page, ttl) {
  const path = documentPathOfKey(key);
  if (!path) return;
  const document = documentOf(page.value);
  if (document) {
    await stores.documents.set(path, { ...page, value: document }, ttl);
  } else {
    await stores.documents.delete(path);
  }
}

/**
 * The Cache-Control Next sends with a cached page (next/dist/server/lib/cache-control.js).
 * @param {any} cacheControl
 */
export function cacheControlHeader(cacheControl) {
  const revalidate = cacheControl?.revalidate;
  const expire = cacheControl?.expire;
  const swr =
    typeof revalidate === "number" && typeof expire === "number" && revalidate < expire
      ? `, stale-while-revalidate=${expire - revalidate}`
      : "";
  return `s-maxage=${typeof revalidate === "number" ? revalidate : ONE_YEAR_SECONDS}${swr}`;
}

/**
 * The document kept for `path` while it is current: none of its tags revalidated since it was
 * rendered and its revalidate time not reached (past it, Next answers once more from its cache
 * and renders anew behind; it does that better than a copy of its logic would).
 * @param {import("./cache-store.d.mts").CacheStores} stores
 * @param {string} path @param {number} [now]
 * @returns {Promise<{ document: import("./documents.d.mts").CachedDocument; cacheControl: string } | null>}
 */
export async function currentDocument(stores, path, now = Date.now()) {
  const found = await storedDocument(stores, path, now);
  return found?.current ? { document: found.document, cacheControl: found.cacheControl } : null;
}

/**
 * The document kept for `path`, current or not. One that is not current may still be what Next
 * answers from its cache (past its revalidate time), so middleware lists its scripts' hashes in
 * the policy of the answer it leaves to Next (docs/adr/0049).
 * @param {import("./cache-store.d.mts").CacheStores} stores
 * @param {string} path @param {number} [now]
 * @returns {Promise<{ document: import("./documents.d.mts").CachedDocument; cacheControl: string; current: boolean } | null>}
 */
export async function storedDocument(stores, path, now = Date.now()) {
  await stores.tags.refresh();
  try {
    const stored = await stores.documents.get(path);
    if (!stored) return null;
    const document = /** @type {import("./documents.d.mts").CachedDocument} */ (stored.value);
    const revalidate = /** @type {any} */ (stored.cacheControl)?.revalidate;
    const current =
      stores.tags.isCurrent(document.tags, stored.lastModified, now) &&
      !(typeof revalidate === "number" && stored.lastModified + revalidate * 1000 <= now);
    return { document, cacheControl: cacheControlHeader(stored.cacheControl), current };
  } catch {
    // A document that does not decode is a miss: Next answers.
    return null;
  }
}
