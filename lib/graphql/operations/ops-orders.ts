/**
 * The operations console's after-sales calls (/ops orders, stock, customers, outbox; docs/adr/
 * 0046). Every one needs an operator whose role allows aftersales:manage.
 */
import { defineOperation, graphql, type ResultOf } from "./define";

export const opsOrders = /* @__PURE__ */ defineOperation(
  /* @__PURE__ */ graphql(`
    query opsOrders(
      $filter: OpsOrderFilter
      $sortBy: OpsOrderSortField
      $descending: Boolean
      $page: Int
      $pageSize: Int
    ) {
      opsOrders(
        filter: $filter
        sortBy: $sortBy
        descending: $descending
        page: $page
        pageSize: $pageSize
      ) {
        total
        page
        pageSize
        items {
          code
          status
          orderTime
          paidAt
          checkoutKind
          customerCode
          email
          phone
          itemCount
          amount {
            amount
          }
          trackingNos
        }
      }
    }
  `),
);

export type OpsOrdersData = ResultOf<typeof opsOrders.document>["opsOrders"];
export type OpsOrderRowData = OpsOrdersData["items"][number];

export const opsOrder = /* @__PURE__ */ defineOperation(
  /* @__PURE__ */ graphql(`
    query opsOrder($code: String!) {
      opsCarriers {
        code
        name
      }
      opsOrder(code: $code) {
        code
        status
        orderTime
        paidAt
        checkoutKind
        customerCode
        email
        phone
        distributionType
        deliveryAddress
        cancelReason
        productAmount {
          amount
        }
        activityDiscount {
          amount
        }
        couponDiscount {
          amount
        }
        deductionAmount {
          amount
        }
        freight {
          amount
        }
        amount {
          amount
        }
        receivedAmount {
          amount
        }
        lines {
          skuCode
          omsSkuCode
          name
          properties
          quantity
          salePrice {
            amount
          }
          amount {
            amount
          }
          isGift
          shipped
        }
        payments {
          provider
          reference
          amount {
            amount
          }
          status
          method
          createdAt
        }
        events {
          fromStatus
          toStatus
          actor
          reason
          createdAt
        }
        shipments {
          carrierCode
          carrierName
          trackingNo
          skuCodes
          createdAt
        }
        canShip
        canDeliver
        cancelRefusal
        audit {
          id
          operatorEmail
          action
          before
          after
          at
        }
      }
    }
  `),
);

export type OpsOrderData = ResultOf<typeof opsOrder.document>;
export type OpsOrderDetailData = NonNullable<OpsOrderData["opsOrder"]>;

export const opsOrderShip = /* @__PURE__ */ defineOperation(
  /* @__PURE__ */ graphql(`
    mutation opsOrderShip(
      $code: String!
      $carrierCode: String!
      $trackingNo: String!
      $skuCodes: [String!]
    ) {
      opsOrderShip(
        code: $code
        carrierCode: $carrierCode
        trackingNo: $trackingNo
        skuCodes: $skuCodes
      ) {
        status
        userErrors {
          code
          message
          field
        }
      }
    }
  `),
);

export const opsOrderDeliver = /* @__PURE__ */ defineOperation(
  /* @__PURE__ */ graphql(`
    mutation opsOrderDeliver($code: String!) {
      opsOrderDeliver(code: $code) {
        status
        userErrors {
          code
          message
          field
        }
      }
    }
  `),
);

export const opsOrderCancel = /* @__PURE__ */ defineOperation(
  /* @__PURE__ */ graphql(`
    mutation opsOrderCancel($code: String!, $reason: String) {
      opsOrderCancel(code: $code, reason: $reason) {
        status
        userErrors {
          code
          message
          field
        }
      }
    }
  `),
);

export const opsStock = /* @__PURE__ */ defineOperation(
  /* @__PURE__ */ graphql(`
    query opsStock($skuCode: String!) {
      opsStock(skuCode: $skuCode) {
        skuCode
        productCode
        productTitle
        color
        size
        available
        reserved
        history {
          id
          delta
          availableBefore
          availableAfter
          reserved
          reason
          actor
          createdAt
        }
      }
    }
  `),
);

export type OpsStockData = NonNullable<ResultOf<typeof opsStock.document>["opsStock"]>;

export const opsStockAdjust = /* @__PURE__ */ defineOperation(
  /* @__PURE__ */ graphql(`
    mutation opsStockAdjust($skuCode: String!, $delta: Int!, $reason: String!) {
      opsStockAdjust(skuCode: $skuCode, delta: $delta, reason: $reason) {
        stock {
          skuCode
          available
          reserved
        }
        userErrors {
          code
          message
          field
        }
      }
    }
  `),
);

export const opsCustomers = /* @__PURE__ */ defineOperation(
  /* @__PURE__ */ graphql(`
    query opsCustomers($query: String!) {
      opsCustomers(query: $query) {
        userCode
        isVisitor
        email
        mobile
        name
        levelCode
        createdAt
        liveSessions
        orders {
          code
          status
          orderTime
          amount {
            amount
          }
        }
      }
    }
  `),
);

export type OpsCustomerData = ResultOf<typeof opsCustomers.document>["opsCustomers"][number];

export const opsCustomerRevokeSessions = /* @__PURE__ */ defineOperation(
  /* @__PURE__ */ graphql(`
    mutation opsCustomerRevokeSessions($userCode: String!) {
      opsCustomerRevokeSessions(userCode: $userCode) {
        revoked
        userErrors {
          code
          message
          field
        }
      }
    }
  `),
);

export const opsOutbox = /* @__PURE__ */ defineOperation(
  /* @__PURE__ */ graphql(`
    query opsOutbox($state: OpsOutboxState!, $page: Int) {
      opsOutbox(state: $state, page: $page) {
        total
        items {
          id
          channel
          recipient
          subject
          locale
          state
          attempts
          lastError
          createdAt
          sentAt
          nextAttemptAt
        }
      }
    }
  `),
);

export type OpsOutboxData = ResultOf<typeof opsOutbox.document>["opsOutbox"];

export const opsOutboxResend = /* @__PURE__ */ defineOperation(
  /* @__PURE__ */ graphql(`
    mutation opsOutboxResend($id: String!) {
      opsOutboxResend(id: $id) {
        code
        message
        field
      }
    }
  `),
);
