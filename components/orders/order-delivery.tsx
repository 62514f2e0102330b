"use client";
/**
 * Where and how the order goes (shopping §3 Order: receiptInfo, distributionType, logistics,
 * additionalServices): the receiver, the address or pick-up point, the tracking numbers of
 * each parcel, and the gift services with their message.
 */
import { useLocale, useTranslations } from "next-intl";
import type { Locale } from "@/lib/domain/locales";
import type { OrderData } from "@/lib/graphql/operations/orders";
import { formatMoney } from "@/lib/i18n/money";
import { useAddressText } from "@/components/layout/use-address-text";
import styles from "./orders.module.css";

export function OrderDelivery(props: { order: OrderData }) {
  const t = useTranslations("orderDetail");
  const locale = useLocale() as Locale;
  const addressText = useAddressText();
  const { receiptInfo, logistics, additionalServices } = props.order;
  const pickUp = props.order.distributionType === "PICKUP";
  return (
    <section className={styles.panel} aria-labelledby="order-delivery">
      <h2 id="order-delivery">{t("delivery")}</h2>
      <p>{pickUp ? t("pickUp") : t("express")}</p>
      <p data-testid="order-receiver">
        {receiptInfo.name} · {receiptInfo.mobile}
      </p>
      <p data-testid="order-address">{addressText(receiptInfo)}</p>
      {props.order.email ? <p className={styles.muted}>{props.order.email}</p> : null}
      {logistics.length > 0 ? (
        <>
          <h3>{t("tracking")}</h3>
          <ul data-testid="order-logistics">
            {logistics.map((parcel) => (
              <li key={`${parcel.providerCode}-${parcel.trackingNo}`}>
                {parcel.providerName}: <strong>{parcel.trackingNo}</strong>
                {parcel.memo ? <span className={styles.muted}> {parcel.memo}</span> : null}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {additionalServices.length > 0 ? (
        <>
          <h3>{t("services")}</h3>
          <ul>
            {additionalServices.map((service) => (
              <li key={service.serviceType}>
                {t(
                  `service.${service.serviceType === "GREETING_CARD" ? "GREETING_CARD" : "PACKAGE"}`,
                )}{" "}
                {formatMoney(service.amount, locale)}
                {service.memo ? <span className={styles.muted}> “{service.memo}”</span> : null}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
