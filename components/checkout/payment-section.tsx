"use client";
/**
 * The payment method (shopping §2 Checkout; §5 "a payment method must be chosen"): the
 * methods checkBaseInfo offers, as a radio list.
 */
import { useTranslations } from "next-intl";
import { useId } from "react";
import styles from "./checkout.module.css";

export function PaymentSection(props: {
  methods: { code: string; name: string }[];
  value: string | null;
  showAll: boolean;
  serverError: string | undefined;
  onChange(code: string): void;
}) {
  const t = useTranslations("checkout.payment");
  const tRules = useTranslations("checkout.rules");
  const name = useId();
  return (
    <section className={styles.section} aria-labelledby="checkout-payment">
      <h2 id="checkout-payment" className={styles.sectionTitle}>
        {t("title")}
      </h2>
      <ul className={styles.choiceList}>
        {props.methods.map((method) => (
          <li key={method.code}>
            <label className={styles.choice}>
              <input
                type="radio"
                name={name}
                checked={props.value === method.code}
                data-testid="payment-method"
                onChange={() => props.onChange(method.code)}
              />
              <strong>{method.name}</strong>
            </label>
          </li>
        ))}
      </ul>
      {props.serverError ? <span className={styles.fieldError}>{props.serverError}</span> : null}
      {props.showAll && !props.value ? (
        <span className={styles.fieldError}>{tRules("paymentMethod")}</span>
      ) : null}
    </section>
  );
}
