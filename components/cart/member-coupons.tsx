"use client";
/**
 * A member's coupons for this bag (shopping §3 Calculation result availableCoupons; §4 coupon
 * use states UNUSED, USED, OVEREND and NORMAL, FREEZE): at most one is chosen, and it goes to
 * the calculation as a coupon code beside the promotion codes. Only an unused coupon that is
 * not frozen can be chosen; the others show why not.
 */
import { useLocale, useTranslations } from "next-intl";
import { useId, useState } from "react";
import type { Locale } from "@/lib/domain/locales";
import type { AvailableCouponData, CartCalculationData } from "@/lib/graphql/operations/cart";
import { formatMoney } from "@/lib/i18n/money";
import { appliedCode } from "./coupon-codes";
import styles from "./cart.module.css";

const usable = (coupon: AvailableCouponData) =>
  coupon.status === "UNUSED" && coupon.freezeStatus === "NORMAL";

export function MemberCoupons(props: {
  calculation: CartCalculationData;
  chosen: string | null;
  busy: boolean;
  onChoose(couponCode: string | null): Promise<string | null>;
}) {
  const t = useTranslations("cart.coupons");
  const locale = useLocale() as Locale;
  const name = useId();
  const [error, setError] = useState<string | null>(null);
  const coupons = props.calculation.availableCoupons;
  if (coupons.length === 0) return null;

  const choose = async (couponCode: string | null) => {
    setError(await props.onChoose(couponCode));
  };
  const chosenSpelling = props.chosen ? appliedCode(props.calculation, props.chosen) : null;
  const discount = props.calculation.discountCodes.find(
    (item) => item.couponCode === chosenSpelling,
  );

  return (
    <section className={styles.panel}>
      <fieldset className={styles.couponList} disabled={props.busy}>
        <legend className={styles.panelTitle}>{t("title")}</legend>
        <label className={styles.couponOption}>
          <input
            type="radio"
            name={name}
            checked={props.chosen === null}
            onChange={() => void choose(null)}
          />
          {t("none")}
        </label>
        {coupons.map((coupon) => (
          <label key={coupon.id} className={styles.couponOption} data-testid="member-coupon">
            <input
              type="radio"
              name={name}
              disabled={!usable(coupon)}
              checked={props.chosen === coupon.couponCode}
              onChange={() => void choose(coupon.couponCode)}
            />
            <span>
              <strong>{coupon.name}</strong>
              <span className={styles.muted}> {coupon.description}</span>
              {!usable(coupon) ? (
                <span className={styles.muted}>
                  {" "}
                  {coupon.freezeStatus === "FREEZE" ? t("frozen") : t(`status.${coupon.status}`)}
                </span>
              ) : null}
            </span>
          </label>
        ))}
      </fieldset>
      {discount ? (
        <p data-testid="coupon-amount">
          {t("saving", { amount: formatMoney(discount.couponAmount, locale) })}
        </p>
      ) : null}
      {error ? (
        <p className={styles.fieldError} role="alert">
          {error}
        </p>
      ) : null}
    </section>
  );
}
