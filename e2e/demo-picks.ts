/**
 * Products the cart journeys use, picked from the demo seed's own generator (deterministic), so
 * the specs and the seed never disagree about prices or stock.
 */
import { DEFAULT_SEED_PRODUCTS } from "@/lib/seed";
import type { GeneratedProduct } from "@/lib/seed/products-generate";
import { generateProducts } from "@/lib/seed/products-generate";
import type { GeneratedSku } from "@/lib/seed/products-skus";

const catalog = [...generateProducts(DEFAULT_SEED_PRODUCTS, new Date())];

function pick(
  inCategory: string,
  fits: (sku: GeneratedSku) => boolean,
): { product: GeneratedProduct; sku: GeneratedSku } {
  for (const product of catalog) {
    if (product.saleStatus !== "ON_SHELF") continue;
    if (!product.categories.some((category) => category.path.startsWith(inCategory))) continue;
    const sku = product.skus.find(
      (candidate) =>
        candidate.isEnabled && candidate.available >= 10 && !candidate.promotion && fits(candidate),
    );
    if (sku) return { product, sku };
  }
  throw new Error(`No product in ${inCategory} fits the cart test`);
}

/**
 * A jacket of HK$900 or more: it earns the PRESENT gift (any jacket) and stays above the
 * EXCHANGE threshold (HK$500) and the SUMMIT100 condition (HK$600) after any discount.
 */
export const jacket = pick("men/jackets", (sku) => sku.salePrice >= 90_000);
/** An accessory of HK$100 to HK$240, so that two of them stay under the HK$500 add-on threshold. */
export const cheap = pick(
  "gear/accessories",
  (sku) => sku.salePrice >= 10_000 && sku.salePrice <= 24_000,
);

/** An accessory above `cheap`'s band, bought only by the sign-in merge journey. */
export const mergedAccessory = pick(
  "gear/accessories",
  (sku) => sku.salePrice > 24_000 && sku.salePrice <= 80_000,
);

export function productPath({
  product,
  sku,
}: {
  product: GeneratedProduct;
  sku: GeneratedSku;
}): string {
  const query = new URLSearchParams({ color: sku.colour.code, size: sku.sizeCode });
  if (sku.shoeWidth) query.set("width", sku.shoeWidth);
  return `/product/${product.code}?${query.toString()}`;
}

/**
 * A SKU with both a GOLD and a STAFF member price (shopping §5) and no promotion price, so a
 * visitor, a GOLD member and staff each pay a different amount for it.
 */
export const memberPriced = (() => {
  for (const product of catalog) {
    if (product.saleStatus !== "ON_SHELF") continue;
    const sku = product.skus.find(
      (candidate) =>
        candidate.isEnabled &&
        candidate.available >= 1 &&
        !candidate.promotion &&
        candidate.memberPrices.some((price) => price.level === "GOLD") &&
        candidate.memberPrices.some((price) => price.level === "STAFF"),
    );
    if (sku) return { product, sku };
  }
  throw new Error("No demo SKU has both a GOLD and a STAFF price");
})();

export function memberPriceOf(sku: GeneratedSku, level: string): number {
  const price = sku.memberPrices.find((candidate) => candidate.level === level);
  if (!price) throw new Error(`${sku.code} has no ${level} price`);
  return price.price;
}
