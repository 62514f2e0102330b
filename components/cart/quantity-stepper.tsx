"use client";
/**
 * A line's quantity, 1 to its maximum (shopping §9: "Max cart line quantity 99", and never
 * more than the SKU's stock). A quantity already over the maximum (a line disabled for it)
 * steps straight down to the maximum, so one press makes the line buyable again.
 */
import { useTranslations } from "next-intl";
import styles from "./cart.module.css";

export function QuantityStepper(props: {
  value: number;
  max: number;
  disabled?: boolean;
  /** Names the line for screen readers ("Quantity of Trail jacket"). */
  label: string;
  onChange(quantity: number): void;
}) {
  const t = useTranslations("cart");
  const max = Math.max(1, props.max);
  return (
    <div className={styles.stepper} role="group" aria-label={props.label}>
      <button
        type="button"
        aria-label={t("decrease")}
        disabled={props.disabled || props.value <= 1}
        onClick={() => props.onChange(Math.max(1, Math.min(props.value - 1, max)))}
      >
        −
      </button>
      <output aria-live="polite" data-testid="line-quantity">
        {props.value}
      </output>
      <button
        type="button"
        aria-label={t("increase")}
        disabled={props.disabled || props.value >= max}
        onClick={() => props.onChange(props.value + 1)}
      >
        +
      </button>
    </div>
  );
}
