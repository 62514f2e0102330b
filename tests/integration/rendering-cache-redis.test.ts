import { randomUUID } from "node:crypto";
import { afterAll, describe, expect, it } from "vitest";
import {
  clearRenderingCache,
  createCacheStores,
  type CacheStores,
} from "@/lib/server/cache/cache-store.mjs";
import { createUseCacheHandler } from "@/lib/server/cache/use-cache-handler.mjs";
import { currentDocument } from "@/lib/server/cache/documents.mjs";
import { createPageCacheHandler } from "@/lib/server/cache/page-cache-handler.mjs";
import { onSharedTagsRevalidated } from "@/lib/server/cache/tag-events.mjs";
import { answers, REDIS_URL } from "./support/reachable";

const redisReachable = await answers(REDIS_URL);

const entry = (tags: string[], expire = 3600, body = "shared") => ({
  value: new Response(body).body!,
  tags,
  stale: 30,
  timestamp: Date.now(),
  expire,
  revalidate: Math.min(900, expire),
});
const text = async (stream: ReadableStream<Uint8Array>) => new Response(stream).text();
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.runIf(redisReachable)(`rendering cache in Redis (needs Redis at ${REDIS_URL})`, () => {
  // A prefix per run, so parallel or repeated runs never see each other's keys.
  const prefix = `test:render:${randomUUID()}:`;
  const opened: CacheStores[] = [];
  /** Two instances of one build, as two `next start` processes would have. */
  const instance = (buildId = "build-1") => {
    const stores = createCacheStores({ redisUrl: REDIS_URL, prefix, buildId });
    opened.push(stores);
    return stores;
  };
  afterAll(async () => {
    await Promise.all(opened.map((stores) => stores.close()));
    await clearRenderingCache(REDIS_URL, prefix);
  });

  it("serves on B what A stored, and misses on B's next request once A expires its tag", async () => {
    const a = createUseCacheHandler(instance());
    const b = createUseCacheHandler(instance());
    await a.set("listing", Promise.resolve(entry(["product:P1", "category:C1"])));
    await b.refreshTags();
    expect(await text((await b.get("listing", []))!.value)).toBe("shared");

    await sleep(2);
    await a.updateTags(["product:P1"], { expire: 0 });
    await b.refreshTags(); // what Next calls at the start of B's next request
    expect(await b.get("listing", [])).toBeUndefined();
    expect(await b.getExpiration(["product:P1"])).toBeGreaterThan(0);
  });

  it("tells B about a path revalidated on A through getExpiration of its soft tags", async () => {
    const a = createUseCacheHandler(instance());
    const b = createUseCacheHandler(instance());
    await b.refreshTags();
    expect(await b.getExpiration(["_N_T_/brand"])).toBe(0);
    await a.updateTags(["_N_T_/brand"]);
    await b.refreshTags();
    expect(await b.getExpiration(["_N_T_/brand"])).toBeGreaterThan(0);
  });

  it("drops an entry from Redis once its expire has passed", async () => {
    const a = createUseCacheHandler(instance());
    const b = createUseCacheHandler(instance());
    await a.set("short", Promise.resolve(entry([], 1)));
    expect(await b.get("short", [])).toBeDefined();
    await sleep(1600);
    expect(await b.get("short", [])).toBeUndefined();
  });

  it("shares pages between instances and misses them on B once A revalidates a tag they show", async () => {
    const A = createPageCacheHandler(instance());
    const B = createPageCacheHandler(instance());
    const a = new A();
    const b = new B();
    const page = {
      kind: "APP_PAGE",
      html: "<main>HK$1,299</main>",
      rscData: Buffer.from("rsc"),
      headers: { "x-next-cache-tags": "_N_T_/product/P2,product:P2" },
      segmentData: new Map([["/_tree", Buffer.from("tree")]]),
      status: 200,
      postponed: undefined,
    };
    await a.set("/route-cache/APP_PAGE/h/$/product/P2", page, {
      cacheControl: { revalidate: false, expire: undefined },
    });
    const read = await b.get("/route-cache/APP_PAGE/h/$/product/P2", { kind: "APP_PAGE" });
    expect(read?.value).toEqual(page);

    await sleep(2);
    await a.revalidateTag("product:P2", { expire: 0 });
    expect(await b.get("/route-cache/APP_PAGE/h/$/product/P2", { kind: "APP_PAGE" })).toBeNull();
  });

  it("answers on B the document of a page A rendered, until A revalidates a tag it shows", async () => {
    const storesB = instance();
    const a = new (createPageCacheHandler(instance()))();
    const key = "/route-cache/APP_PAGE/ab12/$/en/product/P3";
    const page = {
      kind: "APP_PAGE",
      html: "<main>HK$499</main>",
      headers: { "x-next-cache-tags": "_N_T_/en/product/P3,product:P3" },
    };
    await a.set(key, page, { cacheControl: { revalidate: false, expire: undefined } });
    const onB = await currentDocument(storesB, "/en/product/P3");
    expect(onB?.document.body.toString()).toBe(page.html);

    await sleep(2);
    await a.revalidateTag("product:P3", { expire: 0 });
    expect(await currentDocument(storesB, "/en/product/P3")).toBeNull();

    // A renders the page anew: B answers the new HTML, not the copy it kept of the old.
    await sleep(2);
    await a.set(key, { ...page, html: "<main>HK$399</main>" }, {});
    const renderedAnew = await currentDocument(storesB, "/en/product/P3");
    expect(renderedAnew?.document.body.toString()).toBe("<main>HK$399</main>");
  });

  it("tells B's listeners of the tags A revalidated, once, and A's listeners of none", async () => {
    const a = createUseCacheHandler(instance());
    const bStores = instance();
    const b = createUseCacheHandler(bStores);
    await a.refreshTags();
    await b.refreshTags();
    const heard: string[][] = [];
    const stop = onSharedTagsRevalidated((tags) => heard.push(tags));
    try {
      await a.updateTags(["list:all", "card:P3"], { expire: 0 });
      // A reads back what it wrote itself: nothing new to it.
      await a.refreshTags();
      expect(heard).toEqual([]);
      await b.refreshTags();
      expect(heard).toEqual([["list:all", "card:P3"]]);
      await b.refreshTags();
      expect(heard).toHaveLength(1);
    } finally {
      stop();
    }
  });

  it("removes an entry from Redis when its replacement is too big to keep", async () => {
    const stores = createCacheStores({
      redisUrl: REDIS_URL,
      prefix,
      buildId: "build-1",
      maxEntryBytes: 200,
    });
    opened.push(stores);
    const A = createPageCacheHandler(stores);
    const a = new A();
    await a.set("/big", { kind: "APP_PAGE", html: "small" }, {});
    expect(await a.get("/big", {})).not.toBeNull();
    await a.set("/big", { kind: "APP_PAGE", html: "x".repeat(300) }, {});
    expect(await a.get("/big", {})).toBeNull();
  });

  it("never reads another build's entries", async () => {
    const oldBuild = createUseCacheHandler(instance("build-1"));
    const newBuild = createUseCacheHandler(instance("build-2"));
    await oldBuild.set("home", Promise.resolve(entry([])));
    expect(await newBuild.get("home", [])).toBeUndefined();
  });

  it("leaves nothing behind after a reseed's clear, and keeps tag news flowing after it", async () => {
    const a = createUseCacheHandler(instance());
    const b = createUseCacheHandler(instance());
    await a.set("kept", Promise.resolve(entry(["brand:B9"])));
    await a.updateTags(["brand:B8"]);
    await b.refreshTags();
    expect(await clearRenderingCache(REDIS_URL, prefix)).toBeGreaterThan(0);
    expect(await b.get("kept", [])).toBeUndefined();

    await a.set("fresh", Promise.resolve(entry(["brand:B9"])));
    await sleep(2);
    await a.updateTags(["brand:B9"], { expire: 0 });
    await b.refreshTags();
    expect(await b.get("fresh", [])).toBeUndefined();
  });
});

