/**
 * The product types of the API (shopping §3 Product, SKU): one `Product` type for list cards and
 * the detail page. Detail-only fields (description, categories, attributes, style and
 * merged-colour products) are null on list cards: a list never pays for them.
 */
import type {
  ProductAttributeView,
  ProductCategoryRef,
  ProductDetail,
  RelatedProduct,
} from "@/lib/domain/catalog/product-detail";
import { stockDisplayText } from "@/lib/domain/catalog/stock-display";
import type {
  FuncLabel,
  ProductCard,
  ProductImage,
  ProductLabel,
  SkuView,
} from "@/lib/domain/catalog/types";
import { favoritesOf, type Favorite } from "@/lib/domain/favorites/favorites";
import { PRODUCT_IMAGE_TYPES } from "@/lib/domain/catalog/constants";
import { PROMOTION_ACCOUNT_SCOPES } from "@/lib/domain/promotions/constants";
import { builder } from "../builder";
import type { GraphQLContext } from "../context";
import { Money, money } from "./common";

export type ProductShape = ProductCard & Partial<Omit<ProductDetail, keyof ProductCard>>;

export const ProductImageTypeEnum = builder.enumType("ProductImageType", {
  values: PRODUCT_IMAGE_TYPES,
});
const AccountScopeEnum = builder.enumType("PromotionAccountScope", {
  values: PROMOTION_ACCOUNT_SCOPES,
});

const ProductImageRef = builder.objectRef<ProductImage>("ProductImage").implement({
  fields: (t) => ({
    url: t.exposeString("url"),
    type: t.field({ type: ProductImageTypeEnum, resolve: (i) => i.type }),
    sort: t.exposeInt("sort"),
    width: t.exposeInt("width"),
    height: t.exposeInt("height"),
    colorCode: t.string({
      nullable: true,
      description: "The colour the picture shows; null for the whole product.",
      resolve: (i) => i.colorCode,
    }),
  }),
});

const ProductLabelRef = builder.objectRef<ProductLabel>("ProductLabel").implement({
  fields: (t) => ({
    code: t.exposeString("code"),
    frontName: t.exposeString("frontName"),
    description: t.exposeString("description"),
    imageUrl: t.string({ nullable: true, resolve: (l) => l.imageUrl }),
  }),
});

const FuncLabelRef = builder.objectRef<FuncLabel>("FuncLabel").implement({
  fields: (t) => ({
    code: t.exposeString("code"),
    labelType: t.exposeString("labelType"),
    value: t.exposeString("value"),
  }),
});

const ProductBrand = builder.objectRef<ProductCard["brand"]>("ProductBrand").implement({
  fields: (t) => ({
    code: t.exposeString("code"),
    name: t.exposeString("name"),
    imageUrl: t.string({ nullable: true, resolve: (b) => b.imageUrl }),
  }),
});

type SkuColor = SkuView["options"]["color"];
const SkuColorRef = builder.objectRef<SkuColor>("SkuColor").implement({
  fields: (t) => ({
    code: t.exposeString("code"),
    name: t.exposeString("name"),
    rgb: t.exposeString("rgb"),
    baseColor: t.exposeString("baseColor"),
  }),
});

const SkuSizeRef = builder.objectRef<SkuView["options"]["size"]>("SkuSize").implement({
  fields: (t) => ({
    label: t.exposeString("label"),
    code: t.exposeString("code"),
  }),
});

const SkuOptionsRef = builder.objectRef<SkuView["options"]>("SkuOptions").implement({
  fields: (t) => ({
    color: t.field({ type: SkuColorRef, resolve: (o) => o.color }),
    size: t.field({ type: SkuSizeRef, resolve: (o) => o.size }),
    shoeWidth: t.string({ nullable: true, resolve: (o) => o.shoeWidth }),
  }),
});

const MemberPriceRef = builder.objectRef<SkuView["memberPrices"][number]>("MemberPrice").implement({
  fields: (t) => ({
    memberLevelCode: t.exposeString("memberLevelCode"),
    price: t.field({ type: Money, resolve: (p) => money(p.price) }),
  }),
});

