/**
 * Order operations (shopping §7 Orders: getOrderDetail / orderDetail, getOrderList,
 * getOrderDetailByVisitor, queryVisitorToken, orderCancel). A member reads their own orders; a
 * guest's temporary token reaches the one order it was issued for (accounts §4).
 */
import { resolveSession } from "@/lib/domain/accounts/sessions";
import { orderCancel } from "@/lib/domain/orders/cancel";
import { lineTextIn } from "@/lib/domain/orders/order-lines";
import { orderByCode, orderCursor, ordersOf, type OrderView } from "@/lib/domain/orders/queries";
import { queryVisitorToken } from "@/lib/domain/orders/visitor-token";
import { ORDER_ERROR_CODES, ORDER_STATUSES } from "@/lib/domain/orders/constants";
import { builder } from "../builder";
import type { GraphQLContext } from "../context";
import { Customer } from "./accounts";
import { Money, money, queryError, UserError, userError, type UserErrorShape } from "./common";
import { Shop } from "./product-queries";

const ORDER_LIST_MAX = 50;

export type OrderLineView = OrderView["lines"][number];

function lineTextOf(line: OrderLineView, ctx: GraphQLContext) {
  return lineTextIn(
    ctx.locale,
    { name: line.name, color: line.skuProperties.color },
    line.localized,
  );
}

export const OrderLineRef = builder.objectRef<OrderLineView>("OrderLine").implement({
  fields: (t) => ({
    id: t.exposeString("id"),
    skuCode: t.exposeString("skuCode"),
    spuCode: t.exposeString("spuCode"),
    omsSkuCode: t.exposeString("omsSkuCode"),
    name: t.string({
      description: "The product's name in the caller's language, as it was when bought.",
      resolve: (l, _args, ctx) => lineTextOf(l, ctx).name,
    }),
    skuProperties: t.string({
      description: "JSON with color (in the caller's language) and size.",
      resolve: (l, _args, ctx) =>
        JSON.stringify({ ...l.skuProperties, color: lineTextOf(l, ctx).color }),
    }),
    image: t.string({ nullable: true, resolve: (l) => l.image }),
    isGift: t.exposeBoolean("isGift"),
    lineType: t.exposeString("lineType"),
    quantity: t.exposeInt("quantity"),
    listPrice: t.field({ type: Money, resolve: (l) => money(l.listPrice) }),
    salePrice: t.field({ type: Money, resolve: (l) => money(l.salePrice) }),
    promoPrice: t.field({ type: Money, resolve: (l) => money(l.promoPrice) }),
    amount: t.field({ type: Money, resolve: (l) => money(l.amount) }),
    promotions: t.field({
      type: [
        builder
          .objectRef<{ name: string }>("OrderLinePromotion")
          .implement({ fields: (f) => ({ name: f.exposeString("name") }) }),
      ],
      resolve: (l) => l.promotions,
    }),
  }),
});

const ReceiptInfoRef = builder.objectRef<OrderView>("ReceiptInfo").implement({
  fields: (t) => {
    const part = (name: string) => (o: OrderView) => {
      const value = o.deliveryAddress[name];
      return value === undefined ? null : String(value);
    };
    return {
      name: t.string({ resolve: (o) => part("name")(o) ?? "" }),
      mobile: t.string({ resolve: (o) => part("mobile")(o) ?? "" }),
      address: t.string({ resolve: (o) => part("address")(o) ?? "" }),
      country: t.string({ nullable: true, resolve: part("country") }),
      province: t.string({ nullable: true, resolve: part("province") }),
      city: t.string({ nullable: true, resolve: part("city") }),
      district: t.string({ nullable: true, resolve: part("district") }),
      selfPickupShopCode: t.string({ nullable: true, resolve: part("selfPickupShopCode") }),
      distributionType: t.string({ resolve: (o) => o.distributionType }),
    };
  },
});

const OrderActivityRef = builder
  .objectRef<{ activityId: string; activityName: string }>("OrderActivity")
  .implement({
    fields: (t) => ({
      activityId: t.exposeString("activityId"),
      activityName: t.exposeString("activityName"),
    }),
  });

