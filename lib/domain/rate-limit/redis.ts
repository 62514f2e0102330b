/**
 * The Redis home of the throttle counters, used when REDIS_URL is set. The client connects on
 * first use, so starting the app never waits for Redis.
 */
import { createClient } from "redis";
import { RedisRateLimitStore, type RateLimitStore, type RedisLike } from "./store";

export function redisRateLimitStore(url: string, prefix = "rl:"): RateLimitStore {
  let ready: Promise<RedisLike> | undefined;
  const connect = () => {
    ready ??= createClient({ url })
      .on("error", () => {
        // Reconnects are automatic; a failed command surfaces as a rejected call instead.
      })
      .connect()
      .then((client) => client as unknown as RedisLike);
    return ready;
  };
  const store = async () => new RedisRateLimitStore(await connect(), prefix);
  return {
    hit: async (key, windowSeconds, now) => (await store()).hit(key, windowSeconds, now),
    count: async (key, windowSeconds, now) => (await store()).count(key, windowSeconds, now),
    reset: async (key) => (await store()).reset(key),
  };
}
