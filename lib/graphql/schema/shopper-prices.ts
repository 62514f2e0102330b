/**
 * shopperPrices: what the caller pays for products (shopping §5), for the pages that are cached
 * alike for everyone. Those pages show a visitor's price; the browser asks this for a member's
 * level price, a staff price or a promotion price of the member's scope, and shows it instead
 * (docs/architecture.md "Rendering cache"). A visitor, an unknown or expired token, and no token
 * at all are all priced as a guest: prices are public, only the caller's scope differs.
 */
import { PRODUCT_LIST_MAX_PAGE_SIZE } from "@/lib/domain/catalog/constants";
import { skuPriceListsOf, type ProductSkuPrices } from "@/lib/domain/catalog/sku-price-lists";
import type { PricingCustomer } from "@/lib/domain/pricing/types";
import { unitPriceOf } from "@/lib/domain/pricing/unit-price";
import { builder } from "../builder";
import type { GraphQLContext } from "../context";
import { Money, money } from "./common";

const GUEST: PricingCustomer = { scope: "GUEST", levelCode: null };

async function pricingCustomerOf(ctx: GraphQLContext): Promise<PricingCustomer> {
  if (!ctx.token) return GUEST;
  const session = await ctx.session();
  if (!session || !("kind" in session) || session.kind !== "member") return GUEST;
  return { scope: "MEMBER", levelCode: session.customer.levelCode };
}

interface ShopperPriceShape {
  productCode: string;
  salePrice: number;
  skus: { skuCode: string; salePrice: number }[];
}

function priceFor(product: ProductSkuPrices, customer: PricingCustomer): ShopperPriceShape {
  const skus = product.skus.map((sku) => ({
    skuCode: sku.code,
    isEnabled: sku.isEnabled,
    salePrice: unitPriceOf(
      {
        listPrice: sku.listPrice,
        defaultPrice: sku.salePrice,
        memberPrices: sku.memberPrices,
        promotionPrices: sku.promotionPrices,
      },
      customer,
    ),
  }));
  const enabled = skus.filter((sku) => sku.isEnabled);
  const priced = enabled.length > 0 ? enabled : skus;
  return {
    productCode: product.productCode,
    salePrice: priced.length > 0 ? Math.min(...priced.map((sku) => sku.salePrice)) : 0,
    skus: skus.map(({ skuCode, salePrice }) => ({ skuCode, salePrice })),
  };
}

const ShopperSkuPrice = builder
  .objectRef<ShopperPriceShape["skus"][number]>("ShopperSkuPrice")
  .implement({
    fields: (t) => ({
      skuCode: t.exposeString("skuCode"),
      salePrice: t.field({ type: Money, resolve: (s) => money(s.salePrice) }),
    }),
  });

const ShopperPrice = builder.objectRef<ShopperPriceShape>("ShopperPrice").implement({
  description: "What the caller pays for a product: the lowest of its SKUs, and each SKU's.",
  fields: (t) => ({
    productCode: t.exposeString("productCode"),
    salePrice: t.field({ type: Money, resolve: (p) => money(p.salePrice) }),
    skus: t.field({ type: [ShopperSkuPrice], resolve: (p) => p.skus }),
  }),
});

builder.queryField("shopperPrices", (t) =>
  t.field({
    type: [ShopperPrice],
    description:
      "The caller's prices for these products (at most 100): member level price, then the " +
      "lowest promotion price of the caller's scope (shopping §5). Unknown codes are left out.",
    args: { productCodes: t.arg.stringList({ required: true }) },
    resolve: async (_root, { productCodes }, ctx) => {
      const codes = [...new Set(productCodes)].slice(0, PRODUCT_LIST_MAX_PAGE_SIZE);
      const [customer, lists] = await Promise.all([
        pricingCustomerOf(ctx),
        skuPriceListsOf(ctx.db, codes, ctx.now),
      ]);
      return lists.map((product) => priceFor(product, customer));
    },
  }),
);
