/**
 * What the checkout's first screen starts from (issue 15 item 4), worked out the same way on the
 * server (from the hand-off's cookie copy) and in the browser (from session storage): the form
 * as first shown, with the member coupon told apart from the promotion codes and a member's
 * default address chosen, and the data the server read for it. Pure, so both sides agree.
 */
import type { CheckoutHandoff } from "@/lib/client/checkout-handoff";
import type {
  CalculateInputData,
  CalculationData,
  CartLineData,
} from "@/lib/graphql/operations/cart";
import type {
  BaseInfoData,
  BillingAddressData,
  DeliveryAddressData,
} from "@/lib/graphql/operations/checkout";
import { initialCheckoutForm, type CheckoutForm } from "./checkout-form";

/** Read on the server for the first screen; the island asks for none of it again. */
export interface CheckoutStart {
  handoff: CheckoutHandoff;
  /** The member coupon the cart chose (session storage), as the hand-off's copy names it. */
  storedMemberCoupon: string | null;
  base: BaseInfoData;
  /** Members only; null for a guest. */
  savedAddresses: DeliveryAddressData[] | null;
  billing: BillingAddressData;
  /** The totals for the first form, with the input they were asked for. */
  calculation: { input: CalculateInputData; result: CalculationData } | null;
  /** The bag's purchasable lines, for the summary's names and pictures. */
  bag: CartLineData[] | null;
}

/** The chosen member coupon counts only when it went to checkout among the hand-off's codes. */
export function memberCouponOf(handoff: CheckoutHandoff, stored: string | null): string | null {
  return stored && handoff.couponCodes.includes(stored) ? stored : null;
}

export function firstCheckoutForm(input: {
  handoff: CheckoutHandoff;
  storedMemberCoupon: string | null;
  email: string;
  guideId: string;
}): CheckoutForm {
  const memberCoupon = memberCouponOf(input.handoff, input.storedMemberCoupon);
  return initialCheckoutForm({
    email: input.email,
    promoCodes: input.handoff.couponCodes.filter((code) => code !== memberCoupon),
    memberCoupon,
    guideId: input.guideId,
  });
}

/** A member's address book preselects the default address, else the first one. */
export function defaultAddressChoice(saved: DeliveryAddressData[]): Partial<CheckoutForm> {
  const preferred = saved.find((address) => address.isDefault) ?? saved[0];
  return preferred ? { addressChoice: "saved", savedAddressCode: preferred.code } : {};
}

/** The form as first shown: with the member's address book read, its default chosen. */
export function withDefaultAddress(
  form: CheckoutForm,
  saved: DeliveryAddressData[] | null,
): CheckoutForm {
  return saved ? { ...form, ...defaultAddressChoice(saved) } : form;
}

/** Whether the server rendered from the same hand-off (and member coupon) as this tab holds. */
export function sameStart(
  server: Pick<CheckoutStart, "handoff" | "storedMemberCoupon">,
  tab: { handoff: CheckoutHandoff; storedMemberCoupon: string | null },
): boolean {
  return (
    JSON.stringify(server.handoff) === JSON.stringify(tab.handoff) &&
    memberCouponOf(server.handoff, server.storedMemberCoupon) ===
      memberCouponOf(tab.handoff, tab.storedMemberCoupon)
  );
}
