"use client";
/**
 * A new delivery address (accounts §3 Delivery address, §5 Address rules): first and last
 * name, mobile by the country's rule, optional telephone, the region cascade and the street
 * address. Members may keep it in their address book.
 */
import { useTranslations } from "next-intl";
import {
  ADDRESS_MAX_LENGTH,
  COUNTRY_PHONE_PREFIX,
  NAME_MAX_LENGTH,
} from "@/lib/domain/checkout/constants";
import { addressProblems, phoneCountryOf, type NewAddressFields } from "./address-rules";
import { Field } from "./field";
import { RegionCascade } from "./region-cascade";
import styles from "./checkout.module.css";

export function NewAddressForm(props: {
  value: NewAddressFields;
  showAll: boolean;
  serverErrors: Partial<Record<string, string>>;
  canSave: boolean;
  save: boolean;
  onChange(value: NewAddressFields): void;
  onSave(save: boolean): void;
}) {
  const t = useTranslations("checkout.address");
  const tRules = useTranslations("checkout.rules");
  const problems = addressProblems(props.value);
  const set = (patch: Partial<NewAddressFields>) => props.onChange({ ...props.value, ...patch });
  const prefix = COUNTRY_PHONE_PREFIX[phoneCountryOf(props.value.country)];
  const problem = (key: keyof typeof problems, server: string) =>
    props.serverErrors[server] ?? problems[key] ?? null;
  const isRaw = (server: string) => props.serverErrors[server] !== undefined;
  return (
    <div className={styles.stack} data-testid="new-address-form">
      <div className={styles.row2}>
        <Field
          label={t("firstName")}
          value={props.value.firstName}
          problem={problem("firstName", "receiverFirstName")}
          raw={isRaw("receiverFirstName")}
          forceShow={props.showAll}
          autoComplete="given-name"
          maxLength={NAME_MAX_LENGTH}
          testId="address-first-name"
          onValue={(firstName) => set({ firstName })}
        />
        <Field
          label={t("lastName")}
          value={props.value.lastName}
          problem={problem("lastName", "receiverLastName")}
          raw={isRaw("receiverLastName")}
          forceShow={props.showAll}
          autoComplete="family-name"
          maxLength={NAME_MAX_LENGTH}
          testId="address-last-name"
          onValue={(lastName) => set({ lastName })}
        />
      </div>
      <RegionCascade
        value={props.value}
        invalid={props.showAll && problems.region !== undefined}
        onChange={(region) => set(region)}
      />
      {props.showAll && problems.region ? (
        <span className={styles.fieldError}>{tRules(problems.region)}</span>
      ) : null}
      <Field
        label={t("address")}
        value={props.value.address}
        problem={problem("address", "address")}
        raw={isRaw("address")}
        forceShow={props.showAll}
        autoComplete="street-address"
        maxLength={ADDRESS_MAX_LENGTH}
        testId="address-line"
        onValue={(address) => set({ address })}
      />
      <div className={styles.row2}>
        <Field
          label={t("mobile", { prefix })}
          value={props.value.mobile}
          problem={problem("mobile", "receiverMobile")}
          raw={isRaw("receiverMobile")}
          forceShow={props.showAll}
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          testId="address-mobile"
          onValue={(mobile) => set({ mobile: mobile.replace(/\s/g, "") })}
        />
        <Field
          label={t("telephone")}
          value={props.value.telephone}
          problem={problem("telephone", "receiverTelephone")}
          raw={isRaw("receiverTelephone")}
          forceShow={props.showAll}
          type="tel"
          inputMode="numeric"
          testId="address-telephone"
          onValue={(telephone) => set({ telephone: telephone.replace(/\s/g, "") })}
        />
      </div>
      {props.canSave ? (
        <label className={styles.check}>
          <input
            type="checkbox"
            checked={props.save}
            onChange={(event) => props.onSave(event.target.checked)}
          />
          {t("saveToBook")}
        </label>
      ) : null}
    </div>
  );
}
