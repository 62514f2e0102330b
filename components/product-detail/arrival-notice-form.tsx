"use client";
/**
 * Arrival notice sign-up for a size that cannot be bought now (shopping §2 Product detail):
 * one notice per e-mail and SKU, sent when stock returns. Errors come back in the shopper's
 * language from the API's userErrors.
 */
import { useShopTransport } from "@/lib/client/shop-transport-context";
import { useTranslations } from "next-intl";
import { useState, type FormEvent } from "react";
import { runMutation, UserErrorException } from "@/lib/client/operations";
import { arrivalNoticeCreate } from "@/lib/graphql/persisted/products";
import styles from "./product-detail.module.css";

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function ArrivalNoticeForm(props: { skuCode: string }) {
  const t = useTranslations("arrivalNotice");
  const serverError = useTranslations("loginError")("serverError");
  const client = useShopTransport();
  const [email, setEmail] = useState("");
  const [state, setState] = useState<{
    status: "idle" | "sending" | "done" | "error";
    message?: string;
  }>({
    status: "idle",
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!EMAIL.test(email.trim())) {
      setState({ status: "error", message: t("invalid") });
      return;
    }
    setState({ status: "sending" });
    try {
      await runMutation(
        client,
        arrivalNoticeCreate,
        { input: { email: email.trim(), skuCode: props.skuCode } },
        { serverErrorMessage: serverError, ignoreErrors: true },
      );
      setState({ status: "done" });
    } catch (error) {
      setState({
        status: "error",
        message: error instanceof UserErrorException ? error.message : t("failed"),
      });
    }
  };

  if (state.status === "done") {
    return (
      <p className={styles.notice} role="status" data-testid="arrival-notice-done">
        {t("done")}
      </p>
    );
  }
  return (
    <form className={styles.arrival} onSubmit={submit} noValidate data-testid="arrival-notice">
      <h3>{t("title")}</h3>
      <p>{t("text")}</p>
      <label htmlFor={`arrival-${props.skuCode}`}>{t("email")}</label>
      <div className={styles.arrivalRow}>
        <input
          id={`arrival-${props.skuCode}`}
          type="email"
          autoComplete="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          aria-invalid={state.status === "error"}
          aria-describedby={state.status === "error" ? `arrival-error-${props.skuCode}` : undefined}
          required
        />
        <button
          type="submit"
          disabled={state.status === "sending"}
          className={styles.secondaryButton}
        >
          {t("submit")}
        </button>
      </div>
      {state.status === "error" ? (
        <p id={`arrival-error-${props.skuCode}`} className={styles.error} role="alert">
          {state.message}
        </p>
      ) : null}
    </form>
  );
}
