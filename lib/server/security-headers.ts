/**
 * The security headers of every page and API answer (issue 18 item 2, docs/adr/0049). Pure and
 * free of Node APIs but Web Crypto, so next.config.ts, middleware and tests share one source.
 *
 * Scripts: a page rendered for the request carries a fresh nonce that Next puts on its own
 * scripts (it reads it from the request's Content-Security-Policy header); a page answered
 * whole from the rendering cache (ADR 0034) cannot carry a per-request nonce without being
 * rendered again, so its policy lists the SHA-256 of each inline script it holds instead. In both
 * cases `'self'` admits the shop's own script files and nothing admits inline script a page did
 * not render: no `'unsafe-inline'`, no `'unsafe-eval'` outside development.
 */

/** Chosen to be strict and to break nothing the shop does (docs/adr/0049). */
export const REFERRER_POLICY = "strict-origin-when-cross-origin";
/**
 * Features no page of the shop uses are off for every frame; geolocation stays for the shop
 * itself (the store locator may ask where the shopper is), payment for the card page's own flow.
 */
export const PERMISSIONS_POLICY =
  "camera=(), microphone=(), geolocation=(self), payment=(self), usb=(), serial=(), hid=(), magnetometer=(), gyroscope=(), accelerometer=()";
/** Two years with subdomains: the preload list's minimum (only sent over https). */
export const HSTS = "max-age=63072000; includeSubDomains";
/** An API answer is data, never a document that runs or frames anything. */
export const API_CONTENT_SECURITY_POLICY =
  "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";
/** The request header Next reads a page's nonce from (and our own code may read it from). */
export const NONCE_REQUEST_HEADER = "x-nonce";

/**
 * Inline scripts React and Next write without a nonce even when the request has one, because
 * they come from a shell prerendered before any request (docs/adr/0049), by their text and the
 * hash a policy admits them with. Both are fixed strings of the installed versions, and
 * tests/unit/security-headers.test.ts fails when an upgrade changes either:
 * - React's shell-time marker, at the end of a partially prerendered page's static shell;
 * - Next's client resume fetch of a fallback shell (the not-found page of an unknown path).
 */
export const FRAMEWORK_INLINE_SCRIPTS = [
  {
    text: "requestAnimationFrame(function(){$RT=performance.now()});",
    hash: "'sha256-7mu4H06fwDCjmnxxr/xNHyuQC6pLTHr4M2E4jXw5WZs='",
  },
  {
    text: "__NEXT_CLIENT_RESUME=fetch(location.pathname+'?_rsc=xhdorIanPcIpYSsE',{credentials:'same-origin',headers:{'rsc': '1','next-router-prefetch': '1','next-router-segment-prefetch': '/_full'}})",
    hash: "'sha256-0PEKCBRFzL5O7OB38ruRmGdY/7XeSc/6oL31HPgPEaM='",
  },
] as const;

export interface SecurityHeaderSettings {
  /** PUBLIC_BASE_URL: HSTS and upgrade-insecure-requests only when it is https. */
  publicBaseUrl: string;
  development?: boolean;
}

/** Headers for every answer, pages and API alike (next.config.ts headers(), middleware). */
export function baseSecurityHeaders(settings: SecurityHeaderSettings): [string, string][] {
  const headers: [string, string][] = [
    ["Referrer-Policy", REFERRER_POLICY],
    ["X-Content-Type-Options", "nosniff"],
    ["Permissions-Policy", PERMISSIONS_POLICY],
    // For browsers without CSP's frame-ancestors.
    ["X-Frame-Options", "DENY"],
  ];
  if (isHttps(settings.publicBaseUrl) && !settings.development) {
    headers.push(["Strict-Transport-Security", HSTS]);
  }
  return headers;
}

export interface PagePolicySettings extends SecurityHeaderSettings {
  /** `'nonce-…'` and/or `'sha256-…'` sources for inline scripts. */
  inlineScripts: readonly string[];
  /** PayDollar's payment form: the hand-off posts the shopper's browser there. */
  paymentFormUrl?: string;
  /** The store locator's tile template (MAP_TILE_URL): its origin serves images. */
  mapTileUrl?: string;
}

/** The Content-Security-Policy of a page. */
export function pageContentSecurityPolicy(settings: PagePolicySettings): string {
  const dev = settings.development ?? false;
  const formTargets = ["'self'", originOf(settings.paymentFormUrl)].filter(Boolean);
  const imageSources = ["'self'", "data:", "blob:", "https:", originOf(settings.mapTileUrl)];
  const directives = [
    "default-src 'self'",
    // 'self': Next's chunks (it loads more at run time, so not 'strict-dynamic' with hashes).
    [
      "script-src 'self'",
      ...settings.inlineScripts,
      ...FRAMEWORK_INLINE_SCRIPTS.map((script) => script.hash),
      ...(dev ? ["'unsafe-eval'"] : []),
    ].join(" "),
    // React writes style attributes and Leaflet positions tiles with them (docs/adr/0049).
    "style-src 'self' 'unsafe-inline'",
    `img-src ${[...new Set(imageSources.filter(Boolean))].join(" ")}`,
    "font-src 'self' data:",
    `connect-src 'self'${dev ? " ws: wss:" : ""}`,
    "media-src 'self'",
    "object-src 'none'",
    "worker-src 'self' blob:",
    "frame-src 'self'",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    `form-action ${formTargets.join(" ")}`,
  ];
  if (isHttps(settings.publicBaseUrl) && !dev) directives.push("upgrade-insecure-requests");
  return directives.join("; ");
}

/** A fresh nonce: 128 random bits, base64. */
export function createNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}

const SCRIPT_ELEMENT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
/** Types a browser runs as script; anything else (JSON-LD, JSON data) is data it never runs. */
const SCRIPT_TYPE = /\btype\s*=\s*["']?([^"'\s>]+)/i;
const RUNNABLE_TYPES = new Set(["", "text/javascript", "application/javascript", "module"]);

/** The inline scripts of an HTML document that a browser would run, in document order. */
export function inlineScripts(html: string): string[] {
  const scripts: string[] = [];
  for (const [, attributes = "", body = ""] of html.matchAll(SCRIPT_ELEMENT)) {
    if (/\bsrc\s*=/i.test(attributes)) continue;
    const type = SCRIPT_TYPE.exec(attributes)?.[1]?.toLowerCase() ?? "";
    if (!RUNNABLE_TYPES.has(type) || body === "") continue;
    scripts.push(body);
  }
  return scripts;
}

/** `'sha256-…'` sources for every distinct inline script of a document. */
export async function inlineScriptHashes(html: string): Promise<string[]> {
  const distinct = [...new Set(inlineScripts(html))];
  const encoder = new TextEncoder();
  return Promise.all(
    distinct.map(async (script) => {
      const digest = await crypto.subtle.digest("SHA-256", encoder.encode(script));
      return `'sha256-${btoa(String.fromCharCode(...new Uint8Array(digest)))}'`;
    }),
  );
}

function isHttps(url: string): boolean {
  return url.startsWith("https:");
}

function originOf(url: string | undefined): string | undefined {
  if (!url) return undefined;
  try {
    // A tile template's braces are not valid in a host; only the origin matters here.
    return new URL(url.replace(/\{[a-z]\}/g, "0")).origin;
  } catch {
    return undefined;
  }
}
