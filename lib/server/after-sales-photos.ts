import "server-only";
/**
 * The shopper's return photos over HTTP (issue 17 item 1; docs/adr/0047), modelled on the
 * console's media upload (./media-upload.ts):
 * - POST /api/after-sales/photos, multipart field `file`: a signed-in member, or a guest holding
 *   an order's lookup token (header `token`, as the API), uploads one photo. The channel-code
 *   header is required as for the API (a cross-site form cannot set it). Per customer and per
 *   client address hourly limits, counted in the shared rate-limit store.
 * - GET /api/after-sales/photos/{id}: the photo, for its owner or an operator with
 *   aftersales:manage; anyone else reads "not found". No channel-code: an <img> cannot send it,
 *   and a read changes nothing (the session cookie is SameSite=Lax, so no other site's page
 *   shows it).
 * - DELETE /api/after-sales/photos/{id}: the owner removes an upload no request has taken.
 * Refusals answer `{ code, message }` in the caller's language.
 */
import type { Db } from "@/lib/db/connect";
import { resolveSession, type ResolvedSession } from "@/lib/domain/accounts/sessions";
import {
  AFTER_SALES_PHOTO_ERROR_CODES as P,
  AFTER_SALES_PHOTO_MAX_BYTES,
} from "@/lib/domain/after-sales/constants";
import {
  deletePendingPhoto,
  photoUploadAllowed,
  readReturnPhoto,
  storeReturnPhoto,
} from "@/lib/domain/after-sales/photos";
import type { Locale } from "@/lib/domain/locales";
import { OPERATOR_COOKIE } from "@/lib/domain/operators/constants";
import { roleAllows } from "@/lib/domain/operators/roles";
import { resolveOperatorSession } from "@/lib/domain/operators/sessions";
import type { RateLimitStore } from "@/lib/domain/rate-limit/store";
import { parseCookieHeader, readBodyWithin } from "@/lib/graphql/http";
import { CHANNEL_CODE } from "@/lib/graphql/wire";
import { localeOfApiRequest } from "@/lib/i18n/locale";
import { translate } from "@/lib/i18n/translate";
import { LOCALE_COOKIE, TOKEN_COOKIE } from "@/lib/session/cookies";

const AFTER_SALES_PHOTO_MAX_MB = AFTER_SALES_PHOTO_MAX_BYTES / (1024 * 1024);

/** The multipart envelope around the file: boundaries and headers, a few hundred bytes. */
const ENVELOPE_BYTES = 16 * 1024;

export interface PhotoRouteDeps {
  db: Db;
  mediaDir: string;
  now: Date;
  rateLimits: RateLimitStore;
  /** The client's address (lib/graphql/client-address.ts), for the per-client limit. */
  clientKey: string;
}

interface Caller {
  locale: Locale;
  cookies: Map<string, string>;
  token: string | undefined;
}

function callerOf(request: Request): Caller {
  const cookies = parseCookieHeader(request.headers.get("cookie"));
  return {
    cookies,
    locale: localeOfApiRequest(request.headers.get("lang"), cookies.get(LOCALE_COOKIE)),
    token: request.headers.get("token") || cookies.get(TOKEN_COOKIE) || undefined,
  };
}

function refusal(status: number, code: string, locale: Locale): Response {
  const key =
    code === "CHANNEL_CODE_REQUIRED" ? `apiErrors.${code}` : `afterSalesPhotos.errors.${code}`;
  return Response.json(
    { code, message: translate(locale, key, { size: AFTER_SALES_PHOTO_MAX_MB }) },
    { status, headers: { "cache-control": "no-store" } },
  );
}

/** A member, or a guest whose token is scoped to an order; a bare visitor has nothing to return. */
async function shopperOf(db: Db, caller: Caller, now: Date): Promise<ResolvedSession | null> {
  if (!caller.token) return null;
  const session = await resolveSession(db, caller.token, now);
  if (!session.ok) return null;
  return session.kind === "member" || session.scopeOrderCode ? session : null;
}

