/**
 * Telling a style's colour products apart (shopping §2 Product detail "colour variants (merged
 * colour products)", §3 Product styleProducts, mergedColourProducts; ADR 0016). A style comes as
 * several colour products (SPUs) with the same title; each is listed as its own card, so a card
 * names its colours, and every product page of the style offers all the style's colours, each
 * leading to the product that holds it. Pure: cards, the search preview and the product page's
 * server render and client island share these rules.
 */
import { CARD_COLOUR_NAMES_SHOWN } from "./constants";
import { colourChoices, type SelectableSku } from "./product-selection";

export interface Colour {
  code: string;
  name: string;
  rgb: string;
}

/** A sibling colour product as the product detail carries it (RelatedProduct). */
export interface ColourSibling {
  code: string;
  onShelves: boolean;
  colors: readonly Colour[];
}

export interface StyleColourChoice extends Colour {
  /** The product that holds this colour. */
  productCode: string;
  /** The colour belongs to the product on the page (choosing it stays on the page). */
  own: boolean;
  /** Some enabled SKU has stock; siblings' stock is not loaded and shows on their own page. */
  available: boolean;
}

/**
 * Every colour of the product's style: its own colours and those of each on-shelf sibling
 * (merged-colour products and style products together, so a colour product outside the merged
 * group, such as a limited edition, is reachable too). Ordered by product code, then each
 * product's own colour order, so every product page of the style shows the same row.
 */
export function styleColourChoices(product: {
  code: string;
  skus: readonly SelectableSku[];
  styleProducts: readonly ColourSibling[] | null;
  mergedColourProducts: readonly ColourSibling[] | null;
}): StyleColourChoice[] {
  const siblings = new Map<string, ColourSibling>();
  for (const sibling of [...(product.mergedColourProducts ?? []), ...(product.styleProducts ?? [])])
    if (sibling.onShelves && sibling.code !== product.code) siblings.set(sibling.code, sibling);
  const own = colourChoices(product.skus).map((colour): StyleColourChoice => ({
    ...colour,
    productCode: product.code,
    own: true,
  }));
  const groups = [
    { productCode: product.code, choices: own },
    ...[...siblings.values()].map((sibling) => ({
      productCode: sibling.code,
      choices: sibling.colors.map((colour): StyleColourChoice => ({
        code: colour.code,
        name: colour.name,
        rgb: colour.rgb,
        productCode: sibling.code,
        own: false,
        available: true,
      })),
    })),
  ];
  return groups
    .sort((a, b) => (a.productCode < b.productCode ? -1 : a.productCode > b.productCode ? 1 : 0))
    .flatMap((group) => group.choices);
}

export interface CardColours {
  /** The card's colours in the product's order, for swatches. */
  colours: Colour[];
  /** The names spelled out on the card. */
  names: string[];
  /** How many more colours the card has than it names. */
  more: number;
}

/** The colours a product card names, so two cards of one style read as two colours. */
export function cardColours(skus: readonly { options: { color: Colour } }[]): CardColours {
  const seen = new Map<string, Colour>();
  for (const sku of skus) {
    const { code, name, rgb } = sku.options.color;
    if (!seen.has(code)) seen.set(code, { code, name, rgb });
  }
  const colours = [...seen.values()];
  const names = colours.slice(0, CARD_COLOUR_NAMES_SHOWN).map((colour) => colour.name);
  return { colours, names, more: colours.length - names.length };
}
