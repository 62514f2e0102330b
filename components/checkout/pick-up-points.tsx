"use client";
/**
 * The pick-up points of the chosen type (accounts §3 Pick-up point; shopping §4 "Pick-up
 * locations can be disabled"): a disabled point is listed greyed out with "pick-up location
 * disabled" and cannot be chosen. Then who collects: name and mobile.
 */
import { useLocale, useTranslations } from "next-intl";
import { useId } from "react";
import { useAddressText } from "@/components/layout/use-address-text";
import { useTransportQuery } from "@/lib/client/use-transport-query";
import { DEFAULT_PHONE_COUNTRY, COUNTRY_PHONE_PREFIX } from "@/lib/domain/checkout/constants";
import type { Locale } from "@/lib/domain/locales";
import type { PickUpPointData } from "@/lib/graphql/operations/checkout";
import { getPickUpAddress } from "@/lib/graphql/persisted/checkout";
import { apiLangOf } from "@/lib/i18n/locale";
import { contactProblems } from "./address-rules";
import type { Contact } from "./checkout-form";
import { Field } from "./field";
import styles from "./checkout.module.css";

export function usePickUpPoints(type: number | null): PickUpPointData[] {
  const locale = useLocale() as Locale;
  const { data } = useTransportQuery(getPickUpAddress, {
    variables: { input: { type }, lang: apiLangOf(locale) },
    skip: type === null,
  });
  return type === null ? [] : (data?.getPickUpAddress ?? []);
}

export function PickUpPoints(props: {
  points: PickUpPointData[];
  chosen: string | null;
  contact: Contact;
  showAll: boolean;
  serverErrors: Partial<Record<string, string>>;
  onChoose(code: string): void;
  onContact(contact: Contact): void;
}) {
  const t = useTranslations("checkout.pickUp");
  const tRules = useTranslations("checkout.rules");
  const name = useId();
  const addressText = useAddressText();
  const problems = contactProblems(props.contact, DEFAULT_PHONE_COUNTRY);
  return (
    <div className={styles.stack}>
      {props.points.length === 0 ? <p className={styles.muted}>{t("none")}</p> : null}
      <ul className={styles.choiceList} data-testid="pick-up-points">
        {props.points.map((point) => {
          const disabled = point.status === "DISABLED";
          return (
            <li key={point.code}>
              <label
                className={disabled ? `${styles.choice} ${styles.choiceDisabled}` : styles.choice}
              >
                <input
                  type="radio"
                  name={name}
                  value={point.code}
                  disabled={disabled}
                  checked={props.chosen === point.code}
                  data-testid="pick-up-point"
                  onChange={() => props.onChoose(point.code)}
                />
                <span>
                  <strong>{point.name}</strong>
                  <span className={styles.muted}>
                    {" "}
                    {addressText({
                      address: point.address,
                      district: point.district,
                      province: point.region,
                    })}
                  </span>
                  {point.bussinessHours ? (
                    <span className={styles.muted}>
                      {" "}
                      · {t("hours", { hours: point.bussinessHours })}
                    </span>
                  ) : null}
                  {disabled ? (
                    <span className={styles.fieldError}> {tRules("pickUpDisabled")}</span>
                  ) : null}
                </span>
              </label>
            </li>
          );
        })}
      </ul>
      {props.showAll && !props.chosen ? (
        <span className={styles.fieldError}>{tRules("noPickUpStore")}</span>
      ) : null}
      {props.serverErrors.pickUpPointCode ? (
        <span className={styles.fieldError}>{props.serverErrors.pickUpPointCode}</span>
      ) : null}
      <div className={styles.row2}>
        <Field
          label={t("contactName")}
          value={props.contact.name}
          problem={props.serverErrors["pickUpContact.name"] ?? problems.name ?? null}
          raw={props.serverErrors["pickUpContact.name"] !== undefined}
          forceShow={props.showAll}
          autoComplete="name"
          testId="pick-up-name"
          onValue={(value) => props.onContact({ ...props.contact, name: value })}
        />
        <Field
          label={t("contactMobile", { prefix: COUNTRY_PHONE_PREFIX[DEFAULT_PHONE_COUNTRY] })}
          value={props.contact.mobile}
          problem={props.serverErrors["pickUpContact.mobile"] ?? problems.mobile ?? null}
          raw={props.serverErrors["pickUpContact.mobile"] !== undefined}
          forceShow={props.showAll}
          type="tel"
          inputMode="numeric"
          testId="pick-up-mobile"
          onValue={(value) =>
            props.onContact({ ...props.contact, mobile: value.replace(/\s/g, "") })
          }
        />
      </div>
    </div>
  );
}
