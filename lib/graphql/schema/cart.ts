/**
 * Cart operations (shopping §7 Cart): cart, miniCart, cartAdd, cartUpdate, cartItemUpdate,
 * cartSkuStatusUpdate (operation cartSelectUpdate), cartDelete, mergeUserCart (operation
 * cartMerge), cartItemCalculate, guesslikes, createCartShare, cartShareInfo, cartShareUserInfo,
 * additionalServices. Every caller with a session (visitor or member) has a cart. Each mutation
 * answers with the recalculated cart, or userErrors and the cart as it was.
 */
import { sql } from "drizzle-orm";
import { hashToken } from "@/lib/domain/accounts/tokens";
import { loadProductCards } from "@/lib/domain/catalog/product-cards";
import { pickText } from "@/lib/domain/catalog/localize";
import { queryRows } from "@/lib/domain/catalog/sql-rows";
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
import { cartShareInfo, createCartShare, shareOperatorName } from "@/lib/domain/cart/share";
import { cartTotalQuantity, loadCartView, selectedCartItems } from "@/lib/domain/cart/view";
import type { RequestedCode } from "@/lib/domain/loyalty/coupons";
import {
  ADDITIONAL_SERVICE_TYPES,
  CART_ERROR_CODES,
  DEFAULT_COUPON_KIND,
  type AdditionalServiceType,
} from "@/lib/domain/spec-constants";
import { builder } from "../builder";
import type { GraphQLContext } from "../context";
import { selectedFields } from "../selection";
import {
  CartLineTypeEnum,
  CartRef,
  CalculationRef,
  CouponKindEnum,
  type CartShape,
} from "./cart-types";
import { loadSkuShapes, toCalculationShape, toCartShape } from "./cart-shapes";
import { Money, money, UserError, userError, type UserErrorShape } from "./common";
import { ProductRef, SkuRef, type SkuShape } from "./products";

async function callerOf(ctx: GraphQLContext): Promise<CartCaller> {
  const session = await ctx.requireSession();
  const member = session.kind === "member";
  return {
    customerId: session.customer.id,
    scope: member ? "MEMBER" : "GUEST",
    levelCode: member ? session.customer.levelCode : null,
    locale: ctx.locale,
  };
}

/**
 * Who reads a cart. A caller with no token at all (a first page load racing the start-up
 * visitorLogin) has nothing in a cart yet: an empty guest cart, rather than a 401 that would
 * force a logout. A bad or expired token still fails with its auth code.
 */
async function readerOf(ctx: GraphQLContext): Promise<CartCaller> {
  if (!ctx.token) return { customerId: "", scope: "GUEST", levelCode: null, locale: ctx.locale };
  return callerOf(ctx);
}

const asCodes = (codes: readonly string[] | null | undefined): RequestedCode[] =>
  (codes ?? []).slice(0, 10).map((couponCode) => ({ couponCode, couponType: DEFAULT_COUPON_KIND }));

async function currentCart(ctx: GraphQLContext, codes: RequestedCode[] = []): Promise<CartShape> {
  const caller = await readerOf(ctx);
  return toCartShape(ctx, await loadCartView(ctx.db, caller, { codes }, ctx.now));
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
    cart: await currentCart(ctx),
    userErrors: result.ok ? [] : [userError(ctx.t, result.code, result.field)],
  };
}

/* ---------------------------------- inputs ---------------------------------- */

const CartAddInput = builder.inputType("CartAddInput", {
  fields: (t) => ({
    skuCode: t.string({ required: true }),
    quantity: t.field({ type: "Quantity", required: true }),
    lineType: t.field({ type: CartLineTypeEnum, required: false, defaultValue: "SALABLE_PRODUCT" }),
    activityId: t.string({
      required: false,
      description: "The EXCHANGE activity of an add-on line.",
    }),
  }),
});

const CartUpdateInput = builder.inputType("CartUpdateInput", {
  fields: (t) => ({
    skuCode: t.string({ required: true }),
    quantity: t.field({ type: "Quantity", required: true }),
    lineId: t.string({ required: false }),
  }),
});

const CartItemUpdateInput = builder.inputType("CartItemUpdateInput", {
  fields: (t) => ({
    oldSkuCode: t.string({ required: true }),
    newSkuCode: t.string({ required: true }),
    quantity: t.field({ type: "Quantity", required: true }),
  }),
});

