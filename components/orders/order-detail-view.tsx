"use client";
/**
 * One order (shopping §2 Order detail): a member's own order by its code (getOrderDetail), or
 * with `?tempToken=` the one order a guest looked up (getOrderDetailByVisitor). An order the
 * API refuses to this member is "order not in this account", with a re-login that comes back
 * here (shopping §8); a guest whose token no longer works is sent back to the lookup.
 * Rendered on the server with the order (issue 15 item 4); read again here only after a change.
 */
import { useApolloClient } from "@apollo/client/react";
import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { runQuery, UserErrorException } from "@/lib/client/operations";
import { useServerState } from "@/lib/client/use-server-state";
import { ORDER_ERROR_CODES } from "@/lib/domain/orders/constants";
import type { Locale } from "@/lib/domain/locales";
import {
  getOrderDetail,
  getOrderDetailByVisitor,
  type OrderData,
} from "@/lib/graphql/operations/orders";
import { ReturnRequest } from "@/components/after-sales/return-request";
import { formatOrderTime } from "./format-date";
import { OrderActions } from "./order-actions";
import { OrderAmounts } from "./order-amounts";
import { OrderDelivery } from "./order-delivery";
import { statusKey } from "./order-display";
import { OrderLines } from "./order-lines";
import { OrderMissing } from "./order-missing";
import { OrderStaff } from "./order-staff";
import styles from "./orders.module.css";

/** What the page shows: the order, "not reachable" (a guest's token), or a failed read. */
export type OrderShown =
  { kind: "order"; order: OrderData } | { kind: "missing" } | { kind: "failed" };

function isNotFound(error: unknown): boolean {
  if (error instanceof UserErrorException) return error.code === ORDER_ERROR_CODES.NOT_FOUND;
  const errors = (error as { errors?: { extensions?: { code?: unknown } }[] } | null)?.errors;
  return (errors ?? []).some((each) => each.extensions?.code === ORDER_ERROR_CODES.NOT_FOUND);
}

/** The order as the server rendered it, read again after pay or cancel changed it. */
function useOrder(initial: OrderShown, code: string, tempToken: string | null) {
  const client = useApolloClient();
  const serverError = useTranslations("loginError")("serverError");
  const [shown, setShown] = useServerState<OrderShown>(initial);
  const [loading, setLoading] = useState(false);
  const refetch = () => {
    setLoading(true);
    const read =
      tempToken === null
        ? runQuery(client, getOrderDetail, { code }, { serverErrorMessage: serverError }).then(
            (data) => data.orderDetail,
          )
        : runQuery(
            client,
            getOrderDetailByVisitor,
            { input: { orderCode: code, tempToken } },
            { serverErrorMessage: serverError, token: tempToken },
          ).then((data) => data.shop?.order ?? null);
    read
      .then((order) => setShown(order ? { kind: "order", order } : { kind: "missing" }))
      .catch((error: unknown) =>
        setShown(isNotFound(error) ? { kind: "missing" } : { kind: "failed" }),
      )
      .finally(() => setLoading(false));
  };
  return { shown, loading, refetch };
}

/** `initial` is the page's own read of the order; a failed one offers a retry. */
export function OrderDetailView(props: {
  code: string;
  tempToken: string | null;
  initial: OrderShown;
}) {
  const t = useTranslations("orderDetail");
  const tOrders = useTranslations("orders");
  const locale = useLocale() as Locale;
  const { shown, loading, refetch } = useOrder(props.initial, props.code, props.tempToken);

  if (shown.kind === "failed") {
    return (
      <p className={styles.formError} role="alert">
        {t("loadFailed")}{" "}
        <button type="button" className={styles.textButton} disabled={loading} onClick={refetch}>
          {tOrders("retry")}
        </button>
      </p>
    );
  }
  if (shown.kind === "missing") {
    return <OrderMissing code={props.code} guest={props.tempToken !== null} />;
  }

  const { order } = shown;
  const key = statusKey(order.orderStatus);
  return (
    <div className={styles.detailGrid} data-testid="order-detail">
      <div style={{ display: "grid", gap: "var(--space-3)" }}>
        <section className={styles.panel}>
          <p>
            {tOrders("orderCode")} <strong data-testid="order-code">{order.orderCode}</strong>
          </p>
          <p className={styles.status} data-testid="order-status">
            {key ? tOrders(`status.${key}`) : order.statusLabel}
          </p>
          <p className={styles.muted}>{formatOrderTime(order.orderTime, locale)}</p>
          {order.orderStatus === "WAIT_PAY" && order.scheduleCancelTime ? (
            <p className={styles.muted}>
              {t("payBefore", { time: formatOrderTime(order.scheduleCancelTime, locale) })}
            </p>
          ) : null}
        </section>
        <OrderActions order={order} tempToken={props.tempToken} onChanged={refetch} />
        <ReturnRequest order={order} tempToken={props.tempToken} />
        <section className={styles.panel} aria-labelledby="order-lines">
          <h2 id="order-lines">{t("items")}</h2>
          <OrderLines lines={order.orderLines} />
        </section>
      </div>
      <div style={{ display: "grid", gap: "var(--space-3)" }}>
        <OrderAmounts order={order} />
        <OrderDelivery order={order} />
        <OrderStaff order={order} />
      </div>
    </div>
  );
}
