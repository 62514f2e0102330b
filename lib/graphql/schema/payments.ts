/**
 * shopping §7 Checkout `orderPay / pay`: starts a card payment for one order and answers the
 * hand-off (§3 Payment response) the page injects and submits (§4 Payment). The input carries
 * everything the spec lists, but the server decides what matters for money and safety: the
 * amount is the order's, the description follows §5, the countdown and payment method are the
 * spec's constants, and the browser returns to the shop's own result pages (ADR 0013).
 */
import { activeProvider } from "@/lib/domain/payments/config";
import type { PaymentResponse } from "@/lib/domain/payments/provider";
import { PAYMENT_ERROR_CODES, startPayment } from "@/lib/domain/payments/start";
import { builder } from "../builder";
import { UserError, userError, type UserErrorShape } from "./common";

/** Longer than any order code; a longer one cannot be an order and is not looked up. */
const MAX_ORDER_CODE_LENGTH = 64;

const OrderPayPaymentType = builder.enumType("OrderPayPaymentType", {
  description: "shopping §7 pay: paymentType WAP (mobile) or PC (desktop).",
  values: ["WAP", "PC"] as const,
});

const OrderPayLanguage = builder.enumType("OrderPayLanguage", {
  description: "shopping §7 pay: E for English, else C.",
  values: ["E", "C"] as const,
});

const OrderPayAmountInput = builder.inputType("OrderPayAmountInput", {
  fields: (t) => ({
    amount: t.string({ required: false }),
    currencyCode: t.string({ required: false }),
  }),
});

const OrderPayExtendParamsInput = builder.inputType("OrderPayExtendParamsInput", {
  fields: (t) => ({ specifiedPaymentMethod: t.string({ required: false }) }),
});

const OrderPayBillingAddressInput = builder.inputType("OrderPayBillingAddressInput", {
  fields: (t) => ({
    code: t.string({ required: false }),
    name: t.string({ required: false }),
    mobile: t.string({ required: false }),
    email: t.string({ required: false }),
    address: t.string({ required: false }),
    country: t.string({ required: false }),
  }),
});

const OrderPayInput = builder.inputType("OrderPayInput", {
  fields: (t) => ({
    orderId: t.string({ required: true, description: "The order code." }),
    channelType: t.string({
      required: false,
      description: "Ignored: the shop's configured card provider takes the payment.",
    }),
    paymentType: t.field({ type: OrderPayPaymentType, required: true }),
    orderDesc: t.string({
      required: false,
      description: "Ignored: the first line's name cut to 50 characters (shopping §5).",
    }),
    returnUrl: t.string({ required: false, description: "Ignored: the shop's own result page." }),
    failUrl: t.string({ required: false, description: "Ignored: the shop's own result page." }),
    amount: t.field({
      type: OrderPayAmountInput,
      required: false,
      description: "Ignored: the order's own amount is charged.",
    }),
    language: t.field({
      type: OrderPayLanguage,
      required: false,
      description:
        "The provider page's language; defaults to the caller's (E for English, else C).",
    }),
    redirectCountdown: t.int({ required: false, description: "Ignored: always 5 (shopping §9)." }),
    extendParams: t.field({ type: OrderPayExtendParamsInput, required: false }),
    billingAddress: t.field({
      type: OrderPayBillingAddressInput,
      required: false,
      description: "Ignored: the order keeps the billing address it was placed with.",
    }),
  }),
});

const PaymentResponseRef = builder.objectRef<PaymentResponse>("PaymentResponse").implement({
  description: "shopping §3 Payment response: the provider form the page injects and submits.",
  fields: (t) => ({
    form: t.exposeString("form"),
    productType: t.exposeString("productType"),
    paySign: t.exposeString("paySign"),
    paymentPageUrl: t.exposeString("paymentPageUrl"),
  }),
});

interface OrderPayPayloadShape {
  response: PaymentResponse | null;
  userErrors: UserErrorShape[];
}

const OrderPayPayload = builder.objectRef<OrderPayPayloadShape>("OrderPayPayload").implement({
  fields: (t) => ({
    response: t.field({ type: PaymentResponseRef, nullable: true, resolve: (p) => p.response }),
    userErrors: t.field({ type: [UserError], resolve: (p) => p.userErrors }),
  }),
});

builder.mutationFields((t) => ({
  pay: t.field({
    type: OrderPayPayload,
    description:
      "Starts a payment for an order of the caller's in WAIT_PAY (shopping §7 orderPay).",
    args: { input: t.arg({ type: OrderPayInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const session = await ctx.requireSession();
      const refuse = (code: string): OrderPayPayloadShape => ({
        response: null,
        userErrors: [userError(ctx.t, code, "orderId")],
      });
      if (input.orderId.length > MAX_ORDER_CODE_LENGTH) {
        return refuse(PAYMENT_ERROR_CODES.ORDER_NOT_FOUND);
      }
      const config = ctx.paymentConfig();
      const result = await startPayment(
        ctx.db,
        {
          provider: activeProvider(config),
          // Order codes are upper case; people type them as they like (as orderDetail reads them).
          orderCode: input.orderId.trim().toUpperCase(),
          caller: { customerId: session.customer.id, scopeOrderCode: session.scopeOrderCode },
          paymentType: input.paymentType,
          language: input.language ?? (ctx.locale === "zh" ? "C" : "E"),
          returnBaseUrl: config.publicBaseUrl,
        },
        ctx.now,
      );
      if (!result.ok) return refuse(result.code);
      return { response: result.response, userErrors: [] };
    },
  }),
}));
