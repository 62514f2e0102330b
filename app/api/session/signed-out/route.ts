/**
 * Where a page sends a browser whose member session ended elsewhere (password changed or reset
 * on another device, issue 14 item 4): middleware still sees the signed "member" kind cookie
 * and would bounce /login back to /user, so this clears the session cookies first and then
 * goes to login with redirectUrl (accounts §4 Session: an auth error logs the user out).
 */
import { NextResponse, type NextRequest } from "next/server";
import { getEnv } from "@/lib/env";
import { shopCookieOptions } from "@/lib/session/cookie-options";
import { SESSION_KIND_COOKIE, TOKEN_COOKIE } from "@/lib/session/cookies";
import { loginRedirectPath, safeRedirectTarget } from "@/lib/session/route-rules";

export function GET(request: NextRequest): NextResponse {
  const back = safeRedirectTarget(request.nextUrl.searchParams.get("redirectUrl"));
  const [pathname = "/", search = ""] = back.split(/(?=\?)/);
  const response = NextResponse.redirect(new URL(loginRedirectPath(pathname, search), request.url));
  const secure = getEnv().cookieSecure;
  // The same attributes the API set them with (lib/graphql/context.ts), so they are replaced.
  response.cookies.set(TOKEN_COOKIE, "", shopCookieOptions({ maxAge: 0, httpOnly: true, secure }));
  response.cookies.set(
    SESSION_KIND_COOKIE,
    "",
    shopCookieOptions({ maxAge: 0, httpOnly: false, secure }),
  );
  return response;
}
