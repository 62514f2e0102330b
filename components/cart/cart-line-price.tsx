"use client";
/** A cart line's unit price, struck list price, discount and line total (rules in line-price.ts). */
import { useLocale, useTranslations } from "next-intl";
import type { Locale } from "@/lib/domain/locales";
import type { CartLineData } from "@/lib/graphql/operations/cart";
import { formatMoney } from "@/lib/i18n/money";
import { linePriceView } from "./line-price";
import styles from "./cart.module.css";

export function CartLinePrice(props: {
  line: Pick<CartLineData, "lineType" | "quantity" | "promoPrice" | "listPrice">;
}) {
  const t = useTranslations("cart");
  const price = useTranslations("price");
  const locale = useLocale() as Locale;
  const view = linePriceView(props.line);
  return (
    <div className={styles.linePrice}>
      <p className={styles.unitPrice}>
        <span className={view.struck ? styles.sale : undefined} data-testid="unit-price">
          <span className="visually-hidden">{t("unitPrice")} </span>
          {formatMoney(view.unit, locale)}
        </span>
        {view.struck ? (
          <s className={styles.listPrice} data-testid="list-price">
            <span className="visually-hidden">{price("listPrice")} </span>
            {formatMoney(view.struck, locale)}
          </s>
        ) : null}
        {view.discountPercent ? (
          <span className={styles.discount} data-testid="discount">
            {price("off", { percent: view.discountPercent })}
          </span>
        ) : null}
      </p>
      <p className={styles.lineTotal} data-testid="line-total">
        <span className="visually-hidden">{t("lineTotal")} </span>
        {formatMoney(view.total, locale)}
      </p>
    </div>
  );
}
