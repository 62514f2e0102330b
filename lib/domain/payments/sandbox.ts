/**
 * The sandbox provider (design: "a hosted payment page served by the app, signed server
 * callback, test cards for success and failure"). It behaves like a real card gateway: the
 * shop signs the hand-off, the hosted page refuses a hand-off whose signature fails (so the
 * amount cannot be edited in the browser), and the result reaches the shop only as a signed
 * server callback that goes through the same verification as any provider's.
 */
import { randomBytes } from "node:crypto";
import type {
  HandOffRequest,
  ParsedCallback,
  PaymentProvider,
  PaymentResponse,
  RefundRequest,
  RefundResult,
} from "./provider";
import {
  canonicalFields,
  centsToMajor,
  hexEquals,
  hiddenForm,
  hmacSha256Hex,
  majorToCents,
} from "./signing";

export const SANDBOX_PAY_PATH = "/api/payments/sandbox/pay";
export const SANDBOX_SUBMIT_PATH = "/api/payments/sandbox/submit";
export const SANDBOX_CALLBACK_PATH = "/api/payments/sandbox/callback";

/** The signed hand-off fields, in signing order. */
export const SANDBOX_HAND_OFF_FIELDS = [
  "reference",
  "orderCode",
  "amount",
  "currency",
  "lang",
  "description",
  "paymentType",
  "returnUrl",
  "failUrl",
] as const;
export type SandboxHandOff = Record<(typeof SANDBOX_HAND_OFF_FIELDS)[number], string>;

/** The signed callback fields, in signing order. */
export const SANDBOX_CALLBACK_FIELDS = [
  "reference",
  "providerRef",
  "status",
  "amount",
  "currency",
  "method",
] as const;
export type SandboxCallbackFields = Record<(typeof SANDBOX_CALLBACK_FIELDS)[number], string>;

/** Test cards (README, ADR 0013). Any other number is declined, as a real gateway would. */
export const SANDBOX_TEST_CARDS = {
  "4242424242424242": "PAID",
  "4000000000000002": "FAILED",
  "4000000000009995": "PENDING",
} as const;
export type SandboxCardOutcome = "PAID" | "FAILED" | "PENDING";

export function sandboxCardOutcome(cardNumber: string): SandboxCardOutcome {
  const digits = cardNumber.replace(/[\s-]/g, "");
  return SANDBOX_TEST_CARDS[digits as keyof typeof SANDBOX_TEST_CARDS] ?? "FAILED";
}

export function signSandboxHandOff(secret: string, fields: SandboxHandOff): string {
  return hmacSha256Hex(secret, canonicalFields("sandbox-pay", fields, SANDBOX_HAND_OFF_FIELDS));
}

/** The hand-off fields of a posted form, when its paySign is the shop's; otherwise null. */
export function verifySandboxHandOff(secret: string, form: URLSearchParams): SandboxHandOff | null {
  const fields = Object.fromEntries(
    SANDBOX_HAND_OFF_FIELDS.map((key) => [key, form.get(key) ?? ""]),
  ) as SandboxHandOff;
  const paySign = form.get("paySign") ?? "";
  return hexEquals(signSandboxHandOff(secret, fields), paySign) ? fields : null;
}

export function signSandboxCallback(secret: string, fields: SandboxCallbackFields): string {
  return hmacSha256Hex(
    secret,
    canonicalFields("sandbox-callback", fields, SANDBOX_CALLBACK_FIELDS),
  );
}

/** The raw body the sandbox posts to the shop's callback (form-urlencoded, signed). */
export function sandboxCallbackBody(secret: string, fields: SandboxCallbackFields): string {
  return new URLSearchParams({
    ...fields,
    signature: signSandboxCallback(secret, fields),
  }).toString();
}

/** A transaction id as the sandbox "gateway" would assign it. */
export function newSandboxProviderRef(): string {
  return `SBX${randomBytes(10).toString("hex").toUpperCase()}`;
}

export function createSandboxProvider(options: {
  secret: string;
  publicBaseUrl: string;
  /** The gateway's refund book (sandbox-refunds.ts over the database); none: refunds fail. */
  refund?: (request: RefundRequest) => Promise<RefundResult>;
}): PaymentProvider {
  const action = `${options.publicBaseUrl}${SANDBOX_PAY_PATH}`;
  return {
    name: "sandbox",
    buildHandOff(request: HandOffRequest): PaymentResponse {
      const fields: SandboxHandOff = {
        reference: request.reference,
        orderCode: request.orderCode,
        amount: centsToMajor(request.amountCents),
        currency: request.currency,
        lang: request.language,
        description: request.description,
        paymentType: request.paymentType,
        returnUrl: request.successUrl,
        failUrl: request.failUrl,
      };
      const paySign = signSandboxHandOff(options.secret, fields);
      return {
        form: hiddenForm("sandbox-pay-form", action, { ...fields, paySign }),
        productType: "SANDBOX_CARD",
        paySign,
        paymentPageUrl: action,
      };
    },
    parseCallback(raw: string): ParsedCallback {
      const form = new URLSearchParams(raw);
      const fields = Object.fromEntries(
        SANDBOX_CALLBACK_FIELDS.map((key) => [key, form.get(key) ?? ""]),
      ) as SandboxCallbackFields;
      const signature = form.get("signature") ?? "";
      if (!signature) return { verified: false, reason: "missing-signature" };
      if (!hexEquals(signSandboxCallback(options.secret, fields), signature)) {
        return { verified: false, reason: "bad-signature" };
      }
      const amountCents = majorToCents(fields.amount);
      if (amountCents === null || !fields.reference || !fields.providerRef) {
        return { verified: false, reason: "malformed" };
      }
      if (fields.status !== "PAID" && fields.status !== "FAILED") {
        return { verified: false, reason: "malformed" };
      }
      return {
        verified: true,
        reference: fields.reference,
        providerRef: fields.providerRef,
        status: fields.status,
        amountCents,
        currency: fields.currency,
        method: fields.method || null,
      };
    },
    async refund(request: RefundRequest): Promise<RefundResult> {
      if (!options.refund) return { ok: false, reason: "no-refund-book", retryable: false };
      try {
        return await options.refund(request);
      } catch (error) {
        return { ok: false, reason: `error: ${(error as Error).message}`, retryable: true };
      }
    },
  };
}
