import "server-only";
/**
 * What the payment result page needs of an order: its code, status and e-mail, read through the
 * order detail operation with the caller's own session (so a result page shows only the caller's
 * orders), or why it could not be read (lib/domain/payments/result-lookup.ts): signed out, not
 * this member's, or not known just now. A failed read is never taken for "not yours" by itself.
 */
import { lookupFailure, type LookupFailure } from "@/lib/domain/payments/result-lookup";
import { executeOperation, OperationError } from "@/lib/graphql/execute";
import { getOrderDetail } from "@/lib/graphql/operations/orders";
import { logger } from "@/lib/logger";
import { getViewer } from "@/lib/server/viewer";

export interface PaymentResultOrder {
  code: string;
  orderStatus: string;
  email: string;
}

export type PaymentResultLookup =
  | { kind: "found"; order: PaymentResultOrder }
  | { kind: "signedOut" }
  | { kind: "notYours" }
  | { kind: "unavailable" };

export async function readPaymentResultOrder(code: string): Promise<PaymentResultLookup> {
  try {
    const { orderDetail } = await executeOperation(getOrderDetail, { code });
    return {
      kind: "found",
      order: {
        code: orderDetail.code,
        orderStatus: orderDetail.orderStatus,
        email: orderDetail.email,
      },
    };
  } catch (error) {
    if (!(error instanceof OperationError)) {
      logger.warn("payment result: order lookup failed", { orderCode: code, error });
      return { kind: "unavailable" };
    }
    const viewer = await getViewer().catch(() => undefined);
    const codes = error.errors.map((each) => each.extensions?.code);
    const kind: LookupFailure = lookupFailure(codes, Boolean(viewer && !viewer.isVisitor));
    return { kind };
  }
}
