/**
 * The route guard of every navigation (accounts spec §2 Route guard), cookies, redirects and
 * rewrites only (architecture: middleware is thin), and the door of cached pages:
 *   0. a page asked for on a host other than PUBLIC_BASE_URL's goes there (canonical-host.ts);
 *   1. ?lang=en|zh stores the locale cookie and reloads without the parameter;
 *   2. ?token= hands over to /api/sso, which runs ssoLogin and comes back without it;
 *   3. the locale is resolved here, once (lib/i18n/locale.ts): an invalid locale cookie gives
 *      the 404 page;
 *   4. visitor-only and login-required paths redirect (member vs visitor is read from the
 *      signed session_kind cookie, no database);
 *   5. the page is rewritten to app/[locale]/... (no locale prefix in public URLs), with the
 *      resolved locale in LOCALE_HEADER for the server code that has no [locale] segment; a
 *      product list's query, and a product page's choice of colour and size, become one path
 *      segment in canonical form (path-state.ts), so each is cached per real listing or choice;
 *   6. a page Next keeps whole in its cache is answered from there at once (document-response.ts,
 *      ADR 0034): the same bytes Next would send, without its router and renderer;
 *   7. every page answer gets its Content-Security-Policy (docs/adr/0049): a page Next renders
 *      now gets a fresh nonce (in the request header Next reads it from), a cached document the
 *      hashes of its own inline scripts. The operations console passes here for that alone.
 * Every protected operation re-checks the session in the database; this file only routes, and
 * answers from the cache only pages that are the same for every visitor.
 */
import { NextResponse, type NextRequest } from "next/server";
import { listPathWithState } from "@/lib/domain/catalog/list-url";
import { productPathWithSelection } from "@/lib/domain/catalog/product-selection";
import { CONTENT_CODE_MAX_LENGTH } from "@/lib/domain/content/constants";
import { cleanTxId } from "@/lib/domain/orders/tx-id";
import { DEFAULT_LOCALE, type Locale } from "@/lib/domain/locales";
import { TX_ID_COOKIE_DAYS } from "@/lib/domain/orders/constants";
import { getEnv } from "@/lib/env";
import { cachedDocumentResponse } from "@/lib/server/cache/document-response";
import { isLocale, LOCALE_HEADER, localeOfCookie } from "@/lib/i18n/locale";
import { CANONICAL_PATH_HEADER, canonicalRewrite, requestHost } from "@/lib/session/canonical-host";
import {
  LOCALE_COOKIE,
  LOCALE_COOKIE_DAYS,
  SESSION_KIND_COOKIE,
  TOKEN_COOKIE,
  TX_ID_COOKIE,
} from "@/lib/session/cookies";
import { shopCookieOptions } from "@/lib/session/cookie-options";
import { verifySessionKind } from "@/lib/session/kind-cookie";
import {
  createNonce,
  NONCE_REQUEST_HEADER,
  pageContentSecurityPolicy,
} from "@/lib/server/security-headers";
import { isLoginRequired, isVisitorOnly, loginRedirectPath } from "@/lib/session/route-rules";

/** The path app/[locale] renders as 404 when the locale cookie is not allowed. */
const INVALID_LOCALE_PATH = `/${DEFAULT_LOCALE}/invalid-locale`;

/** The product lists (shopping §2): /products..., /brand/{code}..., /list. */
const LIST_PATH = /^\/(products|brand|list)(\/|$)/;
/** A product page (shopping §2 Product detail): /product/{code}. */
const PRODUCT_PATH = /^\/product\/[^/]+\/?$/;
/** One store (accounts §2 /storeView): its `?code=` becomes a path segment, so it is cached. */
const STORE_VIEW_PATH = "/storeView";

function withoutParam(url: URL, name: string): URL {
  const next = new URL(url);
  next.searchParams.delete(name);
  return next;
}

/** The operations console (docs/adr/0037): no locale, no page cache, only its policy here. */
const OPS_PATH = /^\/ops(\/|$)/;

/** A page's Content-Security-Policy with these inline-script sources (nonce or hashes). */
function pagePolicy(inlineScripts: readonly string[]): string {
  const env = getEnv();
  return pageContentSecurityPolicy({
    publicBaseUrl: env.PUBLIC_BASE_URL,
    development: env.NODE_ENV === "development",
    inlineScripts,
    paymentFormUrl: env.PAYMENT_PROVIDER === "paydollar" ? env.PAYDOLLAR_URL : undefined,
    mapTileUrl: env.MAP_TILE_URL,
  });
}

/**
 * Request headers that hand the nonce to Next (it reads it from Content-Security-Policy and puts
 * it on every script it writes) and to our own code (x-nonce); a client's values are replaced.
 */
function withNonce(headers: Headers, nonce: string, policy: string): Headers {
  headers.set("content-security-policy", policy);
  headers.set(NONCE_REQUEST_HEADER, nonce);
  return headers;
}

/** The request's headers with the resolved locale (any value the client sent is replaced). */
function headersWithLocale(request: NextRequest, locale: Locale): Headers {
  const headers = new Headers(request.headers);
  headers.set(LOCALE_HEADER, locale);
  return headers;
}

