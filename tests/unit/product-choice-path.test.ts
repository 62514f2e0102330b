/**
 * A product page's choice of colour, size and width travels as a path segment
 * (lib/domain/catalog/path-state.ts), so the page is cached per choice and a choice made before
 * the script runs is rendered by the server.
 */
import { describe, expect, it } from "vitest";
import { splitPathState } from "@/lib/domain/catalog/path-state";
import { productPathWithSelection, selectionOfQuery } from "@/lib/domain/catalog/product-selection";

const path = (query: string) =>
  productPathWithSelection("/en/product/TENT-1", new URLSearchParams(query));

describe("the product choice in the path", () => {
  it("leaves a page without a choice at its own path, tracking parameters or not", () => {
    expect(path("")).toBe("/en/product/TENT-1");
    expect(path("utm_source=mail")).toBe("/en/product/TENT-1");
  });

  it("names one segment for one choice, whatever the order of the query", () => {
    expect(path("size=M&color=010")).toBe(path("color=010&utm=1&size=M"));
  });

  it("gives the page back the choice", () => {
    const segments = path("color=010&size=M&width=wide").split("/").slice(4);
    expect(selectionOfQuery(splitPathState(segments).query)).toEqual({
      color: "010",
      size: "M",
      width: "wide",
    });
  });

  it("drops values too long to be an option", () => {
    expect(path(`size=${"X".repeat(41)}`)).toBe("/en/product/TENT-1");
  });
});
