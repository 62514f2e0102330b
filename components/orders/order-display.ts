/**
 * Small display rules of the order pages (shopping §3 Order line, §4 Order status and Refund
 * status): the status label key, the line's colour and size from its skuProperties JSON, and
 * the refund label key. Pure, so the list, the detail and the tests share them.
 */
import {
  ORDER_STATUSES,
  REFUND_IN_PROCESS_STATUSES,
  REFUNDED_STATUS,
  type OrderStatus,
} from "@/lib/domain/orders/constants";

/** Message key under `orders.status`; an unknown status falls back to the API's own label. */
export function statusKey(status: string): OrderStatus | null {
  return (ORDER_STATUSES as readonly string[]).includes(status) ? (status as OrderStatus) : null;
}

export interface SkuProperties {
  color: string | null;
  size: string | null;
}

/** skuProperties is "JSON with color and size"; anything else shows no properties. */
export function parseSkuProperties(raw: string | null | undefined): SkuProperties {
  if (!raw) return { color: null, size: null };
  try {
    const parsed = JSON.parse(raw) as unknown;
    if (typeof parsed !== "object" || parsed === null) return { color: null, size: null };
    const record = parsed as Record<string, unknown>;
    const text = (value: unknown) =>
      typeof value === "string" && value.trim() !== "" ? value : null;
    return { color: text(record.color), size: text(record.size) };
  } catch {
    return { color: null, size: null };
  }
}

/** Message key under `orders.refund`, or null when the line has no refund. */
export function refundKey(
  refundStatus: string | null,
): "inProcess" | "refunded" | "requested" | null {
  if (!refundStatus) return null;
  if (refundStatus === REFUNDED_STATUS) return "refunded";
  if ((REFUND_IN_PROCESS_STATUSES as readonly string[]).includes(refundStatus)) return "inProcess";
  return "requested";
}

/** The hand-off page opens in a new window (shopping §2), and this one waits for the result. */
export function paymentHref(orderCode: string): string {
  return `/payment?orderId=${encodeURIComponent(orderCode)}`;
}

export function payResultHref(orderCode: string): string {
  return `/pay/result/${encodeURIComponent(orderCode)}?waiting=true`;
}
