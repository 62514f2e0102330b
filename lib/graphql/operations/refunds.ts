/**
 * Refund fragments (shopping §3 Order refundOrders; §4 Refund status): the order detail reads
 * them through OrderFields; the refund record and refund order detail screens reuse them.
 */
import { graphql, type ResultOf } from "./define";
import { MoneyFields } from "./products";

export const RefundOrderFields = /* @__PURE__ */ graphql(
  `
    fragment RefundOrderFields on RefundOrder {
      refundOrderNo
      afterSalesOrderNo
      refundStatus
      refundStage
      refundStatusLabel
      createdAt
      refundedAt
      refundAmount {
        ...MoneyFields
      }
      freightAmount {
        ...MoneyFields
      }
      goDollarAmount {
        ...MoneyFields
      }
      lines {
        refundThingCode
        orderLineId
        quantity
        amount {
          ...MoneyFields
        }
      }
    }
  `,
  [MoneyFields],
);

export type RefundOrderData = ResultOf<typeof RefundOrderFields>;
