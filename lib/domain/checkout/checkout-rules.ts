/**
 * The server's check of an order request before anything is priced or reserved (shopping §5
 * checkout rules; accounts §5 Address rules). Pure: the order service runs it first and refuses
 * with the first failure. Codes are ours (docs/adr/0014), messages the spec's texts.
 */
import { isValidEmail } from "@/lib/domain/validation/email";
import { isValidMobile } from "./phone-rules";
import { AUSTRALIA_ORDER_CAP_CENTS } from "./constants";

export const CHECKOUT_ERROR_CODES = {
  EMAIL_REQUIRED: "CHECKOUT_EMAIL_REQUIRED",
  ADDRESS_REQUIRED: "CHECKOUT_ADDRESS_REQUIRED",
  MOBILE_INVALID: "CHECKOUT_MOBILE_INVALID",
  PICKUP_POINT_REQUIRED: "CHECKOUT_PICKUP_POINT_REQUIRED",
  PICKUP_POINT_DISABLED: "CHECKOUT_PICKUP_POINT_DISABLED",
  BILLING_ADDRESS_REQUIRED: "CHECKOUT_BILLING_ADDRESS_REQUIRED",
  PAYMENT_METHOD_REQUIRED: "CHECKOUT_PAYMENT_METHOD_REQUIRED",
  PRICE_ZERO: "CHECKOUT_PRICE_ZERO",
  AUSTRALIA_CAP: "CHECKOUT_AUSTRALIA_CAP",
  NO_LINES: "CHECKOUT_NO_LINES",
  NOT_ALLOWED: "CHECKOUT_NOT_ALLOWED",
  IDEMPOTENCY_KEY: "CHECKOUT_IDEMPOTENCY_KEY",
  /** ADR 0052: the key already placed an order for another request (lines, delivery, ...). */
  IDEMPOTENCY_KEY_REUSED: "CHECKOUT_IDEMPOTENCY_KEY_REUSED",
} as const;

export type CheckoutErrorCode = (typeof CHECKOUT_ERROR_CODES)[keyof typeof CHECKOUT_ERROR_CODES];
export interface CheckoutFailure {
  code: CheckoutErrorCode;
  field: string;
}

export interface RequestFacts {
  email: string | null;
  distributionType: "EXPRESS" | "PICKUP";
  hasAddress: boolean;
  addressMobile: string | null;
  country: string;
  pickUpPoint: { enabled: boolean } | null | undefined;
  hasBilling: boolean;
  payType: string | null;
  lineCount: number;
  idempotencyKey: string;
}

/** Checks that need no prices. */
export function checkRequest(facts: RequestFacts): CheckoutFailure | null {
  const fail = (code: CheckoutErrorCode, field: string) => ({ code, field });
  if (!/^[A-Za-z0-9_-]{8,80}$/.test(facts.idempotencyKey))
    return fail(CHECKOUT_ERROR_CODES.IDEMPOTENCY_KEY, "idempotencyKey");
  if (facts.lineCount === 0) return fail(CHECKOUT_ERROR_CODES.NO_LINES, "orderLines");
  if (!facts.email || !isValidEmail(facts.email))
    return fail(CHECKOUT_ERROR_CODES.EMAIL_REQUIRED, "email");
  if (facts.distributionType === "PICKUP") {
    if (!facts.pickUpPoint)
      return fail(CHECKOUT_ERROR_CODES.PICKUP_POINT_REQUIRED, "pickUpPointCode");
    if (!facts.pickUpPoint.enabled)
      return fail(CHECKOUT_ERROR_CODES.PICKUP_POINT_DISABLED, "pickUpPointCode");
  }
  if (!facts.hasAddress) return fail(CHECKOUT_ERROR_CODES.ADDRESS_REQUIRED, "deliveryAddress");
  if (!facts.addressMobile || !isValidMobile(facts.addressMobile, facts.country))
    return fail(CHECKOUT_ERROR_CODES.MOBILE_INVALID, "deliveryAddress.receiverMobile");
  if (!facts.hasBilling)
    return fail(CHECKOUT_ERROR_CODES.BILLING_ADDRESS_REQUIRED, "billingAddress");
  if (!facts.payType?.trim()) return fail(CHECKOUT_ERROR_CODES.PAYMENT_METHOD_REQUIRED, "payType");
  return null;
}

/** Checks on the priced order: "price cannot be zero; Australia orders over 5500 HKD must be split". */
export function checkPricedOrder(amountCents: number, country: string): CheckoutFailure | null {
  if (amountCents <= 0) return { code: CHECKOUT_ERROR_CODES.PRICE_ZERO, field: "orderLines" };
  if (country === "AU" && amountCents > AUSTRALIA_ORDER_CAP_CENTS)
    return { code: CHECKOUT_ERROR_CODES.AUSTRALIA_CAP, field: "orderLines" };
  return null;
}
