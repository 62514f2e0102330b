/**
 * PayDollar's refund call (ADR 0043): the merchant API address beside the payment form, the
 * signed fields written out by hand, the answer read, and failures sorted into retry or not.
 */
import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { createPayDollarProvider, type PayDollarSettings } from "@/lib/domain/payments/paydollar";
import {
  paydollarApiUrl,
  paydollarRefundFields,
  readPaydollarRefundAnswer,
} from "@/lib/domain/payments/paydollar-refund";
import type { RefundRequest } from "@/lib/domain/payments/provider";
import { retryDelaySeconds } from "@/lib/domain/refunds/execute";

const settings: PayDollarSettings = {
  url: "https://test.paydollar.com/b2cDemo/eng/payment/payForm.jsp",
  merchantId: "M123",
  secret: "s3cret",
  hash: "sha1",
};
const request: RefundRequest = {
  refundReference: "RF0011223344556677",
  paymentReference: "PY0001",
  paymentProviderRef: "5551234",
  amountCents: 41_999,
  currency: "HKD",
};

describe("the PayDollar refund request", () => {
  it("goes to the merchant API beside the payment form, signed like the other calls", () => {
    expect(paydollarApiUrl(settings)).toBe(
      "https://test.paydollar.com/b2cDemo/eng/merchant/api/orderApi.jsp",
    );
    const fields = paydollarRefundFields(settings, request);
    expect(fields).toMatchObject({
      merchantId: "M123",
      payRef: "5551234",
      actionType: "RequestRefund",
      amount: "419.99",
      remark: "RF0011223344556677",
    });
    expect(fields.secureHash).toBe(
      createHash("sha1").update("M123|5551234|RequestRefund|419.99|s3cret").digest("hex"),
    );
  });

  it("reads resultCode 0 as done, another code as refused for good, a garbled answer as retryable", () => {
    expect(readPaydollarRefundAnswer("resultCode=0&ref=RF1&payRef=5551234", request)).toEqual({
      ok: true,
      providerRef: "RF1",
    });
    expect(readPaydollarRefundAnswer("resultCode=-1&errMsg=Amount+exceeded", request)).toEqual({
      ok: false,
      reason: "resultCode -1: Amount exceeded",
      retryable: false,
    });
    expect(readPaydollarRefundAnswer("<html>", request)).toMatchObject({ retryable: true });
  });

  it("posts through the provider and retries after network or server errors", async () => {
    const posted: string[] = [];
    const answering = (status: number, body: string) =>
      (async (_url: RequestInfo | URL, init?: RequestInit) => {
        posted.push(String(init?.body));
        return new Response(body, { status });
      }) as typeof fetch;
    const ok = createPayDollarProvider(settings, { fetch: answering(200, "resultCode=0&ref=X9") });
    expect(await ok.refund(request)).toEqual({ ok: true, providerRef: "X9" });
    expect(new URLSearchParams(posted[0]).get("actionType")).toBe("RequestRefund");
    const down = createPayDollarProvider(settings, { fetch: answering(503, "") });
    expect(await down.refund(request)).toMatchObject({ ok: false, retryable: true });
    const offline = createPayDollarProvider(settings, {
      fetch: (async () => {
        throw new Error("ECONNRESET");
      }) as typeof fetch,
    });
    expect(await offline.refund(request)).toMatchObject({ ok: false, retryable: true });
  });
});

describe("refund retry back-off", () => {
  it("waits 1, 4, 16, 64 minutes … and never more than 6 hours", () => {
    expect([1, 2, 3, 4, 5, 6, 7].map(retryDelaySeconds)).toEqual([
      60, 240, 960, 3840, 15_360, 21_600, 21_600,
    ]);
  });
});
