/**
 * Additional services (shopping §3 Additional service; §7 Checkout "query additionalServices
 * with promotionAmount"): gift wrap and greeting card, with the promotion taken off each.
 */
import {
  additionalServices,
  type AdditionalService,
} from "@/lib/domain/pricing/additional-services-store";
import { builder } from "../builder";
import type { GraphQLContext } from "../context";
import { AdditionalServiceTypeEnum } from "./cart-inputs";
import { Money, money } from "./common";

export const AdditionalServiceRef = builder
  .objectRef<AdditionalService>("AdditionalService")
  .implement({
    fields: (t) => ({
      type: t.field({ type: AdditionalServiceTypeEnum, resolve: (s) => s.type }),
      name: t.exposeString("name"),
      amount: t.field({ type: Money, resolve: (s) => money(s.amount) }),
      promotionAmount: t.field({ type: Money, resolve: (s) => money(s.promotionAmount) }),
    }),
  });

/** The enabled services in the caller's language. */
export function additionalServiceRows(ctx: GraphQLContext): Promise<AdditionalService[]> {
  return additionalServices(ctx.db, ctx.locale);
}

builder.queryFields((t) => ({
  additionalServices: t.field({
    type: [AdditionalServiceRef],
    description:
      "shopping §3 Additional service: gift wrap and greeting card, with their promotion.",
    resolve: (_root, _args, ctx) => additionalServiceRows(ctx),
  }),
}));
