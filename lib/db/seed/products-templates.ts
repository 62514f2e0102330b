/**
 * What the demo catalog is made of: one template per kind of product (rain jackets, hiking
 * shoes, tents, ...), with its category, picture shape, sizes, price range, filter values and
 * bilingual copy. Apparel and footwear kinds are written once and placed under men and women.
 */
import { BOTTOM_KINDS } from "./products-templates-bottoms";
import { FOOTWEAR_KINDS } from "./products-templates-footwear";
import { JACKET_KINDS } from "./products-templates-jackets";
import { GEAR_KINDS } from "./products-templates-gear";
import { ACCESSORY_KINDS } from "./products-templates-accessories";

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

export interface ProductTemplate extends ProductKind {
  gender: Gender;
  /** The leaf category path ("men/jackets/rain-jackets"). */
  leafPath: string;
  sizes: readonly string[];
  /** How often the kind is drawn, relative to the others. */
  weight: number;
}

function placed(kind: ProductKind, gender: Gender, weight: number): ProductTemplate {
  const system: SizeSystem = SIZE_SYSTEMS[kind.sizeSystem];
  const sizes = (gender === "unisex" ? system.unisex : system[gender]) ?? system.unisex ?? [];
  return {
    ...kind,
    key: gender === "unisex" ? kind.key : `${gender}-${kind.key}`,
    gender,
    leafPath: gender === "unisex" ? kind.categoryPath : `${gender}/${kind.categoryPath}`,
    sizes,
    weight,
  };
}

export const PRODUCT_TEMPLATES: readonly ProductTemplate[] = [
  ...[...JACKET_KINDS, ...BOTTOM_KINDS, ...FOOTWEAR_KINDS].flatMap((kind) => [
    placed(kind, "men", 2),
    placed(kind, "women", 2),
  ]),
  ...[...GEAR_KINDS, ...ACCESSORY_KINDS].map((kind) => placed(kind, "unisex", 1)),
];

const TOTAL_WEIGHT = PRODUCT_TEMPLATES.reduce((sum, template) => sum + template.weight, 0);

/** The template at a point of [0, 1) of the weighted list. */
export function templateAt(point: number): ProductTemplate {
  let remaining = point * TOTAL_WEIGHT;
  for (const template of PRODUCT_TEMPLATES) {
    remaining -= template.weight;
    if (remaining < 0) return template;
  }
  return PRODUCT_TEMPLATES[PRODUCT_TEMPLATES.length - 1] as ProductTemplate;
}

/** Every size label the catalog uses (the customSize values). */
export function allSizeLabels(): string[] {
  return [...new Set(PRODUCT_TEMPLATES.flatMap((template) => template.sizes))];
}
