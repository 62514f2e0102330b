import "server-only";
/**
 * The app's database, payment settings, clock, throttle store and the caller's address for a
 * payment route.
 */
import { getDb } from "@/lib/db";
import { getEnv } from "@/lib/env";
import { redisRateLimitStore } from "@/lib/domain/rate-limit/redis";
import type { RateLimitStore } from "@/lib/domain/rate-limit/store";
import { trustedProxies } from "@/lib/graphql/app-server";
import { clientAddress } from "@/lib/graphql/client-address";
import { paymentConfigFromEnv } from "@/lib/payment-config";
import type { PaymentRouteDeps } from "./routes";

const globalForPayments = globalThis as typeof globalThis & {
  shopPaymentRateLimits?: RateLimitStore;
};

export async function paymentRouteDeps(request: Request): Promise<PaymentRouteDeps> {
  const env = getEnv();
  // Redis when REDIS_URL is set (one client per process); else the database (routes.ts default).
  if (env.REDIS_URL) globalForPayments.shopPaymentRateLimits ??= redisRateLimitStore(env.REDIS_URL);
  return {
    db: await getDb(),
    config: paymentConfigFromEnv(),
    now: new Date(),
    rateLimits: globalForPayments.shopPaymentRateLimits,
    clientKey: clientAddress(request.headers, trustedProxies()),
  };
}
