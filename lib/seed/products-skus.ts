/**
 * SKUs of one demo product: colour × size (× width for footwear), with prices in HKD cents,
 * member prices (GOLD, STAFF), an occasional promotion price, and stock that includes sold-out
 * (0) and limited (1-10) SKUs.
 */
import { sizeValueCode } from "@/lib/domain/catalog/size-order";
import { CENTS_PER_DOLLAR } from "@/lib/domain/pricing/constants";
import type { PromotionAccountScope } from "@/lib/domain/promotions/constants";
import type { Colourway } from "./products-colours";
import type { Random } from "./products-random";
import type { ProductTemplate } from "./products-templates";

export interface GeneratedSku {
  code: string;
  storeSkuCode: string;
  colour: Colourway;
  sizeLabel: string;
  sizeCode: string;
  shoeWidth: string | null;
  isEnabled: boolean;
  featuredType: string | null;
  sort: number;
  listPrice: number;
  salePrice: number;
  available: number;
  memberPrices: { level: string; price: number }[];
  promotion: { scope: PromotionAccountScope; levels: string[]; price: number } | null;
}

export interface SkuPlan {
  template: ProductTemplate;
  style: string;
  colours: readonly Colourway[];
  wide: boolean;
  /** Whole HK$. */
  listHkd: number;
  /** Percent off for discounted colours; 0 for none. */
  discountPercent: number;
  soldOut: boolean;
  /** Global product index: makes store SKU codes unique. */
  productIndex: number;
}

/** EAN-13 with the Hong Kong GS1 prefix 489: a believable store barcode. */
function storeCode(productIndex: number, skuIndex: number): string {
  const body = `489${String(productIndex % 1_000_000).padStart(6, "0")}${String(skuIndex).padStart(3, "0")}`;
  const sum = [...body].reduce(
    (total, digit, i) => total + Number(digit) * (i % 2 === 0 ? 1 : 3),
    0,
  );
  return `${body}${(10 - (sum % 10)) % 10}`;
}

const dollars = (hkd: number) => Math.max(1, Math.round(hkd)) * CENTS_PER_DOLLAR;

function stock(random: Random, soldOut: boolean): number {
  if (soldOut || random.chance(0.1)) return 0;
  if (random.chance(0.17)) return random.int(1, 10);
  return random.int(11, 180);
}

export function generateSkus(plan: SkuPlan, random: Random): GeneratedSku[] {
  const { template } = plan;
  const footwear = template.productType === "FOOTWEAR";
  const widths: (string | null)[] = footwear
    ? plan.wide
      ? ["standard", "wide"]
      : ["standard"]
    : [null];
  const goldMember = random.chance(0.35);
  const staffPrice = random.chance(0.2);
  const promotionScope: PromotionAccountScope | null = random.chance(0.06)
    ? random.pick(["ALL_ACCOUNT", "MEMBER", "GUEST"] as const)
    : null;
  const promotionLevels = promotionScope === "MEMBER" && random.chance(0.5) ? ["GOLD"] : [];
  const skus: GeneratedSku[] = [];
  plan.colours.forEach((colour, colourIndex) => {
    const discounted = plan.discountPercent > 0 && (colourIndex === 0 || random.chance(0.5));
    const saleHkd = discounted
      ? Math.round((plan.listHkd * (100 - plan.discountPercent)) / 100)
      : plan.listHkd;
    template.sizes.forEach((sizeLabel, sizeIndex) => {
      widths.forEach((width, widthIndex) => {
        const sizePart = sizeLabel.replace("+", "H");
        const salePrice = dollars(saleHkd);
        const memberPrices = [
          ...(goldMember ? [{ level: "GOLD", price: dollars(saleHkd * 0.9) }] : []),
          ...(staffPrice ? [{ level: "STAFF", price: dollars(saleHkd * 0.7) }] : []),
        ];
        const factor = promotionScope === "GUEST" ? 0.95 : promotionScope === "MEMBER" ? 0.8 : 0.85;
        skus.push({
          code: `${plan.style}-${colour.code}-${sizePart}${width === "wide" ? "-W" : ""}`,
          storeSkuCode: storeCode(plan.productIndex, skus.length),
          colour,
          sizeLabel,
          sizeCode: sizeValueCode(sizeLabel),
          shoeWidth: width,
          isEnabled: !random.chance(0.02),
          featuredType:
            sizeIndex === 0 && colourIndex === 0 && random.chance(0.05) ? "ONLINE_ONLY" : null,
          sort: colourIndex * 1000 + sizeIndex * 10 + widthIndex,
          listPrice: dollars(plan.listHkd),
          salePrice,
          available: stock(random, plan.soldOut),
          memberPrices,
          promotion: promotionScope
            ? { scope: promotionScope, levels: promotionLevels, price: dollars(saleHkd * factor) }
            : null,
        });
      });
    });
  });
  // Every product keeps at least one enabled SKU, so it always has a price.
  if (skus.length > 0 && skus.every((sku) => !sku.isEnabled))
    (skus[0] as GeneratedSku).isEnabled = true;
  return skus;
}