export async function handlePhotoUpload(request: Request, deps: PhotoRouteDeps): Promise<Response> {
  const caller = callerOf(request);
  if (request.headers.get("channel-code") !== CHANNEL_CODE)
    return refusal(403, "CHANNEL_CODE_REQUIRED", caller.locale);
  const shopper = await shopperOf(deps.db, caller, deps.now);
  if (!shopper) return refusal(401, P.SIGN_IN_REQUIRED, caller.locale);
  const allowed = await photoUploadAllowed(
    deps.rateLimits,
    { customerId: shopper.customer.id, clientKey: deps.clientKey },
    deps.now,
  );
  if (!allowed) return refusal(429, P.TOO_MANY_UPLOADS, caller.locale);
  const body = await readBodyWithin(request, AFTER_SALES_PHOTO_MAX_BYTES + ENVELOPE_BYTES);
  if (!body) return refusal(413, P.TOO_LARGE, caller.locale);
  let file: FormDataEntryValue | null;
  try {
    const contentType = request.headers.get("content-type") ?? "";
    file = (
      await new Response(body as BodyInit, { headers: { "content-type": contentType } }).formData()
    ).get("file");
  } catch {
    return refusal(400, P.NOT_AN_IMAGE, caller.locale);
  }
  if (!file || typeof file === "string") return refusal(400, P.NOT_AN_IMAGE, caller.locale);
  const stored = await storeReturnPhoto(
    deps.db,
    deps.mediaDir,
    { customerId: shopper.customer.id, bytes: new Uint8Array(await file.arrayBuffer()) },
    deps.now,
  );
  if (!stored.ok)
    return refusal(stored.code === P.TOO_LARGE ? 413 : 400, stored.code, caller.locale);
  const { id, src, width, height } = stored.photo;
  return Response.json(
    { id, src, width, height },
    { status: 201, headers: { "cache-control": "no-store" } },
  );
}

export async function handlePhotoRead(
  request: Request,
  id: string,
  deps: Pick<PhotoRouteDeps, "db" | "mediaDir" | "now">,
): Promise<Response> {
  const caller = callerOf(request);
  const opsToken = caller.cookies.get(OPERATOR_COOKIE);
  const operator = opsToken ? await resolveOperatorSession(deps.db, opsToken, deps.now) : null;
  const reader =
    operator && roleAllows(operator.role, "aftersales:manage")
      ? ({ kind: "operator" } as const)
      : await shopperOf(deps.db, caller, deps.now).then((shopper) =>
          shopper
            ? ({
                kind: "customer",
                customerId: shopper.customer.id,
                scopeOrderCode: shopper.scopeOrderCode,
              } as const)
            : null,
        );
  if (!reader) return refusal(401, P.SIGN_IN_REQUIRED, caller.locale);
  const bytes = await readReturnPhoto(deps.db, deps.mediaDir, id, reader);
  if (!bytes) return refusal(404, P.NOT_FOUND, caller.locale);
  return new Response(bytes as BodyInit, {
    headers: {
      "content-type": "image/jpeg",
      // Personal data: never kept by a shared cache, nor by the browser once the page is left.
      "cache-control": "private, no-store",
      "x-content-type-options": "nosniff",
      "cross-origin-resource-policy": "same-origin",
    },
  });
}

export async function handlePhotoDelete(
  request: Request,
  id: string,
  deps: Pick<PhotoRouteDeps, "db" | "mediaDir" | "now">,
): Promise<Response> {
  const caller = callerOf(request);
  if (request.headers.get("channel-code") !== CHANNEL_CODE)
    return refusal(403, "CHANNEL_CODE_REQUIRED", caller.locale);
  const shopper = await shopperOf(deps.db, caller, deps.now);
  if (!shopper) return refusal(401, P.SIGN_IN_REQUIRED, caller.locale);
  const deleted = await deletePendingPhoto(deps.db, deps.mediaDir, id, shopper.customer.id);
  if (!deleted) return refusal(404, P.NOT_FOUND, caller.locale);
  return new Response(null, { status: 204, headers: { "cache-control": "no-store" } });
}
