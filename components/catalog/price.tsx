/**
 * A product's price (shopping §5): the sale price; the list price struck through only when it
 * is above the sale price (and the line is not a markup item); the discount percentage,
 * rounded, only then too.
 */
import { useLocale, useTranslations } from "next-intl";
import type { Locale } from "@/lib/domain/locales";
import { amountToCents, formatMoney, type MoneyLike } from "@/lib/i18n/money";
import styles from "./price.module.css";

export interface PriceProps {
  salePrice: MoneyLike;
  listPrice: MoneyLike;
  discountPercentage?: number | null;
  /** Markup (add-on) items never show a struck list price. */
  isMarkup?: boolean;
  size?: "small" | "large";
}

export function Price(props: PriceProps) {
  const t = useTranslations("price");
  const locale = useLocale() as Locale;
  const struck =
    !props.isMarkup &&
    amountToCents(props.listPrice.amount) > amountToCents(props.salePrice.amount);
  return (
    <p className={`${styles.price} ${props.size === "large" ? styles.large : ""}`}>
      <span className={struck ? styles.sale : undefined}>
        <span className="visually-hidden">{t("salePrice")} </span>
        {formatMoney(props.salePrice, locale)}
      </span>
      {struck ? (
        <>
          <s className={styles.list}>
            <span className="visually-hidden">{t("listPrice")} </span>
            {formatMoney(props.listPrice, locale)}
          </s>
          {props.discountPercentage ? (
            <span className={styles.discount}>
              {t("off", { percent: props.discountPercentage })}
            </span>
          ) : null}
        </>
      ) : null}
    </p>
  );
}
