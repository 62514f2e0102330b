/** Types of use-cache-handler.mjs for TypeScript tests. */
import type { CacheHandler } from "next/cache";
import type { CacheStores } from "./cache-store.mjs";

export function readAtMost(
  stream: ReadableStream<Uint8Array>,
  maxBytes: number,
): Promise<Buffer | undefined>;
export function createUseCacheHandler(
  stores: CacheStores,
  options?: { maxEntryBytes?: number },
): CacheHandler;
declare const handler: CacheHandler;
export default handler;
