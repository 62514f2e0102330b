"use client";
/**
 * Go-dollar use (shopping §2 Checkout "go-dollar use"; accounts §1 "1 go-dollar = 1 HKD"): a
 * member applies whole go-dollars; the calculation's prePayDeductions answer with the amount
 * taken off, or with why not ("balance insufficient", "exceeds order amount") shown here.
 * Beside the field: the member's balance and the most this order can take (the calculation's
 * goDollar, the engine's own limits), with a button that uses exactly that.
 */
import { useLocale, useTranslations } from "next-intl";
import { useId, useState } from "react";
import { PRICING_ERROR_CODES } from "@/lib/domain/pricing/constants";
import type { Locale } from "@/lib/domain/locales";
import type { CalculationData } from "@/lib/graphql/operations/cart";
import { amountToCents, formatMoney } from "@/lib/i18n/money";
import styles from "./checkout.module.css";

const GO_DOLLAR_ERROR_CODES: readonly string[] = [
  PRICING_ERROR_CODES.GO_DOLLAR_BALANCE_INSUFFICIENT,
  PRICING_ERROR_CODES.GO_DOLLAR_EXCEEDS_ORDER_AMOUNT,
  PRICING_ERROR_CODES.GO_DOLLAR_MEMBERS_ONLY,
];

export function goDollarErrors(calculation: Pick<CalculationData, "userErrors"> | null): string[] {
  return (calculation?.userErrors ?? [])
    .filter(
      (error) => GO_DOLLAR_ERROR_CODES.includes(error.code) || error.field === "prePayDeductions",
    )
    .map((error) => error.message);
}

export function GoDollarSection(props: {
  applied: number;
  calculation: CalculationData | null;
  serverError: string | undefined;
  onApply(amount: number): void;
}) {
  const t = useTranslations("checkout.goDollar");
  const locale = useLocale() as Locale;
  const id = useId();
  const [draft, setDraft] = useState(props.applied > 0 ? String(props.applied) : "");
  const errors = goDollarErrors(props.calculation);
  if (props.serverError) errors.push(props.serverError);
  const deducted = props.calculation?.deductionAmount;
  const limit = props.calculation?.goDollar ?? null;
  const apply = (amount: number) => props.onApply(amount);
  return (
    <section className={styles.section} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.sectionTitle}>
        {t("title")}
      </h2>
      <form
        className={styles.inline}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          const amount = Number.parseInt(draft, 10);
          apply(Number.isFinite(amount) && amount > 0 ? amount : 0);
        }}
      >
        <label htmlFor={id} className="visually-hidden">
          {t("label")}
        </label>
        <input
          id={id}
          className={styles.input}
          inputMode="numeric"
          value={draft}
          placeholder={t("placeholder")}
          aria-describedby={limit ? `${id}-balance` : undefined}
          data-testid="go-dollar-input"
          onChange={(event) => setDraft(event.target.value.replace(/\D/g, ""))}
        />
        <button type="submit" className={styles.secondaryButton}>
          {t("apply")}
        </button>
        {limit && limit.maxUsable > 0 ? (
          <button
            type="button"
            className={styles.secondaryButton}
            data-testid="go-dollar-use-max"
            onClick={() => {
              setDraft(String(limit.maxUsable));
              apply(limit.maxUsable);
            }}
          >
            {t("useMax", { max: limit.maxUsable })}
          </button>
        ) : null}
      </form>
      {limit ? (
        <p id={`${id}-balance`} className={styles.muted} data-testid="go-dollar-balance">
          {t("balance", { balance: formatMoney(limit.balance, locale), max: limit.maxUsable })}
        </p>
      ) : null}
      {props.applied > 0 &&
      deducted &&
      amountToCents(deducted.amount) > 0 &&
      errors.length === 0 ? (
        <p data-testid="go-dollar-applied">
          {t("applied", { amount: formatMoney(deducted, locale) })}
        </p>
      ) : null}
      {errors.map((message) => (
        <p key={message} className={styles.fieldError} role="alert" data-testid="go-dollar-error">
          {message}
        </p>
      ))}
    </section>
  );
}
