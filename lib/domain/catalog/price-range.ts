/**
 * Sale-price ranges and bands (shopping §2 Price filter bands). A range is half-open,
 * min <= price < max, in integer cents, so the bands do not overlap and the count shown next to
 * a band is exactly what choosing it lists. The last band ("3000 and over") ends at the spec's
 * default maximum, so it too is what its URL form "3000-" selects.
 *
 * The URL form is "min-max" in whole HK$, written with both sides ("1-500", "3000-99999") as the
 * spec writes a range. Read, either side is optional with the spec's defaults (1 and 99999), and
 * a minimum below 1 reads as 1, so the older links "0-500" and "3000-" still select the first and
 * last band. Anything else is malformed and ignored (null: no price filter). The spec's default
 * for a missing filter, 1 to 999999, is the same as no filter for every price the shop can hold,
 * so a missing filter applies no condition.
 */
import { CENTS_PER_DOLLAR } from "@/lib/domain/pricing/constants";
import {
  PRICE_BAND_BOUNDS_HKD,
  PRICE_RANGE_DEFAULT_MAX_HKD,
  PRICE_RANGE_DEFAULT_MIN_HKD,
} from "./constants";

export interface PriceRange {
  /** Inclusive, cents. */
  min: number;
  /** Exclusive, cents. */
  max: number;
}

export interface PriceBand extends PriceRange {
  /** The URL form, e.g. "1-500", "500-1000", "3000-99999". */
  key: string;
  /** The band as the spec names it, for its label, in cents: "0-500", "3000 and over" (null). */
  named: { from: number; to: number | null };
}

const URL_FORM = /^\s*(\d{0,7})\s*-\s*(\d{0,7})\s*$/;

export function parsePriceRange(raw: string | null | undefined): PriceRange | null {
  if (typeof raw !== "string") return null;
  const match = URL_FORM.exec(raw);
  if (!match) return null;
  const [, minText = "", maxText = ""] = match;
  if (minText === "" && maxText === "") return null;
  const minHkd = Math.max(PRICE_RANGE_DEFAULT_MIN_HKD, minText === "" ? 0 : Number(minText));
  const maxHkd = maxText === "" ? PRICE_RANGE_DEFAULT_MAX_HKD : Number(maxText);
  if (maxHkd <= minHkd) return null;
  return { min: minHkd * CENTS_PER_DOLLAR, max: maxHkd * CENTS_PER_DOLLAR };
}

/** The URL form of a range, as the spec writes it ("1-500", "3000-99999"). */
export function formatPriceRange(range: PriceRange): string {
  return `${range.min / CENTS_PER_DOLLAR}-${range.max / CENTS_PER_DOLLAR}`;
}

export const PRICE_BANDS: readonly PriceBand[] = PRICE_BAND_BOUNDS_HKD.map((fromHkd, index) => {
  const toHkd = PRICE_BAND_BOUNDS_HKD[index + 1] ?? null;
  const range = {
    min: Math.max(fromHkd, PRICE_RANGE_DEFAULT_MIN_HKD) * CENTS_PER_DOLLAR,
    max: (toHkd ?? PRICE_RANGE_DEFAULT_MAX_HKD) * CENTS_PER_DOLLAR,
  };
  return {
    ...range,
    key: formatPriceRange(range),
    named: {
      from: fromHkd * CENTS_PER_DOLLAR,
      to: toHkd === null ? null : toHkd * CENTS_PER_DOLLAR,
    },
  };
});

export function inPriceRange(price: number, range: PriceRange): boolean {
  return price >= range.min && price < range.max;
}

/** The band a price falls in, or null (at or above the default maximum). */
export function priceBandOf(price: number): PriceBand | null {
  return PRICE_BANDS.find((band) => inPriceRange(price, band)) ?? null;
}
