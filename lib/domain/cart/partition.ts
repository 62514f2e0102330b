/**
 * Cart line partition (shopping §4): which stored lines can be bought now and which are shown
 * as unavailable, and why. Pure, so the cart page, the mini cart and checkout agree.
 */
import { CART_ERROR_CODES } from "./constants";

export interface LineFacts {
  lineId: string;
  skuCode: string;
  lineType: "SALABLE_PRODUCT" | "ATTACHED_PRODUCT";
  quantity: number;
  selected: boolean;
  skuEnabled: boolean;
  onShelf: boolean;
  inventory: number;
  /** The SKU's default price; a line without a positive price fails the price check. */
  defaultPrice: number;
}

export type DisabledReason =
  | typeof CART_ERROR_CODES.OFF_SHELF
  | typeof CART_ERROR_CODES.OUT_OF_STOCK
  | typeof CART_ERROR_CODES.MARKUP_NOT_OFFERED;

/**
 * "A line is disabled unless its sku exists, is enabled, has inventory other than 0, its product
 * is on shelf, and a price check passes. A line is also disabled when its quantity exceeds
 * inventory, or when it is a markup item while markup is not allowed." (An unknown SKU never
 * reaches here: its line is deleted with the SKU.)
 */
export function disabledReason(line: LineFacts, markupAllowed: boolean): DisabledReason | null {
  if (!line.skuEnabled || !line.onShelf) return CART_ERROR_CODES.OFF_SHELF;
  if (line.defaultPrice <= 0) return CART_ERROR_CODES.OFF_SHELF;
  if (line.inventory <= 0 || line.quantity > line.inventory) return CART_ERROR_CODES.OUT_OF_STOCK;
  if (line.lineType === "ATTACHED_PRODUCT" && !markupAllowed)
    return CART_ERROR_CODES.MARKUP_NOT_OFFERED;
  return null;
}

export interface PartitionedLine<T extends LineFacts> {
  line: T;
  disabled: boolean;
  reason: DisabledReason | null;
  /** "Selected lines are those ticked with quantity within inventory." */
  selected: boolean;
}

export function partitionLines<T extends LineFacts>(
  lines: readonly T[],
  markupAllowed: boolean,
): { able: PartitionedLine<T>[]; disabled: PartitionedLine<T>[] } {
  const able: PartitionedLine<T>[] = [];
  const disabled: PartitionedLine<T>[] = [];
  for (const line of lines) {
    const reason = disabledReason(line, markupAllowed);
    if (reason) disabled.push({ line, disabled: true, reason, selected: false });
    else
      able.push({
        line,
        disabled: false,
        reason: null,
        selected: line.selected && line.quantity <= line.inventory,
      });
  }
  return { able, disabled };
}
