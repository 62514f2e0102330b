/** Rules of accounts and sessions, in the spec's wording (accounts §4 Session, §5, §8). */

/** accounts §4 Session: "lifetimes 7200 seconds (2 hours) or 604800 seconds (7 days), chosen by remember-me". */
export const TOKEN_LIFETIME_SECONDS = 7200;
export const REMEMBER_ME_TOKEN_LIFETIME_SECONDS = 604_800;

/** Not in the spec: how long an anonymous visitor token lives (docs/adr/0003). */
export const VISITOR_TOKEN_LIFETIME_SECONDS = 604_800;

/** accounts §8: "Codes 00510104, 401 and 10110143 force logout and a redirect to login." */
export const AUTH_ERROR_CODES = {
  /** No session, or a visitor calling a member-only operation. */
  UNAUTHENTICATED: "401",
  /** The token has expired. */
  TOKEN_EXPIRED: "00510104",
  /** The token was revoked (logout, rotation on login). */
  TOKEN_REVOKED: "10110143",
} as const;
export const FORCE_LOGOUT_CODES: readonly string[] = Object.values(AUTH_ERROR_CODES);

/** accounts §5 Password: "6 to 20 printable ASCII characters with at least one letter and one digit". */
export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 20;

/**
 * Not in the spec (accounts §2 "/linkAccount: Link a third-party account to an existing or new
 * account"): how long a verified but unbound social profile may be linked (docs/adr/0024).
 */
export const LINK_TICKET_LIFETIME_SECONDS = 900;

/** Not in the spec: how long one call to Facebook or Instagram may take (docs/adr/0024). */
export const IDENTITY_PROVIDER_TIMEOUT_MS = 8000;

/** accounts §7 Login (gwLoginByThirdParty appType): the social sign-ins this shop offers. */
export const THIRD_PARTY_APP_TYPES = ["FACEBOOK", "INSTAGRAM"] as const;
