/**
 * Why a line sits in the "unavailable" section (shopping §4 Cart line partition): the API
 * sends a code (disabledReason) and the UI says it in the shopper's language. Codes: the
 * spec's UEC11003 out of stock (also a quantity above the stock left) and UEC11012 over the
 * limit, our UEC11004 off shelf and the markup codes (docs/adr/0012). Anything else is
 * "unavailable", never a raw code.
 */
import { CART_ERROR_CODES, MARKUP_ERROR_CODES } from "@/lib/domain/cart/constants";

export type DisabledReasonKey =
  "outOfStock" | "offShelf" | "overLimit" | "markupNotAllowed" | "unavailable";

export function disabledReasonKey(code: string | null | undefined): DisabledReasonKey {
  if (code === CART_ERROR_CODES.OUT_OF_STOCK) return "outOfStock";
  if (code === CART_ERROR_CODES.OFF_SHELF) return "offShelf";
  if (code === CART_ERROR_CODES.QUANTITY_LIMIT) return "overLimit";
  if (code && MARKUP_ERROR_CODES.includes(code)) return "markupNotAllowed";
  return "unavailable";
}
