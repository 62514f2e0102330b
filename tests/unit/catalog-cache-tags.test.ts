/** What each kind of catalog change names for the rendering cache (lib/domain/catalog/cache-tags.ts). */
import { describe, expect, it } from "vitest";
import {
  CATALOG_TAGS,
  categoryPathLevels,
  tagsMoveLists,
  tagsOfChange,
} from "@/lib/domain/catalog/cache-tags";

const tent = { code: "TENT-1", categoryPaths: ["gear", "gear/tents"], brandCodes: ["LRG"] };
const jacket = { code: "JKT-9", categoryPaths: ["men", "men/jackets"], brandCodes: [] };

describe("the tags of a catalog change", () => {
  it("names only the product page for stock, which no card or list shows", () => {
    expect(tagsOfChange("stock", [tent, jacket])).toEqual([
      CATALOG_TAGS.product("TENT-1"),
      CATALOG_TAGS.product("JKT-9"),
    ]);
  });

  it.each(["price", "shelf", "promotion"] as const)(
    "names the product, its card and every list it can be in for a %s change",
    (kind) => {
      expect(new Set(tagsOfChange(kind, [tent]))).toEqual(
        new Set([
          "product:TENT-1",
          "card:TENT-1",
          "list:all",
          "list:search",
          "list:category:gear",
          "list:category:gear/tents",
          "list:brand:LRG",
        ]),
      );
    },
  );

  it("names each tag once however many products share it", () => {
    const tags = tagsOfChange("price", [tent, { ...tent, code: "TENT-2" }]);
    expect(tags.length).toBe(new Set(tags).size);
  });

  it("keeps a tag within Next.js's 256 characters", () => {
    expect(CATALOG_TAGS.product("X".repeat(400)).length).toBe(256);
  });

  it("says a price, shelf or menu change moves lists (the read cache goes), a stock change not", () => {
    expect(tagsMoveLists(tagsOfChange("stock", [tent]))).toBe(false);
    expect(tagsMoveLists(tagsOfChange("price", [tent]))).toBe(true);
    expect(tagsMoveLists(tagsOfChange("shelf", [tent]))).toBe(true);
    expect(tagsMoveLists([CATALOG_TAGS.categories])).toBe(true);
    expect(tagsMoveLists([CATALOG_TAGS.brands])).toBe(true);
    expect(tagsMoveLists([CATALOG_TAGS.cartShare("S1"), "_N_T_/products"])).toBe(false);
  });

  it("lists every level of a category path", () => {
    expect(categoryPathLevels("men/jackets/rain")).toEqual([
      "men",
      "men/jackets",
      "men/jackets/rain",
    ]);
  });
});