const OrderDeductionRef = builder
  .objectRef<{
    code: string;
    deductionType: string;
    cost: number;
    actualAmount: number;
    name: string;
  }>("OrderDeduction")
  .implement({
    fields: (t) => ({
      code: t.exposeString("code"),
      name: t.exposeString("name"),
      cost: t.exposeInt("cost"),
      actualAmount: t.field({ type: Money, resolve: (d) => money(d.actualAmount) }),
      deductionType: t.exposeString("deductionType"),
    }),
  });

const OrderServiceRef = builder
  .objectRef<{ serviceType: string; amount: number; memo: string | null }>("OrderAdditionalService")
  .implement({
    fields: (t) => ({
      serviceType: t.exposeString("serviceType"),
      amount: t.field({ type: Money, resolve: (s) => money(s.amount) }),
      memo: t.string({ nullable: true, resolve: (s) => s.memo }),
    }),
  });

const LogisticsRef = builder.objectRef<OrderView["logistics"][number]>("OrderLogistics").implement({
  fields: (t) => ({
    providerCode: t.exposeString("providerCode"),
    providerName: t.exposeString("providerName"),
    memo: t.string({ nullable: true, resolve: (l) => l.memo }),
    trackingNo: t.exposeString("trackingNo"),
  }),
});

export const OrderRef = builder.objectRef<OrderView>("Order").implement({
  fields: (t) => ({
    code: t.exposeString("code"),
    orderCode: t.exposeString("code"),
    orderStatus: t.exposeString("status"),
    statusLabel: t.string({
      description: "shopping §4: the shopper's label for the status.",
      resolve: (o, _args, ctx) => ctx.t(`orderStatus.${o.status}`),
    }),
    orderTime: t.field({ type: "DateTime", resolve: (o) => o.orderTime }),
    scheduleCancelTime: t.field({
      type: "DateTime",
      nullable: true,
      resolve: (o) => o.scheduleCancelTime,
    }),
    amount: t.field({ type: Money, resolve: (o) => money(o.amount) }),
    receivedAmount: t.field({ type: Money, resolve: (o) => money(o.receivedAmount) }),
    productAmount: t.field({ type: Money, resolve: (o) => money(o.productAmount) }),
    freight: t.field({ type: Money, resolve: (o) => money(o.freight) }),
    tax: t.field({ type: Money, resolve: (o) => money(o.tax) }),
    couponDiscount: t.field({ type: Money, resolve: (o) => money(o.couponDiscount) }),
    activityDiscount: t.field({ type: Money, resolve: (o) => money(o.activityDiscount) }),
    deductionAmount: t.field({ type: Money, resolve: (o) => money(o.deductionAmount) }),
    additionalServiceFee: t.field({ type: Money, resolve: (o) => money(o.additionalServiceFee) }),
    distributionType: t.exposeString("distributionType"),
    canCancel: t.boolean({ resolve: (o) => o.status === "WAIT_PAY" }),
    canPay: t.boolean({
      resolve: (o, _args, ctx) =>
        o.status === "WAIT_PAY" && (!o.scheduleCancelTime || o.scheduleCancelTime > ctx.now),
    }),
    email: t.exposeString("email"),
    guideId: t.string({
      nullable: true,
      description: "Staff Checkout: the staff id given (shopping §2 Checkout guideId).",
      resolve: (o) => o.guideId,
    }),
    o2oShopCode: t.string({
      nullable: true,
      description: "Staff Checkout: the store code given (shopping §2 Checkout o2oShopCode).",
      resolve: (o) => o.o2oShopCode,
    }),
    receiptInfo: t.field({ type: ReceiptInfoRef, resolve: (o) => o }),
    orderLines: t.field({ type: [OrderLineRef], resolve: (o) => o.lines }),
    orderActivities: t.field({
      type: [OrderActivityRef],
      resolve: (o) => o.pricing.activities ?? [],
    }),
    orderDeductions: t.field({
      type: [OrderDeductionRef],
      resolve: (o, _args, ctx) =>
        (o.pricing.deductions ?? []).map((d) => ({ ...d, name: ctx.t("goDollar.name") })),
    }),
    additionalServices: t.field({
      type: [OrderServiceRef],
      resolve: (o) =>
        (o.pricing.additionalServices ?? []).map((s) => ({
          serviceType: s.type,
          amount: 0,
          memo: s.memo,
        })),
    }),
    logistics: t.field({ type: [LogisticsRef], resolve: (o) => o.logistics }),
  }),
});

