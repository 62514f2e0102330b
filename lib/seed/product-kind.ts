/**
 * The shape of a kind of product in the demo catalog (sizes, copy, filter values), apart from
 * the kinds themselves so that the kind files and the template list do not import each other.
 */
export interface Bilingual {
  en: string;
  zh: string;
}

export type ShapeCode =
  | "shell"
  | "puffer"
  | "softshell"
  | "windbreaker"
  | "trousers"
  | "shorts"
  | "shoe"
  | "backpack"
  | "tent"
  | "hat"
  | "glove"
  | "sock";

export type Gender = "men" | "women" | "unisex";

/** Sizes per gender, smallest first (shopping §5 size order); `null`: the kind is unisex. */
export interface SizeSystem {
  code: string;
  men?: readonly string[];
  women?: readonly string[];
  unisex?: readonly string[];
}

export const SIZE_SYSTEMS = {
  tops: {
    code: "tops",
    men: ["XS", "S", "M", "L", "XL", "XXL"],
    women: ["XS", "S", "M", "L", "XL"],
  },
  waist: {
    code: "waist",
    men: ["28", "30", "32", "34", "36", "38"],
    women: ["2", "4", "6", "8", "10", "12", "14"],
  },
  shorts: { code: "shorts", men: ["S", "M", "L", "XL", "XXL"], women: ["XS", "S", "M", "L", "XL"] },
  shoes: {
    code: "shoes",
    men: ["7", "7+", "8", "8+", "9", "9+", "10", "10+", "11", "12"],
    women: ["5", "5+", "6", "6+", "7", "7+", "8", "8+", "9"],
  },
  packs: { code: "packs", unisex: ["S", "M", "L"] },
  one: { code: "one", unisex: ["UNIQUE"] },
  hats: { code: "hats", unisex: ["FREE"] },
  gloves: { code: "gloves", unisex: ["S", "M", "L", "XL"] },
  socks: { code: "socks", unisex: ["S", "M", "L"] },
} as const satisfies Record<string, SizeSystem>;

export type SizeSystemCode = keyof typeof SIZE_SYSTEMS;

export interface FuncLabelSpec {
  code: string;
  labelType: string;
  values: readonly string[];
}

/** A kind of product, before it is placed under a gender. */
export interface ProductKind {
  key: string;
  /** Category path below the gender ("jackets/rain-jackets"), or the full path for gear. */
  categoryPath: string;
  /** Two letters in the style code. */
  abbr: string;
  shape: ShapeCode;
  productType: "APPAREL" | "FOOTWEAR" | "EQUIPMENT" | "ACCESSORY";
  sizeSystem: SizeSystemCode;
  /** Footwear: some styles come in standard and wide. */
  widths?: boolean;
  priceHkd: readonly [number, number];
  nouns: readonly Bilingual[];
  models: readonly Bilingual[];
  subTitles: readonly Bilingual[];
  /** outdoorActivity values (one or two are given). */
  activities: readonly string[];
  /** shopToStayFunction values; the first always applies. */
  functions: readonly string[];
  /** fit values, for apparel. */
  fits?: readonly string[];
  /** Colourway codes the kind is made in. */
  palette: readonly string[];
  fabrics: readonly Bilingual[];
  techs: readonly Bilingual[];
  features: readonly Bilingual[];
  pitches: readonly Bilingual[];
  group: Bilingual;
  specs: readonly FuncLabelSpec[];
}