/** A page's request headers: the locale, and the public path for code that has no URL. */
function pageHeaders(request: NextRequest, locale: Locale): Headers {
  const headers = headersWithLocale(request, locale);
  headers.set("x-shop-pathname", request.nextUrl.pathname);
  return headers;
}

export async function middleware(request: NextRequest): Promise<NextResponse> {
  const url = request.nextUrl;
  const nonce = createNonce();
  const policy = pagePolicy([`'nonce-${nonce}'`]);

  if (OPS_PATH.test(url.pathname)) {
    const response = NextResponse.next({
      request: { headers: withNonce(new Headers(request.headers), nonce, policy) },
    });
    response.headers.set("content-security-policy", policy);
    return response;
  }

  const canonical = canonicalRewrite(url, requestHost(request.headers), getEnv().PUBLIC_BASE_URL);
  if (canonical) {
    const headers = new Headers(request.headers);
    headers.set(CANONICAL_PATH_HEADER, canonical.path);
    return NextResponse.rewrite(canonical.rewrite, { request: { headers } });
  }

  const lang = url.searchParams.get("lang");
  if (lang !== null) {
    const response = NextResponse.redirect(withoutParam(url, "lang"));
    if (isLocale(lang)) {
      response.cookies.set(
        LOCALE_COOKIE,
        lang,
        shopCookieOptions({
          maxAge: LOCALE_COOKIE_DAYS * 86_400,
          httpOnly: false,
          secure: getEnv().cookieSecure,
        }),
      );
    }
    return response;
  }

  const ssoToken = url.searchParams.get("token");
  if (ssoToken !== null) {
    const target = withoutParam(url, "token");
    const handover = new URL("/api/sso", url);
    handover.searchParams.set("token", ssoToken);
    handover.searchParams.set("redirect", `${target.pathname}${target.search}`);
    return NextResponse.redirect(handover);
  }

  const locale = localeOfCookie(request.cookies.get(LOCALE_COOKIE)?.value);
  if (locale === null) {
    const response = NextResponse.rewrite(new URL(INVALID_LOCALE_PATH, url), {
      request: { headers: withNonce(headersWithLocale(request, DEFAULT_LOCALE), nonce, policy) },
    });
    response.headers.set("content-security-policy", policy);
    return response;
  }

  const kind = await verifySessionKind(
    request.cookies.get(SESSION_KIND_COOKIE)?.value,
    request.cookies.get(TOKEN_COOKIE)?.value,
    getEnv().SESSION_SECRET,
    new Date(),
  );
  if (kind === "member" && isVisitorOnly(url.pathname)) {
    return NextResponse.redirect(new URL("/user", url));
  }
  if (kind !== "member" && isLoginRequired(url.pathname, url.searchParams)) {
    return NextResponse.redirect(new URL(loginRedirectPath(url.pathname, url.search), url));
  }

  const rewritten = new URL(`/${locale}${url.pathname === "/" ? "" : url.pathname}`, url);
  if (LIST_PATH.test(url.pathname)) {
    rewritten.pathname = listPathWithState(rewritten.pathname, url.searchParams);
  } else if (PRODUCT_PATH.test(url.pathname)) {
    rewritten.pathname = productPathWithSelection(rewritten.pathname, url.searchParams);
  } else if (url.pathname === STORE_VIEW_PATH) {
    const code = url.searchParams.get("code")?.slice(0, CONTENT_CODE_MAX_LENGTH);
    if (code) rewritten.pathname = `${rewritten.pathname}/${encodeURIComponent(code)}`;
  } else {
    rewritten.search = url.search;
  }
  const cached = await cachedDocumentResponse(request, rewritten.pathname, pagePolicy);
  // Next may answer the kept document from its cache (rendered before this request's nonce):
  // its scripts' hashes ride along with the nonce (docs/adr/0049).
  const rendered = cached.staleScripts.length
    ? pagePolicy([`'nonce-${nonce}'`, ...cached.staleScripts])
    : policy;
  const response =
    cached.response ??
    NextResponse.rewrite(rewritten, {
      request: { headers: withNonce(pageHeaders(request, locale), nonce, rendered) },
      headers: { "content-security-policy": rendered },
    });
  // shopping §5: a valid txId is kept 30 days and recorded on the order placed meanwhile.
  const txId = cleanTxId(url.searchParams.get("txId"));
  if (txId) {
    response.cookies.set(
      TX_ID_COOKIE,
      txId,
      shopCookieOptions({
        maxAge: TX_ID_COOKIE_DAYS * 86_400,
        httpOnly: false,
        secure: getEnv().cookieSecure,
      }),
    );
  }
  return response;
}

export const config = {
  runtime: "nodejs",
  // Everything but the API, Next's own files, files with an extension (public assets) and the
  // console's media files. The operations console (no locale, never answered from the page
  // cache; docs/adr/0037) passes only for its Content-Security-Policy.
  matcher: ["/((?!api/|_next/|media/|.*\\.[a-zA-Z0-9]+$).*)"],
};
