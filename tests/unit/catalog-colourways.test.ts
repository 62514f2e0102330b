/**
 * Telling a style's colour products apart (issue 12 item 2) and the product page's badges
 * (item 14): every colour of the style offered on each of its pages, each card naming its
 * colours, newness shown once.
 */
import { describe, expect, it } from "vitest";
import { NEW_LABEL_CODE, productBadges } from "@/lib/domain/catalog/badges";
import { cardColours, styleColourChoices } from "@/lib/domain/catalog/colourways";
import { selectionHref, type SelectableSku } from "@/lib/domain/catalog/product-selection";
import { CARD_COLOUR_NAMES_SHOWN } from "@/lib/domain/catalog/constants";

const colour = (code: string, name: string) => ({ code, name, rgb: `#${code}` });

function sku(code: string, color: string, size: string, inventory: number): SelectableSku {
  return {
    code,
    isEnabled: true,
    inventory,
    options: {
      color: colour(color, `colour ${color}`),
      size: { label: size, code: size },
      shoeWidth: null,
    },
  };
}

/** One style in three colour products: B on the page, A and C merged with it, D a limited edition. */
const page = {
  code: "ST1-B",
  skus: [sku("B-1-S", "b1", "S", 5), sku("B-2-S", "b2", "S", 0)],
  mergedColourProducts: [
    { code: "ST1-A", onShelves: true, colors: [colour("a1", "colour a1")] },
    { code: "ST1-C", onShelves: false, colors: [colour("c1", "colour c1")] },
  ],
  styleProducts: [
    { code: "ST1-A", onShelves: true, colors: [colour("a1", "colour a1")] },
    { code: "ST1-C", onShelves: false, colors: [colour("c1", "colour c1")] },
    {
      code: "ST1-D",
      onShelves: true,
      colors: [colour("d1", "colour d1"), colour("d2", "colour d2")],
    },
  ],
};

describe("the colours a product page offers", () => {
  it("are every on-shelf colour product's colours, once each, in one order for the whole style", () => {
    const choices = styleColourChoices(page);
    expect(choices.map((choice) => [choice.productCode, choice.code])).toEqual([
      ["ST1-A", "a1"],
      ["ST1-B", "b1"],
      ["ST1-B", "b2"],
      ["ST1-D", "d1"],
      ["ST1-D", "d2"],
    ]);
  });

  it("mark the page's own colours, with their stock, apart from the siblings' colours", () => {
    const choices = styleColourChoices(page);
    expect(choices.filter((choice) => choice.own).map((c) => [c.code, c.available])).toEqual([
      ["b1", true],
      ["b2", false],
    ]);
    expect(choices.find((choice) => choice.code === "d1")?.own).toBe(false);
  });

  it("are only the product's own colours when it has no colour siblings", () => {
    const alone = { ...page, mergedColourProducts: [], styleProducts: null };
    expect(styleColourChoices(alone).map((choice) => choice.code)).toEqual(["b1", "b2"]);
  });
});

describe("a product page URL of a choice", () => {
  it("names colour, width and size in that order and leaves out what is not chosen", () => {
    expect(selectionHref("ST1-B", { color: "b1", width: "wide", size: "8.5" })).toBe(
      "/product/ST1-B?color=b1&width=wide&size=8.5",
    );
    expect(selectionHref("A B/C", { color: "b1", size: null })).toBe("/product/A%20B%2FC?color=b1");
    expect(selectionHref("ST1-B", {})).toBe("/product/ST1-B");
  });
});

describe("the colours a card names", () => {
  it("are the product's distinct colours in its order", () => {
    const card = cardColours([sku("1", "x", "S", 1), sku("2", "x", "M", 1), sku("3", "y", "S", 1)]);
    expect(card.names).toEqual(["colour x", "colour y"]);
    expect(card.more).toBe(0);
  });

  it("stop after a few names and count the rest", () => {
    const many = ["a", "b", "c", "d", "e"].map((code) => sku(code, code, "S", 1));
    const card = cardColours(many);
    expect(card.names).toHaveLength(CARD_COLOUR_NAMES_SHOWN);
    expect(card.more).toBe(many.length - CARD_COLOUR_NAMES_SHOWN);
    expect(card.colours).toHaveLength(many.length);
  });
});

describe("the badges of a product page", () => {
  const labels = [
    { code: NEW_LABEL_CODE, frontName: "New" },
    { code: "BEST_SELLER", frontName: "Best seller" },
  ];

  it("show newness once: New in, never beside a stored New label", () => {
    expect(productBadges({ isNewIn: true, labels }, "New in").map((b) => b.text)).toEqual([
      "New in",
      "Best seller",
    ]);
  });

  it("do not call a product new after its new-in days, whatever its labels say", () => {
    expect(productBadges({ isNewIn: false, labels }, "New in").map((b) => b.text)).toEqual([
      "Best seller",
    ]);
  });
});
