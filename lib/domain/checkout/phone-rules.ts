/**
 * Phone rules (accounts §5 Phone and Address): Hong Kong and Macau mobiles are exactly 8 digits,
 * mainland China 11, other countries 8 to 11; numbers travel with their country prefix
 * ("+852 91234567"). Pure, so the checkout form and the order service apply the same rule.
 */
import {
  COUNTRY_PHONE_PREFIX,
  DEFAULT_PHONE_COUNTRY,
  MOBILE_DIGITS_BY_COUNTRY,
  MOBILE_MAX_DIGITS,
  MOBILE_MIN_DIGITS,
  type PhoneCountry,
} from "./constants";

export function phoneCountryOf(country: string | null | undefined): PhoneCountry {
  return country && country in COUNTRY_PHONE_PREFIX
    ? (country as PhoneCountry)
    : DEFAULT_PHONE_COUNTRY;
}

/** Digits the mobile must have in `country`: exact for HK, MO and CN, a range elsewhere. */
export function mobileDigitsRule(country: string | null | undefined): { min: number; max: number } {
  const exact = MOBILE_DIGITS_BY_COUNTRY[phoneCountryOf(country)];
  return exact ? { min: exact, max: exact } : { min: MOBILE_MIN_DIGITS, max: MOBILE_MAX_DIGITS };
}

export function withPhonePrefix(mobile: string, country: string | null | undefined): string {
  return `${COUNTRY_PHONE_PREFIX[phoneCountryOf(country)]} ${mobile.trim()}`;
}

/** A mobile as it arrives (with or without any country prefix, spaces or dashes) for `country`. */
export function isValidMobile(mobile: string, country: string): boolean {
  const prefixes = Object.values(COUNTRY_PHONE_PREFIX).map((prefix) => prefix.slice(1));
  const withoutPrefix = mobile.trim().replace(new RegExp(`^\\+?(${prefixes.join("|")})\\s+`), "");
  const digits = withoutPrefix.replace(/[\s-]/g, "");
  const { min, max } = mobileDigitsRule(country);
  return /^\d+$/.test(digits) && digits.length >= min && digits.length <= max;
}
