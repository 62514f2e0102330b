/**
 * Cart operations (shopping §7 Cart): cart, miniCart, cartAdd, cartUpdate, cartItemUpdate,
 * cartSkuStatusUpdate (operation cartSelectUpdate), cartDelete, mergeUserCart (operation
 * cartMerge), cartItemCalculate and guesslikes. Shares are in cart-share.ts. Every caller with a
 * session (visitor or member) has a cart. Each mutation answers with the recalculated cart, or
 * userErrors and the cart as it was.
 */
import { resolveSession } from "@/lib/domain/accounts/sessions";
import { loadProductCards } from "@/lib/domain/catalog/product-cards";
import { calculateItems, type CartCaller, type RequestedItem } from "@/lib/domain/cart/calculation";
import {
  cartAdd,
  cartDelete,
  cartItemUpdate,
  cartSelectUpdate,
  cartUpdate,
  type CartResult,
} from "@/lib/domain/cart/commands";
import { guessLikeProductIds } from "@/lib/domain/cart/guess-likes";
import { mergeCarts } from "@/lib/domain/cart/merge";
import { cartTotalQuantity, loadCartView, selectedCartItems } from "@/lib/domain/cart/view";
import type { RequestedCode } from "@/lib/domain/loyalty/coupons";
import { CART_ERROR_CODES } from "@/lib/domain/cart/constants";
import { DEFAULT_COUPON_KIND } from "@/lib/domain/loyalty/constants";
import { builder } from "../builder";
import type { GraphQLContext } from "../context";
import { callerOf, readerOf } from "./cart-caller";
import {
  CartAddInput,
  CartCalculateInput,
  CartItemUpdateInput,
  CartUpdateInput,
  ExchangeFilterInput,
} from "./cart-inputs";
import { toCalculationShape, toCartShape } from "./cart-shapes";
import { CalculationRef, CartRef, type CartShape, type PricedCartShape } from "./cart-types";
import { UserError, userError, type UserErrorShape } from "./common";
import { ProductRef } from "./products";

const asCodes = (codes: readonly string[] | null | undefined): RequestedCode[] =>
  (codes ?? []).slice(0, 10).map((couponCode) => ({ couponCode, couponType: DEFAULT_COUPON_KIND }));

/** The caller's cart, priced only if a field other than the count is asked for. */
function cartOf(ctx: GraphQLContext, caller: CartCaller, codes: RequestedCode[] = []): CartShape {
  let priced: Promise<PricedCartShape> | undefined;
  const price = () =>
    (priced ??= loadCartView(ctx.db, caller, { codes }, ctx.now).then((view) =>
      toCartShape(ctx, view),
    ));
  return {
    priced: price,
    totalQuantity: () =>
      priced
        ? priced.then((cart) => cart.totalQuantity)
        : cartTotalQuantity(ctx.db, caller.customerId),
  };
}

/* ---------------------------------- payloads ---------------------------------- */

interface CartPayloadShape {
  cart: CartShape | null;
  userErrors: UserErrorShape[];
}

const CartPayload = builder.objectRef<CartPayloadShape>("CartPayload").implement({
  fields: (t) => ({
    cart: t.field({
      type: CartRef,
      nullable: true,
      description: "The cart after the change, recalculated; as it was when userErrors are set.",
      resolve: (p) => p.cart,
    }),
    userErrors: t.field({ type: [UserError], resolve: (p) => p.userErrors }),
  }),
});

async function payload(ctx: GraphQLContext, result: CartResult): Promise<CartPayloadShape> {
  return {
    cart: cartOf(ctx, await readerOf(ctx)),
    userErrors: result.ok ? [] : [userError(ctx.t, result.code, result.field)],
  };
}

/* ---------------------------------- queries ---------------------------------- */

const MAX_CALCULATE_ITEMS = 100;

