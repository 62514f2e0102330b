"use client";
/**
 * The checkout page's island (shopping §2 Checkout; Member, Staff and Guest Checkout). It owns
 * the form state and wires the sections to the API: checkBaseInfo for modes, services and
 * payment methods; the member's addresses and billing address; pick-up points of the chosen
 * type; live totals; and placing the order once the checkout rules pass. When the server read
 * the first screen's data (`start`, issue 15 item 4), those queries are not asked again.
 */
import Cookies from "js-cookie";
import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { MainColumn, TwoColumnPage } from "@/components/layout/two-column-page";
import { isCompactLayout } from "@/components/layout/use-media-query";
import type { CheckoutHandoff } from "@/lib/client/checkout-handoff";
import { useTransportQuery } from "@/lib/client/use-transport-query";
import { track } from "@/lib/client/tracking";
import { amountToCents } from "@/lib/i18n/money";
import { TX_ID_COOKIE } from "@/lib/session/cookies";
import { billingAddress, checkBaseInfo, userAddresses } from "@/lib/graphql/persisted/checkout";
import { addressProblems, contactProblems } from "./address-rules";
import { BillingSection } from "./billing-section";
import {
  chosenMethod,
  chosenPickUpPoint,
  distributionTypeOf,
  emailProblemKey,
  hasBillingAddress,
  hasDeliveryAddress,
  receiptCountry,
  type CheckoutContext,
  type CheckoutForm,
} from "./checkout-form";
import { checkoutProblems } from "./checkout-rules";
import { checkoutIdempotencyKey } from "./idempotency";
import { CheckoutSkeleton } from "./checkout-skeleton";
import { defaultAddressChoice, withDefaultAddress, type CheckoutStart } from "./checkout-start";
import { CheckoutSummary } from "./checkout-summary";
import { ContactSection } from "./contact-section";
import { DeliverySection } from "./delivery-section";
import { DiscountsSection } from "./discounts-section";
import { buildOrderInput, calculationInputOf, checkoutKindOf } from "./order-input";
import { PaymentSection } from "./payment-section";
import { usePickUpPoints } from "./pick-up-points";
import { ServicesSection } from "./services-section";
import { StaffSection } from "./staff-section";
import { useCheckoutCalculation } from "./use-checkout-calculation";
import { usePlaceOrder } from "./use-place-order";

export interface CheckoutSession {
  isMember: boolean;
  isStaff: boolean;
}

