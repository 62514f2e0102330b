/**
 * The one order in which the engine settles a tie between lines (issue 17 item 6; docs/adr
 * 0041): the spare cent of an allocation, and which of two equally priced units of BUNDLE or
 * FULL_FREE falls in a group. A line's refund is its allocations, so they must not move with
 * the order the lines arrive in: the cart lists lines by update time, an order by its request.
 *
 * The key is what the line is, not where it stands: its SKU first (shopping §3 Order line: an
 * order line is matched to its refunds by SKU; a cart holds one line per SKU and line type),
 * then line type, add-on activity and quantity, and the line id last. Lines equal on all but
 * their id are interchangeable, so even an order whose ids are numbered by position
 * (`line:<n>`) prices each line the same whatever the order of its request.
 */
import type { PricingLine } from "./types";

function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Negative when `a` comes first in a tie; 0 only for lines equal in every key. */
export function compareLines(a: PricingLine, b: PricingLine): number {
  return (
    compareText(a.skuCode, b.skuCode) ||
    compareText(a.lineType, b.lineType) ||
    compareText(a.activityId ?? "", b.activityId ?? "") ||
    a.quantity - b.quantity ||
    compareText(a.lineId, b.lineId)
  );
}
