"use client";
/** The bag's checkout button (shopping §4 Checkout entry; the rules are in use-checkout-entry.ts). */
import { useTranslations } from "next-intl";
import { useState } from "react";
import type { CartData } from "@/lib/graphql/operations/cart";
import { useCheckoutEntry } from "./use-checkout-entry";
import styles from "./cart.module.css";

export function CheckoutButton(props: {
  visitorCheckout: boolean;
  couponCodes: string[];
  disabled: boolean;
  onCart(cart: CartData): void;
  /** The mobile bar's button has its own, so the two never share one. */
  testId?: string;
}) {
  const t = useTranslations("cart");
  const enter = useCheckoutEntry(props);
  const [entering, setEntering] = useState(false);
  return (
    <button
      type="button"
      className={styles.primaryButton}
      disabled={props.disabled || entering}
      data-testid={props.testId ?? "checkout-button"}
      onClick={() => {
        setEntering(true);
        void enter().finally(() => setEntering(false));
      }}
    >
      {t("checkout")}
    </button>
  );
}
