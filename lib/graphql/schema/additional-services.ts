/**
 * Additional services (shopping §3 Additional service; §7 Checkout "query additionalServices
 * with promotionAmount"): gift wrap and greeting card, with the promotion taken off each.
 */
import { sql } from "drizzle-orm";
import { pickText } from "@/lib/domain/catalog/localize";
import { queryRows } from "@/lib/domain/catalog/sql-rows";
import type { AdditionalServiceType } from "@/lib/domain/spec-constants";
import { builder } from "../builder";
import type { GraphQLContext } from "../context";
import { AdditionalServiceTypeEnum } from "./cart-inputs";
import { Money, money } from "./common";

export const AdditionalServiceRef = builder
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

export interface AdditionalServiceShape {
  type: AdditionalServiceType;
  name: string;
  amount: number;
  promotionAmount: number;
}

/** The enabled services in the caller's language. */
export async function additionalServiceRows(
  ctx: GraphQLContext,
): Promise<AdditionalServiceShape[]> {
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
}

builder.queryFields((t) => ({
  additionalServices: t.field({
    type: [AdditionalServiceRef],
    description:
      "shopping §3 Additional service: gift wrap and greeting card, with their promotion.",
    resolve: (_root, _args, ctx) => additionalServiceRows(ctx),
  }),
}));