const PromotionPriceInfoRef = builder
  .objectRef<SkuView["promotionPrices"][number]>("PromotionPriceInfo")
  .implement({
    fields: (t) => ({
      accountScope: t.field({ type: AccountScopeEnum, resolve: (p) => p.accountScope }),
      levels: t.exposeStringList("levels"),
      promotionPrice: t.field({ type: Money, resolve: (p) => money(p.promotionPrice) }),
    }),
  });

const DefaultPriceRef = builder.objectRef<{ price: number }>("DefaultPrice").implement({
  fields: (t) => ({ price: t.field({ type: Money, resolve: (p) => money(p.price) }) }),
});

const SkuPricesRef = builder.objectRef<SkuView>("SkuPrices").implement({
  description: "shopping §5: a member price overrides the default; promotion prices by scope.",
  fields: (t) => ({
    defaultPrice: t.field({ type: DefaultPriceRef, resolve: (s) => ({ price: s.salePrice }) }),
    memberPrices: t.field({ type: [MemberPriceRef], resolve: (s) => s.memberPrices }),
    promotionPriceInfo: t.field({
      type: [PromotionPriceInfoRef],
      resolve: (s) => s.promotionPrices,
    }),
  }),
});

export const FavoriteRef = builder.objectRef<Favorite>("Favorite").implement({
  fields: (t) => ({
    id: t.exposeInt("id"),
    skuCode: t.exposeString("skuCode"),
    createTime: t.field({ type: "DateTime", resolve: (f) => f.createdAt }),
  }),
});

/**
 * The caller's favourites, loaded once per request (a member has at most FAVORITES_MAX), so
 * `favorite` on every SKU of a page costs one query, and visitors none.
 */
const favoritesByRequest = new WeakMap<GraphQLContext, Promise<Map<string, Favorite>>>();
function callerFavorites(ctx: GraphQLContext): Promise<Map<string, Favorite>> {
  let loaded = favoritesByRequest.get(ctx);
  if (!loaded) {
    loaded = ctx
      .session()
      .then((session) =>
        session && !("code" in session) && session.kind === "member"
          ? favoritesOf(ctx.db, session.customer.id)
          : new Map<string, Favorite>(),
      );
    favoritesByRequest.set(ctx, loaded);
  }
  return loaded;
}

/** A SKU; where it is shown on its own (a cart line, a gift, an add-on) it carries its product. */
export type SkuShape = SkuView & { product?: ProductCard };

export const SkuRef = builder.objectRef<SkuShape>("Sku");
SkuRef.implement({
  fields: (t) => ({
    product: t.field({
      type: ProductRef,
      nullable: true,
      description:
        "The SKU's product where the SKU is shown on its own (cart); null inside a product.",
      resolve: (s) => s.product ?? null,
    }),
    code: t.exposeString("code"),
    storeSkuCode: t.exposeString("storeSkuCode"),
    isEnabled: t.exposeBoolean("isEnabled"),
    inventory: t.exposeInt("inventory"),
    stockDisplay: t.string({
      description: 'shopping §5: "10+", "20+"...; "0" for 10 or less.',
      resolve: (s) => stockDisplayText(s.inventory),
    }),
    featuredType: t.string({ nullable: true, resolve: (s) => s.featuredType }),
    listPrice: t.field({ type: Money, resolve: (s) => money(s.listPrice) }),
    salePrice: t.field({ type: Money, resolve: (s) => money(s.salePrice) }),
    options: t.field({ type: SkuOptionsRef, resolve: (s) => s.options }),
    skuPrices: t.field({ type: SkuPricesRef, resolve: (s) => s }),
    favorite: t.field({
      type: FavoriteRef,
      nullable: true,
      description: "The caller's favourite of this SKU; null for visitors.",
      resolve: async (s, _args, ctx) => (await callerFavorites(ctx)).get(s.code) ?? null,
    }),
  }),
});

const AttributeValueRef = builder
  .objectRef<ProductAttributeView["values"][number]>("ProductAttributeValue")
  .implement({
    fields: (t) => ({
      code: t.exposeString("code"),
      displayName: t.exposeString("displayName"),
      name: t.exposeString("name"),
      frontName: t.exposeString("frontName"),
      originCode: t.exposeString("originCode"),
      url: t.string({ nullable: true, resolve: (v) => v.url }),
    }),
  });

