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

export interface PaidLineView {
  /** What the line would cost before any discount, struck through beside what was paid. */
  original: MoneyData | null;
  /** The line's share of every discount (and go-dollar), exact to the cent, or null. */
  discounts: MoneyData | null;
  paid: MoneyData;
}

/**
 * A priced line after allocation (an order line: shopping §3 Order line amount), shown the
 * same way on every line (issue 12 item 10; docs/adr/0017): what was paid, and when that is
 * less than the original, the original struck through and the line's share of the discounts.
 * The original is the list price (the sale price when that is higher) times the quantity; an
 * add-on's is its add-on price, never a struck list price (§5). A gift shows what it cost: 0.
 * The paid amount is the exact allocation (refunds return it), so its cents stay.
 */
export interface PaidLine {
  lineType: string;
  isGift?: boolean;
  quantity: number;
  listPrice: MoneyData;
  salePrice: MoneyData;
  /** What the line came to after every allocated discount. */
  amount: MoneyData;
}

export function paidLineView(line: PaidLine): PaidLineView {
  const paidCents = amountToCents(line.amount.amount);
  const saleCents = amountToCents(line.salePrice.amount);
  const listCents = amountToCents(line.listPrice.amount);
  const unitOriginal =
    line.lineType === "ATTACHED_PRODUCT" ? saleCents : Math.max(listCents, saleCents);
  const originalCents = unitOriginal * line.quantity;
  const off = originalCents - paidCents;
  if (line.lineType === "GIFT" || line.isGift === true || off <= 0) {
    return { original: null, discounts: null, paid: line.amount };
  }
  const currencyCode = line.amount.currencyCode;
  return {
    original: { amount: centsToAmount(originalCents), currencyCode },
    discounts: { amount: centsToAmount(off), currencyCode },
    paid: line.amount,
  };
}
