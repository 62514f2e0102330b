import "server-only";
/** The app's one GraphQL server, over the app's database and environment. */
import { revalidateTag } from "next/cache";
import { getDb } from "@/lib/db";
import { getEnv } from "@/lib/env";
import { identityProvidersFromEnv } from "@/lib/identity-provider-config";
import { redisRateLimitStore } from "@/lib/domain/rate-limit/redis";
import { paymentConfigFromEnv } from "@/lib/payment-config";
import { parseTrustedProxies } from "./client-address";
import { redisRegisteredQueries } from "./persisted-query-store";
import { ownOrigin } from "./request-edges";
import type { ShopYoga } from "./http";
import { createGraphQLServer } from "./server";

const globalForYoga = globalThis as typeof globalThis & { shopYoga?: ShopYoga };

export function getShopYoga(): ShopYoga {
  if (!globalForYoga.shopYoga) {
    const env = getEnv();
    globalForYoga.shopYoga = createGraphQLServer({
      getDb,
      sessionSecret: env.SESSION_SECRET,
      ssoSecret: env.SSO_SECRET,
      visitorCheckout: env.VISITOR_CHECKOUT === "true",
      cookieSecure: env.cookieSecure,
      paymentConfig: paymentConfigFromEnv,
      identityProviders: identityProvidersFromEnv,
      exposeGraphiQL: env.NODE_ENV === "development",
      publicOrigin: ownOrigin(env.PUBLIC_BASE_URL),
      introspection: env.graphqlIntrospection,
      // Unset: the throttle counters live in the database (context.ts default).
      rateLimits: env.REDIS_URL ? redisRateLimitStore(env.REDIS_URL) : undefined,
      visitorLoginLimit: env.VISITOR_LOGIN_LIMIT,
      // Unset: registered persisted queries live in the database (server.ts default).
      persistedQueries: env.REDIS_URL ? redisRegisteredQueries(env.REDIS_URL) : undefined,
      // Expired at once: a price or stock change shows on the very next request.
      revalidateTags: (tags) => {
        for (const tag of tags) revalidateTag(tag, { expire: 0 });
      },
    });
  }
  return globalForYoga.shopYoga;
}

let trusted: ((ip: string) => boolean)[] | undefined;

/** TRUSTED_PROXIES as matchers, parsed once: whose X-Forwarded-For the API believes. */
export function trustedProxies(): readonly ((ip: string) => boolean)[] {
  trusted ??= parseTrustedProxies(getEnv().TRUSTED_PROXIES);
  return trusted;
}
