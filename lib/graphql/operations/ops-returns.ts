/**
 * The console's returns section (/ops/returns; ADR 0046): what an operator reads of an
 * after-sales order beyond B's fields (lib/graphql/operations/after-sales.ts holds the list,
 * the detail and the steps); and the returns table's page, sorted and paged on the server
 * (opsReturns; ADR 0048). aftersales:manage only.
 */
import { AfterSalesOrderFields } from "./after-sales";
import { defineOperation, graphql, type ResultOf, type VariablesOf } from "./define";

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

export const opsReturns = /* @__PURE__ */ defineOperation(
  /* @__PURE__ */ graphql(
    `
      query opsReturns(
        $filter: OpsReturnFilter
        $sortBy: OpsReturnSortField
        $descending: Boolean
        $page: Int
        $pageSize: Int
      ) {
        opsReturns(
          filter: $filter
          sortBy: $sortBy
          descending: $descending
          page: $page
          pageSize: $pageSize
        ) {
          items {
            ...AfterSalesOrderFields
          }
          total
          page
          pageSize
        }
      }
    `,
    [AfterSalesOrderFields],
  ),
);

export type OpsReturnsData = ResultOf<typeof opsReturns.document>["opsReturns"];
export type OpsReturnsVariables = VariablesOf<typeof opsReturns.document>;
