/**
 * The createOrder input from the checkout form (shopping §3 Order-create payload). Lines are
 * the hand-off's SKUs and quantities only, never prices: the server prices the order again.
 * Pure, so the mapping is tested without a browser.
 */
import type { CheckoutLine } from "@/lib/client/checkout-handoff";
import { GO_DOLLAR_POINT_TYPE } from "@/lib/domain/loyalty/constants";
import { PLATFORM_SOURCE } from "@/lib/domain/orders/constants";
import type { CalculateInputData, CartAddInputData } from "@/lib/graphql/operations/cart";
import type {
  DeliveryAddressInputData,
  OrderCreateInputData,
} from "@/lib/graphql/operations/checkout";
import { withPhonePrefix } from "./address-rules";
import {
  chosenMethod,
  chosenPickUpPoint,
  deliveryContact,
  receiptCountry,
  type CheckoutContext,
  type CheckoutForm,
} from "./checkout-form";

export type CheckoutKind = OrderCreateInputData["checkoutKind"];

export function checkoutKindOf(session: { isMember: boolean; isStaff: boolean }): CheckoutKind {
  if (!session.isMember) return "GUEST";
  return session.isStaff ? "STAFF" : "MEMBER";
}

/** The codes the calculation and the order apply: promotion codes and the member coupon. */
export function discountCodesOf(form: Pick<CheckoutForm, "promoCodes" | "memberCoupon">) {
  const codes = form.memberCoupon ? [...form.promoCodes, form.memberCoupon] : form.promoCodes;
  return codes.map((couponCode) => ({ couponCode }));
}

export function servicesOf(form: Pick<CheckoutForm, "giftWrap" | "greetingCard" | "giftMessage">) {
  const memo = form.giftMessage.trim() || null;
  return [
    ...(form.giftWrap ? [{ type: "PACKAGE" as const, memo }] : []),
    ...(form.greetingCard ? [{ type: "GREETING_CARD" as const, memo }] : []),
  ];
}

/** Gifts are derived by the server; only what the shopper buys is sent. */
export function orderLinesOf(lines: readonly CheckoutLine[]): CartAddInputData[] {
  return lines
    .filter((line) => line.lineType !== "GIFT")
    .map((line) => ({
      skuCode: line.skuCode,
      quantity: line.quantity,
      lineType: line.lineType === "ATTACHED_PRODUCT" ? "ATTACHED_PRODUCT" : "SALABLE_PRODUCT",
      activityId: line.activityId,
    }));
}

export function newAddressInput(form: CheckoutForm): DeliveryAddressInputData {
  const address = form.newAddress;
  return {
    receiverFirstName: address.firstName.trim(),
    receiverLastName: address.lastName.trim(),
    receiverMobile: withPhonePrefix(address.mobile, address.country),
    receiverTelephone: address.telephone.trim() || null,
    receiverEmail: form.email.trim() || null,
    country: address.country,
    provinceId: address.provinceId,
    cityId: address.cityId,
    districtId: address.districtId,
    address: address.address.trim(),
  };
}

export function buildOrderInput(input: {
  form: CheckoutForm;
  context: CheckoutContext;
  lines: readonly CheckoutLine[];
  kind: CheckoutKind;
  terminal: "PC" | "WAP";
  idempotencyKey: string;
  /** A new address saved to the book just before, used by its code. */
  savedNewAddressCode?: string | null;
  /** shopping §5: the txId kept from a link, if any. */
  txId?: string | null;
}): OrderCreateInputData {
  const { form, context } = input;
  const method = chosenMethod(form, context);
  const country = receiptCountry(form, context);
  const distributionType = method?.transportMethod ?? "EXPRESS";
  const contact = deliveryContact(form, context);
  const billing = form.billingSame ? contact : form.billing;
  const order: OrderCreateInputData = {
    idempotencyKey: input.idempotencyKey,
    terminal: input.terminal,
    buyerRemark: "",
    platformSource: PLATFORM_SOURCE,
    checkoutKind: input.kind,
    email: form.email.trim() || null,
    distributionType,
    transportMethodId: method?.id ?? null,
    billingAddress: billing
      ? {
          name: billing.name.trim(),
          mobile: withPhonePrefix(billing.mobile.replace(/^\+\d+\s/, ""), country),
        }
      : null,
    isSameAsAddress: form.billingSame,
    additionalServices: servicesOf(form),
    orderLines: orderLinesOf(input.lines),
    discountCodes: discountCodesOf(form),
    goDollar: form.goDollar > 0 ? form.goDollar : null,
    payType: form.payType ?? "",
    // shopping §5: the attribution kept from a txId link (the server checks it again).
    txId: input.txId ?? null,
  };
  if (distributionType === "PICKUP") {
    order.pickUpPointCode = chosenPickUpPoint(form, context)?.code ?? null;
    order.pickUpContact = {
      name: form.pickUpContact.name.trim(),
      mobile: withPhonePrefix(form.pickUpContact.mobile, country),
    };
  } else if (input.savedNewAddressCode) {
    order.deliveryAddressCode = input.savedNewAddressCode;
  } else if (form.addressChoice === "saved") {
    order.deliveryAddressCode = form.savedAddressCode;
  } else {
    order.deliveryAddress = newAddressInput(form);
  }
  if (input.kind === "STAFF") {
    order.guideId = form.guideId.trim() || null;
    order.o2oShopCode = form.o2oShopCode.trim() || null;
  }
  return order;
}

/** The live totals' input (shopping §3 Calculation input): the same lines, codes and services. */
export function calculationInputOf(input: {
  form: CheckoutForm;
  context: CheckoutContext;
  lines: readonly CheckoutLine[];
}): CalculateInputData {
  const { form, context } = input;
  const country = receiptCountry(form, context);
  const distributionType = chosenMethod(form, context)?.transportMethod ?? null;
  return {
    cartItems: orderLinesOf(input.lines).map((line) => ({
      skuCode: line.skuCode,
      quantity: line.quantity,
      lineType: line.lineType,
      activityId: line.activityId ?? null,
    })),
    discountCodes: discountCodesOf(form),
    receipt: country && distributionType ? { country, distributionType } : null,
    additionalServices: servicesOf(form).map((service) => ({ type: service.type })),
    prePayDeductions:
      form.goDollar > 0 ? [{ deductionType: GO_DOLLAR_POINT_TYPE, cost: form.goDollar }] : [],
  };
}
