"use client";
/**
 * The order's e-mail (shopping §2 Checkout): required for a guest and checked against the
 * e-mail pattern (accounts §5); a member's is filled in from the account and can be changed.
 */
import { useTranslations } from "next-intl";
import { emailProblemKey } from "./checkout-form";
import { Field } from "./field";
import styles from "./checkout.module.css";

export function ContactSection(props: {
  email: string;
  isMember: boolean;
  showAll: boolean;
  serverError: string | undefined;
  onChange(email: string): void;
}) {
  const t = useTranslations("checkout.contact");
  return (
    <section className={styles.section} aria-labelledby="checkout-contact">
      <h2 id="checkout-contact" className={styles.sectionTitle}>
        {t("title")}
      </h2>
      <Field
        label={t("email")}
        type="email"
        autoComplete="email"
        value={props.email}
        problem={props.serverError ?? emailProblemKey(props.email, props.isMember)}
        raw={props.serverError !== undefined}
        forceShow={props.showAll}
        testId="checkout-email"
        onValue={props.onChange}
      />
      <p className={styles.muted}>{props.isMember ? t("memberHint") : t("guestHint")}</p>
    </section>
  );
}
