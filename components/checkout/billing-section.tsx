"use client";
/**
 * The billing address (shopping §2 Checkout; accounts §3 "a billing address (code, name,
 * mobile)"): the same as the delivery contact by default, else a name and mobile of its own.
 * A member's saved billing address fills it in; it is saved again when the order is placed.
 */
import { useTranslations } from "next-intl";
import { COUNTRY_PHONE_PREFIX } from "@/lib/domain/checkout/constants";
import { contactProblems, phoneCountryOf } from "./address-rules";
import type { Contact } from "./checkout-form";
import { Field } from "./field";
import styles from "./checkout.module.css";

export function BillingSection(props: {
  same: boolean;
  billing: Contact;
  country: string | null;
  showAll: boolean;
  serverErrors: Partial<Record<string, string>>;
  onSame(same: boolean): void;
  onBilling(billing: Contact): void;
}) {
  const t = useTranslations("checkout.billing");
  const problems = contactProblems(props.billing, props.country);
  const nameError = props.serverErrors["billingAddress.name"];
  const mobileError =
    props.serverErrors["billingAddress.mobile"] ?? props.serverErrors.billingAddress;
  return (
    <section className={styles.section} aria-labelledby="checkout-billing">
      <h2 id="checkout-billing" className={styles.sectionTitle}>
        {t("title")}
      </h2>
      <label className={styles.check}>
        <input
          type="checkbox"
          checked={props.same}
          data-testid="billing-same"
          onChange={(event) => props.onSame(event.target.checked)}
        />
        {t("same")}
      </label>
      {props.same ? null : (
        <div className={styles.row2}>
          <Field
            label={t("name")}
            value={props.billing.name}
            problem={nameError ?? problems.name ?? null}
            raw={nameError !== undefined}
            forceShow={props.showAll}
            autoComplete="billing name"
            testId="billing-name"
            onValue={(name) => props.onBilling({ ...props.billing, name })}
          />
          <Field
            label={t("mobile", { prefix: COUNTRY_PHONE_PREFIX[phoneCountryOf(props.country)] })}
            value={props.billing.mobile}
            problem={mobileError ?? problems.mobile ?? null}
            raw={mobileError !== undefined}
            forceShow={props.showAll}
            type="tel"
            inputMode="numeric"
            testId="billing-mobile"
            onValue={(mobile) =>
              props.onBilling({ ...props.billing, mobile: mobile.replace(/\s/g, "") })
            }
          />
        </div>
      )}
    </section>
  );
}
