/**
 * Shared carts (shopping §3 Cart share, §7 createCartShare, cartShareInfo, share user info): a
 * snapshot of lines under an unguessable code that anyone with the link may open.
 */
import { cartShareInfo, createCartShare, shareOperatorName } from "@/lib/domain/cart/share";
import { CART_ERROR_CODES } from "@/lib/domain/cart/constants";
import { builder } from "../builder";
import { loadSkuShapes } from "./cart-shapes";
import { CartShareInput } from "./cart-inputs";
import { queryError, UserError, userError, type UserErrorShape } from "./common";
import { SkuRef, type SkuShape } from "./products";

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

const SharePayload = builder
  .objectRef<{ code: string | null; userErrors: UserErrorShape[] }>("CartSharePayload")
  .implement({
    fields: (t) => ({
      code: t.string({ nullable: true, resolve: (p) => p.code }),
      userErrors: t.field({ type: [UserError], resolve: (p) => p.userErrors }),
    }),
  });

builder.queryFields((t) => ({
  cartShareInfo: t.field({
    type: CartShareRef,
    description: "A shared cart by its code; error UEC11008 when it does not exist or has expired.",
    args: { code: t.arg.string({ required: true }) },
    resolve: async (_root, { code }, ctx) => {
      const share = await cartShareInfo(ctx.db, code, ctx.now);
      if (!share) throw queryError(ctx.t, CART_ERROR_CODES.SHARE_NOT_FOUND);
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
}));

builder.mutationFields((t) => ({
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
