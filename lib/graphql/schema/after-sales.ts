/**
 * After-sales for shoppers (shopping §2 Refund record, Refund order detail; §3 After-sales order;
 * §7 getAfterSalesRecord, getAfterSalesOrderDetail; issue 17 item 1; ADR 0042). A member acts on
 * their own orders; a guest through the temporary token of their order lookup, which reaches that
 * one order only (the order detail's rule). Refusals are userErrors whose messages come from the
 * "afterSales" text bundle in the caller's language. Operator steps: ./after-sales-ops.ts.
 */
import { lineTextIn } from "@/lib/domain/orders/order-lines";
import { AUTH_ERROR_CODES } from "@/lib/domain/accounts/constants";
import type { ResolvedSession } from "@/lib/domain/accounts/sessions";
import type { AfterSalesActor, AfterSalesResult } from "@/lib/domain/after-sales/actors";
import {
  AFTER_SALES_ERROR_CODES,
  AFTER_SALES_PAGE_MAX,
  AFTER_SALES_PAGE_SIZE,
  AFTER_SALES_PHOTO_ERROR_CODES,
  AFTER_SALES_STATUSES,
  AFTER_SALES_TYPES,
} from "@/lib/domain/after-sales/constants";
import {
  afterSalesByCode,
  afterSalesCursor,
  afterSalesRecord,
  type AfterSalesOrderView,
  type AfterSalesPage,
  type AfterSalesReader,
} from "@/lib/domain/after-sales/queries";
import { requestAfterSales } from "@/lib/domain/after-sales/request";
import { handleBy } from "@/lib/domain/after-sales/rules";
import { cancelAfterSales, recordSendBack } from "@/lib/domain/after-sales/steps";
import { GraphQLError } from "graphql";
import { builder } from "../builder";
import { authError, type GraphQLContext } from "../context";
import { Money, money, UserError, type UserErrorShape } from "./common";
import { PageInput } from "./orders";

export const AfterSalesStatusEnum = builder.enumType("AfterSalesStatus", {
  values: AFTER_SALES_STATUSES,
});
export const AfterSalesTypeEnum = builder.enumType("AfterSalesType", { values: AFTER_SALES_TYPES });

/** Statuses in which the goods are back and the line's quantity has been carried out. */
const EXECUTED: readonly string[] = ["BACK_IN_STORAGE", "EXCHANGE_OUT", "FINISHED"];

type LineView = AfterSalesOrderView["lines"][number];
interface LineOf {
  line: LineView;
  status: string;
}

export const AfterSalesLineRef = builder.objectRef<LineOf>("AfterSalesLine").implement({
  fields: (t) => ({
    orderLineId: t.string({ resolve: ({ line }) => line.orderLineId }),
    executeQuantity: t.int({
      description: "The quantity carried out: all of it once the goods are back in storage.",
      resolve: ({ line, status }) => (EXECUTED.includes(status) ? line.quantity : 0),
    }),
    total: t.field({
      type: Money,
      description: "List price × quantity, before discounts.",
      resolve: ({ line }) => money(line.listPrice * line.quantity),
    }),
    spuCode: t.string({ resolve: ({ line }) => line.spuCode }),
    skuCode: t.string({ resolve: ({ line }) => line.skuCode }),
    omsSkuCode: t.string({ resolve: ({ line }) => line.omsSkuCode }),
    skuName: t.string({
      description: "The product's name in the caller's language, as it was when bought.",
      resolve: ({ line }, _args, ctx) =>
        lineTextIn(ctx.locale, { name: line.name, color: line.skuProperties.color }, line.localized)
          .name,
    }),
    skuProperties: t.string({
      description: "JSON with color (in the caller's language) and size.",
      resolve: ({ line }, _args, ctx) =>
        JSON.stringify({
          ...line.skuProperties,
          color: lineTextIn(
            ctx.locale,
            { name: line.name, color: line.skuProperties.color },
            line.localized,
          ).color,
        }),
    }),
    quantity: t.int({ resolve: ({ line }) => line.quantity }),
    listPrice: t.field({ type: Money, resolve: ({ line }) => money(line.listPrice) }),
    imageUrl: t.string({ nullable: true, resolve: ({ line }) => line.image }),
    extInfos: t.string({
      description: "JSON: exchangeSkuCode (the size sent instead) and exchangeStock.",
      resolve: ({ line }) =>
        JSON.stringify({
          exchangeSkuCode: line.exchangeSkuCode,
          exchangeStock: line.exchangeStock,
        }),
    }),
    exchangeSkuCode: t.string({ nullable: true, resolve: ({ line }) => line.exchangeSkuCode }),
    amount: t.field({
      type: Money,
      description: "This quantity's share of what was paid for the line, after every discount.",
      resolve: ({ line }) => money(line.amount),
    }),
    isGift: t.boolean({ resolve: ({ line }) => line.isGift }),
  }),
});

