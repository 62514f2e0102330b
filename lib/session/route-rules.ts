/**
 * Which paths need a member and which are for visitors only (accounts spec §2 Protected and
 * grouped paths). Pure, so that middleware and tests share it.
 */

/** "Login-required: address, orders, refund record, personal, wish list." */
const LOGIN_REQUIRED: readonly RegExp[] = [
  /^\/user\/?$/,
  /^\/user\/address(\/.*)?$/,
  /^\/user\/orders\/?$/,
  /^\/user\/order-detail(\/.*)?$/,
  /^\/user\/refund-record\/?$/,
  /^\/user\/refund-order-detail(\/.*)?$/,
  /^\/user\/wish\/?$/,
  /^\/user\/go-dollar\/?$/,
  /^\/user\/coupons\/?$/,
];

/** "Login and register paths are grouped as visitor-only." */
const VISITOR_ONLY: readonly RegExp[] = [/^\/login\/?$/, /^\/register\/?$/];

export function isLoginRequired(pathname: string, searchParams: URLSearchParams): boolean {
  // A guest reaches one order through a temporary token (shopping §2 Order detail).
  if (pathname.startsWith("/user/order-detail/") && searchParams.has("tempToken")) return false;
  // ...and that order's after-sales requests the same way (issue 17 item 1).
  if (pathname.startsWith("/user/refund-order-detail/") && searchParams.has("tempToken"))
    return false;
  return LOGIN_REQUIRED.some((pattern) => pattern.test(pathname));
}

export function isVisitorOnly(pathname: string): boolean {
  return VISITOR_ONLY.some((pattern) => pattern.test(pathname));
}

/** "A visitor opening a login-required path is sent to login with redirectUrl set to the current full path. From checkout, the redirect target is home." */
export function loginRedirectPath(pathname: string, search: string): string {
  const target = pathname.startsWith("/checkout") ? "/" : `${pathname}${search}`;
  return `/login?redirectUrl=${encodeURIComponent(target)}`;
}

/** Only same-site paths may be a redirect target after login (no open redirect). */
export function safeRedirectTarget(redirectUrl: string | null | undefined): string {
  if (!redirectUrl || !redirectUrl.startsWith("/") || redirectUrl.startsWith("//")) return "/";
  if (redirectUrl.startsWith("/\\")) return "/";
  return redirectUrl;
}

/**
 * Where a member-only page sends a caller it does not recognise: through
 * /api/session/signed-out, which clears a stale member cookie (a session revoked on another
 * device) so that middleware does not bounce /login back to the page.
 */
export function signedOutRedirectPath(pathname: string, search = ""): string {
  return `/api/session/signed-out?redirectUrl=${encodeURIComponent(`${pathname}${search}`)}`;
}
