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
    // Parts are placed by position (price.module.css): every card of a list repeats them.
    <p
      className={props.size === "large" ? `${styles.price} ${styles.large}` : styles.price}
      data-struck={struck ? "" : undefined}
    >
      <span>
        {/* One text node: "Price" and the space would otherwise be split by a comment. */}
        <span className="visually-hidden">{`${t("salePrice")} `}</span>
        {formatMoney(props.salePrice, locale)}
      </span>
      {struck ? (
        <>
          <s>
            <span className="visually-hidden">{`${t("listPrice")} `}</span>
            {formatMoney(props.listPrice, locale)}
          </s>
          {props.discountPercentage ? (
            <span>{t("off", { percent: props.discountPercentage })}</span>
          ) : null}
        </>
      ) : null}
    </p>
  );
}
