/**
 * The matrix's rows for orders, payment, the guest order lookup and a member's returns
 * (matrix.ts explains the kinds): each names one of member A's orders or her return request.
 */
import { randomUUID } from "node:crypto";
import { createOrder } from "@/lib/graphql/operations/checkout";
import {
  getOrderDetail,
  getOrderDetailByVisitor,
  getOrderList,
  orderCancel,
  orderPay,
  queryVisitorToken,
} from "@/lib/graphql/operations/orders";
import * as afterSales from "@/lib/graphql/operations/after-sales";
import { guestOrderOf } from "../../integration/support/guest-order";
import type { Row } from "./matrix";

export const ORDER_ROWS: Row[] = [
  {
    label: "getOrderList (customer.orders)",
    op: getOrderList,
    kind: "caller",
    vars: () => ({ pageInput: { first: 50 } }),
    sees: (a) => a.orderCode,
  },
  {
    op: getOrderDetail,
    kind: "order",
    vars: (a) => ({ code: a.orderCode }),
    sees: (a) => a.orderCode,
  },
  {
    label: "getOrderDetail of the delivered order (refundOrders)",
    op: getOrderDetail,
    kind: "order",
    vars: (a) => ({ code: a.deliveredCode }),
    sees: (a) => a.refundOrderNo,
  },
  {
    // Checkout naming A's address book entry and A's coupon: a stranger's order must not take them.
    label: "orderCreate with A's address code and coupon",
    op: createOrder,
    kind: "caller",
    refuse: true,
    vars: (a) => ({
      input: {
        ...guestOrderOf([a.couponLine], {
          checkoutKind: "MEMBER",
          email: "matrix-stranger@example.com",
        }),
        idempotencyKey: `matrix-${randomUUID()}`,
        deliveryAddress: null,
        deliveryAddressCode: a.addressCode,
        discountCodes: [{ couponCode: a.couponId, couponType: "PROMOTION_COUPON" }],
      },
    }),
  },
  {
    // The lookup takes an order code and its e-mail in place of a session; a member's order is
    // never reached that way, whoever asks with the right pair.
    label: "queryVisitorToken with A's order code and e-mail",
    op: queryVisitorToken,
    kind: "credential",
    owner: "none",
    vars: (a) => ({ orderCode: a.orderCode, email: a.email }),
    refusedWhen: (data) =>
      (data as { queryVisitorToken?: { error: boolean } } | null)?.queryVisitorToken?.error ===
      true,
  },
  {
    // shop.order takes a guest's token as an argument: each caller presents its own session's
    // token naming A's order, and A's member token reaches no order this way either.
    label: "getOrderDetailByVisitor (shop.order) with the caller's token and A's order",
    fields: ["shop"],
    call: (api, a) =>
      api.call(getOrderDetailByVisitor, {
        input: { orderCode: a.orderCode, tempToken: api.defaults.headers?.token ?? "none" },
      }),
    kind: "credential",
    owner: "none",
    refusedWhen: (data) => (data as { shop?: { order: unknown } } | null)?.shop?.order === null,
  },
  {
    label: "pay",
    op: orderPay,
    kind: "order",
    vars: (a) => ({ input: { orderId: a.orderCode, paymentType: "PC" } }),
  },
  {
    op: orderCancel,
    kind: "order",
    vars: (a) => ({ orderId: a.orderCode, cancelReason: "not mine" }),
  },
];

/** A's return request on her delivered order; run after the console's rows (they approve it). */
export const AFTER_SALES_ROWS: Row[] = [
  {
    op: afterSales.getAfterSalesRecord,
    kind: "caller",
    vars: () => ({}),
    sees: (a) => a.afterSalesCode,
  },
  {
    op: afterSales.getAfterSalesOrderDetail,
    kind: "order",
    vars: (a) => ({ code: a.afterSalesCode }),
    sees: (a) => a.afterSalesCode,
  },
  {
    op: afterSales.afterSalesCreate,
    kind: "order",
    vars: (a) => ({
      input: {
        orderCode: a.deliveredCode,
        type: "RETURN",
        reason: "Too small",
        photos: [],
        lines: [{ orderLineId: a.deliveredLines.B, quantity: 1 }],
      },
    }),
  },
  {
    op: afterSales.afterSalesSendBack,
    kind: "order",
    vars: (a) => ({ code: a.afterSalesCode, trackingNo: "SF9999001" }),
  },
  {
    op: afterSales.afterSalesCancel,
    kind: "order",
    vars: (a) => ({ code: a.afterSalesCode }),
    passMayRefuse: "A sent the goods back just before: a return on its way is not withdrawn",
  },
];
