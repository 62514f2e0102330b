import { afterEach, describe, expect, it, vi } from "vitest";
import {
  cachedRead,
  forgetAllCachedReads,
  forgetCachedReads,
} from "@/lib/domain/catalog/read-cache";

describe("the catalog read cache", () => {
  afterEach(() => vi.useRealTimers());

  it("shares one load between concurrent and later requests of the same key", async () => {
    const db = {};
    const load = vi.fn(async () => [1, 2, 3]);
    const [a, b] = await Promise.all([cachedRead(db, "k", load), cachedRead(db, "k", load)]);
    expect(a).toEqual([1, 2, 3]);
    expect(b).toBe(a);
    await cachedRead(db, "k", load);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("counts again after a minute, after forgetting, and for another database", async () => {
    vi.useFakeTimers();
    const db = {};
    const load = vi.fn(async () => "counts");
    await cachedRead(db, "k", load);
    vi.advanceTimersByTime(60_001);
    await cachedRead(db, "k", load);
    expect(load).toHaveBeenCalledTimes(2);
    forgetCachedReads(db);
    await cachedRead(db, "k", load);
    await cachedRead({}, "k", load);
    expect(load).toHaveBeenCalledTimes(4);
  });

  it("reads every database again once another instance's change is heard", async () => {
    const [one, two] = [{}, {}];
    const load = vi.fn(async () => "list ids");
    await cachedRead(one, "k", load);
    await cachedRead(two, "k", load);
    forgetAllCachedReads();
    await cachedRead(one, "k", load);
    await cachedRead(two, "k", load);
    expect(load).toHaveBeenCalledTimes(4);
  });

  it("does not remember a failed read", async () => {
    const db = {};
    const failing = vi.fn(async () => {
      throw new Error("database down");
    });
    await expect(cachedRead(db, "k", failing)).rejects.toThrow("database down");
    await Promise.resolve();
    const working = vi.fn(async () => "counts");
    expect(await cachedRead(db, "k", working)).toBe("counts");
  });

  it("keeps at most 500 keys, dropping the oldest", async () => {
    const db = {};
    const load = vi.fn(async () => 0);
    for (let i = 0; i <= 500; i++) await cachedRead(db, `k${i}`, load);
    await cachedRead(db, "k500", load);
    expect(load).toHaveBeenCalledTimes(501);
    await cachedRead(db, "k0", load);
    expect(load).toHaveBeenCalledTimes(502);
  });
});