interface OrderPage {
  orders: OrderView[];
  hasNextPage: boolean;
  totalCount: number;
}

const OrderEdge = builder.objectRef<OrderView>("OrderEdge").implement({
  fields: (t) => ({
    cursor: t.string({ resolve: (o) => orderCursor(o) }),
    node: t.field({ type: OrderRef, resolve: (o) => o }),
  }),
});

const OrderPageInfo = builder.objectRef<OrderPage>("OrderPageInfo").implement({
  fields: (t) => ({
    hasNextPage: t.exposeBoolean("hasNextPage"),
    endCursor: t.string({
      nullable: true,
      resolve: (p) => {
        const last = p.orders.at(-1);
        return last ? orderCursor(last) : null;
      },
    }),
  }),
});

const OrderConnection = builder.objectRef<OrderPage>("OrderConnection").implement({
  fields: (t) => ({
    edges: t.field({ type: [OrderEdge], resolve: (p) => p.orders }),
    pageInfo: t.field({ type: OrderPageInfo, resolve: (p) => p }),
    totalCount: t.exposeInt("totalCount"),
  }),
});

export const PageInput = builder.inputType("PageInput", {
  fields: (t) => ({ first: t.int({ required: false }), after: t.string({ required: false }) }),
});

builder.objectField(Customer, "orders", (t) =>
  t.field({
    type: OrderConnection,
    description:
      "The member's orders, newest first; a tab is a list of statuses (shopping §2 Orders).",
    args: {
      pageInput: t.arg({ type: PageInput, required: false }),
      months: t.arg.int({ required: false }),
      orderStatuses: t.arg.stringList({ required: false }),
    },
    resolve: async (customer, args, ctx) => {
      const statuses = (args.orderStatuses ?? []).filter((s) =>
        (ORDER_STATUSES as readonly string[]).includes(s),
      );
      // A guest lookup token is scoped to one order: the same visitor's other orders (placed
      // for other e-mails, perhaps by another person on a shared browser) are not its to list.
      const session = await ctx.session();
      const onlyCode =
        session && !("code" in session) && session.customer.id === customer.id
          ? session.scopeOrderCode
          : null;
      return ordersOf(
        ctx.db,
        {
          customerId: customer.id,
          onlyCode,
          statuses,
          months: args.months ?? null,
          first: Math.max(1, Math.min(args.pageInput?.first ?? 10, ORDER_LIST_MAX)),
          after: args.pageInput?.after ?? null,
        },
        ctx.now,
      );
    },
  }),
);

/** The order a guest token was issued for, when the token is alive and scoped to this code. */
async function orderForTempToken(
  ctx: GraphQLContext,
  orderCode: string,
  tempToken: string,
): Promise<OrderView | null> {
  const session = await resolveSession(ctx.db, tempToken, ctx.now);
  if (!session.ok || session.scopeOrderCode !== orderCode.toUpperCase()) return null;
  return orderByCode(ctx.db, orderCode.toUpperCase(), session.customer.id);
}

const VisitorOrderInput = builder.inputType("VisitorOrderInput", {
  fields: (t) => ({
    orderCode: t.string({ required: true }),
    tempToken: t.string({ required: true }),
  }),
});

builder.objectField(Shop, "order", (t) =>
  t.field({
    type: OrderRef,
    nullable: true,
    description:
      "getOrderDetailByVisitor: the order a guest's temporary token reaches; null otherwise.",
    args: { input: t.arg({ type: VisitorOrderInput, required: true }) },
    resolve: (_shop, { input }, ctx) => orderForTempToken(ctx, input.orderCode, input.tempToken),
  }),
);

