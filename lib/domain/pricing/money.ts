/**
 * Integer cents arithmetic for the engine. Money never goes through a float: a quotient is
 * taken with an exact remainder (corrected after the float division) and rounded half up, and
 * products that could pass 2^53 are done in BigInt.
 *
 * Rounding rule (shopping §5 leaves it open): a percentage of an amount is rounded half up to
 * the cent, and percentages are read to two decimals (basis points), so 12.5 % of 0.99 is
 * 0.12375 → 0.12 and 50 % of 0.01 is 0.005 → 0.01.
 */

const SAFE = Number.MAX_SAFE_INTEGER;
const BASIS_POINTS = 10_000;

/** Floor and remainder of a / b for non-negative safe integers a and positive b. */
export function divide(numerator: number, denominator: number): { quotient: number; rest: number } {
  let quotient = Math.floor(numerator / denominator);
  let rest = numerator - quotient * denominator;
  // The float quotient is correctly rounded, so it is at most one off the true floor.
  if (rest < 0) {
    quotient -= 1;
    rest += denominator;
  } else if (rest >= denominator) {
    quotient += 1;
    rest -= denominator;
  }
  return { quotient, rest };
}

/** a × b / c rounded half up, for non-negative integers (c > 0), exact at any size. */
export function mulDivHalfUp(a: number, b: number, c: number): number {
  if (a * b <= SAFE) {
    const { quotient, rest } = divide(a * b, c);
    return 2 * rest >= c ? quotient + 1 : quotient;
  }
  const big = BigInt(a) * BigInt(b);
  const bigC = BigInt(c);
  const quotient = big / bigC;
  return Number(2n * (big % bigC) >= bigC ? quotient + 1n : quotient);
}

/** `percent` % of `cents`, half up to the cent; the percentage is clamped to 0–100. */
export function percentOf(cents: number, percent: number): number {
  const basisPoints = Math.min(BASIS_POINTS, Math.max(0, Math.round(percent * 100)));
  return mulDivHalfUp(cents, basisPoints, BASIS_POINTS);
}

/** Non-negative whole cents; a negative or fractional amount in promotion data counts as 0 off. */
export function cents(value: number): number {
  return Number.isSafeInteger(value) && value > 0 ? value : 0;
}
