"use client";
/**
 * Gift wrap and greeting card (shopping §3 Additional service: PACKAGE, GREETING_CARD, amount,
 * promotionAmount): shown on the cart page as information, with their price and any promotion,
 * because they are chosen with the delivery at checkout.
 */
import { useLocale, useTranslations } from "next-intl";
import { useTransportQuery } from "@/lib/client/use-transport-query";
import type { Locale } from "@/lib/domain/locales";
import { additionalServices } from "@/lib/graphql/persisted/cart";
import { amountToCents, formatMoney } from "@/lib/i18n/money";
import styles from "./cart.module.css";

export function AdditionalServices() {
  const t = useTranslations("cart.services");
  const locale = useLocale() as Locale;
  const { data } = useTransportQuery(additionalServices, { ignoreErrors: true });
  const services = data?.additionalServices ?? [];
  if (services.length === 0) return null;
  return (
    <section className={styles.panel} aria-labelledby="cart-services">
      <h2 id="cart-services" className={styles.panelTitle}>
        {t("title")}
      </h2>
      <ul className={styles.serviceList}>
        {services.map((service) => {
          const off = amountToCents(service.promotionAmount.amount);
          return (
            <li key={service.type} data-testid="additional-service" data-type={service.type}>
              <span>{service.name}</span> <span>{formatMoney(service.amount, locale)}</span>
              {off > 0 ? (
                <span className={styles.muted}>
                  {" "}
                  {t("promotion", { amount: formatMoney(service.promotionAmount, locale) })}
                </span>
              ) : null}
            </li>
          );
        })}
      </ul>
      <p className={styles.muted}>{t("atCheckout")}</p>
    </section>
  );
}