const VisitorTokenRef = builder
  .objectRef<{
    token: string | null;
    expiration: Date | null;
    error: boolean;
    code: string | null;
    message: string | null;
  }>("VisitorToken")
  .implement({
    fields: (t) => ({
      token: t.string({ nullable: true, resolve: (v) => v.token }),
      expiration: t.field({ type: "DateTime", nullable: true, resolve: (v) => v.expiration }),
      error: t.exposeBoolean("error"),
      code: t.string({ nullable: true, resolve: (v) => v.code }),
      message: t.string({ nullable: true, resolve: (v) => v.message }),
    }),
  });

builder.queryFields((t) => ({
  orderDetail: t.field({
    type: OrderRef,
    description:
      "Operation getOrderDetail: the caller's order by code (a guest token: its one order).",
    args: { code: t.arg.string({ required: true }), type: t.arg.string({ required: false }) },
    resolve: async (_root, { code }, ctx) => {
      const session = await ctx.requireSession();
      const orderCode = code.trim().toUpperCase();
      if (session.scopeOrderCode && session.scopeOrderCode !== orderCode)
        throw queryError(ctx.t, ORDER_ERROR_CODES.NOT_FOUND);
      const order = await orderByCode(ctx.db, orderCode, session.customer.id);
      if (!order) throw queryError(ctx.t, ORDER_ERROR_CODES.NOT_FOUND);
      return order;
    },
  }),
  queryVisitorToken: t.field({
    type: VisitorTokenRef,
    args: { orderCode: t.arg.string({ required: true }), email: t.arg.string({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const result = await queryVisitorToken(
        ctx.db,
        ctx.rateLimits,
        { ...args, clientKey: ctx.clientKey },
        ctx.now,
      );
      if (result.ok)
        return {
          token: result.token,
          expiration: result.expiresAt,
          error: false,
          code: null,
          message: null,
        };
      return {
        token: null,
        expiration: null,
        error: true,
        code: result.code,
        message: ctx.t(`apiErrors.${result.code}`),
      };
    },
  }),
}));

const CancelPayload = builder
  .objectRef<{ order: { code: string; orderStatus: string } | null; userErrors: UserErrorShape[] }>(
    "OrderCancelPayload",
  )
  .implement({
    fields: (t) => ({
      order: t.field({
        type: builder.objectRef<{ code: string; orderStatus: string }>("CancelledOrder").implement({
          fields: (f) => ({
            code: f.exposeString("code"),
            orderStatus: f.exposeString("orderStatus"),
          }),
        }),
        nullable: true,
        resolve: (p) => p.order,
      }),
      userErrors: t.field({ type: [UserError], resolve: (p) => p.userErrors }),
    }),
  });

builder.mutationFields((t) => ({
  orderCancel: t.field({
    type: CancelPayload,
    description: "Cancel an unpaid (WAIT_PAY) order; stock, coupons and go-dollar return once.",
    args: {
      orderId: t.arg.string({ required: true }),
      cancelReason: t.arg.string({ required: false }),
    },
    resolve: async (_root, { orderId, cancelReason }, ctx) => {
      const session = await ctx.requireSession();
      const code = orderId.trim().toUpperCase();
      if (session.scopeOrderCode && session.scopeOrderCode !== code)
        return {
          order: null,
          userErrors: [userError(ctx.t, ORDER_ERROR_CODES.NOT_FOUND, "orderId")],
        };
      const result = await orderCancel(
        ctx.db,
        { orderCode: code, customerId: session.customer.id, reason: cancelReason ?? null },
        ctx.now,
      );
      if (!result.ok)
        return { order: null, userErrors: [userError(ctx.t, result.code, result.field)] };
      // The stock came back: a sold-out size is buyable again on the next request.
      await ctx.catalogChanged({ kind: "stock", orderCodes: [result.orderCode] });
      return { order: { code: result.orderCode, orderStatus: result.status }, userErrors: [] };
    },
  }),
}));
