/**
 * One public origin (docs/adr/0015): a page asked for on another host name (127.0.0.1 for
 * localhost, a bare domain for www) is sent to the same path on PUBLIC_BASE_URL before anything
 * else. Cookies belong to one host, and the payment window, the card page and their return all
 * live on the public origin, so a session begun elsewhere would be missing there and a paid order
 * would read as someone else's. Only pages pass through middleware, so the API, the payment
 * callbacks and /api/health answer on any host. Pure.
 */

/** The host the visitor typed: a proxy's x-forwarded-host first, then Host. */
export function requestHost(headers: Headers): string | null {
  const forwarded = headers.get("x-forwarded-host")?.split(",")[0]?.trim();
  return (forwarded || headers.get("host") || "").toLowerCase() || null;
}

/** Where to send a page request, or null when it is already on the public host. */
export function canonicalRedirect(
  url: URL,
  host: string | null,
  publicBaseUrl: string,
): URL | null {
  const canonical = new URL(publicBaseUrl);
  if (!host || host === canonical.host.toLowerCase()) return null;
  return new URL(`${url.pathname}${url.search}`, canonical);
}
