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

/** Issue 14 item 1: "true after 5 failed sign-ins for that account within 15 minutes". */
export const LOGIN_FAILURES_PER_ACCOUNT = 5;
/** Issue 14 item 1: "for every account tried from one client address after 30 failures across accounts within 15 minutes". */
export const LOGIN_FAILURES_PER_CLIENT = 30;
/** Issue 14 item 1: the window of both counts, "within 15 minutes". */
export const LOGIN_FAILURE_WINDOW_SECONDS = 15 * 60;
/** Not in the spec (docs/adr/0020): how long an image verification answer may be used. */
export const IMAGE_VERIFICATION_LIFETIME_SECONDS = 5 * 60;
