/**
 * The operator's after-sales steps (issue 17 items 1 and 3 "returns (approve, reject with a
 * reason, receive into stock, exchange out, refund)"; ADR 0042). Every field asks for an operator
 * session whose role allows `aftersales:manage`: shoppers, visitors and content editors are
 * refused (OPS_UNAUTHENTICATED / OPS_FORBIDDEN). Each step runs through the same domain function
 * as any other caller, with its audit row in the step's transaction.
 */
import type { AfterSalesActor, AfterSalesResult } from "@/lib/domain/after-sales/actors";
import { finishAfterSales } from "@/lib/domain/after-sales/finish";
import { afterSalesByCode, afterSalesRecord } from "@/lib/domain/after-sales/queries";
import { afterSalesRefundIssuer } from "@/lib/domain/after-sales/refund-seam";
import { payAfterSalesRefund } from "@/lib/domain/refunds/after-sales";
import {
  approveAfterSales,
  exchangeOutAfterSales,
  receiveAfterSales,
  recordSendBack,
  rejectAfterSales,
} from "@/lib/domain/after-sales/steps";
import type { Db } from "@/lib/db/connect";
import { builder } from "../builder";
import type { GraphQLContext } from "../context";
import {
  AfterSalesConnection,
  AfterSalesInput,
  AfterSalesOrderRef,
  AfterSalesPayload,
  pageOf,
  payloadOf,
} from "./after-sales";
import { PageInput } from "./orders";

const AFTERSALES_MANAGE = "aftersales:manage" as const;
const OPERATOR_READER = { kind: "operator" } as const;

type OperatorActor = Extract<AfterSalesActor, { kind: "operator" }>;

async function operatorActor(ctx: GraphQLContext): Promise<OperatorActor> {
  const operator = await ctx.requireOperator(AFTERSALES_MANAGE);
  return { kind: "operator", id: operator.id, email: operator.email };
}

builder.queryFields((t) => ({
  opsAfterSalesOrders: t.field({
    type: AfterSalesConnection,
    description:
      "Every after-sales order, newest first, by status, type or order (aftersales:manage).",
    args: {
      pageInput: t.arg({ type: PageInput, required: false }),
      afterSalesInput: t.arg({ type: AfterSalesInput, required: false }),
    },
    resolve: async (_root, args, ctx) => {
      await operatorActor(ctx);
      return afterSalesRecord(
        ctx.db,
        OPERATOR_READER,
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
  opsAfterSalesOrder: t.field({
    type: AfterSalesOrderRef,
    nullable: true,
    description: "One after-sales order by code (aftersales:manage); null when there is none.",
    args: { code: t.arg.string({ required: true }) },
    resolve: async (_root, { code }, ctx) => {
      await operatorActor(ctx);
      return afterSalesByCode(ctx.db, code, OPERATOR_READER);
    },
  }),
}));

type Step = (
  db: Db,
  actor: OperatorActor,
  code: string,
  now: Date,
  ctx: GraphQLContext,
) => Promise<AfterSalesResult>;

const codeOnly: Record<string, { description: string; step: Step }> = {
  opsAfterSalesApprove: {
    description: "Accept the request (NEW → WAIT_SEND_BACK). Of two at once, one wins.",
    step: (db, actor, code, now) => approveAfterSales(db, { code, actor }, now),
  },
  opsAfterSalesReceive: {
    description:
      "The goods are back: each line's stock grows by its quantity, once (ON_BACKING or " +
      "WAIT_SEND_BACK → BACK_IN_STORAGE).",
    step: (db, actor, code, now) => receiveAfterSales(db, { code, actor }, now),
  },
  opsAfterSalesExchangeOut: {
    description: "An exchange's new sizes leave (BACK_IN_STORAGE → EXCHANGE_OUT).",
    step: (db, actor, code, now) => exchangeOutAfterSales(db, { code, actor }, now),
  },
  opsAfterSalesFinish: {
    description:
      "Close it (→ FINISHED): an exchange after EXCHANGE_OUT; a return after BACK_IN_STORAGE " +
      "with its refund order, paid out through the payment provider at once (retried by the " +
      "refund-retries job when the provider fails).",
    step: async (db, actor, code, now, ctx) => {
      const result = await finishAfterSales(
        db,
        { code, actor, issueRefund: afterSalesRefundIssuer },
        now,
      );
      if (result.ok)
        await payAfterSalesRefund(
          db,
          result.code,
          () => ({ paymentConfig: ctx.paymentConfig() }),
          now,
        );
      return result;
    },
  },
};

builder.mutationFields((t) => ({
  ...Object.fromEntries(
    Object.entries(codeOnly).map(([name, { description, step }]) => [
      name,
      t.field({
        type: AfterSalesPayload,
        description: `${description} (aftersales:manage)`,
        args: { code: t.arg.string({ required: true }) },
        resolve: async (_root, { code }, ctx) => {
          const actor = await operatorActor(ctx);
          return payloadOf(ctx, await step(ctx.db, actor, code, ctx.now, ctx), OPERATOR_READER);
        },
      }),
    ]),
  ),
  opsAfterSalesReject: t.field({
    type: AfterSalesPayload,
    description: "Refuse the request with a reason the shopper reads (NEW → AUDIT_FAILED).",
    args: { code: t.arg.string({ required: true }), reason: t.arg.string({ required: true }) },
    resolve: async (_root, { code, reason }, ctx) => {
      const actor = await operatorActor(ctx);
      const result = await rejectAfterSales(ctx.db, { code, reason, actor }, ctx.now);
      return payloadOf(ctx, result, OPERATOR_READER);
    },
  }),
  opsAfterSalesSendBack: t.field({
    type: AfterSalesPayload,
    description: "Record the shopper's parcel as sent back (WAIT_SEND_BACK → ON_BACKING).",
    args: { code: t.arg.string({ required: true }), trackingNo: t.arg.string({ required: true }) },
    resolve: async (_root, { code, trackingNo }, ctx) => {
      const actor = await operatorActor(ctx);
      const result = await recordSendBack(ctx.db, { code, trackingNo, actor }, ctx.now);
      return payloadOf(ctx, result, OPERATOR_READER);
    },
  }),
}));
