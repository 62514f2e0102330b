/**
 * The member's lists (accounts §7 Addresses and Wish list): gowildDeliveryAddresses,
 * deliveryAddressUpdate, deliveryAddressDelete, favorites and cancelFavorites. The address types
 * and deliveryAddressCreate live with checkout, the favourite type and createFavorite with the
 * catalog; this module adds the paged reads and the changes an account page needs.
 */
import {
  addressPage,
  deleteAddress,
  isAddressAvailable,
  updateAddress,
  type AddressPage,
} from "@/lib/domain/checkout/address-book";
import { ADDRESS_BOOK_MAX } from "@/lib/domain/checkout/constants";
import {
  cancelFavorites,
  favoritesPage,
  type Favorite,
  type FavoritePage,
} from "@/lib/domain/favorites/favorites";
import { FAVORITES_MAX } from "@/lib/domain/favorites/constants";
import type { PricingCustomer } from "@/lib/domain/pricing/types";
import { unitPriceOf } from "@/lib/domain/pricing/unit-price";
import { builder } from "../builder";
import { loadSkuShapes } from "./cart-shapes";
import {
  AddressPayload,
  DeliveryAddressInput,
  DeliveryAddressRef,
  toAddressInput,
  withRegionNames,
  type AddressShape,
} from "./checkout";
import { Money, money, UserError, userError, type UserErrorShape } from "./common";
import { PageInput } from "./orders";
import { FavoriteRef, SkuRef, type SkuShape } from "./products";

/**
 * Favourites with their SKU (and its product) loaded for the page, one batch per page, and the
 * price the signed-in member pays for one.
 */
type FavoriteShape = Favorite & { sku?: SkuShape | null; unitPrice?: number | null };

/** shopping §5: the member's level price, or a promotion price of their scope when lower. */
function unitPriceFor(sku: SkuShape, customer: PricingCustomer): number {
  return unitPriceOf(
    {
      listPrice: sku.listPrice,
      defaultPrice: sku.salePrice,
      memberPrices: sku.memberPrices,
      promotionPrices: sku.promotionPrices,
    },
    customer,
  );
}

const pageOf = (
  input: { first?: number | null; after?: string | null } | null | undefined,
  max: number,
) => ({
  first: Math.max(1, Math.min(input?.first ?? 10, max)),
  after: input?.after ?? null,
});

builder.objectField(DeliveryAddressRef, "isAvailable", (t) =>
  t.boolean({
    description: "False when the saved address no longer passes the address rules (accounts §5).",
    resolve: (a) => isAddressAvailable(a),
  }),
);

builder.objectFields(FavoriteRef, (t) => ({
  sku: t.field({
    type: SkuRef,
    nullable: true,
    description: "The favourite SKU with its product; null when the SKU no longer exists.",
    resolve: (f: FavoriteShape) => f.sku ?? null,
  }),
  spuCode: t.string({
    nullable: true,
    resolve: (f: FavoriteShape) => f.sku?.product?.code ?? null,
  }),
  description: t.string({
    nullable: true,
    resolve: (f: FavoriteShape) => f.sku?.product?.title ?? null,
  }),
  unitPrice: t.field({
    type: Money,
    nullable: true,
    description:
      "What this member pays for one before cart activities: their level's member price, or a " +
      "promotion price of their scope when lower (shopping §5); null when the SKU is gone.",
    resolve: (f: FavoriteShape) =>
      f.unitPrice === null || f.unitPrice === undefined ? null : money(f.unitPrice),
  }),
  url: t.string({
    nullable: true,
    description: "The product page's path (without the locale).",
    resolve: (f: FavoriteShape) =>
      f.sku?.product ? `/product/${encodeURIComponent(f.sku.product.code)}` : null,
  }),
}));

type AddressConnectionShape = Omit<AddressPage, "addresses"> & { addresses: AddressShape[] };

const AddressEdge = builder
  .objectRef<{ cursor: string; node: AddressShape }>("DeliveryAddressEdge")
  .implement({
    fields: (t) => ({
      cursor: t.exposeString("cursor"),
      node: t.field({ type: DeliveryAddressRef, resolve: (e) => e.node }),
    }),
  });

const ListPageInfo = builder
  .objectRef<{ hasNextPage: boolean; endCursor: string | null }>("ListPageInfo")
  .implement({
    fields: (t) => ({
      hasNextPage: t.exposeBoolean("hasNextPage"),
      endCursor: t.string({ nullable: true, resolve: (p) => p.endCursor }),
    }),
  });

const AddressConnection = builder
  .objectRef<AddressConnectionShape>("DeliveryAddressConnection")
  .implement({
    fields: (t) => ({
      edges: t.field({
        type: [AddressEdge],
        resolve: (p) => {
          const start = p.endCursor ? Number(p.endCursor) - p.addresses.length : 0;
          return p.addresses.map((node, i) => ({ cursor: String(start + i + 1), node }));
        },
      }),
      pageInfo: t.field({ type: ListPageInfo, resolve: (p) => p }),
      totalCount: t.exposeInt("totalCount"),
      maxCount: t.int({
        description: "The address book's maximum (accounts §9; docs/adr/0014).",
        resolve: () => ADDRESS_BOOK_MAX,
      }),
    }),
  });

