"use client";
/**
 * Staff Checkout (shopping §2 Checkout: "staff id (guideId) and store code (o2oShopCode)";
 * §6 Staff): shown only when the session is staff, the STAFF badge's flag.
 */
import { useTranslations } from "next-intl";
import { Field } from "./field";
import styles from "./checkout.module.css";

export function StaffSection(props: {
  guideId: string;
  o2oShopCode: string;
  serverErrors: Partial<Record<string, string>>;
  onChange(patch: { guideId?: string; o2oShopCode?: string }): void;
}) {
  const t = useTranslations("checkout.staff");
  return (
    <section
      className={styles.section}
      aria-labelledby="checkout-staff"
      data-testid="checkout-staff"
    >
      <h2 id="checkout-staff" className={styles.sectionTitle}>
        {t("title")}
      </h2>
      <div className={styles.row2}>
        <Field
          label={t("guideId")}
          value={props.guideId}
          problem={props.serverErrors.guideId ?? null}
          raw
          testId="staff-guide-id"
          onValue={(guideId) => props.onChange({ guideId })}
        />
        <Field
          label={t("o2oShopCode")}
          value={props.o2oShopCode}
          problem={props.serverErrors.o2oShopCode ?? null}
          raw
          testId="staff-shop-code"
          onValue={(o2oShopCode) => props.onChange({ o2oShopCode })}
        />
      </div>
    </section>
  );
}
