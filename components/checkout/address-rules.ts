/**
 * The address and phone rules of accounts §5 as pure functions, shared by the checkout's
 * address, pick-up contact and billing forms. Phone: Hong Kong and Macau mobiles are exactly
 * 8 digits, mainland China 11; other countries take the general "8 to 11 digits". Name-like
 * text is letters, digits, Chinese characters and spaces only. Each rule answers with the
 * message key of the problem (under `checkout.rules`), or null.
 */
import { mobileDigitsRule } from "@/lib/domain/checkout/phone-rules";
import {
  ADDRESS_MAX_LENGTH,
  NAME_MAX_LENGTH,
  TELEPHONE_DIGITS,
} from "@/lib/domain/checkout/constants";

export {
  mobileDigitsRule,
  phoneCountryOf,
  withPhonePrefix,
} from "@/lib/domain/checkout/phone-rules";

export type MobileProblem = "mobileRequired" | "mobile8" | "mobile11" | "mobileRange";

export function mobileProblem(
  mobile: string,
  country: string | null | undefined,
): MobileProblem | null {
  const value = mobile.trim();
  if (value === "") return "mobileRequired";
  const { min, max } = mobileDigitsRule(country);
  if (new RegExp(`^\\d{${min},${max}}$`).test(value)) return null;
  if (min === max) return min === 8 ? "mobile8" : "mobile11";
  return "mobileRange";
}

/** Optional; when given, exactly 8 digits. */
export function telephoneProblem(telephone: string): "telephone" | null {
  const value = telephone.trim();
  if (value === "") return null;
  return new RegExp(`^\\d{${TELEPHONE_DIGITS}}$`).test(value) ? null : "telephone";
}

const NAME_PATTERN = /^[\p{L}\p{N}\p{Script=Han} ]+$/u;

export function nameProblem(name: string): "nameRequired" | "nameChars" | "nameLength" | null {
  const value = name.trim();
  if (value === "") return "nameRequired";
  if (value.length > NAME_MAX_LENGTH) return "nameLength";
  return NAME_PATTERN.test(value) ? null : "nameChars";
}

/** The number as the API stores it: "+852 91234567" (accounts §5 "a phone string"). */
export interface NewAddressFields {
  firstName: string;
  lastName: string;
  mobile: string;
  telephone: string;
  country: string;
  provinceId: number | null;
  cityId: number | null;
  districtId: number | null;
  /** How deep the chosen branch of the region tree goes; a leaf above it ends the cascade. */
  regionComplete: boolean;
  address: string;
}

export const EMPTY_ADDRESS: NewAddressFields = {
  firstName: "",
  lastName: "",
  mobile: "",
  telephone: "",
  country: "",
  provinceId: null,
  cityId: null,
  districtId: null,
  regionComplete: false,
  address: "",
};

export type AddressField = "firstName" | "lastName" | "mobile" | "telephone" | "region" | "address";

/** Every problem of a new delivery address, by field (accounts §5 Address). */
export function addressProblems(address: NewAddressFields): Partial<Record<AddressField, string>> {
  const problems: Partial<Record<AddressField, string>> = {};
  const first = nameProblem(address.firstName);
  if (first) problems.firstName = first;
  const last = nameProblem(address.lastName);
  if (last) problems.lastName = last;
  const mobile = mobileProblem(address.mobile, address.country);
  if (mobile) problems.mobile = mobile;
  const telephone = telephoneProblem(address.telephone);
  if (telephone) problems.telephone = telephone;
  if (!address.country || address.provinceId === null || !address.regionComplete) {
    problems.region = "regionRequired";
  }
  const line = address.address.trim();
  if (line === "") problems.address = "addressRequired";
  else if (line.length > ADDRESS_MAX_LENGTH) problems.address = "addressLength";
  return problems;
}

export function isCompleteAddress(address: NewAddressFields): boolean {
  return Object.keys(addressProblems(address)).length === 0;
}

/** A contact (pick-up collector, billing): name and mobile. */
export function contactProblems(
  contact: { name: string; mobile: string },
  country: string | null | undefined,
): Partial<Record<"name" | "mobile", string>> {
  const problems: Partial<Record<"name" | "mobile", string>> = {};
  const name = nameProblem(contact.name);
  if (name) problems.name = name;
  const mobile = mobileProblem(contact.mobile, country);
  if (mobile) problems.mobile = mobile;
  return problems;
}
