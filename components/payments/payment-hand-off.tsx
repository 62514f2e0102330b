"use client";
/**
 * The payment hand-off (shopping §2 /payment, §4 Payment): asks orderPay for the provider form
 * (paymentType WAP on mobile and tablet widths, else PC; language E for English, else C),
 * injects it and submits it. A response without a form is an error shown here, with a retry.
 */
import { useApolloClient } from "@apollo/client/react";
import { useLocale, useTranslations } from "next-intl";
import { useCallback, useEffect, useRef, useState } from "react";
import { runMutation } from "@/lib/client/operations";
import { COMPACT_LAYOUT_QUERY } from "@/lib/client/breakpoints";
import { orderPay } from "@/lib/graphql/operations/orders";
import { rebuildHandOffForm } from "./hand-off";
import styles from "./payments.module.css";
import { ShopLink } from "@/components/layout/shop-link";

type State = { kind: "working" } | { kind: "submitted" } | { kind: "error"; message: string };

export function PaymentHandOff(props: { orderCode: string }) {
  const t = useTranslations("payment");
  const serverErrorMessage = useTranslations("loginError")("serverError");
  const locale = useLocale();
  const client = useApolloClient();
  const holder = useRef<HTMLDivElement>(null);
  const started = useRef(false);
  const [state, setState] = useState<State>({ kind: "working" });

  const start = useCallback(async () => {
    setState({ kind: "working" });
    try {
      const mobile = window.matchMedia(COMPACT_LAYOUT_QUERY).matches;
      const resultUrl = `${window.location.origin}/pay/result/${encodeURIComponent(props.orderCode)}`;
      const data = await runMutation(
        client,
        orderPay,
        {
          input: {
            orderId: props.orderCode,
            paymentType: mobile ? "WAP" : "PC",
            language: locale === "zh" ? "C" : "E",
            returnUrl: `${resultUrl}?waiting=true`,
            failUrl: `${resultUrl}?isPaid=no`,
            extendParams: { specifiedPaymentMethod: "ALL" },
          },
        },
        { serverErrorMessage },
      );
      const form = data.pay.response?.form
        ? rebuildHandOffForm(data.pay.response.form, document)
        : null;
      if (!form || !holder.current) {
        setState({ kind: "error", message: t("noForm") });
        return;
      }
      holder.current.replaceChildren(form);
      setState({ kind: "submitted" });
      form.submit();
    } catch (error) {
      setState({
        kind: "error",
        message: error instanceof Error ? error.message : serverErrorMessage,
      });
    }
  }, [client, locale, props.orderCode, serverErrorMessage, t]);

  useEffect(() => {
    // Once per page load: a second orderPay would open a second attempt for nothing.
    if (started.current) return;
    started.current = true;
    void start();
  }, [start]);

  const submitAgain = () => holder.current?.querySelector("form")?.submit();

  return (
    <div className={styles.status}>
      <div ref={holder} className={styles.hidden} data-testid="payment-form-holder" />
      {state.kind === "error" ? (
        <>
          <p className={styles.error} role="alert" data-testid="payment-error">
            {state.message}
          </p>
          <div className={styles.actions}>
            <button type="button" className={styles.primaryLink} onClick={() => void start()}>
              {t("retry")}
            </button>
            <ShopLink
              className={styles.secondaryLink}
              href={`/user/order-detail/${encodeURIComponent(props.orderCode)}`}
            >
              {t("viewOrder")}
            </ShopLink>
          </div>
        </>
      ) : (
        <>
          <p aria-live="polite">{t("redirecting")}</p>
          {state.kind === "submitted" ? (
            <>
              <p className={styles.notice}>{t("continueHint")}</p>
              <button type="button" className={styles.secondaryLink} onClick={submitAgain}>
                {t("continue")}
              </button>
            </>
          ) : null}
        </>
      )}
    </div>
  );
}
