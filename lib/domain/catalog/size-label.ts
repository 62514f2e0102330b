/**
 * A size value as a shopper reads it (shopping §5 Size labels: "one-size is UNIQUE, FREE or the
 * Chinese word for one size. A + in a size means a half step (.5)."). The stored value stays
 * as it is (filters, order lines and the variant picker's order rely on it); only the words
 * on screen change: any one-size code becomes the shopper's own word for one size, and a
 * half step written with "+" reads as ".5" ("8+" → "8.5"). Anything else is shown as stored.
 * The word comes from the caller's text bundle, so this stays pure and language-free.
 */
import { isOneSize, numericSizeValue } from "./size-order";
import { HALF_SIZE_MARK } from "./constants";

export function sizeLabel(value: string, oneSizeWord: string): string {
  const trimmed = value.trim();
  if (isOneSize(trimmed)) return oneSizeWord;
  if (trimmed.endsWith(HALF_SIZE_MARK)) {
    const numeric = numericSizeValue(trimmed);
    if (numeric !== null) return String(numeric);
  }
  return trimmed;
}
