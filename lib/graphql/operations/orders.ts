/**
 * Order and payment operations (shopping §7 Checkout orderPay / pay, Orders; accounts §7 Guest
 * order lookup). Data and input types are derived from the documents.
 */
import {
  defineOperation,
  graphql,
  UserErrorFields,
  type ResultOf,
  type VariablesOf,
} from "./define";
import { MoneyFields } from "./products";
import { RefundOrderFields } from "./refunds";

export const orderPay = /* @__PURE__ */ defineOperation(
  /* @__PURE__ */ graphql(
    `
      mutation orderPay($input: OrderPayInput!) {
        pay(input: $input) {
          response {
            form
            productType
            paySign
            paymentPageUrl
          }
          userErrors {
            ...UserErrorFields
          }
        }
      }
    `,
    [UserErrorFields],
  ),
);

export type OrderPayInputData = VariablesOf<typeof orderPay.document>["input"];
export type PaymentResponseData = NonNullable<
  ResultOf<typeof orderPay.document>["pay"]["response"]
>;

/** `skuProperties` is JSON with color and size. */
const OrderLineFields = /* @__PURE__ */ graphql(
  `
    fragment OrderLineFields on OrderLine {
      id
      skuCode
      spuCode
      omsSkuCode
      name
      skuProperties
      image
      isGift
      lineType
      quantity
      listPrice {
        ...MoneyFields
      }
      salePrice {
        ...MoneyFields
      }
      promoPrice {
        ...MoneyFields
      }
      amount {
        ...MoneyFields
      }
      promotions {
        name
      }
      refundStatus
    }
  `,
  [MoneyFields],
);

export type OrderLineData = ResultOf<typeof OrderLineFields>;

/**
 * An order: `statusLabel` is the shopper's label for the status (shopping §4); `guideId` and
 * `o2oShopCode` are the staff id and store code given at a Staff Checkout.
 */
const OrderFields = /* @__PURE__ */ graphql(
  `
    fragment OrderFields on Order {
      code
      orderCode
      orderStatus
      statusLabel
      orderTime
      scheduleCancelTime
      amount {
        ...MoneyFields
      }
      receivedAmount {
        ...MoneyFields
      }
      productAmount {
        ...MoneyFields
      }
      freight {
        ...MoneyFields
      }
      tax {
        ...MoneyFields
      }
      couponDiscount {
        ...MoneyFields
      }
      activityDiscount {
        ...MoneyFields
      }
      deductionAmount {
        ...MoneyFields
      }
      additionalServiceFee {
        ...MoneyFields
      }
      distributionType
      canCancel
      canPay
      email
      guideId
      o2oShopCode
      receiptInfo {
        name
        mobile
        address
        country
        province
        city
        district
        selfPickupShopCode
        distributionType
      }
      orderLines {
        ...OrderLineFields
      }
      orderActivities {
        activityId
        activityName
      }
      orderDeductions {
        code
        name
        cost
        actualAmount {
          ...MoneyFields
        }
        deductionType
      }
      additionalServices {
        serviceType
        amount {
          ...MoneyFields
        }
        memo
      }
      logistics {
        providerCode
        providerName
        memo
        trackingNo
      }
      refundOrders {
        ...RefundOrderFields
      }
      afterSalesOptions {
        eligible
        returnBy
        lines {
          orderLineId
          returnableQuantity
          exchangeSizes {
            skuCode
            sizeLabel
            inStock
          }
        }
      }
    }
  `,
  [MoneyFields, OrderLineFields, RefundOrderFields],
);

export type OrderData = ResultOf<typeof OrderFields>;

/** One order by its code: the caller's own, or the one a guest token reaches. */
export const getOrderDetail = /* @__PURE__ */ defineOperation(
  /* @__PURE__ */ graphql(
    `
      query getOrderDetail($code: String!, $type: String) {
        orderDetail(code: $code, type: $type) {
          ...OrderFields
        }
      }
    `,
    [OrderFields],
  ),
);

/** The caller's orders: tab by statuses, months back, paged (shopping §2 Orders). */
export const getOrderList = /* @__PURE__ */ defineOperation(
  /* @__PURE__ */ graphql(
    `
      query getOrderList($pageInput: PageInput, $months: Int, $orderStatuses: [String!]) {
        customer {
          userCode
          orders(pageInput: $pageInput, months: $months, orderStatuses: $orderStatuses) {
            edges {
              cursor
              node {
                code
                orderCode
                orderStatus
                statusLabel
                orderTime
                amount {
                  ...MoneyFields
                }
                canPay
                orderLines {
                  name
                  image
                  quantity
                  skuProperties
                }
              }
            }
            pageInfo {
              hasNextPage
              endCursor
            }
            totalCount
          }
        }
      }
    `,
    [MoneyFields],
  ),
);

export type OrderListItemData = NonNullable<
  ResultOf<typeof getOrderList.document>["customer"]
>["orders"]["edges"][number]["node"];

export const orderCancel = /* @__PURE__ */ defineOperation(
  /* @__PURE__ */ graphql(
    `
      mutation orderCancel($orderId: String!, $cancelReason: String) {
        orderCancel(orderId: $orderId, cancelReason: $cancelReason) {
          order {
            code
            orderStatus
          }
          userErrors {
            ...UserErrorFields
          }
        }
      }
    `,
    [UserErrorFields],
  ),
);

/** accounts §4 Guest order lookup: a short-lived token scoped to one order, or an error code. */
export const queryVisitorToken = /* @__PURE__ */ defineOperation(
  /* @__PURE__ */ graphql(`
    query queryVisitorToken($orderCode: String!, $email: String!) {
      queryVisitorToken(orderCode: $orderCode, email: $email) {
        token
        expiration
        error
        code
        message
      }
    }
  `),
);

/** The order a guest's temporary token reaches (shop.order). */
export const getOrderDetailByVisitor = /* @__PURE__ */ defineOperation(
  /* @__PURE__ */ graphql(
    `
      query getOrderDetailByVisitor($input: VisitorOrderInput!) {
        shop {
          order(input: $input) {
            ...OrderFields
          }
        }
      }
    `,
    [OrderFields],
  ),
);