export const AfterSalesOrderRef = builder
  .objectRef<AfterSalesOrderView>("AfterSalesOrder")
  .implement({
    fields: (t) => ({
      code: t.exposeString("code"),
      afterSalesOrderNo: t.exposeString("code"),
      orderNo: t.exposeString("orderNo"),
      memo: t.string({ nullable: true, resolve: (a) => a.memo }),
      reason: t.exposeString("reason"),
      photos: t.stringList({
        description:
          "Where the shopper's photos are read: for the owner and operators only (docs/adr/0047).",
        resolve: (a) => a.photos,
      }),
      rejectReason: t.string({ nullable: true, resolve: (a) => a.rejectReason }),
      returnTrackingNo: t.string({ nullable: true, resolve: (a) => a.returnTrackingNo }),
      createdAt: t.field({ type: "DateTime", resolve: (a) => a.createdAt }),
      updatedAt: t.field({ type: "DateTime", resolve: (a) => a.updatedAt }),
      handleBy: t.field({
        type: "DateTime",
        description: 'shopping §9 "return handling 3 weeks": when to expect it handled.',
        resolve: (a) => handleBy(a.createdAt),
      }),
      extInfos: t.string({
        description: "JSON: reason, photos, rejectReason, returnTrackingNo, handleBy.",
        resolve: (a) =>
          JSON.stringify({
            reason: a.reason,
            photos: a.photos,
            rejectReason: a.rejectReason,
            returnTrackingNo: a.returnTrackingNo,
            handleBy: handleBy(a.createdAt).toISOString(),
          }),
      }),
      markTag: t.string({
        nullable: true,
        description: "Not described by the spec; always null (ADR 0042).",
        resolve: () => null,
      }),
      total: t.field({
        type: Money,
        description: "The sum of the lines' amounts (the refund itself is the refund order's).",
        resolve: (a) => money(a.lines.reduce((sum, line) => sum + line.amount, 0)),
      }),
      refundOrderNo: t.string({ nullable: true, resolve: (a) => a.refundOrderNo }),
      type: t.field({ type: AfterSalesTypeEnum, resolve: (a) => a.type }),
      afterSalesStatus: t.field({ type: AfterSalesStatusEnum, resolve: (a) => a.status }),
      statusLabel: t.string({
        description: "The shopper's label for the status.",
        resolve: (a, _args, ctx) => ctx.t(`afterSales.status.${a.status}`),
      }),
      lines: t.field({
        type: [AfterSalesLineRef],
        resolve: (a) => a.lines.map((line) => ({ line, status: a.status })),
      }),
    }),
  });

const AfterSalesEdge = builder.objectRef<AfterSalesOrderView>("AfterSalesEdge").implement({
  fields: (t) => ({
    cursor: t.string({ resolve: (a) => afterSalesCursor(a) }),
    node: t.field({ type: AfterSalesOrderRef, resolve: (a) => a }),
  }),
});

