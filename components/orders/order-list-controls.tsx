"use client";
/**
 * The orders page's two tabs and months filter (shopping §2 Orders), drawn alike by the list
 * and by its skeleton (which passes no handler: the controls show, inert, in their places).
 */
import { useTranslations } from "next-intl";
import { ORDER_LIST_MONTHS } from "@/lib/domain/orders/constants";
import { ORDER_TAB_STATUSES, type OrderTab } from "./order-list-query";
import styles from "./orders.module.css";

export function OrderListControls(props: {
  tab: OrderTab;
  months: number;
  onChoose?: (tab: OrderTab, months: number) => void;
}) {
  const t = useTranslations("orders");
  const { tab, months, onChoose } = props;
  return (
    <>
      <div className={styles.tabs} role="tablist" aria-label={t("title")}>
        {(Object.keys(ORDER_TAB_STATUSES) as OrderTab[]).map((key) => (
          <button
            key={key}
            type="button"
            role="tab"
            className={styles.tab}
            aria-selected={tab === key}
            disabled={!onChoose}
            data-testid={`orders-tab-${key}`}
            onClick={() => tab !== key && onChoose?.(key, months)}
          >
            {t(`tabs.${key}`)}
          </button>
        ))}
      </div>
      <label className={styles.filters}>
        <span>{t("months.label")}</span>
        <select
          value={months}
          disabled={!onChoose}
          data-testid="orders-months"
          onChange={(event) => onChoose?.(tab, Number(event.target.value))}
        >
          {ORDER_LIST_MONTHS.map((value) => (
            <option key={value} value={value}>
              {t("months.option", { count: value })}
            </option>
          ))}
        </select>
      </label>
    </>
  );
}