const ProductAttributeRef = builder.objectRef<ProductAttributeView>("ProductAttribute").implement({
  fields: (t) => ({
    code: t.exposeString("code"),
    originCode: t.exposeString("originCode"),
    name: t.exposeString("name"),
    frontName: t.exposeString("frontName"),
    values: t.field({ type: [AttributeValueRef], resolve: (a) => a.values }),
  }),
});

const ProductCategoryRefType = builder
  .objectRef<ProductCategoryRef>("ProductCategoryRef")
  .implement({
    fields: (t) => ({
      path: t.exposeString("path"),
      code: t.exposeString("code"),
      level: t.exposeInt("level"),
      name: t.exposeString("name"),
      frontName: t.exposeString("name"),
      isPrimary: t.exposeBoolean("isPrimary"),
    }),
  });

const RelatedColorRef = builder
  .objectRef<RelatedProduct["colors"][number]>("RelatedProductColor")
  .implement({
    fields: (t) => ({
      code: t.exposeString("code"),
      name: t.exposeString("name"),
      rgb: t.exposeString("rgb"),
    }),
  });

const RelatedProductRef = builder.objectRef<RelatedProduct>("RelatedProduct").implement({
  description: "A style sibling or merged-colour product, enough for a colour chip.",
  fields: (t) => ({
    code: t.exposeString("code"),
    title: t.exposeString("title"),
    onShelves: t.exposeBoolean("onShelves"),
    salePrice: t.field({ type: Money, resolve: (p) => money(p.salePrice) }),
    listPrice: t.field({ type: Money, resolve: (p) => money(p.listPrice) }),
    colors: t.field({ type: [RelatedColorRef], resolve: (p) => p.colors }),
    mainImage: t.field({ type: ProductImageRef, nullable: true, resolve: (p) => p.mainImage }),
  }),
});

export const ProductRef = builder.objectRef<ProductShape>("Product");
ProductRef.implement({
  fields: (t) => ({
    code: t.exposeString("code"),
    style: t.exposeString("style"),
    title: t.exposeString("title"),
    subTitle: t.exposeString("subTitle"),
    description: t.string({
      nullable: true,
      description: "Loaded by productByCode only.",
      resolve: (p) => p.description ?? null,
    }),
    productType: t.exposeString("productType"),
    listTime: t.field({ type: "DateTime", resolve: (p) => p.listTime }),
    firstListTime: t.field({ type: "DateTime", resolve: (p) => p.firstListTime }),
    isNewIn: t.exposeBoolean("isNewIn"),
    sales: t.exposeInt("sales"),
    onShelves: t.exposeBoolean("onShelves"),
    inventory: t.exposeInt("inventory"),
    brandList: t.field({ type: [ProductBrand], resolve: (p) => [p.brand] }),
    images: t.field({
      type: [ProductImageRef],
      args: { types: t.arg({ type: [ProductImageTypeEnum], required: false }) },
      resolve: (p, args) =>
        args.types ? p.images.filter((image) => args.types?.includes(image.type)) : p.images,
    }),
    labels: t.field({ type: [ProductLabelRef], resolve: (p) => p.labels }),
    funcLabels: t.field({ type: [FuncLabelRef], resolve: (p) => p.funcLabels }),
    listPrice: t.field({ type: Money, resolve: (p) => money(p.listPrice) }),
    salePrice: t.field({ type: Money, resolve: (p) => money(p.salePrice) }),
    discountPercentage: t.int({
      nullable: true,
      description: "shopping §5: shown (rounded) only when the list price is above the sale price.",
      resolve: (p) => p.discountPercentage,
    }),
    skus: t.field({ type: [SkuRef], resolve: (p) => p.skus }),
    categories: t.field({
      type: [ProductCategoryRefType],
      nullable: true,
      resolve: (p) => p.categories ?? null,
    }),
    attributes: t.field({
      type: [ProductAttributeRef],
      nullable: true,
      resolve: (p) => p.attributes ?? null,
    }),
    styleProducts: t.field({
      type: [RelatedProductRef],
      nullable: true,
      resolve: (p) => p.styleProducts ?? null,
    }),
    mergedColourProducts: t.field({
      type: [RelatedProductRef],
      nullable: true,
      resolve: (p) => p.mergedColourProducts ?? null,
    }),
  }),
});
