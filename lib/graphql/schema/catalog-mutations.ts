/**
 * Catalog writes: arrivalNoticeCreate (shopping §7 Product) and the wish list's createFavorite /
 * deleteFavorite (accounts §3 Wish list; members only, shopping §6). Failures are userErrors.
 */
import { arrivalNoticeCreate } from "@/lib/domain/catalog/arrival-notices";
import { createFavorite, deleteFavorite, type Favorite } from "@/lib/domain/favorites/favorites";
import { builder } from "../builder";
import { UserError, userError, type UserErrorShape } from "./common";
import { FavoriteRef } from "./products";

const ArrivalNoticeInput = builder.inputType("ArrivalNoticeCreateInput", {
  fields: (t) => ({
    email: t.string({ required: true }),
    skuCode: t.string({ required: true }),
  }),
});

const ArrivalNoticePayload = builder
  .objectRef<{ created: boolean; userErrors: UserErrorShape[] }>("ArrivalNoticeCreatePayload")
  .implement({
    fields: (t) => ({
      created: t.boolean({
        description: "False when the same e-mail already waits for this SKU.",
        resolve: (p) => p.created,
      }),
      userErrors: t.field({ type: [UserError], resolve: (p) => p.userErrors }),
    }),
  });

const FavoriteInput = builder.inputType("FavoriteCreateInput", {
  fields: (t) => ({ skuCode: t.string({ required: true }) }),
});

const FavoritePayload = builder
  .objectRef<{ favorite: Favorite | null; userErrors: UserErrorShape[] }>("FavoritePayload")
  .implement({
    fields: (t) => ({
      favorite: t.field({ type: FavoriteRef, nullable: true, resolve: (p) => p.favorite }),
      userErrors: t.field({ type: [UserError], resolve: (p) => p.userErrors }),
    }),
  });

builder.mutationFields((t) => ({
  arrivalNoticeCreate: t.field({
    type: ArrivalNoticePayload,
    description: "Leave an e-mail for a SKU that cannot be bought now; sent when stock returns.",
    args: { input: t.arg({ type: ArrivalNoticeInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const result = await arrivalNoticeCreate(
        ctx.db,
        { email: input.email, skuCode: input.skuCode, locale: ctx.locale },
        ctx.now,
      );
      return result.ok
        ? { created: result.created, userErrors: [] }
        : { created: false, userErrors: [userError(ctx.t, result.code, result.field)] };
    },
  }),
  createFavorite: t.field({
    type: FavoritePayload,
    args: {
      input: t.arg({ type: FavoriteInput, required: true }),
      maxCount: t.arg.int({
        required: false,
        description: "Ignored: the shop's own maximum (100) always applies.",
      }),
    },
    resolve: async (_root, { input }, ctx) => {
      const session = await ctx.requireMember();
      const result = await createFavorite(
        ctx.db,
        { customerId: session.customer.id, skuCode: input.skuCode },
        ctx.now,
      );
      return result.ok
        ? { favorite: result.favorite, userErrors: [] }
        : { favorite: null, userErrors: [userError(ctx.t, result.code, result.field)] };
    },
  }),
  deleteFavorite: t.field({
    type: FavoritePayload,
    args: { id: t.arg.int({ required: true }) },
    resolve: async (_root, { id }, ctx) => {
      const session = await ctx.requireMember();
      const result = await deleteFavorite(ctx.db, { customerId: session.customer.id, id });
      return result.ok
        ? { favorite: null, userErrors: [] }
        : { favorite: null, userErrors: [userError(ctx.t, result.code, result.field)] };
    },
  }),
}));
