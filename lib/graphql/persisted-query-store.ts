/**
 * Where registered persisted queries live (issue 18 item 1, ADR 0050), so that a hash registered
 * through one instance is found by every other: the database (`persisted_queries`) by default, or
 * Redis when REDIS_URL is set. The shop's own operations are not stored: every instance has them
 * built in (persisted-queries.ts). Anonymous clients may register documents, so the store is
 * bounded: at most PERSISTED_QUERY_CAPACITY registrations, the oldest going first, each kept
 * PERSISTED_QUERY_TTL_SECONDS after it was last registered, and none longer than
 * PERSISTED_QUERY_MAX_DOCUMENT_CHARS. A registration that misses later is no error: the client
 * sends the document again (the protocol's PersistedQueryNotFound).
 */
import { sql } from "drizzle-orm";
import { createClient } from "redis";
import type { Db } from "@/lib/db/connect";
import { queryRows } from "@/lib/domain/catalog/sql-rows";
import { GRAPHQL_LIMITS } from "./limits";

/** Not in the spec: registered documents kept across all instances (as the old per-process map). */
export const PERSISTED_QUERY_CAPACITY: number = GRAPHQL_LIMITS.maxPersistedQueries;
/**
 * Not in the spec: a registration lasts a week from its last registration. A browser re-sends
 * its document on a miss, so expiry costs one POST; a week outlives any deploy's client bundle.
 */
export const PERSISTED_QUERY_TTL_SECONDS = 7 * 86_400;
/**
 * Not in the spec: the longest document stored. The token limit (GRAPHQL_LIMITS.maxTokens) refuses
 * anything much longer anyway; this keeps one registration from holding megabytes.
 */
export const PERSISTED_QUERY_MAX_DOCUMENT_CHARS = 50_000;

export interface RegisteredQueryStore {
  get(hash: string, now: Date): Promise<string | undefined>;
  /** Stores (or refreshes) a document; evicts the oldest past the capacity. */
  register(hash: string, document: string, now: Date): Promise<void>;
}

/** The database home: one row per hash; eviction keeps the newest PERSISTED_QUERY_CAPACITY. */
export function dbRegisteredQueries(
  getDb: () => Promise<Db>,
  capacity = PERSISTED_QUERY_CAPACITY,
): RegisteredQueryStore {
  return {
    async get(hash, now) {
      const cutoff = new Date(now.getTime() - PERSISTED_QUERY_TTL_SECONDS * 1000).toISOString();
      const [row] = await queryRows<{ document: string }>(
        await getDb(),
        sql`select document from persisted_queries
          where hash = ${hash} and registered_at > ${cutoff}::timestamptz`,
      );
      return row?.document;
    },
    async register(hash, document, now) {
      if (document.length > PERSISTED_QUERY_MAX_DOCUMENT_CHARS) return;
      const db = await getDb();
      const at = now.toISOString();
      await db.execute(
        sql`insert into persisted_queries (hash, document, registered_at)
          values (${hash}, ${document}, ${at}::timestamptz)
          on conflict (hash) do update set registered_at = excluded.registered_at`,
      );
      const cutoff = new Date(now.getTime() - PERSISTED_QUERY_TTL_SECONDS * 1000).toISOString();
      // Expired rows and everything past the capacity, oldest first; the table stays this size.
      await db.execute(
        sql`delete from persisted_queries where registered_at <= ${cutoff}::timestamptz
          or hash in (select hash from persisted_queries
            order by registered_at desc, hash offset ${capacity})`,
      );
    },
  };
}

/** The Redis commands used (node-redis v5 shapes). */
interface RedisCommands {
  get(key: string): Promise<string | null>;
  set(key: string, value: string, options: { EX: number }): Promise<unknown>;
  zAdd(key: string, member: { score: number; value: string }): Promise<unknown>;
  zCard(key: string): Promise<number>;
  zRange(key: string, start: number, stop: number): Promise<string[]>;
  zRemRangeByRank(key: string, start: number, stop: number): Promise<unknown>;
  zRemRangeByScore(key: string, min: number | string, max: number | string): Promise<unknown>;
  del(keys: string | string[]): Promise<unknown>;
}

/**
 * The Redis home: each document under `{prefix}doc:{hash}` with the TTL, and a sorted set
 * `{prefix}index` of hashes by registration time from which the oldest past the capacity are
 * dropped. Connects on first use, like the throttle store.
 */
export function redisRegisteredQueries(
  url: string,
  prefix = "shop:pq:",
  capacity = PERSISTED_QUERY_CAPACITY,
): RegisteredQueryStore {
  let ready: Promise<RedisCommands> | undefined;
  const redis = () => {
    ready ??= createClient({ url })
      .on("error", () => {
        // Reconnects are automatic; a failed command surfaces as a rejected call.
      })
      .connect()
      .then((client) => client as unknown as RedisCommands);
    return ready;
  };
  const index = `${prefix}index`;
  const docKey = (hash: string) => `${prefix}doc:${hash}`;
  return {
    async get(hash) {
      return (await (await redis()).get(docKey(hash))) ?? undefined;
    },
    async register(hash, document, now) {
      if (document.length > PERSISTED_QUERY_MAX_DOCUMENT_CHARS) return;
      const client = await redis();
      await client.set(docKey(hash), document, { EX: PERSISTED_QUERY_TTL_SECONDS });
      await client.zAdd(index, { score: now.getTime(), value: hash });
      // Expired documents are gone by their TTL; drop them from the index too.
      await client.zRemRangeByScore(
        index,
        "-inf",
        now.getTime() - PERSISTED_QUERY_TTL_SECONDS * 1000,
      );
      const excess = (await client.zCard(index)) - capacity;
      if (excess <= 0) return;
      const oldest = await client.zRange(index, 0, excess - 1);
      if (oldest.length > 0) await client.del(oldest.map(docKey));
      await client.zRemRangeByRank(index, 0, excess - 1);
    },
  };
}