export const AfterSalesConnection = builder
  .objectRef<AfterSalesPage>("AfterSalesConnection")
  .implement({
    fields: (t) => ({
      edges: t.field({ type: [AfterSalesEdge], resolve: (p) => p.nodes }),
      hasNextPage: t.exposeBoolean("hasNextPage"),
      endCursor: t.string({
        nullable: true,
        resolve: (p) => {
          const last = p.nodes.at(-1);
          return last ? afterSalesCursor(last) : null;
        },
      }),
      totalCount: t.exposeInt("totalCount"),
    }),
  });

export const AfterSalesInput = builder.inputType("AfterSalesInput", {
  fields: (t) => ({
    orderNo: t.string({ required: false }),
    code: t.string({ required: false, description: "The after-sales order's own code." }),
    afterSalesStatuses: t.field({ type: [AfterSalesStatusEnum], required: false }),
    type: t.field({ type: AfterSalesTypeEnum, required: false }),
  }),
});

export function pageOf(
  pageInput: { first?: number | null; after?: string | null } | null | undefined,
) {
  return {
    first: Math.max(1, Math.min(pageInput?.first ?? AFTER_SALES_PAGE_SIZE, AFTER_SALES_PAGE_MAX)),
    after: pageInput?.after ?? null,
  };
}

function customerActor(session: ResolvedSession): Extract<AfterSalesActor, { kind: "customer" }> {
  return {
    kind: "customer",
    customerId: session.customer.id,
    scopeOrderCode: session.scopeOrderCode,
  };
}

function readerOf(session: ResolvedSession): AfterSalesReader {
  return customerActor(session);
}

const PHOTO_CODES: ReadonlySet<string> = new Set(Object.values(AFTER_SALES_PHOTO_ERROR_CODES));

export function afterSalesUserError(
  ctx: GraphQLContext,
  code: string,
  field: string | null,
): UserErrorShape {
  // Photo refusals have their own text bundle (docs/adr/0047).
  const bundle = PHOTO_CODES.has(code) ? "afterSalesPhotos" : "afterSales";
  return { code, message: ctx.t(`${bundle}.errors.${code}`), field };
}

export interface AfterSalesPayloadShape {
  afterSalesOrder: AfterSalesOrderView | null;
  userErrors: UserErrorShape[];
}

export const AfterSalesPayload = builder
  .objectRef<AfterSalesPayloadShape>("AfterSalesPayload")
  .implement({
    fields: (t) => ({
      afterSalesOrder: t.field({
        type: AfterSalesOrderRef,
        nullable: true,
        resolve: (p) => p.afterSalesOrder,
      }),
      userErrors: t.field({ type: [UserError], resolve: (p) => p.userErrors }),
    }),
  });

/** A domain answer as a payload: the order as it now is, or the refusal in the caller's language. */
export async function payloadOf(
  ctx: GraphQLContext,
  result: AfterSalesResult,
  reader: AfterSalesReader,
): Promise<AfterSalesPayloadShape> {
  if (!result.ok)
    return {
      afterSalesOrder: null,
      userErrors: [afterSalesUserError(ctx, result.code, result.field)],
    };
  // Stock moved (an exchange size reserved or released, goods received): refresh those SKUs.
  if (result.stockSkuCodes.length > 0)
    await ctx.catalogChanged({ kind: "stock", skuCodes: result.stockSkuCodes });
  return { afterSalesOrder: await afterSalesByCode(ctx.db, result.code, reader), userErrors: [] };
}

