"use client";
/**
 * One order (shopping §2 Order detail): a member's own order by its code (getOrderDetail), or
 * with `?tempToken=` the one order a guest looked up (getOrderDetailByVisitor). An order the
 * API refuses to this member is "order not in this account", with a re-login that comes back
 * here (shopping §8); a guest whose token no longer works is sent back to the lookup.
 */
import { CombinedGraphQLErrors } from "@apollo/client";
import { useLocale, useTranslations } from "next-intl";
import Link from "next/link";
import { useShopQuery } from "@/lib/client/use-shop-query";
import { ORDER_ERROR_CODES } from "@/lib/domain/orders/constants";
import type { Locale } from "@/lib/domain/locales";
import { getOrderDetail, getOrderDetailByVisitor } from "@/lib/graphql/operations/orders";
import { formatOrderTime } from "./format-date";
import { OrderActions } from "./order-actions";
import { OrderAmounts } from "./order-amounts";
import { OrderDelivery } from "./order-delivery";
import { statusKey } from "./order-display";
import { OrderLines } from "./order-lines";
import { OrderStaff } from "./order-staff";
import { ReloginButton } from "./relogin-button";
import styles from "./orders.module.css";

function useOrder(code: string, tempToken: string | null) {
  const member = useShopQuery(getOrderDetail, {
    variables: { code },
    skip: tempToken !== null,
    fetchPolicy: "network-only",
  });
  const guest = useShopQuery(getOrderDetailByVisitor, {
    variables: { input: { orderCode: code, tempToken: tempToken ?? "" } },
    skip: tempToken === null,
    fetchPolicy: "network-only",
    token: tempToken ?? undefined,
  });
  const result = tempToken === null ? member : guest;
  const order = (tempToken === null ? member.data?.orderDetail : guest.data?.shop?.order) ?? null;
  const notFound =
    CombinedGraphQLErrors.is(result.error) &&
    result.error.errors.some((error) => error.extensions?.code === ORDER_ERROR_CODES.NOT_FOUND);
  return {
    order,
    loading: result.loading,
    notFound: notFound || (!result.loading && !result.error && order === null),
    failed: Boolean(result.error),
    refetch: () => void result.refetch(),
  };
}

export function OrderDetailView(props: { code: string; tempToken: string | null }) {
  const t = useTranslations("orderDetail");
  const tOrders = useTranslations("orders");
  const locale = useLocale() as Locale;
  const { order, loading, notFound, failed, refetch } = useOrder(props.code, props.tempToken);

  if (loading && !order) return <p className={styles.muted}>{tOrders("loading")}</p>;
  if (failed && !notFound) {
    return (
      <p className={styles.formError} role="alert">
        {t("loadFailed")}{" "}
        <button type="button" className={styles.textButton} onClick={refetch}>
          {tOrders("retry")}
        </button>
      </p>
    );
  }
  if (notFound || !order) {
    if (props.tempToken !== null) {
      return (
        <div className={styles.panel} role="alert" data-testid="order-guest-expired">
          <p>{t("guestExpired")}</p>
          <Link prefetch={false} href="/guest/orderTrack" className={styles.textLink}>
            {t("lookUpAgain")}
          </Link>
        </div>
      );
    }
    const back = `/user/order-detail/${encodeURIComponent(props.code)}`;
    return (
      <div className={styles.panel} role="alert" data-testid="order-not-in-account">
        <p>{t("notInAccount")}</p>
        <ReloginButton back={back} className={styles.primaryButton} />
      </div>
    );
  }

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
