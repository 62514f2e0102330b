/**
 * The HTTP edge of the API, shared by the route handler, the in-process executor and the
 * tests: channel-code guard (also the CSRF guard for cookie auth), body-size limit, token
 * and language from headers or cookies (the language parsed here once, into the context's
 * Locale), and Set-Cookie for session changes.
 */
import type { YogaServerInstance } from "graphql-yoga";
import { clientAddress } from "./client-address";
import { CHANNEL_CODE } from "./wire";
import { OPERATOR_COOKIE } from "@/lib/domain/operators/constants";
import type { Locale } from "@/lib/domain/locales";
import { localeOfApiRequest } from "@/lib/i18n/locale";
import { translate } from "@/lib/i18n/translate";
import { LOCALE_COOKIE, TOKEN_COOKIE, type CookieToSet } from "@/lib/session/cookies";
import type { GraphQLContext } from "./context";
import { GRAPHQL_LIMITS } from "./limits";

export interface GraphQLServerContext {
  token: string | undefined;
  /** The operator session cookie of /ops (docs/adr/0037); never taken from a header. */
  opsToken: string | undefined;
  locale: Locale;
  cookiesToSet: CookieToSet[];
  clientKey: string;
}

export type ShopYoga = YogaServerInstance<GraphQLServerContext, GraphQLContext>;

export function parseCookieHeader(header: string | null): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const part of (header ?? "").split(";")) {
    const index = part.indexOf("=");
    if (index < 1) continue;
    const name = part.slice(0, index).trim();
    const raw = part.slice(index + 1).trim();
    try {
      cookies.set(name, decodeURIComponent(raw));
    } catch {
      cookies.set(name, raw);
    }
  }
  return cookies;
}

export function serializeCookie(cookie: CookieToSet): string {
  const parts = [
    `${cookie.name}=${encodeURIComponent(cookie.value)}`,
    `Path=${cookie.path}`,
    `Max-Age=${cookie.maxAge}`,
    cookie.sameSite === "strict" ? "SameSite=Strict" : "SameSite=Lax",
  ];
  if (cookie.maxAge > 0)
    parts.push(`Expires=${new Date(Date.now() + cookie.maxAge * 1000).toUTCString()}`);
  else parts.push("Expires=Thu, 01 Jan 1970 00:00:00 GMT");
  if (cookie.httpOnly) parts.push("HttpOnly");
  if (cookie.secure) parts.push("Secure");
  return parts.join("; ");
}

function errorResponse(status: number, code: string, locale: Locale): Response {
  return Response.json(
    { errors: [{ message: translate(locale, `apiErrors.${code}`), extensions: { code } }] },
    { status },
  );
}

/**
 * Reads at most `limit` bytes; undefined when the body is larger. A declared length over the
 * limit is refused unread, and a body without one is read only up to the limit, so a caller can
 * never make the server buffer more than it allows. Shared by every route that reads a body
 * itself (the API, the payment callbacks, return photo uploads).
 */
export async function readBodyWithin(
  request: Request,
  limit: number,
): Promise<Uint8Array | undefined> {
  const declared = Number(request.headers.get("content-length"));
  if (Number.isFinite(declared) && declared > limit) return undefined;
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      return undefined;
    }
    chunks.push(value);
  }
  const body = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}

export async function handleGraphQLRequest(
  yoga: ShopYoga,
  request: Request,
  /** TRUSTED_PROXIES parsed (client-address.ts); none: X-Forwarded-For is never believed. */
  trustedProxies: readonly ((ip: string) => boolean)[] = [],
): Promise<Response> {
  const cookies = parseCookieHeader(request.headers.get("cookie"));
  const locale = localeOfApiRequest(request.headers.get("lang"), cookies.get(LOCALE_COOKIE));

  if (request.headers.get("channel-code") !== CHANNEL_CODE) {
    return errorResponse(403, "CHANNEL_CODE_REQUIRED", locale);
  }

  // Yoga answers on one path; /api/graphql/{operationName} only names the call for logs.
  const url = new URL(request.url);
  url.pathname = "/api/graphql";
  let body: Uint8Array | undefined;
  if (request.method === "POST") {
    body = await readBodyWithin(request, GRAPHQL_LIMITS.maxBodyBytes);
    if (!body) return errorResponse(413, "BODY_TOO_LARGE", locale);
  }
  const forwarded = new Request(url, {
    method: request.method,
    headers: request.headers,
    body: body as BodyInit | undefined,
  });

  const serverContext: GraphQLServerContext = {
    token: request.headers.get("token") || cookies.get(TOKEN_COOKIE) || undefined,
    opsToken: cookies.get(OPERATOR_COOKIE) || undefined,
    locale,
    cookiesToSet: [],
    // Rate limits key on the client's address; forwarded headers only via trusted proxies.
    clientKey: clientAddress(request.headers, trustedProxies),
  };
  const response = await yoga.handleRequest(forwarded, serverContext);
  const responseHeaders = new Headers(response.headers);
  for (const cookie of serverContext.cookiesToSet) {
    responseHeaders.append("set-cookie", serializeCookie(cookie));
  }
  // Answers depend on the caller's session and language: never cached by browsers or proxies.
  responseHeaders.set("cache-control", "no-store");
  return new Response(response.body, { status: response.status, headers: responseHeaders });
}
