import "server-only";
/**
 * What the payment result page needs of an order: its code and status, read through the order
 * detail operation with the caller's own session (so a result page shows only the caller's
 * orders). One function, so the page does not care how the order is read.
 */
import { executeOperation, OperationError } from "@/lib/graphql/execute";
import { getOrderDetail } from "@/lib/graphql/operations/orders";

export interface PaymentResultOrder {
  code: string;
  orderStatus: string;
}

export async function readPaymentResultOrder(code: string): Promise<PaymentResultOrder | null> {
  try {
    const { orderDetail } = await executeOperation(getOrderDetail, { code });
    return orderDetail ? { code: orderDetail.code, orderStatus: orderDetail.orderStatus } : null;
  } catch (error) {
    // Unknown, not the caller's, or no session: the page says so rather than failing.
    if (error instanceof OperationError) return null;
    throw error;
  }
}
