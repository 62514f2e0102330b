"use client";
/** A line's original, its share of the discounts and what was paid (rules in line-price.ts). */
import { useLocale, useTranslations } from "next-intl";
import type { Locale } from "@/lib/domain/locales";
import { formatMoney } from "@/lib/i18n/money";
import { paidLineView, type PaidLine } from "./line-price";
import styles from "./cart.module.css";

export function PaidLinePrice(props: { line: PaidLine }) {
  const t = useTranslations("price");
  const locale = useLocale() as Locale;
  const view = paidLineView(props.line);
  return (
    <div className={styles.paidLinePrice} data-testid="paid-line-price">
      <strong data-testid="line-paid">
        <span className="visually-hidden">{t("paid")} </span>
        {formatMoney(view.paid, locale)}
      </strong>
      {view.original ? (
        <s className={styles.listPrice} data-testid="line-original">
          <span className="visually-hidden">{t("listPrice")} </span>
          {formatMoney(view.original, locale)}
        </s>
      ) : null}
      {view.discounts ? (
        <span className={styles.saving} data-testid="line-discounts">
          {t("lineDiscounts", { amount: formatMoney(view.discounts, locale) })}
        </span>
      ) : null}
    </div>
  );
}
