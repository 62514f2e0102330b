/**
 * Sale-price ranges and bands (shopping §2 Price filter bands). A range is half-open,
 * min <= price < max, in integer cents, so the bands do not overlap and the count shown next to
 * a band is exactly what choosing it lists. The last band ("3000 and over") ends at the spec's
 * default maximum, so it too is what its URL form "3000-" selects.
 *
 * The URL form is "min-max" in whole HK$, either side optional with the spec's defaults (1 and
 * 99999). Anything else is malformed and ignored (null: no price filter). The spec's default for
 * a missing filter, 1 to 999999, is the same as no filter for every price the shop can hold, so
 * a missing filter applies no condition.
 */
import {
  CENTS_PER_DOLLAR,
  PRICE_BAND_BOUNDS_HKD,
  PRICE_RANGE_DEFAULT_MAX_HKD,
  PRICE_RANGE_DEFAULT_MIN_HKD,
} from "@/lib/domain/spec-constants";

export interface PriceRange {
  /** Inclusive, cents. */
  min: number;
  /** Exclusive, cents. */
  max: number;
}

export interface PriceBand extends PriceRange {
  /** The URL form, e.g. "500-1000", "3000-". */
  key: string;
}

const URL_FORM = /^\s*(\d{0,7})\s*-\s*(\d{0,7})\s*$/;

export function parsePriceRange(raw: string | null | undefined): PriceRange | null {
  if (typeof raw !== "string") return null;
  const match = URL_FORM.exec(raw);
  if (!match) return null;
  const [, minText = "", maxText = ""] = match;
  if (minText === "" && maxText === "") return null;
  const minHkd = minText === "" ? PRICE_RANGE_DEFAULT_MIN_HKD : Number(minText);
  const maxHkd = maxText === "" ? PRICE_RANGE_DEFAULT_MAX_HKD : Number(maxText);
  if (maxHkd <= minHkd) return null;
  return { min: minHkd * CENTS_PER_DOLLAR, max: maxHkd * CENTS_PER_DOLLAR };
}

/** The URL form of a range ("500-1000"). */
export function formatPriceRange(range: PriceRange): string {
  const max =
    range.max === PRICE_RANGE_DEFAULT_MAX_HKD * CENTS_PER_DOLLAR
      ? ""
      : String(range.max / CENTS_PER_DOLLAR);
  return `${range.min / CENTS_PER_DOLLAR}-${max}`;
}

export const PRICE_BANDS: readonly PriceBand[] = PRICE_BAND_BOUNDS_HKD.map((minHkd, index) => {
  const maxHkd = PRICE_BAND_BOUNDS_HKD[index + 1] ?? PRICE_RANGE_DEFAULT_MAX_HKD;
  const range = { min: minHkd * CENTS_PER_DOLLAR, max: maxHkd * CENTS_PER_DOLLAR };
  return { ...range, key: formatPriceRange(range) };
});

export function inPriceRange(price: number, range: PriceRange): boolean {
  return price >= range.min && price < range.max;
}

/** The band a price falls in, or null (at or above the default maximum). */
export function priceBandOf(price: number): PriceBand | null {
  return PRICE_BANDS.find((band) => inPriceRange(price, band)) ?? null;
}
