/**
 * The promotions a product takes part in, for its detail page (shopping §3 Product promotions:
 * code, name, priority, description, beginTime, endTime, promotionStatus, exchangeProducts).
 */
import { sql } from "drizzle-orm";
import type { Db } from "@/lib/db/connect";
import { queryRows } from "@/lib/domain/catalog/sql-rows";
import { targetContains } from "@/lib/domain/pricing/targets";
import type { ExchangeOffer, Promotion } from "@/lib/domain/pricing/types";
import type { Locale } from "@/lib/domain/locales";
import { loadPromotionsInForce } from "./in-force";

export interface ProductPromotion {
  promotion: Promotion;
  /** EXCHANGE only: the add-on offers that can be had now (stock above 0, on shelf). */
  exchangeOffers: ExchangeOffer[];
}

export async function promotionsForProduct(
  db: Db,
  productCode: string,
  locale: Locale,
  now: Date,
): Promise<ProductPromotion[]> {
  const [product] = await queryRows<{ code: string; brand_code: string; paths: string[] | null }>(
    db,
    sql`select p.code, p.brand_code,
        (select array_agg(pc.category_path) from product_categories pc where pc.product_id = p.id) as paths
      from products p where p.code = ${productCode}`,
  );
  if (!product) return [];
  const { promotions } = await loadPromotionsInForce(db, locale, now);
  const subject = {
    spuCode: product.code,
    brandCode: product.brand_code,
    categoryPaths: product.paths ?? [],
  };
  return promotions
    .filter((promotion) => targetContains(promotion.target, subject))
    .map((promotion) => ({
      promotion,
      exchangeOffers:
        promotion.rule.type === "EXCHANGE"
          ? promotion.rule.exchangeProducts.filter((offer) => offer.inventory > 0 && offer.onShelf)
          : [],
    }));
}
