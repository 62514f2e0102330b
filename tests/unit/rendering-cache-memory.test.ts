import { describe, expect, it } from "vitest";
import {
  createCacheStores,
  decodeValue,
  encodeValue,
  MAX_TTL_SECONDS,
  ttlSeconds,
} from "@/lib/server/cache/cache-store.mjs";
import { SizeBoundedLru } from "@/lib/server/cache/size-bounded-lru.mjs";
import { createUseCacheHandler } from "@/lib/server/cache/use-cache-handler.mjs";
import { createPageCacheHandler } from "@/lib/server/cache/page-cache-handler.mjs";

const bytes = (n: number) => Buffer.alloc(n, 1);

describe("SizeBoundedLru", () => {
  it("drops the least recently read entries once the byte budget is passed", () => {
    const lru = new SizeBoundedLru<Buffer>(1000);
    lru.set("a", bytes(300), 300);
    lru.set("b", bytes(300), 300);
    lru.set("c", bytes(300), 300);
    expect(lru.get("a")).toBeDefined(); // "b" is now the least recently read
    lru.set("d", bytes(300), 300);
    expect(lru.get("b")).toBeUndefined();
    expect(lru.get("a")).toBeDefined();
    expect(lru.get("c")).toBeDefined();
    expect(lru.get("d")).toBeDefined();
    expect(lru.bytes).toBeLessThanOrEqual(1000);
  });

  it("refuses a value bigger than the whole budget and keeps what it had", () => {
    const lru = new SizeBoundedLru<Buffer>(1000);
    lru.set("a", bytes(100), 100);
    expect(lru.set("huge", bytes(2000), 2000)).toBe(false);
    expect(lru.get("huge")).toBeUndefined();
    expect(lru.get("a")).toBeDefined();
  });

  it("counts a replaced value once and forgets entries past their TTL", () => {
    const lru = new SizeBoundedLru<Buffer>(1000);
    lru.set("a", bytes(400), 400, 60, 0);
    lru.set("a", bytes(500), 500, 60, 0);
    expect(lru.bytes).toBe(501);
    expect(lru.get("a", 59_000)).toBeDefined();
    expect(lru.get("a", 60_000)).toBeUndefined();
    expect(lru.bytes).toBe(0);
  });

  it("takes the TTL from the entry's expire, within a week", () => {
    expect(ttlSeconds(300)).toBe(300);
    expect(ttlSeconds(0.2)).toBe(1);
    expect(ttlSeconds(Infinity)).toBe(MAX_TTL_SECONDS);
    expect(ttlSeconds(undefined)).toBe(MAX_TTL_SECONDS);
    expect(ttlSeconds(365 * 24 * 3600)).toBe(MAX_TTL_SECONDS);
  });
});

const entry = (tags: string[], body = "hello", timestamp = Date.now()) => ({
  value: new Response(body).body!,
  tags,
  stale: 30,
  timestamp,
  expire: 3600,
  revalidate: 900,
});
const text = async (stream: ReadableStream<Uint8Array>) => new Response(stream).text();
const tick = () => new Promise((resolve) => setTimeout(resolve, 2));

describe("the in-memory rendering cache (no REDIS_URL)", () => {
  it("serves an entry again, each time on a fresh stream, until its tag is revalidated", async () => {
    const handler = createUseCacheHandler(createCacheStores({ buildId: "b1" }));
    await handler.set("k", Promise.resolve(entry(["product:P1"])));
    expect(await text((await handler.get("k", []))!.value)).toBe("hello");
    expect(await text((await handler.get("k", []))!.value)).toBe("hello");
    await tick();
    await handler.updateTags(["product:P1"], { expire: 0 });
    expect(await handler.get("k", [])).toBeUndefined();
  });

  it("serves a stale-tagged entry once more for a background refresh", async () => {
    const handler = createUseCacheHandler(createCacheStores({ buildId: "b1" }));
    await handler.set("k", Promise.resolve(entry(["brand:B1"])));
    await tick();
    await handler.updateTags(["brand:B1"], { expire: 3600 });
    expect((await handler.get("k", []))?.revalidate).toBe(-1);
    expect(await handler.getExpiration(["brand:B1"])).toBe(0); // expires an hour from now
  });

  it("keeps no entry over the size limit, nor the older one it replaces, nor a failed render", async () => {
    const handler = createUseCacheHandler(createCacheStores({ buildId: "b1", maxEntryBytes: 10 }));
    await handler.set("big", Promise.resolve(entry([], "small")));
    await handler.set("big", Promise.resolve(entry([], "x".repeat(11))));
    expect(await handler.get("big", [])).toBeUndefined();
    const failing = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new Uint8Array([1]));
        controller.error(new Error("render failed"));
      },
    });
    await handler.set("broken", Promise.resolve({ ...entry([]), value: failing }));
    expect(await handler.get("broken", [])).toBeUndefined();
  });

  it("stays within its memory budget however many pages are stored", async () => {
    const stores = createCacheStores({ buildId: "b1", memoryBytes: 4096 });
    const Pages = createPageCacheHandler(stores);
    const pages = new Pages();
    for (let i = 0; i < 100; i++) {
      await pages.set(`/p/${i}`, { kind: "APP_PAGE", html: "x".repeat(200) }, {});
    }
    expect(await pages.get("/p/0", {})).toBeNull();
    expect(await pages.get("/p/99", {})).not.toBeNull();
  });

  it("keeps a page too big for one entry out, and drops the older one under its key", async () => {
    const Pages = createPageCacheHandler(createCacheStores({ buildId: "b1", maxEntryBytes: 100 }));
    const pages = new Pages();
    await pages.set("/p", { kind: "APP_PAGE", html: "small" }, {});
    expect(await pages.get("/p", {})).not.toBeNull();
    await pages.set("/p", { kind: "APP_PAGE", html: "x".repeat(200) }, {});
    expect(await pages.get("/p", {})).toBeNull();
  });

  it("encodes pages for Redis with their Buffers and segment Map intact", async () => {
    const value = {
      kind: "APP_PAGE",
      html: "<p>shell</p>",
      rscData: Buffer.from([0, 255, 7]),
      headers: { "x-next-cache-tags": "_N_T_/products,catalog" },
      segmentData: new Map([["/_tree", Buffer.from("tree")]]),
      status: 200,
    };
    const decoded = decodeValue(JSON.parse(JSON.stringify(encodeValue(value)))) as typeof value;
    expect(decoded).toEqual(value);
    expect(decoded.segmentData.get("/_tree")?.toString()).toBe("tree");
  });

  it("misses a page once a tag in its x-next-cache-tags header is revalidated", async () => {
    const Pages = createPageCacheHandler(createCacheStores({ buildId: "b1" }));
    const pages = new Pages();
    const headers = { "x-next-cache-tags": "_N_T_/products,catalog" };
    await pages.set("/products", { kind: "APP_PAGE", html: "<p/>", headers }, {});
    expect((await pages.get("/products", {}))?.value).toMatchObject({ html: "<p/>" });
    await tick();
    await pages.revalidateTag("catalog", { expire: 0 });
    expect(await pages.get("/products", {})).toBeNull();
  });
});
