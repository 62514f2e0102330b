/**
 * The operations console's orders (issue 17 item 3; docs/adr/0046): the orders table (search by
 * code, e-mail, phone, status and date range; sorting; paging), an order's detail (lines,
 * amounts, payments, events, shipments, audit trail), and the actions ship (whole or chosen
 * lines, carrier and tracking number), mark delivered and cancel. Every field asks for an
 * operator whose role allows `aftersales:manage` (operations and admins); shoppers, visitors
 * and content editors are refused. Actions go through lib/domain/operations/order-actions.ts,
 * the command line's own domain calls with their audit row in the same transaction.
 */
import { auditTrail } from "@/lib/domain/operators/audit";
import { OPS_CARRIERS, OPS_ORDER_SORT_FIELDS } from "@/lib/domain/operations/constants";
import {
  cancelOrderAudited,
  deliverOrderAudited,
  operatorCancelRefusal,
  shipOrderAudited,
  type OrderActionResult,
} from "@/lib/domain/operations/order-actions";
import { cleanOrderFilter, cleanPaging, cleanSort } from "@/lib/domain/operations/order-filters";
import {
  opsOrderDetail,
  searchOrders,
  type OpsOrderDetail,
  type OpsOrderRow,
} from "@/lib/domain/operations/order-queries";
import { ORDER_STATUSES } from "@/lib/domain/orders/constants";
import { builder } from "../builder";
import { Money, money, UserError, type UserErrorShape } from "./common";
import { AFTERSALES_MANAGE, opsQueryError, opsUserError } from "./ops-common";
import { OpsAuditRowRef } from "./ops-content";

const OpsOrderStatus = builder.enumType("OpsOrderStatus", { values: ORDER_STATUSES });
const OpsOrderSortField = builder.enumType("OpsOrderSortField", { values: OPS_ORDER_SORT_FIELDS });

const OpsCarrier = builder.objectRef<{ code: string; name: string }>("OpsCarrier").implement({
  fields: (t) => ({ code: t.exposeString("code"), name: t.exposeString("name") }),
});

export const OpsOrderRowRef = builder.objectRef<OpsOrderRow>("OpsOrderRow").implement({
  description: "One row of the console's orders table.",
  fields: (t) => ({
    code: t.exposeString("code"),
    status: t.field({ type: OpsOrderStatus, resolve: (row) => row.status }),
    orderTime: t.field({ type: "DateTime", resolve: (row) => row.orderTime }),
    paidAt: t.field({ type: "DateTime", nullable: true, resolve: (row) => row.paidAt }),
    checkoutKind: t.exposeString("checkoutKind"),
    customerCode: t.exposeString("customerCode"),
    email: t.exposeString("email"),
    phone: t.exposeString("phone", { nullable: true }),
    itemCount: t.exposeInt("itemCount"),
    amount: t.field({ type: Money, resolve: (row) => money(row.amount) }),
    trackingNos: t.exposeString("trackingNos", { nullable: true }),
  }),
});

const OpsOrderPage = builder
  .objectRef<{ rows: OpsOrderRow[]; total: number; page: number; pageSize: number }>("OpsOrderPage")
  .implement({
    fields: (t) => ({
      items: t.field({ type: [OpsOrderRowRef], resolve: (page) => page.rows }),
      total: t.exposeInt("total"),
      page: t.exposeInt("page"),
      pageSize: t.exposeInt("pageSize"),
    }),
  });

export const OpsOrderFilterInput = builder.inputType("OpsOrderFilter", {
  description:
    "Every field optional. code, email: part of, any case; phone: digits of the delivery " +
    "mobile; statuses: any of; from (inclusive) and to (exclusive): when placed.",
  fields: (t) => ({
    code: t.string(),
    email: t.string(),
    phone: t.string(),
    statuses: t.field({ type: [OpsOrderStatus] }),
    from: t.field({ type: "DateTime" }),
    to: t.field({ type: "DateTime" }),
  }),
});

