/**
 * Checkout rules in the spec's wording (shopping §2 Checkout, §4 Delivery modes, §9; accounts §3
 * Delivery address, §5 Phone and Address, §7, §9).
 */

import { CENTS_PER_DOLLAR } from "@/lib/domain/pricing/constants";

/** shopping §9: "Australia order cap 5500 HKD; international flag for Australia and Singapore." */
export const AUSTRALIA_ORDER_CAP_CENTS = 5500 * CENTS_PER_DOLLAR;
export const INTERNATIONAL_COUNTRIES = ["AU", "SG"] as const;

/** shopping §4 Delivery modes: pick-up types. */
export const PICK_UP_TYPES = { COURIER_POINT: 1, STORE: 2, LOCKER: 3 } as const;

/** shopping §4 Delivery modes / §9: "Guest distribution type names EXPRESS and PICKUP". */
export const DISTRIBUTION_TYPES = ["EXPRESS", "PICKUP"] as const;
export type DistributionType = (typeof DISTRIBUTION_TYPES)[number];

/** accounts §7: "chineseRegions (lang, pid; default pid 1)": the top level of the cascade. */
export const REGION_ROOT_PID = 1;

/** The cascade's depth: region (country part) → city → district (accounts §3 Delivery address). */
export const REGION_CASCADE_DEPTH = 3;

/** accounts §9: "Country prefixes: default +852; China +86; Macau +853, Australia +61, Singapore +65." */
export const COUNTRY_PHONE_PREFIX = {
  HK: "+852",
  MO: "+853",
  CN: "+86",
  AU: "+61",
  SG: "+65",
} as const;
export type PhoneCountry = keyof typeof COUNTRY_PHONE_PREFIX;
export const DEFAULT_PHONE_COUNTRY: PhoneCountry = "HK";

/** accounts §5 Phone: "Hong Kong or Macau ... exactly 8 digits. China ... exactly 11 digits." */
export const MOBILE_DIGITS_BY_COUNTRY: Partial<Record<PhoneCountry, number>> = {
  HK: 8,
  MO: 8,
  CN: 11,
};

/** accounts §5: "Mobile in text messages: 8 to 11 digits" (countries without an exact rule). */
export const MOBILE_MIN_DIGITS = 8;
export const MOBILE_MAX_DIGITS = 11;

/** accounts §5 Address: "telephone (8 digits)". */
export const TELEPHONE_DIGITS = 8;

/** Not in the spec: the longest name, address line and gift message the forms accept. */
export const NAME_MAX_LENGTH = 50;
export const ADDRESS_MAX_LENGTH = 200;
export const GIFT_MESSAGE_MAX_LENGTH = 200;

/** accounts §9: "Address book maximum: 10 in one message, 5 in another" — the larger (docs/adr/0014). */
export const ADDRESS_BOOK_MAX = 10;
