"use client";
/**
 * The guest order lookup form (accounts §2 Guest order lookup dialog, §4, §5): order code and
 * e-mail, each checked when it loses focus; confirm asks `queryVisitorToken`. A wrong code or
 * e-mail shows checkOrder.form.checkError inside the form, and typing clears it; any other
 * failure shows nothing (accounts §8). Found: the caller is told where the order is.
 * Used inline by /guest/orderTrack and inside the header's dialog.
 */
import { useShopTransport } from "@/lib/client/shop-transport-context";
import { useTranslations } from "next-intl";
import { useId, useState, type FormEvent } from "react";
import { runQuery } from "@/lib/client/operations";
import { queryVisitorToken } from "@/lib/graphql/persisted/orders";
import {
  guestOrderDetailHref,
  lookupFieldRule,
  lookupOutcome,
  type LookupField,
} from "./order-lookup-rules";
import styles from "./orders.module.css";

type Values = Record<LookupField, string>;
type Errors = Partial<Record<LookupField, string>>;

export function OrderLookupForm(props: { onFound(href: string): void }) {
  const t = useTranslations("checkOrder");
  const serverError = useTranslations("loginError")("serverError");
  const client = useShopTransport();
  const id = useId();
  const [values, setValues] = useState<Values>({ orderCode: "", email: "" });
  const [errors, setErrors] = useState<Errors>({});
  const [checkError, setCheckError] = useState(false);
  const [busy, setBusy] = useState(false);

  const validate = (field: LookupField, value: string) => {
    const key = lookupFieldRule(field, value);
    setErrors((current) => ({ ...current, [field]: key ?? undefined }));
    return key === null;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const codeOk = validate("orderCode", values.orderCode);
    const emailOk = validate("email", values.email);
    if (!codeOk || !emailOk || busy) return;
    setBusy(true);
    try {
      const data = await runQuery(
        client,
        queryVisitorToken,
        { orderCode: values.orderCode.trim(), email: values.email.trim() },
        {
          serverErrorMessage: serverError,
          loading: true,
          ignoreErrors: true,
          fetchPolicy: "no-cache",
        },
      );
      const outcome = lookupOutcome(data.queryVisitorToken);
      if (outcome.kind === "found")
        props.onFound(guestOrderDetailHref(values.orderCode, outcome.token));
      else setCheckError(outcome.kind === "incorrect");
    } catch {
      // accounts §8: "other errors return without message".
    } finally {
      setBusy(false);
    }
  };

  const field = (name: LookupField, type: "text" | "email", autoComplete: string) => {
    const inputId = `${id}-${name}`;
    const error = errors[name];
    return (
      <label className={styles.field} htmlFor={inputId}>
        <span>{t(name)}</span>
        <input
          id={inputId}
          name={name}
          type={type}
          autoComplete={autoComplete}
          value={values[name]}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${inputId}-error` : undefined}
          data-testid={`lookup-${name}`}
          onChange={(event) => {
            setValues((current) => ({ ...current, [name]: event.target.value }));
            setCheckError(false);
          }}
          onBlur={(event) => validate(name, event.target.value)}
        />
        {error ? (
          <span
            id={`${inputId}-error`}
            className={styles.fieldError}
            data-testid={`lookup-${name}-error`}
          >
            {t(error)}
          </span>
        ) : null}
      </label>
    );
  };

  return (
    <form className={styles.lookupForm} onSubmit={(event) => void submit(event)} noValidate>
      {field("orderCode", "text", "off")}
      {field("email", "email", "email")}
      {checkError ? (
        <p className={styles.formError} role="alert" data-testid="lookup-check-error">
          {t("form.checkError")}
        </p>
      ) : null}
      <button
        type="submit"
        className={styles.primaryButton}
        disabled={busy}
        data-testid="lookup-confirm"
      >
        {t("confirm")}
      </button>
    </form>
  );
}
