/**
 * The operations console's stock, customers and outbox (issue 17 item 3; docs/adr/0046): a
 * SKU's stock (available, reserved by unshipped orders, adjustment history) and its adjustment
 * with a reason; customers looked up by e-mail, phone or code with their orders, and the
 * revoke of their sessions; outbox messages by state and the resend of a failed one. Every
 * field asks for `aftersales:manage`; every change writes its audit row in its transaction.
 */
import {
  findCustomers,
  revokeCustomerSessionsAudited,
  type OpsCustomer,
} from "@/lib/domain/operations/customers";
import { OPS_CUSTOMER_ORDERS, OPS_OUTBOX_STATES } from "@/lib/domain/operations/constants";
import { listOutbox, resendOutboxAudited, type OpsOutboxRow } from "@/lib/domain/operations/outbox";
import { customerOrders } from "@/lib/domain/operations/order-queries";
import { adjustStockAudited } from "@/lib/domain/operations/stock-actions";
import { wakeOutbox } from "@/lib/domain/outbox/wake";
import {
  stockHistory,
  stockLevel,
  type StockAdjustmentRow,
  type StockLevel,
} from "@/lib/domain/stock/adjust";
import { builder } from "../builder";
import { UserError, type UserErrorShape } from "./common";
import { AFTERSALES_MANAGE, opsUserError, shopBaseUrl } from "./ops-common";
import { OpsOrderRowRef } from "./ops-orders";

const OpsStockAdjustment = builder.objectRef<StockAdjustmentRow>("OpsStockAdjustment").implement({
  fields: (t) => ({
    id: t.exposeInt("id"),
    delta: t.exposeInt("delta"),
    availableBefore: t.exposeInt("availableBefore"),
    availableAfter: t.exposeInt("availableAfter"),
    reserved: t.exposeInt("reserved"),
    reason: t.exposeString("reason"),
    actor: t.exposeString("actor"),
    createdAt: t.field({ type: "DateTime", resolve: (row) => row.createdAt }),
  }),
});

const OpsStock = builder.objectRef<StockLevel>("OpsStock").implement({
  description: "A SKU's stock: available to buy, and held by unshipped orders (on hand = both).",
  fields: (t) => ({
    skuCode: t.exposeString("skuCode"),
    productCode: t.exposeString("productCode"),
    productTitle: t.exposeString("productTitle"),
    color: t.exposeString("color"),
    size: t.exposeString("size"),
    available: t.exposeInt("available"),
    reserved: t.exposeInt("reserved"),
    history: t.field({
      type: [OpsStockAdjustment],
      description: "The SKU's adjustments, newest first.",
      resolve: (level, _args, ctx) => stockHistory(ctx.db, level.skuCode),
    }),
  }),
});

builder.queryField("opsStock", (t) =>
  t.field({
    type: OpsStock,
    nullable: true,
    description: "A SKU's stock and adjustment history (aftersales:manage); null: no such SKU.",
    args: { skuCode: t.arg.string({ required: true }) },
    resolve: async (_root, args, ctx) => {
      await ctx.requireOperator(AFTERSALES_MANAGE);
      return stockLevel(ctx.db, args.skuCode.trim());
    },
  }),
);

const OpsStockChange = builder
  .objectRef<{ stock: StockLevel | null; userErrors: UserErrorShape[] }>("OpsStockChange")
  .implement({
    fields: (t) => ({
      stock: t.field({ type: OpsStock, nullable: true, resolve: (c) => c.stock }),
      userErrors: t.field({ type: [UserError], resolve: (c) => c.userErrors }),
    }),
  });

builder.mutationField("opsStockAdjust", (t) =>
  t.field({
    type: OpsStockChange,
    description:
      "Adds (or, negative, removes) `delta` units of a SKU's stock with a reason " +
      "(aftersales:manage). Never below zero available, so never fewer on hand than unshipped " +
      "orders hold (STOCK_BELOW_RESERVED). The product pages show the change on their next request.",
    args: {
      skuCode: t.arg.string({ required: true }),
      delta: t.arg.int({ required: true }),
      reason: t.arg.string({ required: true }),
    },
    resolve: async (_root, args, ctx) => {
      const operator = await ctx.requireOperator(AFTERSALES_MANAGE);
      const skuCode = args.skuCode.trim();
      const result = await adjustStockAudited(
        ctx.db,
        operator,
        { skuCode, delta: args.delta, reason: args.reason, baseUrl: shopBaseUrl() },
        ctx.now,
      );
      if (!result.ok) return { stock: null, userErrors: [opsUserError(result.code)] };
      await ctx.catalogChanged({ kind: "stock", skuCodes: [skuCode] });
      return { stock: result.after, userErrors: [] };
    },
  }),
);

