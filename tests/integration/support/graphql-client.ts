/**
 * Calls the real GraphQL server (same handler as /api/graphql) over a test database,
 * with a cookie jar, so that tests see exactly what a browser or API client would.
 */
import { createGraphQLServer } from "@/lib/graphql/server";
import { handleGraphQLRequest, type ShopYoga } from "@/lib/graphql/http";
import type { Db } from "@/lib/db/connect";
import type { PaymentConfig } from "@/lib/domain/payments/config";
import type { IdentityProviderConfig } from "@/lib/domain/accounts/identity-providers";
import { paymentConfigFromEnv } from "@/lib/payment-config";
import type { Operation } from "@/lib/graphql/operations/define";
import { CHANNEL_CODE } from "@/lib/graphql/wire";

export const TEST_SESSION_SECRET = "test-session-secret-0123456789abcdef";
/** The shop's own origin in tests: TestClient asks http://shop.test/api/graphql. */
export const TEST_ORIGIN = "http://shop.test";
export const TEST_SSO_SECRET = "test-sso-secret-0123456789abcdef-0123";

export interface GraphQLResponse<TData> {
  status: number;
  body: { data?: TData | null; errors?: { message: string; extensions?: { code?: string } }[] };
  setCookies: string[];
}

export class TestClient {
  readonly cookies = new Map<string, string>();
  constructor(
    readonly yoga: ShopYoga,
    readonly defaults: { headers?: Record<string, string> } = {},
  ) {}

  async raw(init: {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: BodyInit;
    query?: string;
  }): Promise<Response> {
    const headers = new Headers({
      "channel-code": CHANNEL_CODE,
      ...this.defaults.headers,
      ...init.headers,
    });
    if (this.cookies.size > 0 && !headers.has("cookie")) {
      headers.set(
        "cookie",
        [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; "),
      );
    }
    if (init.body !== undefined && !headers.has("content-type"))
      headers.set("content-type", "application/json");
    const url = `http://shop.test${init.path ?? "/api/graphql"}${init.query ?? ""}`;
    const response = await handleGraphQLRequest(
      this.yoga,
      new Request(url, { method: init.method ?? "POST", headers, body: init.body }),
    );
    for (const setCookie of response.headers.getSetCookie()) {
      const [pair] = setCookie.split(";");
      const index = pair!.indexOf("=");
      const name = pair!.slice(0, index);
      const value = decodeURIComponent(pair!.slice(index + 1));
      if (/Max-Age=0/.test(setCookie)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return response;
  }

  async call<TData, TVariables>(
    operation: Operation<TData, TVariables>,
    variables?: TVariables,
    options: { headers?: Record<string, string> } = {},
  ): Promise<GraphQLResponse<TData>> {
    const response = await this.raw({
      path: `/api/graphql/${operation.name}`,
      headers: options.headers,
      body: JSON.stringify({ query: operation.source, operationName: operation.name, variables }),
    });
    return {
      status: response.status,
      body: (await response.json()) as GraphQLResponse<TData>["body"],
      setCookies: response.headers.getSetCookie(),
    };
  }
}

export function createTestServer(
  db: Db,
  options: {
    now?: () => Date;
    ssoSecret?: string;
    paymentConfig?: () => PaymentConfig;
    identityProviders?: () => IdentityProviderConfig;
    /** Receives the cache tags a catalog write revalidates (the app: Next's revalidateTag). */
    revalidateTags?: (tags: readonly string[]) => void;
    /** Visitor sign-ins per client in 10 minutes (the app: VISITOR_LOGIN_LIMIT). */
    visitorLoginLimit?: number;
    /** Schema introspection, as GRAPHQL_INTROSPECTION decides in the app; off by default. */
    introspection?: boolean;
  } = {},
): ShopYoga {
  return createGraphQLServer({
    getDb: async () => db,
    sessionSecret: TEST_SESSION_SECRET,
    ssoSecret: options.ssoSecret,
    cookieSecure: false,
    // As the app: the settings of the environment, read per request (tests switch providers).
    paymentConfig: options.paymentConfig ?? paymentConfigFromEnv,
    identityProviders: options.identityProviders,
    now: options.now,
    revalidateTags: options.revalidateTags,
    visitorLoginLimit: options.visitorLoginLimit,
    publicOrigin: TEST_ORIGIN,
    introspection: options.introspection,
  });
}
