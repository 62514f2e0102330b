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
/** accounts §7 Register and reset password: what a verification code is for (issue 14 item 3). */
export const VERIFICATION_PURPOSES = ["REGISTER", "RESET_PASSWORD"] as const;
export type VerificationPurpose = (typeof VERIFICATION_PURPOSES)[number];

/** Issue 14 item 3: "Codes: 6 digits". */
export const VERIFICATION_CODE_DIGITS = 6;
/** Issue 14 item 3: "valid 10 minutes". */
export const VERIFICATION_CODE_LIFETIME_SECONDS = 600;
/** Issue 14 item 3: "at most 5 tries"; the fifth wrong try kills the code. */
export const VERIFICATION_CODE_MAX_TRIES = 5;
/**
 * accounts §9: "SMS resend countdown in seconds (value not shown)". Chosen: 60 s, for e-mail
 * too (docs/adr/0021).
 */
export const VERIFICATION_RESEND_COOLDOWN_SECONDS = 60;
/** Not in the spec: at most this many codes per address and purpose per hour (docs/adr/0021). */
export const VERIFICATION_SENDS_PER_HOUR = 5;

/** accounts §5: "A maximum length for e-mail and name applies (bound not shown)" (docs/adr/0021). */
export const EMAIL_MAX_LENGTH = 100;
export const NAME_MAX_LENGTH = 50;
/** Not in the spec: a referral code is a member's userCode; longer input is refused. */
export const REFERRAL_CODE_MAX_LENGTH = 32;

/** accounts §5 Registration: "title ... gender" (values not shown; docs/adr/0021). */
export const TITLES = ["MR", "MRS", "MS", "MISS"] as const;
export const GENDERS = ["MALE", "FEMALE", "OTHER"] as const;

/**
 * accounts §5: "Birthday must be valid" (range not shown; docs/adr/0025): a real calendar date,
 * not in the future, and not before this day.
 */
export const BIRTHDAY_EARLIEST = "1900-01-01";
/** A nickname follows the name-like text rule and the name bound (docs/adr/0025). */
export const NICK_NAME_MAX_LENGTH = NAME_MAX_LENGTH;

/** Codes of expected failures of sign-up, codes and passwords; texts under apiErrors.<code>. */
export const ACCOUNT_ERROR_CODES = {
  /** accounts §5: "wrong or invalid shows 'The verification code is incorrect or invalid.'" */
  VERIFY_CODE_INVALID: "VERIFY_CODE_INVALID",
  /** accounts §8 Login: "failed to send code" — here: the resend countdown is still running. */
  VERIFY_CODE_COOLDOWN: "VERIFY_CODE_COOLDOWN",
  VERIFY_CODE_TOO_MANY: "VERIFY_CODE_TOO_MANY",
  /** accounts §5 E-mail: "Message: e-mail already used." */
  EMAIL_ALREADY_USED: "EMAIL_ALREADY_USED",
  /** accounts §5: "Messages: phone already registered, phone not registered." */
  PHONE_ALREADY_REGISTERED: "PHONE_ALREADY_REGISTERED",
  PHONE_NOT_REGISTERED: "PHONE_NOT_REGISTERED",
  EMAIL_NOT_REGISTERED: "EMAIL_NOT_REGISTERED",
  /** accounts §8 Account: "old password wrong; new password same as old." */
  OLD_PASSWORD_WRONG: "OLD_PASSWORD_WRONG",
  NEW_PASSWORD_SAME_AS_OLD: "NEW_PASSWORD_SAME_AS_OLD",
  /** accounts §5: "staff sign-up requires staff code and surname ('Staff no. or Surname is not correct')". */
  STAFF_NOT_MATCHED: "STAFF_NOT_MATCHED",
  /** The staff code is already another member's (docs/adr/0027). */
  STAFF_CODE_TAKEN: "STAFF_CODE_TAKEN",
  /** Too many wrong staff pairs from this member or address (docs/adr/0027). */
  STAFF_TOO_MANY_TRIES: "STAFF_TOO_MANY_TRIES",
  /** accounts §5: "Birthday must be valid and cannot be changed once confirmed." */
  BIRTHDAY_LOCKED: "BIRTHDAY_LOCKED",
} as const;

/** accounts §3 Customer: the member level whose member prices staff pay (the seed's STAFF prices). */
export const STAFF_LEVEL_CODE = "STAFF";
/** Not in the spec: the longest staff code accepted (docs/adr/0027). */
export const STAFF_CODE_MAX_LENGTH = 20;
/** Not in the spec: wrong staff pairs allowed per member and per address in the window (docs/adr/0027). */
export const STAFF_SIGN_UP_FAILURES_PER_WINDOW = 5;
export const STAFF_SIGN_UP_FAILURE_WINDOW_SECONDS = 900;

/** Issue 14 item 1: "true after 5 failed sign-ins for that account within 15 minutes". */
export const LOGIN_FAILURES_PER_ACCOUNT = 5;
/** Issue 14 item 1: "for every account tried from one client address after 30 failures across accounts within 15 minutes". */
export const LOGIN_FAILURES_PER_CLIENT = 30;
/** Issue 14 item 1: the window of both counts, "within 15 minutes". */
export const LOGIN_FAILURE_WINDOW_SECONDS = 15 * 60;
/** Not in the spec (docs/adr/0020): how long an image verification answer may be used. */
export const IMAGE_VERIFICATION_LIFETIME_SECONDS = 5 * 60;

/**
 * Not in the spec (issue 18 item 3, ADR 0050): visitor sign-ins (each makes a customer row) per
 * client address in VISITOR_LOGIN_WINDOW_SECONDS. A browser signs in as a visitor once per token
 * (VISITOR_TOKEN_LIFETIME_SECONDS), so one person needs one or two; 100 leaves room for a shop's
 * Wi-Fi or a mobile carrier's shared address at a sale's peak, and stops a script filling the
 * customers table. Override: VISITOR_LOGIN_LIMIT.
 */
export const VISITOR_LOGIN_LIMIT = 100;
export const VISITOR_LOGIN_WINDOW_SECONDS = 600;

/**
 * Not in the spec (ADR 0050): a visitor customer with no order, nothing in a cart and no live
 * session is removed this many days after it was made. Its token lived 7 days
 * (VISITOR_TOKEN_LIFETIME_SECONDS) and an expired one is answered as expired for 30 more
 * (EXPIRED_SESSION_KEPT_SECONDS); past 30 days of age, nothing a shopper could return to is left.
 */
export const STALE_VISITOR_DAYS = 30;
/** Not in the spec: visitors one statement removes, and statements per run (as the sweeps). */
export const STALE_VISITOR_BATCH_SIZE = 1000;
export const STALE_VISITOR_MAX_BATCHES = 20;