type Detail = OpsOrderDetail;
const OpsOrderLine = builder.objectRef<Detail["lines"][number]>("OpsOrderLine").implement({
  fields: (t) => ({
    skuCode: t.exposeString("skuCode"),
    omsSkuCode: t.exposeString("omsSkuCode"),
    name: t.exposeString("name"),
    properties: t.string({ resolve: (line) => JSON.stringify(line.properties) }),
    quantity: t.exposeInt("quantity"),
    salePrice: t.field({ type: Money, resolve: (line) => money(line.salePrice) }),
    amount: t.field({ type: Money, resolve: (line) => money(line.amount) }),
    isGift: t.exposeBoolean("isGift"),
    shipped: t.exposeBoolean("shipped"),
  }),
});
const OpsPayment = builder.objectRef<Detail["payments"][number]>("OpsPayment").implement({
  fields: (t) => ({
    provider: t.exposeString("provider"),
    reference: t.exposeString("reference"),
    amount: t.field({ type: Money, resolve: (row) => money(row.amount) }),
    status: t.exposeString("status"),
    method: t.exposeString("method", { nullable: true }),
    createdAt: t.field({ type: "DateTime", resolve: (row) => row.createdAt }),
  }),
});
const OpsOrderEvent = builder.objectRef<Detail["events"][number]>("OpsOrderEvent").implement({
  fields: (t) => ({
    fromStatus: t.exposeString("fromStatus", { nullable: true }),
    toStatus: t.exposeString("toStatus"),
    actor: t.exposeString("actor"),
    reason: t.exposeString("reason", { nullable: true }),
    createdAt: t.field({ type: "DateTime", resolve: (row) => row.createdAt }),
  }),
});
const OpsShipment = builder.objectRef<Detail["logistics"][number]>("OpsShipment").implement({
  fields: (t) => ({
    carrierCode: t.exposeString("providerCode"),
    carrierName: t.exposeString("providerName"),
    trackingNo: t.exposeString("trackingNo"),
    skuCodes: t.exposeStringList("skuCodes"),
    createdAt: t.field({ type: "DateTime", resolve: (row) => row.createdAt }),
  }),
});

const OpsOrderDetailRef = builder.objectRef<Detail>("OpsOrderDetail").implement({
  fields: (t) => ({
    code: t.exposeString("code"),
    status: t.field({ type: OpsOrderStatus, resolve: (o) => o.status }),
    orderTime: t.field({ type: "DateTime", resolve: (o) => o.orderTime }),
    paidAt: t.field({ type: "DateTime", nullable: true, resolve: (o) => o.paidAt }),
    checkoutKind: t.exposeString("checkoutKind"),
    customerCode: t.exposeString("customerCode"),
    email: t.exposeString("email"),
    phone: t.exposeString("phone", { nullable: true }),
    distributionType: t.exposeString("distributionType"),
    deliveryAddress: t.string({ resolve: (o) => JSON.stringify(o.deliveryAddress) }),
    cancelReason: t.exposeString("cancelReason", { nullable: true }),
    productAmount: t.field({ type: Money, resolve: (o) => money(o.productAmount) }),
    activityDiscount: t.field({ type: Money, resolve: (o) => money(o.activityDiscount) }),
    couponDiscount: t.field({ type: Money, resolve: (o) => money(o.couponDiscount) }),
    deductionAmount: t.field({ type: Money, resolve: (o) => money(o.deductionAmount) }),
    freight: t.field({ type: Money, resolve: (o) => money(o.freight) }),
    amount: t.field({ type: Money, resolve: (o) => money(o.amount) }),
    receivedAmount: t.field({ type: Money, resolve: (o) => money(o.receivedAmount) }),
    lines: t.field({ type: [OpsOrderLine], resolve: (o) => o.lines }),
    payments: t.field({ type: [OpsPayment], resolve: (o) => o.payments }),
    events: t.field({ type: [OpsOrderEvent], resolve: (o) => o.events }),
    shipments: t.field({ type: [OpsShipment], resolve: (o) => o.logistics }),
    canShip: t.boolean({
      resolve: (o) =>
        (o.status === "WAIT_DELIVERY" || o.status === "PARTIAL_SHIPPED") &&
        o.lines.some((line) => !line.shipped),
    }),
    canDeliver: t.boolean({
      resolve: (o) => o.status === "WAIT_RECEIVE" || o.status === "PARTIAL_RECEIVED",
    }),
    cancelRefusal: t.string({
      nullable: true,
      description:
        "Why the console cannot cancel this order now (null: it can). Unpaid and paid-but-not-" +
        "shipped orders can be cancelled; anything shipped is a return instead.",
      resolve: (o) => operatorCancelRefusal(o.status),
    }),
    audit: t.field({
      type: [OpsAuditRowRef],
      resolve: (o, _args, ctx) => auditTrail(ctx.db, { kind: "order", code: o.code }),
    }),
  }),
});

builder.queryField("opsCarriers", (t) =>
  t.field({
    type: [OpsCarrier],
    description: "The carriers an order ships with (aftersales:manage).",
    resolve: async (_root, _args, ctx) => {
      await ctx.requireOperator(AFTERSALES_MANAGE);
      return [...OPS_CARRIERS];
    },
  }),
);

