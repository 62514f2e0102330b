/**
 * Next's incremental `cacheHandler`: where rendered pages (the static shells of prerendered
 * routes), route responses and fetch results live. Never the file system: after a restart, or a
 * reseed and a restart, no page rendered from older data is served. See cache-store.mjs and
 * ADR 0030.
 */
import { processCacheStores, ttlSeconds } from "./cache-store.mjs";
import { keepDocument } from "./documents.mjs";

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
 * Whether a stored page would carry one request's CSP nonce to later ones (docs/adr/0049): a
 * complete page Next rendered with a nonce that middleware never answers itself (a status other
 * than 200, such as the not-found page) would be served by Next from here with that old nonce,
 * under a policy naming the new one, and its scripts would be blocked. Such a page is not kept;
 * it renders per request. A 200 page is kept: middleware answers it with its scripts' hashes.
 * @param {any} value
 */
export function carriesStaleNonce(value) {
  return (
    value?.kind === "APP_PAGE" &&
    !value.postponed &&
    (value.status ?? 200) !== 200 &&
    typeof value.html === "string" &&
    value.html.includes(' nonce="')
  );
}

const NONCE_ATTRIBUTE = / nonce="[^"]*"/g;

/**
 * A complete 200 page as it is kept: without the nonce attributes of the request that rendered
 * it (docs/adr/0049). It is answered under a policy that lists its scripts' hashes, so the old
 * nonce is useless there, and would otherwise add ~1 KB to a listing and show a past request's
 * nonce to every visitor. Script text is untouched, so the hashes are the same.
 * @param {any} value
 */
export function withoutNonces(value) {
  if (
    value?.kind !== "APP_PAGE" ||
    value.postponed ||
    (value.status ?? 200) !== 200 ||
    typeof value.html !== "string" ||
    !value.html.includes(' nonce="')
  ) {
    return value;
  }
  return { ...value, html: value.html.replace(NONCE_ATTRIBUTE, "") };
}

/** @param {ReturnType<typeof processCacheStores>} stores */
export function createPageCacheHandler(stores) {
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
        const stored = await stores.pages.get(key);
        if (!stored) return null;
        return stores.tags.isCurrent(tagsOf(stored.value, ctx), stored.lastModified)
          ? stored
          : null;
      } catch {
        // An entry that does not decode (written by something else) is a miss.
        return null;
      }
    }

    /** @param {string} key @param {any} data @param {any} ctx */
    async set(key, data, ctx) {
      if (carriesStaleNonce(data)) return;
      try {
        const cacheControl = ctx?.fetchCache ? undefined : ctx?.cacheControl;
        const expire = cacheControl?.expire ?? (data?.revalidate || undefined);
        const page = { value: withoutNonces(data), lastModified: Date.now(), cacheControl };
        await stores.pages.set(key, page, ttlSeconds(expire));
        await keepDocument(stores, key, page, ttlSeconds(expire));
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