type FavoriteConnectionShape = Omit<FavoritePage, "favorites"> & { favorites: FavoriteShape[] };

const FavoriteEdge = builder.objectRef<FavoriteShape>("FavoriteEdge").implement({
  fields: (t) => ({
    cursor: t.string({ resolve: (f) => String(f.id) }),
    node: t.field({ type: FavoriteRef, resolve: (f) => f }),
  }),
});

const FavoriteConnection = builder
  .objectRef<FavoriteConnectionShape>("FavoriteConnection")
  .implement({
    fields: (t) => ({
      edges: t.field({ type: [FavoriteEdge], resolve: (p) => p.favorites }),
      pageInfo: t.field({ type: ListPageInfo, resolve: (p) => p }),
      totalCount: t.exposeInt("totalCount"),
      maxCount: t.int({
        description: "accounts §9: wish list max 100.",
        resolve: () => FAVORITES_MAX,
      }),
    }),
  });

builder.queryFields((t) => ({
  gowildDeliveryAddresses: t.field({
    type: AddressConnection,
    description: "The member's address book, default first, paged (accounts §7).",
    args: { pageInput: t.arg({ type: PageInput, required: false }) },
    resolve: async (_root, args, ctx) => {
      const session = await ctx.requireMember();
      const page = await addressPage(
        ctx.db,
        session.customer.id,
        pageOf(args.pageInput, ADDRESS_BOOK_MAX),
      );
      return { ...page, addresses: await withRegionNames(ctx, page.addresses) };
    },
  }),
  favorites: t.field({
    type: FavoriteConnection,
    description: "The member's wish list, newest first, paged (accounts §7 Wish list).",
    args: {
      pageInput: t.arg({ type: PageInput, required: false }),
      codes: t.arg.stringList({
        required: false,
        deprecationReason:
          "Has no effect: every favourite's SKU carries its colour and size options, the only " +
          "attributes the wish list shows; kept for clients written to the spec.",
      }),
    },
    resolve: async (_root, args, ctx) => {
      const session = await ctx.requireMember();
      const page = await favoritesPage(ctx.db, session.customer.id, pageOf(args.pageInput, 50));
      const skus = await loadSkuShapes(
        ctx,
        page.favorites.map((f) => f.skuCode),
      );
      const customer: PricingCustomer = { scope: "MEMBER", levelCode: session.customer.levelCode };
      return {
        ...page,
        favorites: page.favorites.map((f) => {
          const sku = skus.get(f.skuCode) ?? null;
          return { ...f, sku, unitPrice: sku ? unitPriceFor(sku, customer) : null };
        }),
      };
    },
  }),
}));

const DeliveryAddressDeletePayload = builder
  .objectRef<{ code: string | null; userErrors: UserErrorShape[] }>("DeliveryAddressDeletePayload")
  .implement({
    fields: (t) => ({
      code: t.string({
        nullable: true,
        description: "The removed address's code.",
        resolve: (p) => p.code,
      }),
      userErrors: t.field({ type: [UserError], resolve: (p) => p.userErrors }),
    }),
  });

const CancelFavoritesPayload = builder
  .objectRef<{ cancelledIds: number[]; userErrors: UserErrorShape[] }>("CancelFavoritesPayload")
  .implement({
    fields: (t) => ({
      cancelledIds: t.intList({
        description: "The favourites removed; codes that are not the caller's are ignored.",
        resolve: (p) => p.cancelledIds,
      }),
      userErrors: t.field({ type: [UserError], resolve: (p) => p.userErrors }),
    }),
  });

builder.mutationFields((t) => ({
  deliveryAddressUpdate: t.field({
    type: AddressPayload,
    description: "Changes one of the member's addresses; isDefault true makes it the only default.",
    args: {
      code: t.arg.string({ required: true }),
      input: t.arg({ type: DeliveryAddressInput, required: true }),
    },
    resolve: async (_root, { code, input }, ctx) => {
      const session = await ctx.requireMember();
      const result = await updateAddress(ctx.db, session.customer.id, code, toAddressInput(input));
      if (!result.ok)
        return { address: null, userErrors: [userError(ctx.t, result.code, result.field)] };
      const [shaped] = await withRegionNames(ctx, [result.address]);
      return { address: shaped ?? null, userErrors: [] };
    },
  }),
  deliveryAddressDelete: t.field({
    type: DeliveryAddressDeletePayload,
    args: { code: t.arg.string({ required: true }) },
    resolve: async (_root, { code }, ctx) => {
      const session = await ctx.requireMember();
      const result = await deleteAddress(ctx.db, session.customer.id, code);
      return result.ok
        ? { code, userErrors: [] }
        : { code: null, userErrors: [userError(ctx.t, result.code, result.field)] };
    },
  }),
  cancelFavorites: t.field({
    type: CancelFavoritesPayload,
    args: { codes: t.arg.stringList({ required: true }) },
    resolve: async (_root, { codes }, ctx) => {
      const session = await ctx.requireMember();
      const cancelledIds = await cancelFavorites(
        ctx.db,
        session.customer.id,
        codes.slice(0, FAVORITES_MAX),
      );
      return { cancelledIds, userErrors: [] };
    },
  }),
}));
