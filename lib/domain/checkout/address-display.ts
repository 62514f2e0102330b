/**
 * How an address reads on screen (accounts §5 Address display): "for China and Singapore the
 * city is used, otherwise the province; a China address ends with the province and any other
 * country ends with the country name". The street comes first, prefixed by its district as the
 * order's own address is (shopping §3), so a saved address and an order's read alike. A part
 * equal to the one before it is said once (Hong Kong's region is Hong Kong itself). Pure.
 */
import type { Locale } from "@/lib/domain/locales";

export interface DisplayAddressParts {
  address: string;
  district?: string | null;
  city?: string | null;
  province?: string | null;
  /** Country code (HK, MO, CN, SG, AU). */
  country?: string | null;
}

const CITY_COUNTRIES: readonly string[] = ["CN", "SG"];
const PROVINCE_LAST_COUNTRY = "CN";
const SEPARATOR: Record<Locale, string> = { en: ", ", zh: "，" };

export function formatAddress(
  parts: DisplayAddressParts,
  options: { locale: Locale; countryName: string | null },
): string {
  const country = parts.country ?? "";
  const district = parts.district?.trim();
  const street = parts.address.trim();
  const first = district && !street.startsWith(district) ? `${district} ${street}` : street;
  const area = CITY_COUNTRIES.includes(country) ? parts.city : parts.province;
  const last = country === PROVINCE_LAST_COUNTRY ? parts.province : options.countryName;
  const pieces: string[] = [];
  for (const piece of [first, area, last]) {
    const text = piece?.trim();
    if (text && text !== pieces.at(-1)) pieces.push(text);
  }
  return pieces.join(SEPARATOR[options.locale]);
}
