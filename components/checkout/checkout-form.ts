/**
 * What the shopper has chosen on the checkout page (shopping §2 Checkout) and the facts the
 * rules and the calculation read from it. Plain data and pure functions: the page keeps one
 * of these in state, the tests build them by hand.
 */
import { isValidEmail } from "@/lib/domain/validation/email";
import { DEFAULT_PHONE_COUNTRY, type DistributionType } from "@/lib/domain/checkout/constants";
import type {
  DeliveryAddressData,
  PickUpPointData,
  TransportMethodData,
} from "@/lib/graphql/operations/checkout";
import {
  contactProblems,
  EMPTY_ADDRESS,
  isCompleteAddress,
  type NewAddressFields,
} from "./address-rules";

export interface Contact {
  name: string;
  mobile: string;
}

export interface CheckoutForm {
  email: string;
  transportMethodId: string | null;
  /** EXPRESS: a saved address (members) or the new one typed here. */
  addressChoice: "saved" | "new";
  savedAddressCode: string | null;
  newAddress: NewAddressFields;
  /** Members: keep the new address in the address book (deliveryAddressCreate). */
  saveNewAddress: boolean;
  /** PICKUP */
  pickUpPointCode: string | null;
  pickUpContact: Contact;
  billingSame: boolean;
  billing: Contact;
  giftWrap: boolean;
  giftMessage: string;
  greetingCard: boolean;
  promoCodes: string[];
  memberCoupon: string | null;
  /** Whole go-dollars applied (1 go-dollar = HK$1). */
  goDollar: number;
  payType: string | null;
  guideId: string;
  o2oShopCode: string;
}

export function initialCheckoutForm(input: {
  email: string;
  promoCodes: string[];
  memberCoupon: string | null;
  guideId: string;
}): CheckoutForm {
  return {
    email: input.email,
    transportMethodId: null,
    addressChoice: "new",
    savedAddressCode: null,
    newAddress: EMPTY_ADDRESS,
    saveNewAddress: false,
    pickUpPointCode: null,
    pickUpContact: { name: "", mobile: "" },
    billingSame: true,
    billing: { name: "", mobile: "" },
    giftWrap: false,
    giftMessage: "",
    greetingCard: false,
    promoCodes: input.promoCodes,
    memberCoupon: input.memberCoupon,
    goDollar: 0,
    payType: null,
    guideId: input.guideId,
    o2oShopCode: "",
  };
}

export interface CheckoutContext {
  transportMethods: TransportMethodData[];
  savedAddresses: DeliveryAddressData[];
  pickUpPoints: PickUpPointData[];
  isMember: boolean;
}

export function chosenMethod(
  form: CheckoutForm,
  context: CheckoutContext,
): TransportMethodData | null {
  return context.transportMethods.find((method) => method.id === form.transportMethodId) ?? null;
}

export function distributionTypeOf(
  form: CheckoutForm,
  context: CheckoutContext,
): DistributionType | null {
  return chosenMethod(form, context)?.transportMethod ?? null;
}

export function chosenSavedAddress(
  form: CheckoutForm,
  context: CheckoutContext,
): DeliveryAddressData | null {
  if (form.addressChoice !== "saved") return null;
  return context.savedAddresses.find((address) => address.code === form.savedAddressCode) ?? null;
}

export function chosenPickUpPoint(
  form: CheckoutForm,
  context: CheckoutContext,
): PickUpPointData | null {
  return context.pickUpPoints.find((point) => point.code === form.pickUpPointCode) ?? null;
}

/**
 * The receipt's country for the calculation and the rules: the delivery address's country;
 * pick-up points carry no country, and the shop's points are in Hong Kong (the default prefix).
 */
export function receiptCountry(form: CheckoutForm, context: CheckoutContext): string | null {
  const type = distributionTypeOf(form, context);
  if (type === "PICKUP") return DEFAULT_PHONE_COUNTRY;
  if (type !== "EXPRESS") return null;
  if (form.addressChoice === "saved") return chosenSavedAddress(form, context)?.country ?? null;
  return form.newAddress.country || null;
}

export function hasDeliveryAddress(form: CheckoutForm, context: CheckoutContext): boolean {
  return form.addressChoice === "saved"
    ? chosenSavedAddress(form, context) !== null
    : isCompleteAddress(form.newAddress);
}

/** The person at the delivery end: who receives the parcel, or who collects it. */
export function deliveryContact(form: CheckoutForm, context: CheckoutContext): Contact | null {
  const type = distributionTypeOf(form, context);
  if (type === "PICKUP") return form.pickUpContact;
  const saved = chosenSavedAddress(form, context);
  if (saved) return { name: saved.receiverName, mobile: saved.receiverMobile };
  if (form.addressChoice === "new") {
    const { firstName, lastName, mobile } = form.newAddress;
    return { name: `${firstName} ${lastName}`.trim(), mobile };
  }
  return null;
}

export function hasBillingAddress(form: CheckoutForm, context: CheckoutContext): boolean {
  if (!form.billingSame) {
    return Object.keys(contactProblems(form.billing, receiptCountry(form, context))).length === 0;
  }
  const contact = deliveryContact(form, context);
  return contact !== null && contact.name !== "" && contact.mobile !== "";
}

export function hasPickUpContact(form: CheckoutForm): boolean {
  return Object.keys(contactProblems(form.pickUpContact, DEFAULT_PHONE_COUNTRY)).length === 0;
}

/** Guests must give an e-mail; a member's may be left to the account's. */
export function emailProblemKey(
  email: string,
  isMember: boolean,
): "emailRequired" | "emailInvalid" | null {
  const value = email.trim();
  if (value === "") return isMember ? null : "emailRequired";
  return isValidEmail(value) ? null : "emailInvalid";
}
