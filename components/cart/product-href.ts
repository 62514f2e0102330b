/** The product page of a cart line or shared item (accounts §2 Content link types: pdp → /product/{spuCode}). */
export function productHref(spuCode: string): string {
  return `/product/${encodeURIComponent(spuCode)}`;
}
