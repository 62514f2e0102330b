/**
 * The console's view of an after-sales order beyond the shopper's fields (issue 17 item 3
 * "returns"; ADR 0046): the order's e-mail, the status events with their actors, and the refund
 * order of a finished return with the provider's outcome; and the returns table (`opsReturns`:
 * filtered, sorted by a whitelisted key, offset-paged with its total; ADR 0048).
 * aftersales:manage only (shoppers,
 * visitors and content editors refused like every ops operation). The steps themselves are
 * B's (./after-sales-ops.ts).
 */
import {
  afterSalesHistory,
  type AfterSalesEventView,
  type AfterSalesHistory,
  type OpsRefundView,
} from "@/lib/domain/operations/after-sales-history";
import { OPS_RETURN_SORT_FIELDS } from "@/lib/domain/operations/constants";
import {
  cleanReturnFilter,
  cleanReturnPaging,
  cleanReturnSort,
  searchReturns,
} from "@/lib/domain/operations/return-queries";
import type { AfterSalesOrderView } from "@/lib/domain/after-sales/queries";
import { builder } from "../builder";
import { AfterSalesOrderRef, AfterSalesStatusEnum, AfterSalesTypeEnum } from "./after-sales";
import { Money, money } from "./common";
import { AFTERSALES_MANAGE, opsQueryError } from "./ops-common";
import { RefundStatusEnum } from "./refunds";

const OpsAfterSalesEvent = builder.objectRef<AfterSalesEventView>("OpsAfterSalesEvent").implement({
  fields: (t) => ({
    fromStatus: t.string({ nullable: true, resolve: (e) => e.fromStatus }),
    toStatus: t.exposeString("toStatus"),
    actor: t.exposeString("actor", {
      description: "customer:<customer id> or ops:<operator e-mail>.",
    }),
    reason: t.string({ nullable: true, resolve: (e) => e.reason }),
    at: t.field({ type: "DateTime", resolve: (e) => e.at }),
  }),
});

const OpsRefund = builder.objectRef<OpsRefundView>("OpsRefund").implement({
  fields: (t) => ({
    refundOrderNo: t.exposeString("refundOrderNo"),
    refundStatus: t.field({ type: RefundStatusEnum, resolve: (r) => r.status }),
    refundAmount: t.field({
      type: Money,
      description: "To the card: the goods' share plus freight when returned.",
      resolve: (r) => money(r.refundAmount),
    }),
    goodsAmount: t.field({ type: Money, resolve: (r) => money(r.goodsAmount) }),
    freightAmount: t.field({ type: Money, resolve: (r) => money(r.freightAmount) }),
    goDollarAmount: t.field({ type: Money, resolve: (r) => money(r.goDollarAmount) }),
    provider: t.string({ nullable: true, resolve: (r) => r.provider }),
    attempts: t.exposeInt("attempts", { description: "Calls made to the provider so far." }),
    lastError: t.string({
      nullable: true,
      description: "The provider's last refusal; the refund-retries job calls it again.",
      resolve: (r) => r.lastError,
    }),
    nextAttemptAt: t.field({ type: "DateTime", nullable: true, resolve: (r) => r.nextAttemptAt }),
    refundedAt: t.field({ type: "DateTime", nullable: true, resolve: (r) => r.refundedAt }),
    createdAt: t.field({ type: "DateTime", resolve: (r) => r.createdAt }),
  }),
});

const OpsAfterSalesHistory = builder
  .objectRef<AfterSalesHistory>("OpsAfterSalesHistory")
  .implement({
    fields: (t) => ({
      code: t.exposeString("code"),
      customerEmail: t.exposeString("customerEmail"),
      events: t.field({ type: [OpsAfterSalesEvent], resolve: (h) => h.events }),
      refund: t.field({ type: OpsRefund, nullable: true, resolve: (h) => h.refund }),
    }),
  });

builder.queryField("opsAfterSalesHistory", (t) =>
  t.field({
    type: OpsAfterSalesHistory,
    nullable: true,
    description:
      "An after-sales order's e-mail, events and refund outcome (aftersales:manage); null when there is none.",
    args: { code: t.arg.string({ required: true }) },
    resolve: async (_root, { code }, ctx) => {
      await ctx.requireOperator(AFTERSALES_MANAGE);
      return afterSalesHistory(ctx.db, code);
    },
  }),
);

const OpsReturnSortField = builder.enumType("OpsReturnSortField", {
  values: OPS_RETURN_SORT_FIELDS,
  description: "The returns table's sort keys; CREATED_AT (newest first) by default.",
});

const OpsReturnFilterInput = builder.inputType("OpsReturnFilter", {
  description:
    "Every field optional. code, orderNo: part of, any case; statuses: any of; type; from " +
    "(inclusive) and to (exclusive): when it was asked for.",
  fields: (t) => ({
    code: t.string(),
    orderNo: t.string(),
    statuses: t.field({ type: [AfterSalesStatusEnum] }),
    type: t.field({ type: AfterSalesTypeEnum }),
    from: t.field({ type: "DateTime" }),
    to: t.field({ type: "DateTime" }),
  }),
});

const OpsReturnPage = builder
  .objectRef<{ rows: AfterSalesOrderView[]; total: number; page: number; pageSize: number }>(
    "OpsReturnPage",
  )
  .implement({
    fields: (t) => ({
      items: t.field({ type: [AfterSalesOrderRef], resolve: (page) => page.rows }),
      total: t.exposeInt("total"),
      page: t.exposeInt("page"),
      pageSize: t.exposeInt("pageSize"),
    }),
  });

builder.queryField("opsReturns", (t) =>
  t.field({
    type: OpsReturnPage,
    description:
      "The returns table (aftersales:manage): every return and exchange filtered, sorted " +
      "(default: newest first), one page (1-based) with the total count.",
    args: {
      filter: t.arg({ type: OpsReturnFilterInput }),
      sortBy: t.arg({ type: OpsReturnSortField }),
      descending: t.arg.boolean(),
      page: t.arg.int(),
      pageSize: t.arg.int(),
    },
    resolve: async (_root, args, ctx) => {
      await ctx.requireOperator(AFTERSALES_MANAGE);
      const cleaned = cleanReturnFilter(args.filter ?? {});
      if (!cleaned.ok) throw opsQueryError("FILTER_INVALID", cleaned.field);
      const paging = cleanReturnPaging(args.page, args.pageSize);
      const found = await searchReturns(
        ctx.db,
        cleaned.filter,
        cleanReturnSort(args.sortBy, args.descending),
        paging,
      );
      return { ...found, page: paging.page, pageSize: paging.pageSize };
    },
  }),
);
