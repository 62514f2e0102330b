"use client";
/**
 * An order's amounts (shopping §3 Order): products, then each saving and charge that is not
 * zero, the amount and what was received; the deductions (go-dollar) and the activities that
 * applied are listed under it. The API computed every figure; this lays them out.
 */
import { useLocale, useTranslations } from "next-intl";
import type { Locale } from "@/lib/domain/locales";
import type { OrderData } from "@/lib/graphql/operations/orders";
import type { MoneyData } from "@/lib/graphql/operations/products";
import { amountToCents, formatMoney } from "@/lib/i18n/money";
import styles from "./orders.module.css";

type Row = { key: string; money: MoneyData; saving?: boolean; always?: boolean };

export function OrderAmounts(props: { order: OrderData }) {
  const t = useTranslations("orderDetail.amounts");
  const locale = useLocale() as Locale;
  const o = props.order;
  const rows: Row[] = [
    { key: "productAmount", money: o.productAmount, always: true },
    { key: "activityDiscount", money: o.activityDiscount, saving: true },
    { key: "couponDiscount", money: o.couponDiscount, saving: true },
    { key: "deductionAmount", money: o.deductionAmount, saving: true },
    { key: "freight", money: o.freight, always: true },
    { key: "tax", money: o.tax },
    { key: "additionalServiceFee", money: o.additionalServiceFee },
  ];
  const show = (money: MoneyData) =>
    formatMoney({ ...money, amount: money.amount.replace(/^-/, "") }, locale);
  return (
    <section className={styles.panel} aria-labelledby="order-amounts">
      <h2 id="order-amounts">{t("title")}</h2>
      <dl className={styles.amounts} data-testid="order-amounts">
        {rows
          .filter((row) => row.always || amountToCents(row.money.amount) !== 0)
          .map((row) => (
            <div key={row.key} style={{ display: "contents" }}>
              <dt>{t(row.key)}</dt>
              <dd>
                {row.saving ? "−" : null}
                {show(row.money)}
              </dd>
            </div>
          ))}
        <dt className={styles.grandTotal}>{t("amount")}</dt>
        <dd className={styles.grandTotal} data-testid="order-total">
          {formatMoney(o.amount, locale)}
        </dd>
        {amountToCents(o.receivedAmount.amount) > 0 ? (
          <>
            <dt>{t("receivedAmount")}</dt>
            <dd>{formatMoney(o.receivedAmount, locale)}</dd>
          </>
        ) : null}
      </dl>
      {o.orderDeductions.length > 0 ? (
        <>
          <h3>{t("deductions")}</h3>
          <ul data-testid="order-deductions">
            {o.orderDeductions.map((deduction) => (
              <li key={deduction.code}>
                {deduction.name}: −{show(deduction.actualAmount)}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {o.orderActivities.length > 0 ? (
        <>
          <h3>{t("activities")}</h3>
          <ul data-testid="order-activities">
            {o.orderActivities.map((activity) => (
              <li key={activity.activityId}>{activity.activityName}</li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