const DiscountCodeInput = builder.inputType("DiscountCodeInput", {
  fields: (t) => ({
    couponCode: t.string({ required: true }),
    couponType: t.field({
      type: CouponKindEnum,
      required: false,
      defaultValue: DEFAULT_COUPON_KIND,
    }),
  }),
});

const DistributionTypeEnum = builder.enumType("CalculationDistributionType", {
  values: ["EXPRESS", "PICKUP"] as const,
});
const AdditionalServiceTypeEnum = builder.enumType("AdditionalServiceType", {
  values: ADDITIONAL_SERVICE_TYPES,
});

const CalculationReceiptInput = builder.inputType("CalculationReceiptInput", {
  fields: (t) => ({
    country: t.string({ required: true, description: "ISO code: HK, MO, CN, AU, SG, ..." }),
    distributionType: t.field({ type: DistributionTypeEnum, required: true }),
  }),
});

const CalculationServiceInput = builder.inputType("CalculationServiceInput", {
  fields: (t) => ({ type: t.field({ type: AdditionalServiceTypeEnum, required: true }) }),
});

const PrePayDeductionInput = builder.inputType("PrePayDeductionInput", {
  fields: (t) => ({
    deductionType: t.string({ required: false, defaultValue: "EXTERNAL_POINT" }),
    cost: t.int({ required: true, description: "Whole go-dollars to use (1 go-dollar = HK$1)." }),
  }),
});

const CartCalculateInput = builder.inputType("CartCalculateInput", {
  fields: (t) => ({
    discountCodes: t.field({ type: [DiscountCodeInput], required: false }),
    cartItems: t.field({
      type: [CartAddInput],
      required: false,
      description: "Omitted: the selected purchasable lines of the caller's cart.",
    }),
    receipt: t.field({ type: CalculationReceiptInput, required: false }),
    additionalServices: t.field({ type: [CalculationServiceInput], required: false }),
    prePayDeductions: t.field({ type: [PrePayDeductionInput], required: false }),
  }),
});

const ExchangeFilterInput = builder.inputType("ExchangeFilterInput", {
  description: "Attribute codes the client shows on exchange products; products carry all theirs.",
  fields: (t) => ({ attributeCodes: t.stringList({ required: false }) }),
});

const CartShareInput = builder.inputType("CartShareInput", {
  fields: (t) => ({
    lineIds: t.stringList({ required: false, description: "Omitted: the selected lines." }),
    operatorName: t.string({ required: false }),
  }),
});

/* ---------------------------------- queries ---------------------------------- */

const MAX_CALCULATE_ITEMS = 100;

interface CartShareShape {
  code: string;
  operatorName: string;
  createdAt: Date;
  content: { skuCode: string; quantity: number; available: boolean; sku: SkuShape | null }[];
}

const CartShareItemRef = builder
  .objectRef<CartShareShape["content"][number]>("CartShareItem")
  .implement({
    fields: (t) => ({
      skuCode: t.exposeString("skuCode"),
      quantity: t.exposeInt("quantity"),
      available: t.exposeBoolean("available", {
        description: "False when the SKU is gone, disabled, off shelf or short of stock now.",
      }),
      sku: t.field({ type: SkuRef, nullable: true, resolve: (i) => i.sku }),
    }),
  });

const CartShareRef = builder.objectRef<CartShareShape>("CartShare").implement({
  fields: (t) => ({
    code: t.exposeString("code"),
    operatorName: t.exposeString("operatorName"),
    createdAt: t.field({ type: "DateTime", resolve: (s) => s.createdAt }),
    content: t.field({ type: [CartShareItemRef], resolve: (s) => s.content }),
  }),
});

const AdditionalServiceRef = builder
  .objectRef<{
    type: AdditionalServiceType;
    name: string;
    amount: number;
    promotionAmount: number;
  }>("AdditionalService")
  .implement({
    fields: (t) => ({
      type: t.field({ type: AdditionalServiceTypeEnum, resolve: (s) => s.type }),
      name: t.exposeString("name"),
      amount: t.field({ type: Money, resolve: (s) => money(s.amount) }),
      promotionAmount: t.field({ type: Money, resolve: (s) => money(s.promotionAmount) }),
    }),
  });

