"use client";
/**
 * The bag's total and Checkout button in a bar fixed to the bottom of the screen on mobile and
 * pad (issue 12 item 20): the way on is always in view, however long the bag. Hidden on
 * desktop, where the summary beside the lines stays in view (CSS).
 */
import { useLocale, useTranslations } from "next-intl";
import type { Locale } from "@/lib/domain/locales";
import type { CartCalculationData, CartData } from "@/lib/graphql/operations/cart";
import { formatMoney } from "@/lib/i18n/money";
import { CheckoutButton } from "./checkout-button";
import styles from "./cart.module.css";

export function CheckoutBar(props: {
  calculation: CartCalculationData;
  visitorCheckout: boolean;
  couponCodes: string[];
  disabled: boolean;
  onCart(cart: CartData): void;
}) {
  const t = useTranslations("cart");
  const locale = useLocale() as Locale;
  return (
    <div className={styles.checkoutBar} data-testid="checkout-bar">
      <p className={styles.checkoutBarTotal}>
        <span>{t("barTotal", { count: props.calculation.itemCount })}</span>
        <strong data-testid="checkout-bar-total">
          {formatMoney(props.calculation.amount, locale)}
        </strong>
      </p>
      <CheckoutButton
        visitorCheckout={props.visitorCheckout}
        couponCodes={props.couponCodes}
        disabled={props.disabled}
        onCart={props.onCart}
        testId="checkout-bar-button"
      />
    </div>
  );
}
