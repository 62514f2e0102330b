/**
 * The checkout rules of shopping §5 ("a payment method must be chosen; a delivery address (or
 * pick-up store) and a billing address must exist; price cannot be zero; Australia orders over
 * 5500 HKD must be split") as one pure function, checked before `createOrder` is sent. It
 * answers with every problem in the order the page lists them; each is a message key under
 * `checkout.rules`. The server checks all of this again: this only saves a round trip.
 */
import { AUSTRALIA_ORDER_CAP_CENTS, type DistributionType } from "@/lib/domain/checkout/constants";

export interface CheckoutRuleInput {
  distributionType: DistributionType | null;
  /** EXPRESS: a saved address is chosen or the new one is complete. */
  hasDeliveryAddress: boolean;
  /** PICKUP: an enabled pick-up point is chosen. */
  hasPickUpPoint: boolean;
  /** The chosen point is disabled (shopping §8 "pick-up location disabled"). */
  pickUpPointDisabled: boolean;
  /** The billing address is the delivery address, or a complete one of its own. */
  hasBillingAddress: boolean;
  paymentMethod: string | null;
  /** The calculated amount to pay; null while no calculation has come back. */
  amountCents: number | null;
  /** The receipt's country (HK, MO, CN, AU, SG, ...). */
  country: string | null;
}

export const CHECKOUT_PROBLEMS = [
  "deliveryMode",
  "noAddress",
  "noPickUpStore",
  "pickUpDisabled",
  "noBillingAddress",
  "paymentMethod",
  "notPriced",
  "zeroPrice",
  "australiaSplit",
] as const;
export type CheckoutProblem = (typeof CHECKOUT_PROBLEMS)[number];

export function checkoutProblems(input: CheckoutRuleInput): CheckoutProblem[] {
  const problems: CheckoutProblem[] = [];
  if (input.distributionType === null) problems.push("deliveryMode");
  else if (input.distributionType === "EXPRESS") {
    if (!input.hasDeliveryAddress) problems.push("noAddress");
  } else if (input.pickUpPointDisabled) problems.push("pickUpDisabled");
  else if (!input.hasPickUpPoint) problems.push("noPickUpStore");
  if (!input.hasBillingAddress) problems.push("noBillingAddress");
  if (!input.paymentMethod) problems.push("paymentMethod");
  if (input.amountCents === null) problems.push("notPriced");
  else if (input.amountCents <= 0) problems.push("zeroPrice");
  else if (input.country === "AU" && input.amountCents > AUSTRALIA_ORDER_CAP_CENTS) {
    problems.push("australiaSplit");
  }
  return problems;
}
