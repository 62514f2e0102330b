"use client";
/**
 * What a shopper can do with an order (shopping §2 Order detail): pay an unpaid order again
 * (canPay), and cancel it (canCancel) after confirming with a reason. The API decides both
 * flags; a refused cancel shows the API's message.
 */
import { useApolloClient } from "@apollo/client/react";
import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useId, useState } from "react";
import { runMutation } from "@/lib/client/operations";
import { UNPAID_ORDER_CANCEL_HOURS } from "@/lib/domain/orders/constants";
import { orderCancel, type OrderData } from "@/lib/graphql/operations/orders";
import { startPayment } from "./start-payment";
import styles from "./orders.module.css";

const CANCEL_REASONS = ["changedMind", "wrongItems", "betterPrice", "other"] as const;

export function OrderActions(props: {
  order: OrderData;
  /** A guest's temporary token, sent instead of the session cookie. */
  tempToken: string | null;
  onChanged(): void;
}) {
  const t = useTranslations("orderDetail");
  const serverError = useTranslations("loginError")("serverError");
  const client = useApolloClient();
  const router = useRouter();
  const id = useId();
  const [confirming, setConfirming] = useState(false);
  const [reason, setReason] = useState<(typeof CANCEL_REASONS)[number]>("changedMind");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const { order } = props;
  if (!order.canPay && !order.canCancel) return null;

  const cancel = async () => {
    setBusy(true);
    setError(null);
    try {
      await runMutation(
        client,
        orderCancel,
        { orderId: order.code, cancelReason: t(`cancelReasons.${reason}`) },
        {
          serverErrorMessage: serverError,
          loading: true,
          ...(props.tempToken ? { token: props.tempToken } : {}),
        },
      );
      setConfirming(false);
      props.onChanged();
    } catch (caught) {
      setError(caught instanceof Error && caught.message ? caught.message : serverError);
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className={styles.panel} aria-label={t("actions")}>
      <div className={styles.actions}>
        {order.canPay ? (
          <button
            type="button"
            className={styles.primaryButton}
            data-testid="detail-pay-now"
            onClick={() => startPayment(order.orderCode, (href) => router.push(href))}
          >
            {t("payNow")}
          </button>
        ) : null}
        {order.canCancel && !confirming ? (
          <button
            type="button"
            className={styles.secondaryButton}
            data-testid="detail-cancel"
            onClick={() => setConfirming(true)}
          >
            {t("cancel")}
          </button>
        ) : null}
      </div>
      {order.canPay ? (
        <p className={styles.muted}>{t("payHint", { hours: UNPAID_ORDER_CANCEL_HOURS })}</p>
      ) : null}
      {confirming ? (
        <div className={styles.cancelForm} role="group" aria-labelledby={`${id}-cancel`}>
          <p id={`${id}-cancel`}>{t("cancelConfirm")}</p>
          <label className={styles.field}>
            <span>{t("cancelReason")}</span>
            <select
              value={reason}
              data-testid="cancel-reason"
              onChange={(event) => setReason(event.target.value as (typeof CANCEL_REASONS)[number])}
            >
              {CANCEL_REASONS.map((key) => (
                <option key={key} value={key}>
                  {t(`cancelReasons.${key}`)}
                </option>
              ))}
            </select>
          </label>
          <div className={styles.actions}>
            <button
              type="button"
              className={styles.primaryButton}
              disabled={busy}
              data-testid="cancel-confirm"
              onClick={() => void cancel()}
            >
              {t("cancelYes")}
            </button>
            <button
              type="button"
              className={styles.secondaryButton}
              onClick={() => setConfirming(false)}
            >
              {t("cancelNo")}
            </button>
          </div>
        </div>
      ) : null}
      {error ? (
        <p className={styles.formError} role="alert">
          {error}
        </p>
      ) : null}
    </section>
  );
}
