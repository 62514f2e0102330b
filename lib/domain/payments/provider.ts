/**
 * What every card payment provider does for the shop (design: "Outside services", card
 * payment): build the hand-off the browser submits (shopping §3 Payment response), and turn a
 * provider's server callback into a verified, parsed result. The shop's rules around them
 * (who may pay, amounts, idempotency) live in start.ts and callback.ts, once for all providers.
 */

export type PaymentProviderName = "sandbox" | "paydollar";

/** shopping §3 "Payment response: form, productType, paySign, paymentPageUrl". */
export interface PaymentResponse {
  /** A complete HTML form the page injects and submits (shopping §4 Payment). */
  form: string;
  productType: string;
  paySign: string;
  paymentPageUrl: string;
}

/** One attempt to pay one order, as the provider needs it. */
export interface HandOffRequest {
  /** Our unique reference for this attempt (payments.reference). */
  reference: string;
  orderCode: string;
  /** Integer cents of orders.amount; never the client's figure. */
  amountCents: number;
  currency: string;
  /** shopping §5 Payment description. */
  description: string;
  /** shopping §7 pay: "language E for English else C". */
  language: "E" | "C";
  paymentType: "WAP" | "PC";
  /** Where the browser returns; pages there only display the order's state. */
  successUrl: string;
  failUrl: string;
  cancelUrl: string;
}

/** A callback whose signature checked out, in the shop's words. */
export interface VerifiedCallback {
  verified: true;
  reference: string;
  /** The provider's own reference of the transaction (payments.provider_ref). */
  providerRef: string;
  status: "PAID" | "FAILED";
  amountCents: number;
  /** ISO 4217 letters (HKD), whatever the provider's own notation. */
  currency: string;
  method: string | null;
}

export type ParsedCallback = VerifiedCallback | { verified: false; reason: string };

/** Money back to the card of one captured payment (lib/domain/refunds, ADR 0043). */
export interface RefundRequest {
  /** Our refund order number: unique, and the provider's idempotency key (a retry repeats it). */
  refundReference: string;
  /** The captured payment: our reference (payments.reference) and the provider's. */
  paymentReference: string;
  paymentProviderRef: string;
  /** Integer cents, positive; never more than captured minus earlier refunds. */
  amountCents: number;
  currency: string;
}

/**
 * `retryable` false: the provider refused for good (more than captured, unknown payment); the
 * shop keeps the refund for operations instead of retrying forever.
 */
export type RefundResult =
  { ok: true; providerRef: string } | { ok: false; reason: string; retryable: boolean };

export interface PaymentProvider {
  readonly name: PaymentProviderName;
  buildHandOff(request: HandOffRequest): PaymentResponse;
  /** Verifies the signature (constant time) and parses the raw body; never throws. */
  parseCallback(raw: string): ParsedCallback;
  /** Sends a refund; the same refundReference twice refunds once. Never throws. */
  refund(request: RefundRequest): Promise<RefundResult>;
}
