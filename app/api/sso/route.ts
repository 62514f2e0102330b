/**
 * SSO hand-over (accounts spec §2 Route guard, step 2): runs ssoLogin with the token from
 * the URL, sets the session cookies, and returns to the page without the token. On failure
 * it returns to the page too, with a short-lived cookie that makes the page show
 * 'SSO error' plus the code.
 */
import { NextResponse, type NextRequest } from "next/server";
import { CHANNEL_CODE } from "@/lib/graphql/wire";
import { getShopYoga } from "@/lib/graphql/app-server";
import { handleGraphQLRequest } from "@/lib/graphql/http";
import { ssoLogin } from "@/lib/graphql/operations/accounts";
import type { OperationData } from "@/lib/graphql/operations/define";
import { getEnv } from "@/lib/env";
import { shopCookieOptions } from "@/lib/session/cookie-options";
import { SSO_ERROR_COOKIE, SSO_ERROR_COOKIE_SECONDS } from "@/lib/session/cookies";
import { safeRedirectTarget } from "@/lib/session/route-rules";

export async function GET(request: NextRequest): Promise<NextResponse> {
  const ssoToken = request.nextUrl.searchParams.get("token") ?? "";
  const target = new URL(
    safeRedirectTarget(request.nextUrl.searchParams.get("redirect")),
    request.url,
  );
  const headers = new Headers({ "content-type": "application/json", "channel-code": CHANNEL_CODE });
  const cookie = request.headers.get("cookie");
  if (cookie) headers.set("cookie", cookie);
  const apiResponse = await handleGraphQLRequest(
    getShopYoga(),
    new Request(new URL("/api/graphql/ssoLogin", request.url), {
      method: "POST",
      headers,
      body: JSON.stringify({ query: ssoLogin.source, variables: { ssoToken } }),
    }),
  );
  const result = (await apiResponse.json()) as {
    data?: OperationData<typeof ssoLogin> | null;
    errors?: { extensions?: { code?: string } }[];
  };
  const response = NextResponse.redirect(target);
  const errorCode =
    result.data?.ssoLogin.userErrors[0]?.code ??
    (result.data ? undefined : (result.errors?.[0]?.extensions?.code ?? "500"));
  if (errorCode) {
    response.cookies.set(
      SSO_ERROR_COOKIE,
      errorCode,
      shopCookieOptions({
        maxAge: SSO_ERROR_COOKIE_SECONDS,
        httpOnly: false,
        secure: getEnv().cookieSecure,
      }),
    );
    return response;
  }
  for (const setCookie of apiResponse.headers.getSetCookie()) {
    response.headers.append("set-cookie", setCookie);
  }
  return response;
}
