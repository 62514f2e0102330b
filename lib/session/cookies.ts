/**
 * The cookies of the session contract (architecture: API contract; accounts §4 Session).
 * - `token`: the opaque session token, httpOnly.
 * - `session_kind`: "<visitor|member>.<exp>.<sig>", an HMAC over kind, expiry and token, so
 *   that middleware can tell a member from a visitor without the database. Readable by
 *   scripts (it holds no secret) so the browser knows whether it must log in as a visitor.
 * - `locale`: en or zh, kept a year; read only by middleware and the API edge (lib/i18n/locale.ts).
 */
export const TOKEN_COOKIE = "token";
export const SESSION_KIND_COOKIE = "session_kind";
export const LOCALE_COOKIE = "locale";
/** How long a chosen language is kept, by the ?lang= route and the header switch alike. */
export const LOCALE_COOKIE_DAYS = 365;
/** accounts §5: "stored in a cookie for 30 days" (txId). */
export const TX_ID_COOKIE = "txId";
export const COOKIE_NOTICE_COOKIE = "cookie_notice";
/** Set by /api/sso on failure; the page shows "SSO error" plus this code once. */
export const SSO_ERROR_COOKIE = "sso_error";
/** Long enough for the page the hand-over returns to; the page removes it once shown. */
export const SSO_ERROR_COOKIE_SECONDS = 60;
/**
 * A copy of the checkout hand-off (shopping §4 Checkout entry keeps it in session storage),
 * sent only to /checkout so its server render can show the form, lines and totals at once
 * (docs/adr/0032). Written by the browser at checkout entry, removed with the hand-off.
 */
export const CHECKOUT_HANDOFF_COOKIE = "checkout_handoff";
export const CHECKOUT_HANDOFF_COOKIE_PATH = "/checkout";
/**
 * Not in the spec (docs/adr/0032): the longest copy written. Browsers keep at least 4096 bytes
 * per cookie; a longer hand-off (a bag of dozens of lines) is not copied and checkout renders
 * in the browser as before.
 */
export const CHECKOUT_HANDOFF_COOKIE_MAX_LENGTH = 3800;

export interface CookieToSet {
  name: string;
  value: string;
  maxAge: number;
  httpOnly: boolean;
  secure: boolean;
  /** "strict" for the operator cookie (docs/adr/0037); shoppers' cookies are "lax". */
  sameSite: "lax" | "strict";
  path: "/";
}
