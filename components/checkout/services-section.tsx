"use client";
/**
 * Gift services (shopping §2 Checkout "gift wrap with message"; §3 Additional service PACKAGE,
 * GREETING_CARD): each with its price and promotion from checkBaseInfo, and one message that
 * goes with them. Choosing one prices the order again.
 */
import { useLocale, useTranslations } from "next-intl";
import { GIFT_MESSAGE_MAX_LENGTH } from "@/lib/domain/checkout/constants";
import type { Locale } from "@/lib/domain/locales";
import type { AdditionalServiceInfoData } from "@/lib/graphql/operations/checkout";
import { amountToCents, formatMoney } from "@/lib/i18n/money";
import styles from "./checkout.module.css";

export function ServicesSection(props: {
  services: AdditionalServiceInfoData[];
  giftWrap: boolean;
  greetingCard: boolean;
  message: string;
  onChange(patch: { giftWrap?: boolean; greetingCard?: boolean; giftMessage?: string }): void;
}) {
  const t = useTranslations("checkout.services");
  const locale = useLocale() as Locale;
  if (props.services.length === 0) return null;
  const checked = (type: AdditionalServiceInfoData["type"]) =>
    type === "PACKAGE" ? props.giftWrap : props.greetingCard;
  return (
    <section className={styles.section} aria-labelledby="checkout-services">
      <h2 id="checkout-services" className={styles.sectionTitle}>
        {t("title")}
      </h2>
      {props.services.map((service) => (
        <label key={service.type} className={styles.check}>
          <input
            type="checkbox"
            checked={checked(service.type)}
            data-testid={`service-${service.type}`}
            onChange={(event) =>
              props.onChange(
                service.type === "PACKAGE"
                  ? { giftWrap: event.target.checked }
                  : { greetingCard: event.target.checked },
              )
            }
          />
          <span>
            {service.name} {formatMoney(service.amount, locale)}
            {amountToCents(service.promotionAmount.amount) > 0 ? (
              <span className={styles.muted}>
                {" "}
                {t("promotion", { amount: formatMoney(service.promotionAmount, locale) })}
              </span>
            ) : null}
          </span>
        </label>
      ))}
      {props.giftWrap || props.greetingCard ? (
        <label className={styles.field}>
          <span>{t("message")}</span>
          <textarea
            rows={3}
            maxLength={GIFT_MESSAGE_MAX_LENGTH}
            value={props.message}
            data-testid="gift-message"
            onChange={(event) => props.onChange({ giftMessage: event.target.value })}
          />
        </label>
      ) : null}
    </section>
  );
}