builder.queryFields((t) => ({
  cart: t.field({
    type: CartRef,
    description: "The caller's cart, calculated over its selected lines with the given codes.",
    args: { couponCodes: t.arg.stringList({ required: false }) },
    resolve: async (_root, { couponCodes }, ctx, info) => {
      const fields = selectedFields(info, []);
      if (fields.size === 1 && fields.has("totalQuantity")) {
        // The header badge asks for the count alone: no pricing.
        const caller = await readerOf(ctx);
        const totalQuantity = await cartTotalQuantity(ctx.db, caller.customerId);
        return {
          ableCartItems: [],
          disableCartItems: [],
          totalQuantity,
          markupNotAllow: false,
          calculation: () => currentCart(ctx).then((c) => c.calculation as never),
        };
      }
      return currentCart(ctx, asCodes(couponCodes));
    },
  }),
  miniCart: t.field({
    type: CartRef,
    description: "The cart for the mini-cart drawer (no codes).",
    resolve: (_root, _args, ctx) => currentCart(ctx),
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
  cartShareInfo: t.field({
    type: CartShareRef,
    nullable: true,
    description: "A shared cart by its code; null when it does not exist or has expired.",
    args: { code: t.arg.string({ required: true }) },
    resolve: async (_root, { code }, ctx) => {
      const share = await cartShareInfo(ctx.db, code, ctx.now);
      if (!share) return null;
      const skus = await loadSkuShapes(
        ctx,
        share.content.map((item) => item.skuCode),
      );
      return {
        ...share,
        content: share.content.map((item) => ({ ...item, sku: skus.get(item.skuCode) ?? null })),
      };
    },
  }),
  cartShareUserInfo: t.field({
    type: builder
      .objectRef<{ operatorName: string }>("CartShareUserInfo")
      .implement({ fields: (f) => ({ operatorName: f.exposeString("operatorName") }) }),
    description: "The name a share from the caller is signed with.",
    resolve: async (_root, _args, ctx) => {
      const session = await ctx.requireSession();
      return {
        operatorName: shareOperatorName(session.customer) || ctx.t("cartShare.defaultOperatorName"),
      };
    },
  }),
  additionalServices: t.field({
    type: [AdditionalServiceRef],
    description:
      "shopping §3 Additional service: gift wrap and greeting card, with their promotion.",
    resolve: async (_root, _args, ctx) => {
      const rows = await queryRows<{
        type: AdditionalServiceType;
        name_en: string;
        name_zh: string;
        amount: number;
        promotion_amount: number;
      }>(
        ctx.db,
        sql`select type, name_en, name_zh, amount, promotion_amount from additional_services where enabled order by type desc`,
      );
      return rows.map((row) => ({
        type: row.type,
        name: pickText(ctx.locale, row.name_en, row.name_zh),
        amount: Number(row.amount),
        promotionAmount: Number(row.promotion_amount),
      }));
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

const SharePayload = builder
  .objectRef<{ code: string | null; userErrors: UserErrorShape[] }>("CartSharePayload")
  .implement({
    fields: (t) => ({
      code: t.string({ nullable: true, resolve: (p) => p.code }),
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
      const [visitor] = await queryRows<{ customer_id: string }>(
        ctx.db,
        sql`select s.customer_id from sessions s join customers c on c.id = s.customer_id
          where s.token_hash = ${hashToken(anonymousToken)} and s.kind = 'visitor' and c.is_visitor
            and s.expires_at > ${ctx.now.toISOString()}::timestamptz`,
      );
      if (!visitor) return { merged: 0, userErrors: [userError(ctx.t, "401", "anonymousToken")] };
      const merged = await mergeCarts(
        ctx.db,
        { fromCustomerId: visitor.customer_id, toCustomerId: session.customer.id },
        ctx.now,
      );
      return { merged, userErrors: [] };
    },
  }),
  createCartShare: t.field({
    type: SharePayload,
    args: {
      input: t.arg({ type: CartShareInput, required: true }),
      code: t.arg.string({ required: false, description: "Ignored: codes are always generated." }),
    },
    resolve: async (_root, { input }, ctx) => {
      const session = await ctx.requireSession();
      const result = await createCartShare(
        ctx.db,
        {
          customerId: session.customer.id,
          lineIds: input.lineIds ?? null,
          operatorName:
            input.operatorName?.trim() ||
            shareOperatorName(session.customer) ||
            ctx.t("cartShare.defaultOperatorName"),
        },
        ctx.now,
      );
      return result.ok
        ? { code: result.code, userErrors: [] }
        : { code: null, userErrors: [userError(ctx.t, result.code, result.field)] };
    },
  }),
}));
