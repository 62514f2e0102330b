import { describe, expect, it } from "vitest";
import { loadInBatch } from "@/lib/graphql/request-batch";

describe("loadInBatch", () => {
  it("loads the keys one request asks for in the same tick with one call, per kind", async () => {
    const calls: string[][] = [];
    const loadMany = async (keys: readonly string[]) => {
      calls.push([...keys]);
      return new Map(keys.filter((key) => key !== "none").map((key) => [key, key.toUpperCase()]));
    };
    const request = {};
    const answers = await Promise.all([
      loadInBatch(request, "a", "x", loadMany),
      loadInBatch(request, "a", "y", loadMany),
      loadInBatch(request, "a", "x", loadMany),
      loadInBatch(request, "a", "none", loadMany),
    ]);
    expect(answers).toEqual(["X", "Y", "X", undefined]);
    expect(calls).toEqual([["x", "y", "none"]]);
    // A later ask, and another request, each load on their own.
    expect(await loadInBatch(request, "a", "z", loadMany)).toBe("Z");
    expect(await loadInBatch({}, "a", "x", loadMany)).toBe("X");
    expect(calls).toHaveLength(3);
  });
});
