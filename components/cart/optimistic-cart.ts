/**
 * The cart as the shopper expects it after a change, before the server has priced it
 * (issue 15 item 4): a quantity, a removal or a tick shows at once. Only the lines and the
 * header badge move; the calculation stays the last one the server gave, since prices,
 * promotions and coupons are the server's to work out. The server's answer replaces this
 * view; a refusal puts back the cart as it was before the change.
 */
import type { CartData, CartLineData } from "@/lib/graphql/operations/cart";

export type OptimisticCartChange =
  | { kind: "quantity"; lineId: string; quantity: number }
  | { kind: "remove"; lineIds: string[] }
  | { kind: "select"; skuCodes: string[]; selected: boolean };

function changeLines(lines: CartLineData[], change: OptimisticCartChange): CartLineData[] {
  switch (change.kind) {
    case "quantity":
      return lines.map((line) =>
        line.lineId === change.lineId ? { ...line, quantity: change.quantity } : line,
      );
    case "remove":
      return lines.filter((line) => !change.lineIds.includes(line.lineId));
    case "select":
      // Gifts follow their activity and are never ticked by the shopper.
      return lines.map((line) =>
        line.lineType !== "GIFT" && change.skuCodes.includes(line.sku.code)
          ? { ...line, selected: change.selected }
          : line,
      );
  }
}

function units(lines: CartLineData[]): number {
  return lines.reduce((sum, line) => sum + line.quantity, 0);
}

export function applyOptimisticChange(cart: CartData, change: OptimisticCartChange): CartData {
  const ableCartItems = changeLines(cart.ableCartItems, change);
  const disableCartItems = changeLines(cart.disableCartItems, change);
  // totalQuantity counts every stored line, so it moves by the units that changed.
  const before = units(cart.ableCartItems) + units(cart.disableCartItems);
  const after = units(ableCartItems) + units(disableCartItems);
  return {
    ...cart,
    ableCartItems,
    disableCartItems,
    totalQuantity: Math.max(0, cart.totalQuantity + after - before),
  };
}
