/**
 * Middleware's answer to a document request from a cached page (documents.mjs, ADR 0034): the
 * same bytes and headers Next would send from its cache, without its router and renderer. Only a
 * browser's plain GET of a page qualifies; a client navigation's RSC request, a prefetch, a
 * server action and a draft-mode visit go to Next as before.
 */
import { NextResponse, type NextRequest } from "next/server";
import { storedDocument } from "./documents.mjs";
import { existingCacheStores } from "./process-stores.mjs";
import { inlineScriptHashes } from "@/lib/server/security-headers";

/** Request headers of Next's client router: such a request wants the RSC payload, not HTML. */
const ROUTER_REQUEST_HEADERS = [
  "rsc",
  "next-router-prefetch",
  "next-router-state-tree",
  "next-router-segment-prefetch",
  "next-action",
];
/** What Next's own page responses vary on (Next's compression adds Accept-Encoding). */
const PAGE_VARY = "rsc, next-router-state-tree, next-router-prefetch, next-router-segment-prefetch";
/** Next's draft-mode cookie: such a visitor sees drafts, never the cache. */
const DRAFT_MODE_COOKIE = "__prerender_bypass";

/**
 * The inline-script hashes of documents, by validator: a document's scripts never change under
 * one ETag, so each is hashed once per instance (docs/adr/0049). Bounded; the oldest goes first.
 */
const scriptHashesByETag = new Map<string, Promise<string[]>>();
const SCRIPT_HASHES_KEPT = 512;

function scriptHashesOf(etag: string, body: Uint8Array): Promise<string[]> {
  let hashes = scriptHashesByETag.get(etag);
  if (!hashes) {
    hashes = inlineScriptHashes(new TextDecoder().decode(body));
    scriptHashesByETag.set(etag, hashes);
    if (scriptHashesByETag.size > SCRIPT_HASHES_KEPT) {
      const oldest = scriptHashesByETag.keys().next().value;
      if (oldest !== undefined) scriptHashesByETag.delete(oldest);
    }
  }
  return hashes;
}

function wantsDocument(request: NextRequest): boolean {
  if (request.method !== "GET") return false;
  if (ROUTER_REQUEST_HEADERS.some((name) => request.headers.has(name))) return false;
  return !request.nextUrl.searchParams.has("_rsc") && !request.cookies.has(DRAFT_MODE_COOKIE);
}

/** Whether If-None-Match names this ETag (a list, a weak form or `*`). */
function matchesETag(ifNoneMatch: string | null, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch
    .split(",")
    .map((tag) => tag.trim().replace(/^W\//, ""))
    .some((tag) => tag === "*" || tag === etag);
}

/**
 * The cached document of `pagePath` (the path Next would render, locale included) as the
 * response to `request`, or null when Next must answer. `policyFor` gives the page's
 * Content-Security-Policy for the document's inline-script hashes: a stored page carries no
 * per-request nonce (docs/adr/0049). When Next must answer, `staleScripts` holds the hashes of
 * the document kept for the path that is no longer current: Next may still answer those bytes
 * from its cache (past their revalidate time) while it renders anew behind.
 */
export async function cachedDocumentResponse(
  request: NextRequest,
  pagePath: string,
  policyFor: (inlineScripts: readonly string[]) => string,
): Promise<{ response: NextResponse | null; staleScripts: string[] }> {
  const none = { response: null, staleScripts: [] };
  if (!wantsDocument(request)) return none;
  const stores = existingCacheStores();
  if (!stores) return none;
  const found = await storedDocument(stores, pagePath);
  if (!found) return none;
  const { document, cacheControl } = found;
  if (!found.current) {
    return { response: null, staleScripts: await scriptHashesOf(document.etag, document.body) };
  }
  const headers = new Headers({
    "cache-control": cacheControl,
    etag: document.etag,
    vary: PAGE_VARY,
    "x-nextjs-cache": "HIT",
    "x-nextjs-prerender": "1",
  });
  if (document.staleTime) headers.set("x-nextjs-stale-time", document.staleTime);
  if (matchesETag(request.headers.get("if-none-match"), document.etag)) {
    return { response: new NextResponse(null, { status: 304, headers }), staleScripts: [] };
  }
  headers.set(
    "content-security-policy",
    policyFor(await scriptHashesOf(document.etag, document.body)),
  );
  headers.set("content-type", "text/html; charset=utf-8");
  headers.set("content-length", String(document.body.byteLength));
  const { body } = document;
  // A view of the stored bytes (a Buffer is never backed by shared memory), not a copy.
  const response = new NextResponse(
    new Uint8Array(body.buffer as ArrayBuffer, body.byteOffset, body.byteLength),
    {
      status: 200,
      headers,
    },
  );
  return { response, staleScripts: [] };
}
