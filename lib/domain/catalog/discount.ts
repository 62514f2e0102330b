/**
 * The discount percentage badge (shopping §5): "shown (rounded) only when the original price is
 * higher than the sale price". It is the share taken off the list price, rounded half up to a
 * whole percent, from integer cents so that no float error reaches the rounding.
 */
export function discountPercentage(listPrice: number, salePrice: number): number | null {
  if (!Number.isSafeInteger(listPrice) || !Number.isSafeInteger(salePrice)) return null;
  if (salePrice < 0 || listPrice <= salePrice) return null;
  // Integer arithmetic: round(x / list) for x = (list - sale) * 100 is floor((2x + list) / 2list).
  const off = (listPrice - salePrice) * 100;
  return Math.floor((2 * off + listPrice) / (2 * listPrice));
}