builder.queryFields((t) => ({
  afterSalesRecord: t.field({
    type: AfterSalesConnection,
    description:
      "Operation getAfterSalesRecord: the caller's after-sales orders, newest first (the refund " +
      "record). Members; a guest's order token reaches its order's only; other visitors: 401.",
    args: {
      pageInput: t.arg({ type: PageInput, required: false }),
      afterSalesInput: t.arg({ type: AfterSalesInput, required: false }),
    },
    resolve: async (_root, args, ctx) => {
      const session = await ctx.requireSession();
      if (session.kind !== "member" && !session.scopeOrderCode)
        throw authError(AUTH_ERROR_CODES.UNAUTHENTICATED, ctx.locale);
      return afterSalesRecord(
        ctx.db,
        readerOf(session),
        {
          orderNo: args.afterSalesInput?.orderNo ?? null,
          code: args.afterSalesInput?.code ?? null,
          statuses: args.afterSalesInput?.afterSalesStatuses ?? null,
          type: args.afterSalesInput?.type ?? null,
        },
        pageOf(args.pageInput),
      );
    },
  }),
  afterSalesOrderDetail: t.field({
    type: AfterSalesOrderRef,
    description: "Operation getAfterSalesOrderDetail: one of the caller's after-sales orders.",
    args: { code: t.arg.string({ required: true }) },
    resolve: async (_root, { code }, ctx) => {
      const session = await ctx.requireSession();
      const found = await afterSalesByCode(ctx.db, code, readerOf(session));
      if (!found) {
        const notFound = AFTER_SALES_ERROR_CODES.NOT_FOUND;
        throw new GraphQLError(ctx.t(`afterSales.errors.${notFound}`), {
          extensions: { code: notFound },
        });
      }
      return found;
    },
  }),
}));

const AfterSalesLineInput = builder.inputType("AfterSalesLineInput", {
  fields: (t) => ({
    orderLineId: t.string({ required: true }),
    quantity: t.int({ required: true }),
    exchangeSkuCode: t.string({ required: false }),
  }),
});

const AfterSalesCreateInput = builder.inputType("AfterSalesCreateInput", {
  fields: (t) => ({
    orderCode: t.string({ required: true }),
    type: t.field({ type: AfterSalesTypeEnum, required: true }),
    reason: t.string({ required: true }),
    memo: t.string({ required: false }),
    photos: t.stringList({
      required: false,
      description:
        "Ids of the caller's own photos uploaded through POST /api/after-sales/photos and not " +
        "yet in a request (at most 6); another's or an unknown one refuses the request.",
    }),
    lines: t.field({ type: [AfterSalesLineInput], required: true }),
  }),
});

builder.mutationFields((t) => ({
  afterSalesCreate: t.field({
    type: AfterSalesPayload,
    description:
      "Ask for a return (or an exchange to another size in stock) of some lines of a received " +
      "order, within 14 days of receipt (shopping §9).",
    args: { input: t.arg({ type: AfterSalesCreateInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const session = await ctx.requireSession();
      const result = await requestAfterSales(
        ctx.db,
        customerActor(session),
        {
          orderCode: input.orderCode,
          type: input.type,
          reason: input.reason,
          memo: input.memo ?? null,
          photos: input.photos ?? [],
          lines: input.lines.map((line) => ({
            orderLineId: line.orderLineId,
            quantity: line.quantity,
            exchangeSkuCode: line.exchangeSkuCode ?? null,
          })),
        },
        ctx.now,
      );
      return payloadOf(ctx, result, readerOf(session));
    },
  }),
  afterSalesCancel: t.field({
    type: AfterSalesPayload,
    description: "Withdraw a request nobody has handled yet (NEW → CANCELED).",
    args: { code: t.arg.string({ required: true }) },
    resolve: async (_root, { code }, ctx) => {
      const session = await ctx.requireSession();
      const result = await cancelAfterSales(
        ctx.db,
        { code, actor: customerActor(session) },
        ctx.now,
      );
      return payloadOf(ctx, result, readerOf(session));
    },
  }),
  afterSalesSendBack: t.field({
    type: AfterSalesPayload,
    description: "The parcel is sent back, with its tracking number (WAIT_SEND_BACK → ON_BACKING).",
    args: { code: t.arg.string({ required: true }), trackingNo: t.arg.string({ required: true }) },
    resolve: async (_root, { code, trackingNo }, ctx) => {
      const session = await ctx.requireSession();
      const result = await recordSendBack(
        ctx.db,
        { code, trackingNo, actor: customerActor(session) },
        ctx.now,
      );
      return payloadOf(ctx, result, readerOf(session));
    },
  }),
}));
