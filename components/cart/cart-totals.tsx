"use client";
/**
 * The bag's totals (shopping §3 Calculation result) over the ticked lines: products, then each
 * saving that is not zero (promotions, coupons and codes, vouchers, deductions), postage with
 * what is missing for free delivery, services, and the amount to pay. The API computes every
 * figure; this only lays them out.
 */
import { useLocale, useTranslations } from "next-intl";
import type { Locale } from "@/lib/domain/locales";
import type { CartCalculationData } from "@/lib/graphql/operations/cart";
import type { MoneyData } from "@/lib/graphql/operations/products";
import { amountToCents, formatMoney } from "@/lib/i18n/money";
import styles from "./cart.module.css";

type Row = { key: string; money: MoneyData; saving?: boolean; always?: boolean };

export function CartTotals(props: { calculation: CartCalculationData }) {
  const t = useTranslations("cart.totals");
  const locale = useLocale() as Locale;
  const c = props.calculation;
  const rows: Row[] = [
    { key: "productAmount", money: c.productAmount, always: true },
    { key: "discount", money: c.discount, saving: true },
    { key: "coupon", money: c.coupon, saving: true },
    { key: "voucherDiscount", money: c.voucherDiscount, saving: true },
    { key: "postage", money: c.postage, always: true },
    { key: "additionalServiceFee", money: c.additionalServiceFee },
    { key: "deductionAmount", money: c.deductionAmount, saving: true },
  ];
  return (
    <section className={styles.panel} aria-labelledby="cart-totals">
      <h2 id="cart-totals" className={styles.panelTitle}>
        {t("title")}
      </h2>
      <dl className={styles.totals} data-testid="cart-totals">
        <div>
          <dt>{t("itemCount")}</dt>
          <dd data-testid="item-count">{c.itemCount}</dd>
        </div>
        {rows
          .filter((row) => row.always || amountToCents(row.money.amount) !== 0)
          .map((row) => (
            <div key={row.key} data-testid={`total-${row.key}`}>
              <dt>{t(row.key)}</dt>
              <dd className={row.saving ? styles.saving : undefined}>
                {row.saving ? "−" : null}
                {formatMoney(
                  row.saving
                    ? { ...row.money, amount: row.money.amount.replace(/^-/, "") }
                    : row.money,
                  locale,
                )}
              </dd>
            </div>
          ))}
        <div className={styles.grandTotal}>
          <dt>{t("amount")}</dt>
          <dd data-testid="total-amount">{formatMoney(c.amount, locale)}</dd>
        </div>
      </dl>
      {c.freeFreightNudge ? (
        <p className={styles.nudge} data-testid="free-freight-nudge">
          {c.freeFreightNudge}
        </p>
      ) : null}
    </section>
  );
}
