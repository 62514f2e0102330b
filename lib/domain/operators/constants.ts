/**
 * The operations console's values (issue 16 part 6: "a separate sign-in for staff accounts with
 * an operator role (roles: content editor, operations, admin)"). None of these is in the spec;
 * they are chosen in docs/adr/0037.
 */

/** issue 16: "roles: content editor, operations, admin". */
export const OPERATOR_ROLES = ["CONTENT_EDITOR", "OPERATIONS", "ADMIN"] as const;

/** What an operator may do; each console operation asks for one (roles.ts). */
export const OPERATOR_PERMISSIONS = [
  "content:edit",
  "aftersales:manage",
  "operators:manage",
] as const;

/** ADR 0037: a working day; the console is signed into again the next morning. */
export const OPERATOR_SESSION_LIFETIME_SECONDS = 8 * 60 * 60;

/** ADR 0037: wrong passwords before sign-in refuses an account, and an address, for the window. */
export const OPERATOR_SIGN_IN_FAILURES_PER_ACCOUNT = 5;
export const OPERATOR_SIGN_IN_FAILURES_PER_CLIENT = 20;
export const OPERATOR_SIGN_IN_WINDOW_SECONDS = 15 * 60;

/** ADR 0037: an operator's password, at least this long (staff pick their own). */
export const OPERATOR_PASSWORD_MIN_LENGTH = 8;
export const OPERATOR_PASSWORD_MAX_LENGTH = 128;

/** The operator session cookie: its own name, HttpOnly, SameSite=Strict (ADR 0037). */
export const OPERATOR_COOKIE = "ops_token";

/** The error codes the console's operations answer with (extensions.code). */
export const OPERATOR_ERROR_CODES = {
  /** No operator session: not signed in to /ops, expired or signed out. */
  UNAUTHENTICATED: "OPS_UNAUTHENTICATED",
  /** Signed in, but the role does not allow the operation. */
  FORBIDDEN: "OPS_FORBIDDEN",
  /** Wrong e-mail or password, or a disabled operator (one answer for all three). */
  BAD_CREDENTIALS: "OPS_BAD_CREDENTIALS",
  /** Too many failed sign-ins for the account or the address in the window. */
  THROTTLED: "OPS_SIGN_IN_THROTTLED",
} as const;

/** How many audit rows the console lists at most per query. */
export const AUDIT_PAGE_SIZE = 50;
