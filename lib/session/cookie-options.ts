/**
 * The attributes of every cookie the server writes outside the API's session cookies (those are
 * serialised in lib/graphql/http.ts from CookieToSet): Path=/, SameSite=Lax, Secure whenever
 * cookies are secure (COOKIE_SECURE, or an https PUBLIC_BASE_URL: lib/env.ts), and HttpOnly
 * unless the browser's own code must read or write the cookie (docs/adr/0049 lists which):
 * - locale: the language switch writes it in the browser (lib/client/language.ts);
 * - txId: checkout reads it to record the referral (components/checkout/checkout-view.tsx);
 * - sso_error: the page reads and removes it to show the error once.
 */
export interface ShopCookieOptions {
  path: "/";
  maxAge: number;
  httpOnly: boolean;
  secure: boolean;
  sameSite: "lax";
}

export function shopCookieOptions(options: {
  maxAge: number;
  /** True unless the browser's scripts read or write this cookie. */
  httpOnly: boolean;
  secure: boolean;
}): ShopCookieOptions {
  return { path: "/", sameSite: "lax", ...options };
}

/** Whether the browser may mark the cookies it writes Secure (only over https). */
export function browserCookieSecure(): boolean {
  return typeof window !== "undefined" && window.location.protocol === "https:";
}
