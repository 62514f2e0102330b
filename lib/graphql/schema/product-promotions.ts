/**
 * Product.promotions (shopping §3 Product: promotions[code, name, priority, description,
 * beginTime, endTime, promotionStatus, exchangeProducts (paged)]): the activities a product takes
 * part in, for its detail page. Resolved per product, so only pages that ask for it pay for it.
 */
import { promotionsForProduct, type ProductPromotion } from "@/lib/domain/promotions/for-product";
import { EXCHANGE_PRODUCTS_PAGE_SIZE, PROMOTION_TYPES } from "@/lib/domain/promotions/constants";
import { builder } from "../builder";
import { loadSkuShapes } from "./cart-shapes";
import { ExchangeConnection, exchangePage } from "./cart-types";
import { ProductRef } from "./products";

const ProductPromotionType = builder.enumType("ProductPromotionType", { values: PROMOTION_TYPES });

const ProductPromotionRef = builder.objectRef<ProductPromotion>("ProductPromotion").implement({
  fields: (t) => ({
    id: t.string({ resolve: (p) => p.promotion.id }),
    code: t.string({ resolve: (p) => p.promotion.code }),
    name: t.string({ resolve: (p) => p.promotion.name }),
    type: t.field({ type: ProductPromotionType, resolve: (p) => p.promotion.type }),
    priority: t.int({ resolve: (p) => p.promotion.priority }),
    description: t.string({ resolve: (p) => p.promotion.ruleDesc }),
    url: t.string({ nullable: true, resolve: (p) => p.promotion.url }),
    beginTime: t.field({ type: "DateTime", nullable: true, resolve: (p) => p.promotion.beginsAt }),
    endTime: t.field({ type: "DateTime", nullable: true, resolve: (p) => p.promotion.endsAt }),
    promotionStatus: t.string({ resolve: (p) => p.promotion.status }),
    exchangeProducts: t.field({
      type: ExchangeConnection,
      description: "EXCHANGE: add-on offers with stock, 30 a page.",
      args: {
        first: t.arg.int({ required: false, defaultValue: EXCHANGE_PRODUCTS_PAGE_SIZE }),
        after: t.arg.string({ required: false }),
      },
      resolve: async (p, args, ctx) => {
        const page = exchangePage(p.exchangeOffers, args);
        const skus = await loadSkuShapes(
          ctx,
          page.edges.map((edge) => edge.node.skuCode),
        );
        return {
          ...page,
          edges: page.edges.flatMap(({ cursor, node: offer }) => {
            const sku = skus.get(offer.skuCode);
            return sku ? [{ cursor, node: { offer, sku } }] : [];
          }),
        };
      },
    }),
  }),
});

builder.objectField(ProductRef, "promotions", (t) =>
  t.field({
    type: [ProductPromotionRef],
    description: "The activities in force that include this product, in priority order.",
    resolve: (product, _args, ctx) =>
      promotionsForProduct(ctx.db, product.code, ctx.locale, ctx.now),
  }),
);