builder.queryFields((t) => ({
  cart: t.field({
    type: CartRef,
    description: "The caller's cart, calculated over its selected lines with the given codes.",
    args: { couponCodes: t.arg.stringList({ required: false }) },
    resolve: async (_root, { couponCodes }, ctx) =>
      cartOf(ctx, await readerOf(ctx), asCodes(couponCodes)),
  }),
  miniCart: t.field({
    type: CartRef,
    description: "The cart for the mini-cart drawer (no codes).",
    resolve: async (_root, _args, ctx) => cartOf(ctx, await readerOf(ctx)),
  }),
  cartItemCalculate: t.field({
    type: CalculationRef,
    args: {
      input: t.arg({ type: CartCalculateInput, required: true }),
      exchangeFilter: t.arg({ type: ExchangeFilterInput, required: false }),
    },
    resolve: async (_root, { input }, ctx) => {
      const caller = await readerOf(ctx);
      const items: RequestedItem[] = input.cartItems
        ? input.cartItems.slice(0, MAX_CALCULATE_ITEMS).map((item) => ({
            skuCode: item.skuCode,
            quantity: Number.isInteger(item.quantity) ? (item.quantity as number) : 0,
            lineType: item.lineType === "ATTACHED_PRODUCT" ? "ATTACHED_PRODUCT" : "SALABLE_PRODUCT",
            activityId: item.activityId ?? null,
          }))
        : await selectedCartItems(ctx.db, caller.customerId);
      const invalid = items.findIndex((item) => item.quantity < 1 || item.quantity > 99);
      const goDollar = (input.prePayDeductions ?? []).reduce(
        (sum, d) => sum + Math.max(0, d.cost),
        0,
      );
      const calculation = await calculateItems(
        ctx.db,
        caller,
        {
          items: items.filter((item) => item.quantity >= 1 && item.quantity <= 99),
          codes: (input.discountCodes ?? []).slice(0, 10).map((code) => ({
            couponCode: code.couponCode,
            couponType: code.couponType ?? DEFAULT_COUPON_KIND,
          })),
          receipt: input.receipt ?? null,
          services: (input.additionalServices ?? []).map((service) => service.type),
          goDollar: goDollar > 0 ? goDollar : null,
        },
        ctx.now,
      );
      const shape = await toCalculationShape(ctx, calculation);
      if (invalid >= 0)
        shape.userErrors.unshift(userError(ctx.t, CART_ERROR_CODES.INVALID_QUANTITY, "quantity"));
      return shape;
    },
  }),
  guesslikes: t.field({
    type: [ProductRef],
    description: "Products like the given SKUs' (same categories, in stock), best sellers first.",
    args: { skuCodes: t.arg.stringList({ required: true }) },
    resolve: async (_root, { skuCodes }, ctx) => {
      const ids = await guessLikeProductIds(ctx.db, skuCodes);
      const cards = await loadProductCards(ctx.db, ids, ctx.locale, ctx.now, ["MAINIMAGE"], {
        skus: true,
        images: true,
        labels: false,
        funcLabels: false,
      });
      return cards.map((loaded) => loaded.card);
    },
  }),
}));

/* ---------------------------------- mutations ---------------------------------- */

const MergePayload = builder
  .objectRef<{ merged: number; userErrors: UserErrorShape[] }>("MergeUserCartPayload")
  .implement({
    fields: (t) => ({
      merged: t.exposeInt("merged", { description: "Lines moved into the caller's cart." }),
      userErrors: t.field({ type: [UserError], resolve: (p) => p.userErrors }),
    }),
  });

const MAX_ADD_ITEMS = 50;

builder.mutationFields((t) => ({
  cartAdd: t.field({
    type: CartPayload,
    args: { input: t.arg({ type: [CartAddInput], required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const caller = await callerOf(ctx);
      if (input.length > MAX_ADD_ITEMS)
        return payload(ctx, {
          ok: false,
          code: CART_ERROR_CODES.TOO_MANY_PRODUCT_TYPES,
          field: "input",
        });
      const items = input.map((item) => ({
        skuCode: item.skuCode,
        quantity: item.quantity,
        lineType: item.lineType ?? "SALABLE_PRODUCT",
        activityId: item.activityId ?? null,
      }));
      return payload(ctx, await cartAdd(ctx.db, caller, items, ctx.now));
    },
  }),
  cartUpdate: t.field({
    type: CartPayload,
    args: { input: t.arg({ type: CartUpdateInput, required: true }) },
    resolve: async (_root, { input }, ctx) =>
      payload(
        ctx,
        await cartUpdate(
          ctx.db,
          await callerOf(ctx),
          { ...input, quantity: input.quantity },
          ctx.now,
        ),
      ),
  }),
  cartItemUpdate: t.field({
    type: CartPayload,
    args: { input: t.arg({ type: CartItemUpdateInput, required: true }) },
    resolve: async (_root, { input }, ctx) =>
      payload(
        ctx,
        await cartItemUpdate(
          ctx.db,
          await callerOf(ctx),
          { ...input, quantity: input.quantity },
          ctx.now,
        ),
      ),
  }),
  cartSkuStatusUpdate: t.field({
    type: CartPayload,
    description: "Operation cartSelectUpdate: tick or untick lines by SKU code.",
    args: {
      selected: t.arg.boolean({ required: true }),
      skuCodes: t.arg.stringList({ required: true }),
    },
    resolve: async (_root, args, ctx) =>
      payload(ctx, await cartSelectUpdate(ctx.db, await callerOf(ctx), args, ctx.now)),
  }),
  cartDelete: t.field({
    type: CartPayload,
    args: {
      skuCodes: t.arg.stringList({ required: false }),
      lineIds: t.arg.stringList({ required: false }),
    },
    resolve: async (_root, args, ctx) =>
      payload(
        ctx,
        await cartDelete(
          ctx.db,
          await callerOf(ctx),
          { skuCodes: args.skuCodes ?? [], lineIds: args.lineIds ?? [] },
          ctx.now,
        ),
      ),
  }),
  mergeUserCart: t.field({
    type: MergePayload,
    description:
      "Operation cartMerge: move a visitor token's cart into the calling member's. Logging in merges the caller's own visitor cart by itself.",
    args: { anonymousToken: t.arg.string({ required: true }) },
    resolve: async (_root, { anonymousToken }, ctx) => {
      const session = await ctx.requireMember();
      const visitor = await resolveSession(ctx.db, anonymousToken, ctx.now);
      if (!visitor.ok || visitor.kind !== "visitor" || !visitor.customer.isVisitor)
        return { merged: 0, userErrors: [userError(ctx.t, "401", "anonymousToken")] };
      const merged = await mergeCarts(
        ctx.db,
        { fromCustomerId: visitor.customer.id, toCustomerId: session.customer.id },
        ctx.now,
      );
      return { merged, userErrors: [] };
    },
  }),
}));
