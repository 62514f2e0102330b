/**
 * Size labels and their order (shopping §5 Size labels). Letter sizes follow the spec's order;
 * numeric sizes (waist, shoe) by value, with "+" read as a half step ("8+" is 8.5); one-size
 * labels after everything else; unknown labels last, alphabetically, so a list never throws.
 */
import { HALF_SIZE_MARK, ONE_SIZE_LABELS, SIZE_ORDER } from "./constants";

const LETTER_RANK = new Map<string, number>(SIZE_ORDER.map((label, index) => [label, index]));
const ONE_SIZE = new Set<string>(ONE_SIZE_LABELS);
const NUMERIC = /^(\d{1,3}(?:\.\d{1,2})?)(\+?)$/;

export function isOneSize(label: string): boolean {
  return ONE_SIZE.has(label.trim().toUpperCase()) || ONE_SIZE.has(label.trim());
}

/** The numeric value of a size label, or null: "8" → 8, "8+" → 8.5, "10.5" → 10.5. */
export function numericSizeValue(label: string): number | null {
  const match = NUMERIC.exec(label.trim().replace(/\s+/g, ""));
  if (!match?.[1]) return null;
  const value = Number(match[1]);
  return match[2] === HALF_SIZE_MARK ? value + 0.5 : value;
}

/**
 * The customSize value code of a label, the form used in URLs (si=...): "8+" → "8.5",
 * "M" → "m", any one-size label → "one-size".
 */
export function sizeValueCode(label: string): string {
  if (isOneSize(label)) return "one-size";
  const numeric = numericSizeValue(label);
  if (numeric !== null) return String(numeric);
  return label.trim().toLowerCase();
}

type SizeKey = [group: number, rank: number, text: string];

function sizeKey(label: string): SizeKey {
  const normalised = label.trim().toUpperCase();
  const letter = LETTER_RANK.get(normalised);
  if (letter !== undefined) return [0, letter, ""];
  const numeric = numericSizeValue(normalised);
  if (numeric !== null) return [1, numeric, ""];
  if (isOneSize(label)) return [2, 0, ""];
  return [3, 0, normalised];
}

/** A comparator for Array.prototype.sort over size labels, in the spec's size order. */
export function compareSizes(a: string, b: string): number {
  const [groupA, rankA, textA] = sizeKey(a);
  const [groupB, rankB, textB] = sizeKey(b);
  if (groupA !== groupB) return groupA - groupB;
  if (rankA !== rankB) return rankA - rankB;
  return textA < textB ? -1 : textA > textB ? 1 : 0;
}
