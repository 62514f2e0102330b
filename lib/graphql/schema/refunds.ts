/**
 * Refunds on the order detail (shopping §3 Order refundOrders, Order line refund status; §4
 * Refund status). Both hang off Order and OrderLine, which only their owner (or the guest
 * token scoped to the order) can reach, so no further check is needed here.
 */
import { REFUND_STAGES, REFUND_STATUSES } from "@/lib/domain/refunds/constants";
import {
  lineRefundStatuses,
  refundOrdersOf,
  refundStageOf,
  refundStatusesByNo,
  type RefundOrderLineView,
  type RefundOrderView,
} from "@/lib/domain/refunds/queries";
import { builder } from "../builder";
import { loadInBatch } from "../request-batch";
import { Money, money } from "./common";
import { AfterSalesOrderRef } from "./after-sales";
import { OrderLineRef, OrderRef } from "./orders";

export const RefundStatusEnum = builder.enumType("RefundStatus", {
  description:
    "shopping §4: AUDIT_PASSED and REFUNDING show as refund in process; REFUNDED as refunded.",
  values: REFUND_STATUSES,
});

const RefundStageEnum = builder.enumType("RefundStage", {
  description: "shopping §4 Refund stages: request created, in process, refunded.",
  values: REFUND_STAGES,
});

const RefundOrderLineRef = builder.objectRef<RefundOrderLineView>("RefundOrderLine").implement({
  fields: (t) => ({
    refundThingCode: t.exposeString("refundThingCode", {
      description: "The order line's omsSkuCode: how refunds are matched to order lines.",
    }),
    orderLineId: t.exposeString("orderLineId"),
    quantity: t.exposeInt("quantity"),
    amount: t.field({ type: Money, resolve: (l) => money(l.amount) }),
  }),
});

const RefundOrderRef = builder.objectRef<RefundOrderView>("RefundOrder").implement({
  fields: (t) => ({
    refundOrderNo: t.exposeString("refundOrderNo"),
    afterSalesOrderNo: t.exposeString("afterSalesOrderNo", { nullable: true }),
    refundStatus: t.field({ type: RefundStatusEnum, resolve: (r) => r.refundStatus }),
    refundStage: t.field({ type: RefundStageEnum, resolve: (r) => refundStageOf(r.refundStatus) }),
    refundStatusLabel: t.string({
      description: "The shopper's words for the status, in their language.",
      resolve: (r, _args, ctx) => ctx.t(`refunds.status.${r.refundStatus}`),
    }),
    createdAt: t.field({ type: "DateTime", resolve: (r) => r.createdAt }),
    refundedAt: t.field({ type: "DateTime", nullable: true, resolve: (r) => r.refundedAt }),
    refundAmount: t.field({
      type: Money,
      description: "What goes back to the card: the goods' share plus freight when returned.",
      resolve: (r) => money(r.refundAmount),
    }),
    freightAmount: t.field({ type: Money, resolve: (r) => money(r.freightAmount) }),
    goDollarAmount: t.field({
      type: Money,
      description: "Go-dollar given back to the member's balance (1 go-dollar = 1 HKD).",
      resolve: (r) => money(r.goDollarAmount),
    }),
    lines: t.field({ type: [RefundOrderLineRef], resolve: (r) => r.lines }),
  }),
});

builder.objectField(OrderRef, "refundOrders", (t) =>
  t.field({
    type: [RefundOrderRef],
    description: "The order's refunds, newest first (shopping §3 Order refundOrders).",
    resolve: (order, _args, ctx) => refundOrdersOf(ctx.db, order.id),
  }),
);

builder.objectField(OrderLineRef, "refundStatus", (t) =>
  t.field({
    type: RefundStatusEnum,
    nullable: true,
    description:
      "From the refund order lines with this line's omsSkuCode; one in process wins over a finished one; null without any.",
    resolve: async (line, _args, ctx) =>
      (await loadInBatch(ctx, "lineRefundStatus", line.id, (ids) =>
        lineRefundStatuses(ctx.db, ids),
      )) ?? null,
  }),
);

builder.objectField(AfterSalesOrderRef, "refundStatus", (t) =>
  t.field({
    type: RefundStatusEnum,
    nullable: true,
    description:
      "The status of the refund this after-sales order finished with (refundOrderNo); null " +
      "before it finished, and for an exchange. A finished return is refunded only once it is REFUNDED.",
    resolve: async (afterSales, _args, ctx) =>
      afterSales.refundOrderNo
        ? ((await loadInBatch(ctx, "refundStatusByNo", afterSales.refundOrderNo, (nos) =>
            refundStatusesByNo(ctx.db, nos),
          )) ?? null)
        : null,
  }),
);
