"use client";
/**
 * A labelled text field of the checkout with its rule's message under it. The message shows
 * once the field has been left (or the order was attempted), the way the lookup form's rules
 * fire on blur.
 */
import { useTranslations } from "next-intl";
import { useId, useState, type InputHTMLAttributes } from "react";
import styles from "./checkout.module.css";

export function Field(
  props: {
    label: string;
    value: string;
    /** A message key under `checkout.rules`, or a server message when `raw`. */
    problem: string | null;
    raw?: boolean;
    /** Show the problem even before blur (an order was attempted). */
    forceShow?: boolean;
    onValue(value: string): void;
    testId?: string;
  } & Pick<
    InputHTMLAttributes<HTMLInputElement>,
    "type" | "autoComplete" | "inputMode" | "maxLength"
  >,
) {
  const t = useTranslations("checkout.rules");
  const id = useId();
  const [touched, setTouched] = useState(false);
  const show = props.problem !== null && (touched || props.forceShow === true);
  return (
    <label className={styles.field} htmlFor={id}>
      <span>{props.label}</span>
      <input
        id={id}
        type={props.type ?? "text"}
        autoComplete={props.autoComplete}
        inputMode={props.inputMode}
        maxLength={props.maxLength}
        value={props.value}
        aria-invalid={show ? true : undefined}
        aria-describedby={show ? `${id}-error` : undefined}
        data-testid={props.testId}
        onChange={(event) => props.onValue(event.target.value)}
        onBlur={() => setTouched(true)}
      />
      {show && props.problem ? (
        <span id={`${id}-error`} className={styles.fieldError}>
          {props.raw ? props.problem : t(props.problem)}
        </span>
      ) : null}
    </label>
  );
}
