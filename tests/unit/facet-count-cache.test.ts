import { afterEach, describe, expect, it, vi } from "vitest";
import { cachedFacetCounts, forgetFacetCounts } from "@/lib/domain/catalog/facet-count-cache";

describe("the facet count cache", () => {
  afterEach(() => vi.useRealTimers());

  it("shares one load between concurrent and later requests of the same filters", async () => {
    const db = {};
    const load = vi.fn(async () => [1, 2, 3]);
    const [a, b] = await Promise.all([
      cachedFacetCounts(db, "k", load),
      cachedFacetCounts(db, "k", load),
    ]);
    expect(a).toEqual([1, 2, 3]);
    expect(b).toBe(a);
    await cachedFacetCounts(db, "k", load);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("counts again after a minute, after forgetting, and for another database", async () => {
    vi.useFakeTimers();
    const db = {};
    const load = vi.fn(async () => "counts");
    await cachedFacetCounts(db, "k", load);
    vi.advanceTimersByTime(60_001);
    await cachedFacetCounts(db, "k", load);
    expect(load).toHaveBeenCalledTimes(2);
    forgetFacetCounts(db);
    await cachedFacetCounts(db, "k", load);
    await cachedFacetCounts({}, "k", load);
    expect(load).toHaveBeenCalledTimes(4);
  });

  it("does not remember a failed count", async () => {
    const db = {};
    const failing = vi.fn(async () => {
      throw new Error("database down");
    });
    await expect(cachedFacetCounts(db, "k", failing)).rejects.toThrow("database down");
    await Promise.resolve();
    const working = vi.fn(async () => "counts");
    expect(await cachedFacetCounts(db, "k", working)).toBe("counts");
  });

  it("keeps at most 500 filter sets, dropping the oldest", async () => {
    const db = {};
    const load = vi.fn(async () => 0);
    for (let i = 0; i <= 500; i++) await cachedFacetCounts(db, `k${i}`, load);
    await cachedFacetCounts(db, "k500", load);
    expect(load).toHaveBeenCalledTimes(501);
    await cachedFacetCounts(db, "k0", load);
    expect(load).toHaveBeenCalledTimes(502);
  });
});
