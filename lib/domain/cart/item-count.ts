/**
 * The one item count the shopper reads (shopping §2 Cart page: the mini cart's "total label
 * with item count"; issue 12 item 12; docs/adr/0017): units, not lines, of the purchasable
 * lines being bought, SALABLE products and add-ons alike, with gifts apart because the shopper
 * did not choose them and they come and go with their threshold. The bag's totals, the mini
 * cart and the checkout's heading and totals all count this way.
 */
export interface CountedLine {
  lineType: string;
  quantity: number;
}

export function purchasedUnits(lines: readonly CountedLine[]): number {
  let units = 0;
  for (const line of lines) if (line.lineType !== "GIFT") units += line.quantity;
  return units;
}
