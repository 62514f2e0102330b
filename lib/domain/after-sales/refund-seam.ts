/**
 * Where the refunds (lib/domain/refunds/) plug into the after-sales flow (ADR 0042, ADR 0043).
 * The API's `afterSalesFinish` passes this to finishAfterSales (./finish.ts): finishing a
 * RETURN creates its refund order (AUDIT_PASSED) in the same transaction; the provider is
 * called after the commit (and again by the refund-retries job when it fails). A refund the
 * refunds refuse becomes this domain's refusal, so the operator reads why and nothing changes.
 */
import { issueAfterSalesRefund, RefundRefusal } from "@/lib/domain/refunds/after-sales";
import { AfterSalesRefusal } from "./actors";
import { AFTER_SALES_ERROR_CODES as E } from "./constants";
import type { IssueRefund } from "./finish";

export const afterSalesRefundIssuer: IssueRefund = async (tx, request) => {
  try {
    return await issueAfterSalesRefund(tx, request);
  } catch (error) {
    if (error instanceof RefundRefusal) throw new AfterSalesRefusal(E.REFUND_REFUSED, "code");
    throw error;
  }
};
