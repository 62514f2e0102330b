/**
 * Sliding-window counters for throttling (issue 14 item 1). The database is the default home,
 * so counts survive a restart and are shared by every instance; with REDIS_URL the same API
 * runs on Redis sorted sets. Process memory is never the only copy.
 */
import { and, eq, gt, lt, sql } from "drizzle-orm";
import type { Db } from "@/lib/db/connect";
import { rateLimitHits } from "@/lib/db/schema";

export interface RateLimitStore {
  /** Counts one attempt under `key` and answers how many fall inside the window, this one included. */
  hit(key: string, windowSeconds: number, now: Date): Promise<number>;
  /** How many attempts under `key` fall inside the window ending `now`. */
  count(key: string, windowSeconds: number, now: Date): Promise<number>;
  /** Forgets every attempt under `key` (e.g. a successful sign-in). */
  reset(key: string): Promise<void>;
}

function windowStart(windowSeconds: number, now: Date): Date {
  return new Date(now.getTime() - windowSeconds * 1000);
}

/** Hits older than this are deleted opportunistically; no window used here is longer. */
export const PRUNE_AFTER_SECONDS = 24 * 60 * 60;

export class DbRateLimitStore implements RateLimitStore {
  constructor(private readonly db: Db) {}

  async hit(key: string, windowSeconds: number, now: Date): Promise<number> {
    await this.db.insert(rateLimitHits).values({ key, hitAt: now });
    // Old rows of this key only: cheap on the (key, hit_at) index, keeps the table bounded.
    await this.db
      .delete(rateLimitHits)
      .where(
        and(
          eq(rateLimitHits.key, key),
          lt(rateLimitHits.hitAt, windowStart(PRUNE_AFTER_SECONDS, now)),
        ),
      );
    return this.count(key, windowSeconds, now);
  }

  async count(key: string, windowSeconds: number, now: Date): Promise<number> {
    const [row] = await this.db
      .select({ n: sql<number>`count(*)::int` })
      .from(rateLimitHits)
      .where(
        and(
          eq(rateLimitHits.key, key),
          gt(rateLimitHits.hitAt, windowStart(windowSeconds, now)),
          sql`${rateLimitHits.hitAt} <= ${now}`,
        ),
      );
    return Number(row?.n ?? 0);
  }

  async reset(key: string): Promise<void> {
    await this.db.delete(rateLimitHits).where(eq(rateLimitHits.key, key));
  }
}

/** The commands of a Redis client this store uses (node-redis v5 shapes). */
export interface RedisLike {
  zAdd(key: string, member: { score: number; value: string }): Promise<unknown>;
  zRemRangeByScore(key: string, min: number | string, max: number | string): Promise<unknown>;
  zCount(key: string, min: number | string, max: number | string): Promise<number>;
  expire(key: string, seconds: number): Promise<unknown>;
  del(key: string): Promise<unknown>;
}

export class RedisRateLimitStore implements RateLimitStore {
  constructor(
    private readonly redis: RedisLike,
    private readonly prefix = "rl:",
  ) {}

  async hit(key: string, windowSeconds: number, now: Date): Promise<number> {
    const k = this.prefix + key;
    const at = now.getTime();
    // A random suffix keeps two hits in the same millisecond apart.
    await this.redis.zAdd(k, { score: at, value: `${at}:${Math.random().toString(36).slice(2)}` });
    await this.redis.zRemRangeByScore(k, "-inf", at - PRUNE_AFTER_SECONDS * 1000);
    await this.redis.expire(k, PRUNE_AFTER_SECONDS);
    return this.count(key, windowSeconds, now);
  }

  async count(key: string, windowSeconds: number, now: Date): Promise<number> {
    const at = now.getTime();
    return this.redis.zCount(this.prefix + key, `(${at - windowSeconds * 1000}`, at);
  }

  async reset(key: string): Promise<void> {
    await this.redis.del(this.prefix + key);
  }
}