export function CheckoutView(props: {
  handoff: CheckoutHandoff;
  session: CheckoutSession;
  initialForm: CheckoutForm;
  start?: CheckoutStart | null;
}) {
  const t = useTranslations("checkout");
  const { isMember, isStaff } = props.session;
  // A form the server started has the member's default address chosen, as the server priced it.
  const [form, setForm] = useState(() =>
    withDefaultAddress(
      props.initialForm,
      props.session.isMember ? (props.start?.savedAddresses ?? null) : null,
    ),
  );
  const [showAll, setShowAll] = useState(false);
  const patch = (next: Partial<CheckoutForm>) => setForm((current) => ({ ...current, ...next }));

  const start = props.start ?? null;
  // The server read the member's books only if it saw a member (the live session may differ).
  const memberRead = isMember && start?.savedAddresses != null;
  const base =
    useTransportQuery(checkBaseInfo, { skip: start !== null }).data?.checkBaseInfo ?? start?.base;
  const savedQuery = useTransportQuery(userAddresses, { skip: !isMember || memberRead });
  const billingQuery = useTransportQuery(billingAddress, { skip: !isMember || memberRead });
  const saved = memberRead ? (start?.savedAddresses ?? undefined) : savedQuery.data?.userAddresses;
  const billing = memberRead
    ? (start?.billing ?? null)
    : (billingQuery.data?.billingAddress ?? null);
  const methods = base?.transportMethods ?? [];
  const method = methods.find((item) => item.id === form.transportMethodId) ?? null;
  const pickUpPoints = usePickUpPoints(
    method?.transportMethod === "PICKUP" ? method.pickUpType : null,
  );
  const context: CheckoutContext = {
    transportMethods: methods,
    savedAddresses: saved ?? [],
    pickUpPoints,
    isMember,
  };

  // The member's default address is chosen once the book arrives (state adjusted in render).
  const [defaulted, setDefaulted] = useState(memberRead);
  if (!defaulted && saved) {
    setDefaulted(true);
    patch(defaultAddressChoice(saved));
  }

  const lines = props.handoff.lines;
  const calculationInput = calculationInputOf({ form, context, lines });
  const { calculation, loading: calculating } = useCheckoutCalculation(
    calculationInput,
    start?.calculation ?? null,
  );
  const country = receiptCountry(form, context);
  const order = usePlaceOrder({ isMember, billingCode: billing?.code ?? null, country });
  const serverErrors = order.errors.byField;

  useEffect(() => {
    track("begin_checkout", {
      items: lines.map(({ skuCode, quantity }) => ({ skuCode, quantity })),
    });
  }, [lines]);

  const point = chosenPickUpPoint(form, context);
  const problems = checkoutProblems({
    distributionType: distributionTypeOf(form, context),
    hasDeliveryAddress: hasDeliveryAddress(form, context),
    hasPickUpPoint: point !== null && point.status === "ENABLED",
    pickUpPointDisabled: point?.status === "DISABLED",
    hasBillingAddress: hasBillingAddress(form, context),
    paymentMethod: form.payType,
    amountCents: calculation ? amountToCents(calculation.amount.amount) : null,
    country,
  });

  const fieldsInvalid = () => {
    if (emailProblemKey(form.email, isMember)) return true;
    const type = distributionTypeOf(form, context);
    if (type === "EXPRESS" && form.addressChoice === "new") {
      if (Object.keys(addressProblems(form.newAddress)).length > 0) return true;
    }
    if (type === "PICKUP" && Object.keys(contactProblems(form.pickUpContact, country)).length > 0) {
      return true;
    }
    return false;
  };

  const placeOrder = () => {
    setShowAll(true);
    if (problems.length > 0 || fieldsInvalid()) return;
    void order.place(form, (savedCode) =>
      buildOrderInput({
        form,
        context,
        lines,
        kind: checkoutKindOf({ isMember, isStaff }),
        terminal: isCompactLayout() ? "WAP" : "PC",
        // Made on the first attempt and kept in this tab until the order is placed, so a double
        // click or a retry after a reload sends the same key (idempotency.ts).
        idempotencyKey: checkoutIdempotencyKey(),
        savedNewAddressCode: savedCode,
        txId: Cookies.get(TX_ID_COOKIE) ?? null,
      }),
    );
  };

  // The form appears whole once what shapes it has arrived, so nothing on screen moves as
  // queries land one by one (layout shift on a phone, where the summary sits under the form).
  if (!base || (isMember && saved === undefined)) return <CheckoutSkeleton />;

  return (
    <TwoColumnPage data-testid="checkout-view" data-kind={checkoutKindOf({ isMember, isStaff })}>
      <MainColumn>
        <ContactSection
          email={form.email}
          isMember={isMember}
          showAll={showAll}
          serverError={serverErrors.email}
          onChange={(email) => patch({ email })}
        />
        <DeliverySection
          form={form}
          methods={methods}
          savedAddresses={context.savedAddresses}
          pickUpPoints={pickUpPoints}
          isMember={isMember}
          showAll={showAll}
          serverErrors={serverErrors}
          onChange={patch}
        />
        <BillingSection
          same={form.billingSame}
          billing={form.billing}
          country={country}
          showAll={showAll}
          serverErrors={serverErrors}
          onSame={(billingSame) =>
            patch(
              !billingSame && billing && form.billing.name === "" && form.billing.mobile === ""
                ? {
                    billingSame,
                    billing: { name: billing.name, mobile: billing.mobile.replace(/^\+\d+\s/, "") },
                  }
                : { billingSame },
            )
          }
          onBilling={(next) => patch({ billing: next })}
        />
        <ServicesSection
          services={base?.additionalServices ?? []}
          giftWrap={form.giftWrap}
          greetingCard={form.greetingCard}
          message={form.giftMessage}
          onChange={patch}
        />
        <DiscountsSection
          form={form}
          isMember={isMember}
          calculation={calculation}
          calculating={calculating}
          goDollarError={serverErrors.goDollar}
          price={(next) => calculationInputOf({ form: { ...form, ...next }, context, lines })}
          onChange={patch}
        />
        <PaymentSection
          methods={base?.paymentMethods ?? []}
          value={form.payType}
          showAll={showAll}
          serverError={serverErrors.payType}
          onChange={(payType) => {
            patch({ payType });
            track("add_payment_info", {
              payType,
              deliveryMode: chosenMethod(form, context)?.transportMethod ?? null,
            });
          }}
        />
        {isStaff ? (
          <StaffSection
            guideId={form.guideId}
            o2oShopCode={form.o2oShopCode}
            serverErrors={serverErrors}
            onChange={patch}
          />
        ) : null}
      </MainColumn>
      <CheckoutSummary
        lines={lines}
        bag={start?.bag ?? null}
        calculation={calculation}
        calculating={calculating}
        problems={problems}
        showProblems={showAll}
        generalErrors={order.errors.general}
        busy={order.busy}
        onPlace={placeOrder}
      />
      <p className="visually-hidden" aria-live="polite">
        {order.busy ? t("placing") : ""}
      </p>
    </TwoColumnPage>
  );
}
