/**
 * The console's returns section (/ops/returns; ADR 0046): what an operator reads of an
 * after-sales order beyond B's fields (lib/graphql/operations/after-sales.ts holds the list,
 * the detail and the steps). aftersales:manage only.
 */
import { defineOperation, graphql, type ResultOf } from "./define";

export const opsAfterSalesHistory = /* @__PURE__ */ defineOperation(
  /* @__PURE__ */ graphql(`
    query opsAfterSalesHistory($code: String!) {
      opsAfterSalesHistory(code: $code) {
        code
        customerEmail
        events {
          fromStatus
          toStatus
          actor
          reason
          at
        }
        refund {
          refundOrderNo
          refundStatus
          refundAmount {
            amount
          }
          goodsAmount {
            amount
          }
          freightAmount {
            amount
          }
          goDollarAmount {
            amount
          }
          provider
          attempts
          lastError
          nextAttemptAt
          refundedAt
          createdAt
        }
      }
    }
  `),
);

export type OpsAfterSalesHistoryData = ResultOf<typeof opsAfterSalesHistory.document>;