builder.queryField("opsOrders", (t) =>
  t.field({
    type: OpsOrderPage,
    description:
      "The orders table (aftersales:manage): filtered, sorted (default: newest first), one page " +
      "(1-based) with the total count.",
    args: {
      filter: t.arg({ type: OpsOrderFilterInput }),
      sortBy: t.arg({ type: OpsOrderSortField }),
      descending: t.arg.boolean(),
      page: t.arg.int(),
      pageSize: t.arg.int(),
    },
    resolve: async (_root, args, ctx) => {
      await ctx.requireOperator(AFTERSALES_MANAGE);
      const cleaned = cleanOrderFilter(args.filter ?? {});
      if (!cleaned.ok) throw opsQueryError("FILTER_INVALID", cleaned.field);
      const paging = cleanPaging(args.page, args.pageSize);
      const found = await searchOrders(
        ctx.db,
        cleaned.filter,
        cleanSort(args.sortBy, args.descending),
        paging,
      );
      return { ...found, page: paging.page, pageSize: paging.pageSize };
    },
  }),
);

builder.queryField("opsOrder", (t) =>
  t.field({
    type: OpsOrderDetailRef,
    nullable: true,
    description: "One order's detail by its code (aftersales:manage); null when there is none.",
    args: { code: t.arg.string({ required: true }) },
    resolve: async (_root, args, ctx) => {
      await ctx.requireOperator(AFTERSALES_MANAGE);
      return opsOrderDetail(ctx.db, args.code.trim());
    },
  }),
);

interface OrderChange {
  status: string | null;
  userErrors: UserErrorShape[];
}
const OpsOrderChange = builder.objectRef<OrderChange>("OpsOrderChange").implement({
  description: "The order's status after the action, or why it was refused (nothing changed).",
  fields: (t) => ({
    status: t.field({ type: OpsOrderStatus, nullable: true, resolve: (c) => c.status as never }),
    userErrors: t.field({ type: [UserError], resolve: (c) => c.userErrors }),
  }),
});
const change = (result: OrderActionResult): OrderChange =>
  result.ok
    ? { status: result.status, userErrors: [] }
    : { status: null, userErrors: [opsUserError(result.code)] };

builder.mutationField("opsOrderShip", (t) =>
  t.field({
    type: OpsOrderChange,
    description:
      "Ships the order's lines not yet shipped, or only `skuCodes`, with a carrier and tracking " +
      "number (aftersales:manage): WAIT_RECEIVE when every line has gone, else PARTIAL_SHIPPED.",
    args: {
      code: t.arg.string({ required: true }),
      carrierCode: t.arg.string({ required: true }),
      trackingNo: t.arg.string({ required: true }),
      skuCodes: t.arg.stringList(),
    },
    resolve: async (_root, args, ctx) => {
      const operator = await ctx.requireOperator(AFTERSALES_MANAGE);
      return change(
        await shipOrderAudited(
          ctx.db,
          operator,
          {
            orderCode: args.code,
            carrierCode: args.carrierCode,
            trackingNo: args.trackingNo,
            skuCodes: args.skuCodes ?? [],
          },
          ctx.now,
        ),
      );
    },
  }),
);

builder.mutationField("opsOrderDeliver", (t) =>
  t.field({
    type: OpsOrderChange,
    description: "Marks a shipped order delivered: WAIT_EVALUATE (aftersales:manage).",
    args: { code: t.arg.string({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const operator = await ctx.requireOperator(AFTERSALES_MANAGE);
      return change(await deliverOrderAudited(ctx.db, operator, { orderCode: args.code }, ctx.now));
    },
  }),
);

builder.mutationField("opsOrderCancel", (t) =>
  t.field({
    type: OpsOrderChange,
    description:
      "Cancels an unpaid order, giving back its stock, coupons and go-dollar, or a paid order " +
      "not yet shipped, giving back its stock and refunding all it paid (card and go-dollar) " +
      "through the payment provider at once (aftersales:manage). Anything shipped is refused.",
    args: { code: t.arg.string({ required: true }), reason: t.arg.string() },
    resolve: async (_root, args, ctx) => {
      const operator = await ctx.requireOperator(AFTERSALES_MANAGE);
      const result = await cancelOrderAudited(
        ctx.db,
        operator,
        { orderCode: args.code, reason: args.reason ?? null },
        ctx.now,
        () => ({ paymentConfig: ctx.paymentConfig() }),
      );
      // Stock came back: the product pages show it on their next request.
      if (result.ok) await ctx.catalogChanged({ kind: "stock", orderCodes: [args.code] });
      return change(result);
    },
  }),
);
