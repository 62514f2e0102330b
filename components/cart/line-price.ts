/**
 * A cart line's price as shown (shopping §5): the unit price (promoPrice); the list price
 * struck through only when it is above the unit price and the line is not an add-on
 * ("markup") item; the discount percentage, rounded, only when the original price is above
 * the sale price; the line price is unit price times quantity, in integer cents so that no
 * float error reaches the total. A gift is free by definition, so it shows no percentage.
 */
import { discountPercentage } from "@/lib/domain/catalog/discount";
import type { CartLineData } from "@/lib/graphql/operations/cart";
import type { MoneyData } from "@/lib/graphql/operations/products";
import { amountToCents } from "@/lib/i18n/money";

export interface LinePriceView {
  unit: MoneyData;
  /** The list price to strike through, or null. */
  struck: MoneyData | null;
  discountPercent: number | null;
  total: MoneyData;
}

/** An API amount ("1299.50") from integer cents. */
export function centsToAmount(cents: number): string {
  const sign = cents < 0 ? "-" : "";
  const absolute = Math.abs(cents);
  return `${sign}${Math.floor(absolute / 100)}.${String(absolute % 100).padStart(2, "0")}`;
}

export function linePriceView(
  line: Pick<CartLineData, "lineType" | "quantity" | "promoPrice" | "listPrice">,
): LinePriceView {
  const unitCents = amountToCents(line.promoPrice.amount);
  const listCents = amountToCents(line.listPrice.amount);
  const struck = line.lineType !== "ATTACHED_PRODUCT" && listCents > unitCents;
  return {
    unit: line.promoPrice,
    struck: struck ? line.listPrice : null,
    discountPercent: line.lineType === "GIFT" ? null : discountPercentage(listCents, unitCents),
    total: {
      amount: centsToAmount(unitCents * line.quantity),
      currencyCode: line.promoPrice.currencyCode,
    },
  };
}
