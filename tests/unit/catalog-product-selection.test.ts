import { describe, expect, it } from "vitest";
import {
  colourChoices,
  galleryItems,
  normaliseSelection,
  selectedSku,
  sizeChoices,
  stockState,
  type SelectableSku,
} from "@/lib/domain/catalog/product-selection";

function sku(
  code: string,
  color: string,
  size: string,
  inventory: number,
  width: string | null = null,
): SelectableSku {
  return {
    code,
    isEnabled: true,
    inventory,
    options: {
      color: { code: color, name: color, rgb: "#000" },
      size: { label: size, code: size },
      shoeWidth: width,
    },
  };
}

const jacket = [
  sku("A-L", "red", "L", 0),
  sku("A-S", "red", "S", 4),
  sku("A-XL", "red", "XL", 25),
  sku("B-M", "blue", "M", 0),
];

describe("choosing a variant", () => {
  it("lists colours in product order with availability, sizes in the spec's order", () => {
    expect(colourChoices(jacket).map((c) => [c.code, c.available])).toEqual([
      ["red", true],
      ["blue", false],
    ]);
    expect(sizeChoices(jacket, "red", null).map((s) => s.label)).toEqual(["S", "L", "XL"]);
  });

  it("makes a URL's selection valid and picks the only size", () => {
    expect(normaliseSelection(jacket, { color: "green", size: "M" })).toEqual({
      color: "red",
      size: null,
      width: null,
    });
    expect(normaliseSelection(jacket, { color: "blue" })).toEqual({
      color: "blue",
      size: "M",
      width: null,
    });
  });

  it("needs a width when the product has widths", () => {
    const shoes = [sku("W-8", "grey", "8", 30, "WIDE"), sku("R-8", "grey", "8", 0, "REGULAR")];
    expect(selectedSku(shoes, { color: "grey", size: "8", width: null })).toBeNull();
    expect(selectedSku(shoes, { color: "grey", size: "8", width: "WIDE" })?.code).toBe("W-8");
  });

  it("tells off shelf, sold out, limited stock and 10+ style counts apart", () => {
    expect(stockState(jacket[2]!, false)).toEqual({ kind: "OFF_SHELF" });
    expect(stockState(jacket[0]!, true)).toEqual({ kind: "SOLD_OUT" });
    expect(stockState({ ...jacket[2]!, isEnabled: false }, true)).toEqual({ kind: "SOLD_OUT" });
    expect(stockState(jacket[1]!, true)).toEqual({ kind: "LIMITED" });
    expect(stockState(jacket[2]!, true)).toEqual({ kind: "IN_STOCK", display: "20+" });
    expect(stockState(null, true)).toBeNull();
  });

  it("shows the colour's pictures first, then shared ones, and knows videos", () => {
    const image = (url: string, colorCode: string | null, type = "MAINIMAGE") => ({
      url,
      type,
      colorCode,
      width: 800,
      height: 800,
    });
    const items = galleryItems(
      [
        image("/shared.webp", null),
        image("/blue.webp", "blue"),
        image("/red.webp", "red"),
        image("/clip.mp4", null, "VIDEO"),
        image("/tag.webp", null, "TAGIMAGE"),
      ],
      "red",
    );
    expect(items.map((item) => [item.url, item.isVideo])).toEqual([
      ["/red.webp", false],
      ["/shared.webp", false],
      ["/clip.mp4", true],
    ]);
  });
});