describe("rendering cache with Redis down", () => {
  it("answers misses without throwing, and warns once", async () => {
    const stores = createCacheStores({
      redisUrl: "redis://127.0.0.1:1", // nothing listens on port 1
      prefix: `test:render:${randomUUID()}:`,
      buildId: "b1",
    });
    const warnings: string[] = [];
    const write = process.stderr.write.bind(process.stderr);
    process.stderr.write = ((chunk: string | Uint8Array) => {
      warnings.push(String(chunk));
      return true;
    }) as typeof process.stderr.write;
    try {
      const handler = createUseCacheHandler(stores);
      const Pages = createPageCacheHandler(stores);
      const pages = new Pages();
      const started = performance.now();
      await expect(handler.refreshTags()).resolves.toBeUndefined();
      await expect(handler.set("k", Promise.resolve(entry(["t"])))).resolves.toBeUndefined();
      expect(await handler.get("k", [])).toBeUndefined();
      await expect(handler.updateTags(["t"])).resolves.toBeUndefined();
      expect(await handler.getExpiration(["t"])).toBeGreaterThan(0); // the local copy still knows
      await pages.set("/p", { kind: "APP_PAGE", html: "<p/>" }, {});
      expect(await pages.get("/p", {})).toBeNull();
      expect(performance.now() - started).toBeLessThan(2000);
    } finally {
      process.stderr.write = write;
      await stores.close();
    }
    expect(warnings.filter((line) => line.includes("Redis failed"))).toHaveLength(1);
  });
});
