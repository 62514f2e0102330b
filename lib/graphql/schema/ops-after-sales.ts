/**
 * The console's view of an after-sales order beyond the shopper's fields (issue 17 item 3
 * "returns"; ADR 0046): the order's e-mail, the status events with their actors, and the refund
 * order of a finished return with the provider's outcome. aftersales:manage only (shoppers,
 * visitors and content editors refused like every ops operation). The steps themselves are
 * B's (./after-sales-ops.ts).
 */
import {
  afterSalesHistory,
  type AfterSalesEventView,
  type AfterSalesHistory,
  type OpsRefundView,
} from "@/lib/domain/operations/after-sales-history";
import { builder } from "../builder";
import { Money, money } from "./common";
import { AFTERSALES_MANAGE } from "./ops-common";
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
