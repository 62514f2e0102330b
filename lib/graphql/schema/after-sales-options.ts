/**
 * Order.afterSalesOptions (issue 17 item 1; ADR 0042): whether the order detail offers "Return or
 * exchange", until when, which quantities each line still has, and the other sizes an exchange
 * may take. Additive to the order type; the request itself is afterSalesCreate. Also the size
 * an exchange line asks for, as the shopper reads it (AfterSalesLine.exchangeSizeLabel).
 */
import {
  afterSalesOptions,
  type AfterSalesLineOption,
  type AfterSalesOptions,
  type ExchangeSizeOption,
} from "@/lib/domain/after-sales/options";
import { sql } from "drizzle-orm";
import { queryRows } from "@/lib/domain/catalog/sql-rows";
import { builder } from "../builder";
import { AfterSalesLineRef } from "./after-sales";
import { OrderRef } from "./orders";

const ExchangeSizeRef = builder.objectRef<ExchangeSizeOption>("AfterSalesExchangeSize").implement({
  fields: (t) => ({
    skuCode: t.exposeString("skuCode"),
    sizeLabel: t.exposeString("sizeLabel"),
    inStock: t.exposeBoolean("inStock"),
  }),
});

const LineOptionRef = builder.objectRef<AfterSalesLineOption>("AfterSalesLineOption").implement({
  fields: (t) => ({
    orderLineId: t.exposeString("orderLineId"),
    returnableQuantity: t.exposeInt("returnableQuantity", {
      description: "Units a new request may name: bought, less what other requests hold.",
    }),
    exchangeSizes: t.field({
      type: [ExchangeSizeRef],
      description: "Other sizes of the same product (none for a gift).",
      resolve: (l) => l.exchangeSizes,
    }),
  }),
});

const OptionsRef = builder.objectRef<AfterSalesOptions>("AfterSalesOptions").implement({
  fields: (t) => ({
    eligible: t.exposeBoolean("eligible", {
      description: "Received, within 14 days of receipt (shopping §9), something still returnable.",
    }),
    returnBy: t.field({ type: "DateTime", nullable: true, resolve: (o) => o.returnBy }),
    lines: t.field({ type: [LineOptionRef], resolve: (o) => o.lines }),
  }),
});

builder.objectField(OrderRef, "afterSalesOptions", (t) =>
  t.field({
    type: OptionsRef,
    description: "What a return or exchange of this order may still ask for.",
    resolve: (order, _args, ctx) => afterSalesOptions(ctx.db, order, ctx.now),
  }),
);

builder.objectField(AfterSalesLineRef, "exchangeSizeLabel", (t) =>
  t.string({
    nullable: true,
    description: 'The size an exchange sends instead, as printed ("M"); null on a return.',
    resolve: async ({ line }, _args, ctx) => {
      if (!line.exchangeSkuCode) return null;
      const [sku] = await queryRows<{ size_label: string }>(
        ctx.db,
        sql`select size_label from skus where code = ${line.exchangeSkuCode}`,
      );
      return sku?.size_label ?? null;
    },
  }),
);
