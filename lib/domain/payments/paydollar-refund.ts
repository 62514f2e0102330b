/**
 * PayDollar's refund, through its merchant API (orderApi.jsp, actionType RequestRefund): a
 * server-to-server form post, signed like the adapter's other calls with a secure hash over
 * merchantId|payRef|actionType|amount|secret. PayDollar answers form-encoded fields where
 * resultCode 0 is an accepted refund. Timeouts and server errors are worth a retry; a refusal
 * (resultCode other than 0) is not (ADR 0043).
 */
import type { RefundRequest, RefundResult } from "./provider";
import type { PayDollarSettings } from "./paydollar-settings";
import { centsToMajor, digestHex } from "./signing";

export const PAYDOLLAR_REFUND_ACTION = "RequestRefund";
/** How long one refund call may take before it counts as failed (and is retried). */
export const PAYDOLLAR_REFUND_TIMEOUT_MS = 15_000;

/** The merchant API sits beside the payment form: …/payment/payForm.jsp → …/merchant/api/orderApi.jsp. */
export function paydollarApiUrl(settings: PayDollarSettings): string {
  const url = new URL(settings.url);
  url.pathname = url.pathname.replace(/\/payment\/[^/]*$/, "/merchant/api/orderApi.jsp");
  if (!url.pathname.endsWith("/orderApi.jsp")) url.pathname = "/merchant/api/orderApi.jsp";
  return url.toString();
}

/** The refund request's fields, with its secure hash. */
export function paydollarRefundFields(
  settings: PayDollarSettings,
  request: RefundRequest,
): Record<string, string> {
  const fields = {
    merchantId: settings.merchantId,
    payRef: request.paymentProviderRef,
    actionType: PAYDOLLAR_REFUND_ACTION,
    amount: centsToMajor(request.amountCents),
  };
  const text = [
    fields.merchantId,
    fields.payRef,
    fields.actionType,
    fields.amount,
    settings.secret,
  ];
  return {
    ...fields,
    // Our refund reference travels as the remark, so the merchant report ties both together.
    remark: request.refundReference,
    secureHash: digestHex(settings.hash, text.join("|")),
  };
}

/** PayDollar's answer read: resultCode 0 is a refund accepted. */
export function readPaydollarRefundAnswer(body: string, request: RefundRequest): RefundResult {
  const answer = new URLSearchParams(body.trim());
  const code = answer.get("resultCode");
  if (code === "0") {
    return {
      ok: true,
      providerRef: answer.get("ref") || `${request.paymentProviderRef}/${request.refundReference}`,
    };
  }
  if (code === null) return { ok: false, reason: "malformed-answer", retryable: true };
  return {
    ok: false,
    reason: `resultCode ${code}: ${answer.get("errMsg") ?? ""}`.trim(),
    retryable: false,
  };
}

export async function paydollarRefund(
  settings: PayDollarSettings,
  request: RefundRequest,
  fetcher: typeof fetch = fetch,
): Promise<RefundResult> {
  try {
    const response = await fetcher(paydollarApiUrl(settings), {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(paydollarRefundFields(settings, request)).toString(),
      signal: AbortSignal.timeout(PAYDOLLAR_REFUND_TIMEOUT_MS),
    });
    if (!response.ok) return { ok: false, reason: `http ${response.status}`, retryable: true };
    return readPaydollarRefundAnswer(await response.text(), request);
  } catch (error) {
    return { ok: false, reason: `network: ${(error as Error).message}`, retryable: true };
  }
}
