import { getCacheControlHeader } from "next/dist/server/lib/cache-control";
import { getRouteCacheKey } from "next/dist/server/lib/route-cache-key";
import type { RouteKind } from "next/dist/server/route-kind";
import { describe, expect, it } from "vitest";
import { createCacheStores } from "@/lib/server/cache/cache-store.mjs";
import {
  cacheControlHeader,
  currentDocument,
  documentPathOfKey,
} from "@/lib/server/cache/documents.mjs";
import { createPageCacheHandler } from "@/lib/server/cache/page-cache-handler.mjs";

const tick = () => new Promise((resolve) => setTimeout(resolve, 2));

/** The key Next itself gives the page at `pathname` of the listing route. */
const listingKey = (pathname: string) =>
  getRouteCacheKey(pathname, {
    kind: "APP_PAGE" as RouteKind,
    sourceRoute: "/[locale]/products/[[...path]]/page",
  });

const completePage = (html = "<main>HK$1,299</main>") => ({
  kind: "APP_PAGE",
  html,
  rscData: Buffer.from("rsc"),
  headers: {
    "x-next-cache-tags": "_N_T_/layout,_N_T_/en/products,list:all,card:P1",
    "x-nextjs-stale-time": "300",
  },
  segmentData: new Map([["/_tree", Buffer.from("tree")]]),
  status: undefined,
  postponed: undefined,
});

function shop() {
  const stores = createCacheStores({ buildId: "b1" });
  const Pages = createPageCacheHandler(stores);
  return { stores, pages: new Pages() };
}

describe("the path of a page entry", () => {
  it("reads the page's path out of the key Next gives it", () => {
    expect(documentPathOfKey(listingKey("/en/products/c~men"))).toBe("/en/products/c~men");
    expect(documentPathOfKey(listingKey("/"))).toBe("/");
    expect(documentPathOfKey(listingKey("/index/x"))).toBe("/index/x");
  });

  it("has none for route responses, fetches and `use cache` entries", () => {
    const route = getRouteCacheKey("/robots.txt", {
      kind: "APP_ROUTE" as RouteKind,
      sourceRoute: "/robots.txt/route",
    });
    expect(documentPathOfKey(route)).toBeNull();
    expect(documentPathOfKey("/en/products")).toBeNull();
    expect(documentPathOfKey("a3f0e1c9")).toBeNull();
  });
});

describe("cached documents", () => {
  it("keeps the document of a complete page under its path, with a validator and its tags", async () => {
    const { stores, pages } = shop();
    await pages.set(listingKey("/en/products"), completePage(), {
      cacheControl: { revalidate: 2_592_000, expire: 31_536_000 },
    });
    const found = await currentDocument(stores, "/en/products");
    expect(found?.document.body.toString()).toBe("<main>HK$1,299</main>");
    expect(found?.document).toMatchObject({
      staleTime: "300",
      tags: ["_N_T_/layout", "_N_T_/en/products", "list:all", "card:P1"],
    });
    expect(found?.document.etag).toMatch(/^"[\w-]{27}"$/);
    expect(found?.cacheControl).toBe("s-maxage=2592000, stale-while-revalidate=28944000");
    expect(await currentDocument(stores, "/en/products/c~men")).toBeNull();
  });

  it("answers no more once a tag it shows is revalidated, and again once Next stores it anew", async () => {
    const { stores, pages } = shop();
    await pages.set(listingKey("/en/products"), completePage(), {});
    await tick();
    await pages.revalidateTag("card:P1", { expire: 0 });
    expect(await currentDocument(stores, "/en/products")).toBeNull();
    await tick();
    await pages.set(listingKey("/en/products"), completePage("<main>HK$999</main>"), {});
    expect((await currentDocument(stores, "/en/products"))?.document.body.toString()).toBe(
      "<main>HK$999</main>",
    );
  });

  it("is ignored by a revalidation of tags it does not show", async () => {
    const { stores, pages } = shop();
    await pages.set(listingKey("/en/products"), completePage(), {});
    await tick();
    await pages.revalidateTag("card:P2", { expire: 0 });
    expect(await currentDocument(stores, "/en/products")).not.toBeNull();
  });

  it("is dropped when the page is stored with a part for request time or another status", async () => {
    const { stores, pages } = shop();
    const key = listingKey("/en/products");
    await pages.set(key, completePage(), {});
    await pages.set(key, { ...completePage(), postponed: "resume-data" }, {});
    expect(await currentDocument(stores, "/en/products")).toBeNull();

    await pages.set(key, completePage(), {});
    await pages.set(key, { ...completePage(), status: 404 }, {});
    expect(await currentDocument(stores, "/en/products")).toBeNull();
  });

  it("leaves a page past its revalidate time to Next, which renders it anew behind", async () => {
    const { stores, pages } = shop();
    await pages.set(listingKey("/en/products"), completePage(), {
      cacheControl: { revalidate: 60, expire: 3600 },
    });
    expect(await currentDocument(stores, "/en/products", Date.now() + 59_000)).not.toBeNull();
    expect(await currentDocument(stores, "/en/products", Date.now() + 61_000)).toBeNull();
  });

  it("sends the Cache-Control Next sends for the same cache life", () => {
    for (const cacheControl of [
      { revalidate: 2_592_000, expire: 31_536_000 },
      { revalidate: 900, expire: 900 },
      { revalidate: false as const, expire: undefined },
      { revalidate: 60, expire: undefined },
    ]) {
      expect(cacheControlHeader(cacheControl)).toBe(getCacheControlHeader(cacheControl));
    }
  });
});
