import "server-only";
/**
 * The app's dependencies of the return-photo routes (./after-sales-photos.ts): the database,
 * MEDIA_DIR, the client's address as the API reads it, and the throttle counters where the API
 * keeps them (Redis with REDIS_URL, else the database; never process memory).
 */
import { getDb } from "@/lib/db";
import { DbRateLimitStore, type RateLimitStore } from "@/lib/domain/rate-limit/store";
import { redisRateLimitStore } from "@/lib/domain/rate-limit/redis";
import { trustedProxies } from "@/lib/graphql/app-server";
import { clientAddress } from "@/lib/graphql/client-address";
import { getEnv } from "@/lib/env";
import type { PhotoRouteDeps } from "./after-sales-photos";

const holder = globalThis as typeof globalThis & { __photoRateLimits?: RateLimitStore };

export async function photoRouteDeps(request: Request): Promise<PhotoRouteDeps> {
  const env = getEnv();
  const db = await getDb();
  holder.__photoRateLimits ??= env.REDIS_URL
    ? redisRateLimitStore(env.REDIS_URL)
    : new DbRateLimitStore(db);
  return {
    db,
    mediaDir: env.MEDIA_DIR,
    now: new Date(),
    rateLimits: holder.__photoRateLimits,
    clientKey: clientAddress(request.headers, trustedProxies()),
  };
}