const OpsCustomerRef = builder.objectRef<OpsCustomer>("OpsCustomer").implement({
  fields: (t) => ({
    userCode: t.exposeString("userCode"),
    isVisitor: t.exposeBoolean("isVisitor"),
    email: t.exposeString("email", { nullable: true }),
    mobile: t.exposeString("mobile", { nullable: true }),
    name: t.exposeString("name"),
    levelCode: t.exposeString("levelCode", { nullable: true }),
    createdAt: t.field({ type: "DateTime", resolve: (c) => c.createdAt }),
    liveSessions: t.exposeInt("liveSessions"),
    orders: t.field({
      type: [OpsOrderRowRef],
      description: "The customer's newest orders.",
      resolve: (customer, _args, ctx) => customerOrders(ctx.db, customer.id, OPS_CUSTOMER_ORDERS),
    }),
  }),
});

builder.queryField("opsCustomers", (t) =>
  t.field({
    type: [OpsCustomerRef],
    description:
      "Customers whose code, e-mail (any case) or phone (digits) is `query` (aftersales:manage).",
    args: { query: t.arg.string({ required: true }) },
    resolve: async (_root, args, ctx) => {
      await ctx.requireOperator(AFTERSALES_MANAGE);
      return findCustomers(ctx.db, args.query, ctx.now);
    },
  }),
);

const OpsRevokeChange = builder
  .objectRef<{ revoked: number; userErrors: UserErrorShape[] }>("OpsRevokeChange")
  .implement({
    fields: (t) => ({
      revoked: t.exposeInt("revoked", { description: "Sessions ended." }),
      userErrors: t.field({ type: [UserError], resolve: (c) => c.userErrors }),
    }),
  });

builder.mutationField("opsCustomerRevokeSessions", (t) =>
  t.field({
    type: OpsRevokeChange,
    description:
      "Ends every live session of the customer: signed out everywhere (aftersales:manage).",
    args: { userCode: t.arg.string({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const operator = await ctx.requireOperator(AFTERSALES_MANAGE);
      const result = await revokeCustomerSessionsAudited(
        ctx.db,
        operator,
        { userCode: args.userCode.trim() },
        ctx.now,
      );
      return result.ok
        ? { revoked: result.revoked, userErrors: [] }
        : { revoked: 0, userErrors: [opsUserError(result.code)] };
    },
  }),
);

const OpsOutboxState = builder.enumType("OpsOutboxState", { values: OPS_OUTBOX_STATES });

const OpsOutboxMessage = builder.objectRef<OpsOutboxRow>("OpsOutboxMessage").implement({
  fields: (t) => ({
    id: t.exposeString("id"),
    channel: t.exposeString("channel"),
    recipient: t.exposeString("recipient"),
    subject: t.exposeString("subject"),
    locale: t.exposeString("locale"),
    state: t.field({ type: OpsOutboxState, resolve: (row) => row.state }),
    attempts: t.exposeInt("attempts"),
    lastError: t.exposeString("lastError", { nullable: true }),
    createdAt: t.field({ type: "DateTime", resolve: (row) => row.createdAt }),
    sentAt: t.field({ type: "DateTime", nullable: true, resolve: (row) => row.sentAt }),
    nextAttemptAt: t.field({
      type: "DateTime",
      nullable: true,
      resolve: (row) => row.nextAttemptAt,
    }),
  }),
});

const OpsOutboxPage = builder
  .objectRef<{ rows: OpsOutboxRow[]; total: number }>("OpsOutboxPage")
  .implement({
    fields: (t) => ({
      items: t.field({ type: [OpsOutboxMessage], resolve: (page) => page.rows }),
      total: t.exposeInt("total"),
    }),
  });

builder.queryField("opsOutbox", (t) =>
  t.field({
    type: OpsOutboxPage,
    description: "Outbox messages in one state, newest first, a page of them (aftersales:manage).",
    args: {
      state: t.arg({ type: OpsOutboxState, required: true }),
      page: t.arg.int(),
    },
    resolve: async (_root, args, ctx) => {
      await ctx.requireOperator(AFTERSALES_MANAGE);
      return listOutbox(ctx.db, { state: args.state, page: args.page ?? 1 });
    },
  }),
);

builder.mutationField("opsOutboxResend", (t) =>
  t.field({
    type: [UserError],
    description:
      "Sends a failed message again: its tries reset, the delivery worker picks it up " +
      "(aftersales:manage). Empty list: done.",
    args: { id: t.arg.string({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const operator = await ctx.requireOperator(AFTERSALES_MANAGE);
      const result = await resendOutboxAudited(ctx.db, operator, { id: args.id }, ctx.now);
      if (!result.ok) return [opsUserError(result.code)];
      wakeOutbox();
      return [];
    },
  }),
);
