/**
 * One public origin (docs/adr/0015): a page asked for on another host name (127.0.0.1 for
 * localhost, a bare domain for www) is sent to the same path on PUBLIC_BASE_URL before anything
 * else. Cookies belong to one host, and the payment window, the card page and their return all
 * live on the public origin, so a session begun elsewhere would be missing there and a paid order
 * would read as someone else's. Only pages pass through middleware, so the API, the payment
 * callbacks and /api/health answer on any host. Pure.
 */
import { safeRedirectTarget } from "./route-rules";

/** The host the visitor typed: a proxy's x-forwarded-host first, then Host. */
export function requestHost(headers: Headers): string | null {
  const forwarded = headers.get("x-forwarded-host")?.split(",")[0]?.trim();
  return (forwarded || headers.get("host") || "").toLowerCase() || null;
}

/**
 * The internal route that answers the redirect. Middleware cannot answer it itself: Next makes a
 * middleware redirect relative when its host is Next's own (localhost:port), which is the public
 * host in a local set-up, and a relative redirect would keep the browser on the foreign host.
 */
export const CANONICAL_ROUTE = "/api/canonical";

/** The request header that carries the path to the route (Next keeps a rewrite's query its own way). */
export const CANONICAL_PATH_HEADER = "x-shop-canonical-path";

/**
 * The internal rewrite for a page request on a foreign host, with the path it asked for, or null
 * when it is on the public host.
 */
export function canonicalRewrite(
  url: URL,
  host: string | null,
  publicBaseUrl: string,
): { rewrite: URL; path: string } | null {
  if (!host || host === new URL(publicBaseUrl).host.toLowerCase()) return null;
  const rewrite = new URL(CANONICAL_ROUTE, url);
  rewrite.search = "";
  return { rewrite, path: `${url.pathname}${url.search}` };
}

/** The same path on the public origin; anything but a same-site path goes to its home. */
export function canonicalLocation(to: string | null, publicBaseUrl: string): URL {
  return new URL(safeRedirectTarget(to), publicBaseUrl);
}
