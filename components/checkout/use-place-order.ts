"use client";
/**
 * Placing the order (shopping §2 Checkout, §7 createOrder): a member's new address and billing
 * address are saved first when asked, then createOrder goes with the visit's idempotency key.
 * userErrors come back by field; success clears the hand-off, opens the payment hand-off in the
 * window reserved by the click, and sends this window to the result page that waits for it.
 */
import { useShopTransport } from "@/lib/client/shop-transport-context";
import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useRef, useState } from "react";
import { startPayment, openPaymentWindow } from "@/components/orders/start-payment";
import { clearCheckoutHandoff } from "@/lib/client/checkout-handoff";
import { transportCall } from "@/lib/client/operations";
import { track } from "@/lib/client/tracking";
import type { OrderCreateInputData } from "@/lib/graphql/operations/checkout";
import {
  createOrder,
  deliveryAddressCreate,
  saveBillingAddress,
} from "@/lib/graphql/persisted/checkout";
import type { PersistedOperation } from "@/lib/graphql/persisted/persisted-operation";
import { withPhonePrefix } from "./address-rules";
import type { CheckoutForm } from "./checkout-form";
import { clearCheckoutIdempotencyKey, releaseSpentIdempotencyKey } from "./idempotency";
import { newAddressInput } from "./order-input";
import { splitUserErrors, type SplitErrors } from "./order-errors";

export const NO_ERRORS: SplitErrors = { byField: {}, general: [] };

export function usePlaceOrder(options: {
  isMember: boolean;
  billingCode: string | null;
  country: string | null;
}) {
  const client = useShopTransport();
  const router = useRouter();
  const serverError = useTranslations("loginError")("serverError");
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<SplitErrors>(NO_ERRORS);
  // A second click in the same tick sees no re-render yet: a ref stops it.
  const running = useRef(false);

  // Not runMutation: every userError is wanted, not only the first.
  async function mutate<TData, TVariables>(
    operation: PersistedOperation<TData, TVariables>,
    variables: TVariables,
  ): Promise<TData> {
    const data = await transportCall(client, operation, variables, { loading: true });
    if (!data) throw new Error(serverError);
    return data;
  }

  const place = async (
    form: CheckoutForm,
    build: (savedCode: string | null) => OrderCreateInputData,
  ) => {
    if (running.current) return;
    running.current = true;
    setBusy(true);
    setErrors(NO_ERRORS);
    const popup = openPaymentWindow();
    const fail = (next: SplitErrors) => {
      popup?.close();
      setErrors(next);
      setBusy(false);
      running.current = false;
    };
    try {
      let savedCode: string | null = null;
      const express = build(null).distributionType === "EXPRESS";
      if (options.isMember && express && form.addressChoice === "new" && form.saveNewAddress) {
        const created = (await mutate(deliveryAddressCreate, { input: newAddressInput(form) }))
          .deliveryAddressCreate;
        if (created.userErrors.length > 0 || !created.address)
          return fail(splitUserErrors(created.userErrors));
        savedCode = created.address.code;
      }
      if (options.isMember && !form.billingSame) {
        const saved = (
          await mutate(saveBillingAddress, {
            input: {
              code: options.billingCode,
              name: form.billing.name.trim(),
              mobile: withPhonePrefix(form.billing.mobile, options.country),
            },
          })
        ).saveBillingAddress;
        if (saved.userErrors.length > 0) {
          return fail(
            splitUserErrors(
              saved.userErrors.map((error) => ({
                ...error,
                field: `billingAddress.${error.field ?? "mobile"}`,
              })),
            ),
          );
        }
      }
      const input = build(savedCode);
      const payload = (await mutate(createOrder, { input })).orderCreate;
      if (payload.userErrors.length > 0 || !payload.order) {
        // A key spent on an earlier attempt that placed another request: its message is shown
        // and the next click goes with a new key (idempotency.ts).
        releaseSpentIdempotencyKey(payload.userErrors);
        return fail(splitUserErrors(payload.userErrors));
      }
      const order = payload.order;
      clearCheckoutHandoff();
      clearCheckoutIdempotencyKey();
      track("purchase", {
        orderCode: order.orderCode,
        value: order.amount.amount,
        currency: order.amount.currencyCode,
        payType: input.payType,
      });
      startPayment(order.orderCode, (href) => router.replace(href), popup);
    } catch (caught) {
      fail({
        byField: {},
        general: [caught instanceof Error && caught.message ? caught.message : serverError],
      });
    }
  };

  return { place, busy, errors };
}
