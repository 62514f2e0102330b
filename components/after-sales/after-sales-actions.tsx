"use client";
/**
 * What the shopper can do with a request (ADR 0042): withdraw it while NEW (afterSalesCancel,
 * after a confirmation), and once approved (WAIT_SEND_BACK) say the parcel is on its way with
 * its tracking number (afterSalesSendBack). A refusal shows the API's message; success hands
 * the request as it now is back to the page.
 */
import { useApolloClient } from "@apollo/client/react";
import { useTranslations } from "next-intl";
import { useId, useState } from "react";
import { runMutation } from "@/lib/client/operations";
import {
  afterSalesCancel,
  afterSalesSendBack,
  type AfterSalesOrderData,
} from "@/lib/graphql/operations/after-sales";
import ordersStyles from "@/components/orders/orders.module.css";
import { isTrackingNo, shopperActions } from "./after-sales-display";
import styles from "./after-sales.module.css";

function errorText(caught: unknown, fallback: string): string {
  return caught instanceof Error && caught.message ? caught.message : fallback;
}

export function AfterSalesActions(props: {
  request: AfterSalesOrderData;
  tempToken: string | null;
  onChanged(request: AfterSalesOrderData): void;
}) {
  const t = useTranslations("afterSales.detail");
  const serverError = useTranslations("loginError")("serverError");
  const client = useApolloClient();
  const id = useId();
  const [confirming, setConfirming] = useState(false);
  const [trackingNo, setTrackingNo] = useState("");
  const [trackingError, setTrackingError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const can = shopperActions(props.request.afterSalesStatus);
  if (!can.cancel && !can.sendBack) return null;
  const callOptions = {
    serverErrorMessage: serverError,
    loading: true,
    ...(props.tempToken ? { token: props.tempToken } : {}),
  };

  const cancel = async () => {
    setBusy(true);
    setError(null);
    try {
      const data = await runMutation(
        client,
        afterSalesCancel,
        { code: props.request.code },
        callOptions,
      );
      setConfirming(false);
      if (data.afterSalesCancel.afterSalesOrder)
        props.onChanged(data.afterSalesCancel.afterSalesOrder);
    } catch (caught) {
      setError(errorText(caught, serverError));
    } finally {
      setBusy(false);
    }
  };

  const sendBack = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!isTrackingNo(trackingNo)) {
      setTrackingError(t("trackingNoInvalid"));
      return;
    }
    setTrackingError(null);
    setBusy(true);
    try {
      const data = await runMutation(
        client,
        afterSalesSendBack,
        { code: props.request.code, trackingNo: trackingNo.trim() },
        callOptions,
      );
      if (data.afterSalesSendBack.afterSalesOrder)
        props.onChanged(data.afterSalesSendBack.afterSalesOrder);
    } catch (caught) {
      setTrackingError(errorText(caught, serverError));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className={ordersStyles.panel} aria-label={t("actions")}>
      {can.cancel && !confirming ? (
        <div className={ordersStyles.actions}>
          <button
            type="button"
            className={ordersStyles.secondaryButton}
            data-testid="after-sales-cancel"
            onClick={() => setConfirming(true)}
          >
            {t("cancel")}
          </button>
        </div>
      ) : null}
      {can.cancel && confirming ? (
        <div className={ordersStyles.cancelForm} role="group" aria-labelledby={`${id}-cancel`}>
          <p id={`${id}-cancel`}>{t("cancelConfirm")}</p>
          <div className={ordersStyles.actions}>
            <button
              type="button"
              className={ordersStyles.primaryButton}
              disabled={busy}
              data-testid="after-sales-cancel-confirm"
              onClick={() => void cancel()}
            >
              {t("cancelYes")}
            </button>
            <button
              type="button"
              className={ordersStyles.secondaryButton}
              onClick={() => setConfirming(false)}
            >
              {t("cancelNo")}
            </button>
          </div>
        </div>
      ) : null}
      {can.sendBack ? (
        <form className={styles.form} noValidate onSubmit={(event) => void sendBack(event)}>
          <h2>{t("sendBackTitle")}</h2>
          <p className={ordersStyles.muted}>{t("sendBackHint")}</p>
          <label className={ordersStyles.field}>
            <span>{t("trackingNo")}</span>
            <input
              value={trackingNo}
              autoComplete="off"
              data-testid="after-sales-tracking"
              aria-invalid={trackingError ? true : undefined}
              aria-describedby={trackingError ? `${id}-tracking-error` : undefined}
              onChange={(event) => setTrackingNo(event.target.value)}
            />
            {trackingError ? (
              <span id={`${id}-tracking-error`} className={ordersStyles.fieldError} role="alert">
                {trackingError}
              </span>
            ) : null}
          </label>
          <div className={ordersStyles.actions}>
            <button
              type="submit"
              className={ordersStyles.primaryButton}
              disabled={busy}
              data-testid="after-sales-send-back"
            >
              {t("sendBack")}
            </button>
          </div>
        </form>
      ) : null}
      {error ? (
        <p className={ordersStyles.formError} role="alert">
          {error}
        </p>
      ) : null}
    </section>
  );
}
