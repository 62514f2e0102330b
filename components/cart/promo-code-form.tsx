"use client";
/**
 * Promotion code entry (shopping §2 Cart page; §8 "invalid promo code", "code does not meet
 * conditions"): apply prices the bag with the code; a refused code is not kept and the
 * calculation's own message shows under the field. Applied codes list what they take off and
 * can be removed. A kept code that stops applying (the bag changed) says so, with its message.
 */
import { useLocale, useTranslations } from "next-intl";
import { useId, useState, type FormEvent } from "react";
import type { Locale } from "@/lib/domain/locales";
import type { CartCalculationData } from "@/lib/graphql/operations/cart";
import { formatMoney } from "@/lib/i18n/money";
import { appliedCode, codeErrorMessage } from "./coupon-codes";
import styles from "./cart.module.css";

export function PromoCodeForm(props: {
  calculation: CartCalculationData;
  promoCodes: string[];
  busy: boolean;
  onApply(code: string): Promise<string | null>;
  onRemove(code: string): void;
}) {
  const t = useTranslations("cart.promo");
  const locale = useLocale() as Locale;
  const inputId = useId();
  const errorId = useId();
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | null>(null);

  const [applying, setApplying] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (applying) return;
    const wanted = code.trim();
    if (!wanted) {
      setError(t("required"));
      return;
    }
    if (props.promoCodes.some((applied) => applied.toUpperCase() === wanted.toUpperCase())) {
      setError(t("alreadyApplied"));
      return;
    }
    setApplying(true);
    try {
      const message = await props.onApply(wanted);
      setError(message);
      if (!message) setCode("");
    } finally {
      setApplying(false);
    }
  };

  return (
    <section className={styles.panel} aria-labelledby={`${inputId}-title`}>
      <h2 id={`${inputId}-title`} className={styles.panelTitle}>
        {t("title")}
      </h2>
      <form className={styles.promoForm} onSubmit={(event) => void submit(event)} noValidate>
        <label htmlFor={inputId} className="visually-hidden">
          {t("label")}
        </label>
        <input
          id={inputId}
          className={styles.input}
          value={code}
          placeholder={t("placeholder")}
          autoComplete="off"
          autoCapitalize="characters"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          data-testid="promo-code-input"
          onChange={(event) => {
            setCode(event.target.value);
            setError(null);
          }}
        />
        {/* Never disabled while the bag is busy: a disabled default button would make Enter in
            the field do nothing (HTML implicit submission); the apply queues behind the change. */}
        <button type="submit" className={styles.secondaryButton} aria-busy={applying || undefined}>
          {t("apply")}
        </button>
      </form>
      {error ? (
        <p id={errorId} className={styles.fieldError} role="alert" data-testid="promo-code-error">
          {error}
        </p>
      ) : null}
      {props.promoCodes.length > 0 ? (
        <ul className={styles.codeList} aria-label={t("applied")}>
          {props.promoCodes.map((kept) => {
            const spelled = appliedCode(props.calculation, kept);
            const discount = props.calculation.discountCodes.find(
              (item) => item.couponCode === spelled,
            );
            return (
              <li key={kept} data-testid="applied-code" data-applied={String(Boolean(discount))}>
                <span className={styles.codeName}>{kept}</span>{" "}
                {discount ? (
                  <span>
                    {discount.couponName ? `${discount.couponName} ` : null}−
                    {formatMoney(discount.couponAmount, locale)}
                  </span>
                ) : (
                  <span className={styles.fieldError}>
                    {codeErrorMessage(props.calculation, kept) ?? t("notApplied")}
                  </span>
                )}{" "}
                <button
                  type="button"
                  className={styles.textButton}
                  disabled={props.busy}
                  aria-label={t("removeNamed", { code: kept })}
                  onClick={() => props.onRemove(kept)}
                >
                  {t("remove")}
                </button>
              </li>
            );
          })}
        </ul>
      ) : null}
    </section>
  );
}
