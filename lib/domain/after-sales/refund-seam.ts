/**
 * Where the refunds (lib/domain/refunds/, helper F) plug into the after-sales flow (ADR 0042).
 * The API's `afterSalesFinish` passes this to finishAfterSales (./finish.ts). While it is null,
 * finishing a RETURN answers AFTER_SALES_REFUND_NOT_CONNECTED and changes nothing; exchanges
 * finish without it. To connect: set it to a function that creates the refund order inside the
 * given transaction and answers its refundOrderNo (see IssueRefund).
 */
import type { IssueRefund } from "./finish";

export const afterSalesRefundIssuer: IssueRefund | null = null;
