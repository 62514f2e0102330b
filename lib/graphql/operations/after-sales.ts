/**
 * After-sales operations (shopping §7 Orders getAfterSalesRecord, getAfterSalesOrderDetail;
 * issue 17 item 1; ADR 0042): the shopper's (member, or guest with the order token) and the
 * operator's (/ops, aftersales:manage). Data and input types are derived from the documents.
 */
import {
  defineOperation,
  graphql,
  UserErrorFields,
  type ResultOf,
  type VariablesOf,
} from "./define";
import { MoneyFields } from "./products";

export const AfterSalesOrderFields = /* @__PURE__ */ graphql(
  `
    fragment AfterSalesOrderFields on AfterSalesOrder {
      code
      orderNo
      afterSalesOrderNo
      memo
      reason
      photos
      rejectReason
      returnTrackingNo
      createdAt
      handleBy
      extInfos
      markTag
      total {
        ...MoneyFields
      }
      refundOrderNo
      refundStatus
      type
      afterSalesStatus
      statusLabel
      lines {
        orderLineId
        executeQuantity
        total {
          ...MoneyFields
        }
        spuCode
        skuCode
        omsSkuCode
        skuName
        skuProperties
        quantity
        listPrice {
          ...MoneyFields
        }
        imageUrl
        extInfos
        exchangeSkuCode
        exchangeSizeLabel
        amount {
          ...MoneyFields
        }
        isGift
      }
    }
  `,
  [MoneyFields],
);

export type AfterSalesOrderData = ResultOf<typeof AfterSalesOrderFields>;

const AfterSalesPayloadFields = /* @__PURE__ */ graphql(
  `
    fragment AfterSalesPayloadFields on AfterSalesPayload {
      afterSalesOrder {
        ...AfterSalesOrderFields
      }
      userErrors {
        ...UserErrorFields
      }
    }
  `,
  [AfterSalesOrderFields, UserErrorFields],
);

/** A page of after-sales orders: the shopper's refund record and the console's table alike. */
export const AfterSalesConnectionFields = /* @__PURE__ */ graphql(
  `
    fragment AfterSalesConnectionFields on AfterSalesConnection {
      edges {
        cursor
        node {
          ...AfterSalesOrderFields
        }
      }
      hasNextPage
      endCursor
      totalCount
    }
  `,
  [AfterSalesOrderFields],
);

export const getAfterSalesRecord = /* @__PURE__ */ defineOperation(
  /* @__PURE__ */ graphql(
    `
      query getAfterSalesRecord($pageInput: PageInput, $afterSalesInput: AfterSalesInput) {
        afterSalesRecord(pageInput: $pageInput, afterSalesInput: $afterSalesInput) {
          ...AfterSalesConnectionFields
        }
      }
    `,
    [AfterSalesConnectionFields],
  ),
);

export const getAfterSalesOrderDetail = /* @__PURE__ */ defineOperation(
  /* @__PURE__ */ graphql(
    `
      query getAfterSalesOrderDetail($code: String!) {
        afterSalesOrderDetail(code: $code) {
          ...AfterSalesOrderFields
        }
      }
    `,
    [AfterSalesOrderFields],
  ),
);

export const afterSalesCreate = /* @__PURE__ */ defineOperation(
  /* @__PURE__ */ graphql(
    `
      mutation afterSalesCreate($input: AfterSalesCreateInput!) {
        afterSalesCreate(input: $input) {
          ...AfterSalesPayloadFields
        }
      }
    `,
    [AfterSalesPayloadFields],
  ),
);

export type AfterSalesCreateInputData = VariablesOf<typeof afterSalesCreate.document>["input"];

export const afterSalesCancel = /* @__PURE__ */ defineOperation(
  /* @__PURE__ */ graphql(
    `
      mutation afterSalesCancel($code: String!) {
        afterSalesCancel(code: $code) {
          ...AfterSalesPayloadFields
        }
      }
    `,
    [AfterSalesPayloadFields],
  ),
);

export const afterSalesSendBack = /* @__PURE__ */ defineOperation(
  /* @__PURE__ */ graphql(
    `
      mutation afterSalesSendBack($code: String!, $trackingNo: String!) {
        afterSalesSendBack(code: $code, trackingNo: $trackingNo) {
          ...AfterSalesPayloadFields
        }
      }
    `,
    [AfterSalesPayloadFields],
  ),
);

export const opsAfterSalesOrders = /* @__PURE__ */ defineOperation(
  /* @__PURE__ */ graphql(
    `
      query opsAfterSalesOrders($pageInput: PageInput, $afterSalesInput: AfterSalesInput) {
        opsAfterSalesOrders(pageInput: $pageInput, afterSalesInput: $afterSalesInput) {
          ...AfterSalesConnectionFields
        }
      }
    `,
    [AfterSalesConnectionFields],
  ),
);

export const opsAfterSalesOrder = /* @__PURE__ */ defineOperation(
  /* @__PURE__ */ graphql(
    `
      query opsAfterSalesOrder($code: String!) {
        opsAfterSalesOrder(code: $code) {
          ...AfterSalesOrderFields
        }
      }
    `,
    [AfterSalesOrderFields],
  ),
);

export const opsAfterSalesApprove = /* @__PURE__ */ defineOperation(
  /* @__PURE__ */ graphql(
    `
      mutation opsAfterSalesApprove($code: String!) {
        opsAfterSalesApprove(code: $code) {
          ...AfterSalesPayloadFields
        }
      }
    `,
    [AfterSalesPayloadFields],
  ),
);

export const opsAfterSalesReject = /* @__PURE__ */ defineOperation(
  /* @__PURE__ */ graphql(
    `
      mutation opsAfterSalesReject($code: String!, $reason: String!) {
        opsAfterSalesReject(code: $code, reason: $reason) {
          ...AfterSalesPayloadFields
        }
      }
    `,
    [AfterSalesPayloadFields],
  ),
);

export const opsAfterSalesSendBack = /* @__PURE__ */ defineOperation(
  /* @__PURE__ */ graphql(
    `
      mutation opsAfterSalesSendBack($code: String!, $trackingNo: String!) {
        opsAfterSalesSendBack(code: $code, trackingNo: $trackingNo) {
          ...AfterSalesPayloadFields
        }
      }
    `,
    [AfterSalesPayloadFields],
  ),
);

export const opsAfterSalesReceive = /* @__PURE__ */ defineOperation(
  /* @__PURE__ */ graphql(
    `
      mutation opsAfterSalesReceive($code: String!) {
        opsAfterSalesReceive(code: $code) {
          ...AfterSalesPayloadFields
        }
      }
    `,
    [AfterSalesPayloadFields],
  ),
);

export const opsAfterSalesExchangeOut = /* @__PURE__ */ defineOperation(
  /* @__PURE__ */ graphql(
    `
      mutation opsAfterSalesExchangeOut($code: String!) {
        opsAfterSalesExchangeOut(code: $code) {
          ...AfterSalesPayloadFields
        }
      }
    `,
    [AfterSalesPayloadFields],
  ),
);

export const opsAfterSalesFinish = /* @__PURE__ */ defineOperation(
  /* @__PURE__ */ graphql(
    `
      mutation opsAfterSalesFinish($code: String!) {
        opsAfterSalesFinish(code: $code) {
          ...AfterSalesPayloadFields
        }
      }
    `,
    [AfterSalesPayloadFields],
  ),
);
