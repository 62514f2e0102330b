/**
 * Pure display rules of the shopper's after-sales screens (shopping §2 Refund record, Refund
 * order detail; §4 "Refund stages: request created, in process, refunded"; ADR 0042), kept apart
 * so the unit tests pin them: where a request stands among the stages, the return form's own
 * checks (before the API's), the tracking number, and the detail's address for members and guests.
 */
import {
  AFTER_SALES_MEMO_MAX,
  RETURN_TRACKING_NO_PATTERN,
  type AfterSalesStatus,
  type AfterSalesType,
} from "@/lib/domain/after-sales/constants";

export const REFUND_STAGES = ["created", "inProcess", "done"] as const;
export type RefundStage = (typeof REFUND_STAGES)[number];

/**
 * The stage reached (index into REFUND_STAGES), and whether the request ended without it. A
 * finished return is refunded only once its refund order is REFUNDED (shopping §4 Refund status:
 * AUDIT_PASSED and REFUNDING show as in process); an exchange has no refund.
 */
export function refundStage(
  status: string,
  refundStatus: string | null = null,
): { reached: number; closed: boolean } {
  switch (status as AfterSalesStatus) {
    case "NEW":
      return { reached: 0, closed: false };
    case "WAIT_SEND_BACK":
    case "ON_BACKING":
    case "BACK_IN_STORAGE":
    case "EXCHANGE_OUT":
      return { reached: 1, closed: false };
    case "FINISHED":
      return {
        reached: refundStatus === null || refundStatus === "REFUNDED" ? 2 : 1,
        closed: false,
      };
    case "AUDIT_FAILED":
    case "CANCELED":
      return { reached: 0, closed: true };
    default:
      return { reached: 0, closed: false };
  }
}

/** The last stage's label: a return ends refunded, an exchange ends exchanged. */
export function lastStageKey(type: string): "refunded" | "exchanged" {
  return (type as AfterSalesType) === "EXCHANGE" ? "exchanged" : "refunded";
}

/** What the shopper can do now: cancel while NEW, give the parcel's number while WAIT_SEND_BACK. */
export function shopperActions(status: string): { cancel: boolean; sendBack: boolean } {
  return { cancel: status === "NEW", sendBack: status === "WAIT_SEND_BACK" };
}

export function isTrackingNo(value: string): boolean {
  return RETURN_TRACKING_NO_PATTERN.test(value.trim());
}

/** The refund order detail, with the guest's token carried along (the order detail's rule). */
export function afterSalesDetailHref(code: string, tempToken: string | null): string {
  const path = `/user/refund-order-detail/${encodeURIComponent(code)}`;
  return tempToken ? `${path}?tempToken=${encodeURIComponent(tempToken)}` : path;
}

export function orderDetailHref(orderCode: string, tempToken: string | null): string {
  const path = `/user/order-detail/${encodeURIComponent(orderCode)}`;
  return tempToken ? `${path}?tempToken=${encodeURIComponent(tempToken)}` : path;
}

export interface ReturnFormLine {
  orderLineId: string;
  isGift: boolean;
  chosen: boolean;
  quantity: number;
  returnableQuantity: number;
  exchangeSkuCode: string | null;
}

export interface ReturnFormInput {
  type: AfterSalesType;
  lines: readonly ReturnFormLine[];
  memo: string;
}

export type ReturnFormErrorKey = "noLines" | "giftAlone" | "sizeRequired" | "memoTooLong";

/**
 * The form's checks before sending (the API checks all again): at least one line, no gift
 * alone, quantities within what is returnable, a new size for each exchanged line.
 */
export function checkReturnForm(
  input: ReturnFormInput,
): Partial<Record<"lines" | "memo", ReturnFormErrorKey>> {
  const errors: Partial<Record<"lines" | "memo", ReturnFormErrorKey>> = {};
  const chosen = input.lines.filter(
    (line) =>
      line.chosen &&
      Number.isInteger(line.quantity) &&
      line.quantity >= 1 &&
      line.quantity <= line.returnableQuantity,
  );
  if (chosen.length === 0 || chosen.length !== input.lines.filter((l) => l.chosen).length)
    errors.lines = "noLines";
  else if (chosen.every((line) => line.isGift)) errors.lines = "giftAlone";
  else if (input.type === "EXCHANGE" && chosen.some((line) => !line.exchangeSkuCode))
    errors.lines = "sizeRequired";
  if (input.memo.length > AFTER_SALES_MEMO_MAX) errors.memo = "memoTooLong";
  return errors;
}

/** The afterSalesCreate lines of a checked form (exchange sizes only for an exchange). */
export function requestLines(input: ReturnFormInput) {
  return input.lines
    .filter((line) => line.chosen)
    .map((line) => ({
      orderLineId: line.orderLineId,
      quantity: line.quantity,
      ...(input.type === "EXCHANGE" && line.exchangeSkuCode
        ? { exchangeSkuCode: line.exchangeSkuCode }
        : {}),
    }));
}
