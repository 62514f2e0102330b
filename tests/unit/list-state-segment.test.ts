/**
 * A list's query travels as one path segment (lib/domain/catalog/list-url.ts), so each real
 * listing is one rendering-cache entry: the same selection in any order or with tracking
 * parameters is the same segment, and what is no filter makes no segment.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  listPathWithState,
  listStateSegment,
  readListUrl,
  splitListStateSegment,
} from "@/lib/domain/catalog/list-url";

const path = (query: string) => listPathWithState("/en/products/men", new URLSearchParams(query));

describe("the list state segment", () => {
  it("leaves a list without filters at its own path", () => {
    expect(path("")).toBe("/en/products/men");
    expect(path("utm_source=mail&fbclid=x")).toBe("/en/products/men");
  });

  it("gives the same segment whatever the order of the query or the tracking parameters", () => {
    expect(path("sort=price-asc&size=M&size=L")).toBe(
      path("size=L&utm_source=x&size=M&sort=price-asc"),
    );
  });

  it("round-trips to the state the query names, Chinese keywords included", () => {
    const state = readListUrl({ keyword: "風褸 防水", sort: "sales" });
    const segment = listStateSegment(state);
    expect(segment).toMatch(/^~[A-Za-z0-9_-]+$/);
    expect(splitListStateSegment(["men", segment!])).toEqual({ segments: ["men"], state });
  });

  it("reads a forged or broken segment as no filter", () => {
    expect(splitListStateSegment(["men", "~%%%"]).state).toEqual(readListUrl({}));
    expect(splitListStateSegment(["men", "~"]).state).toEqual(readListUrl({}));
  });

  it("makes the same segment again from the state a segment carries, whatever the query", () => {
    fc.assert(
      fc.property(
        fc.dictionary(
          fc.constantFrom("size", "sort", "keyword", "after", "basecolor", "x"),
          fc.string({ unit: "grapheme" }),
          { maxKeys: 6 },
        ),
        (query) => {
          const result = listPathWithState("/en/list", new URLSearchParams(query));
          const { state } = splitListStateSegment(result.split("/").slice(3));
          expect(listPathWithState("/en/list", new URLSearchParams(listQuery(state)))).toBe(result);
        },
      ),
    );
  });
});

function listQuery(state: ReturnType<typeof readListUrl>): string {
  const segment = listStateSegment(state);
  if (!segment) return "";
  const binary = atob(segment.slice(1).replace(/-/g, "+").replace(/_/g, "/"));
  return new TextDecoder().decode(Uint8Array.from(binary, (char) => char.charCodeAt(0)));
}
