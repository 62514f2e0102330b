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
import { SIZE_SYSTEMS, type Gender, type ProductKind, type SizeSystem } from "./product-kind";

export type { Bilingual, Gender, ShapeCode } from "./product-kind";

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
