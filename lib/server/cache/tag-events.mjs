/**
 * Tells the app when another instance revalidated cache tags (ADR 0030). The rendering cache
 * learns of it from Redis at the start of a request; state the app keeps in its own process (the
 * catalog's read cache: list ids, facet counts) must be dropped then too, or the page rendered
 * anew would show the old list. Plain JavaScript on `globalThis`, because the handlers load this
 * file with Node's `import()` while the app's bundle holds its own copy.
 */
const LISTENERS = Symbol.for("outdoor-shop.rendering-cache.tag-listeners");

/** @returns {Set<(tags: string[]) => void>} */
function listeners() {
  const holder = /** @type {Record<symbol, Set<(tags: string[]) => void>>} */ (
    /** @type {unknown} */ (globalThis)
  );
  holder[LISTENERS] ??= new Set();
  return holder[LISTENERS];
}

/**
 * Calls `listener` with the tags another instance revalidated, before this instance renders
 * anything with them. Answers the function that stops it.
 * @param {(tags: string[]) => void} listener
 */
export function onSharedTagsRevalidated(listener) {
  listeners().add(listener);
  return () => listeners().delete(listener);
}

/** @param {string[]} tags */
export function sharedTagsRevalidated(tags) {
  if (tags.length === 0) return;
  for (const listener of listeners()) {
    try {
      listener(tags);
    } catch {
      // One listener's failure must not keep the others, or the page, from going on.
    }
  }
}
