"use client";
/**
 * The orders page's list (shopping §2 Orders): two tabs by status group, a months filter, and
 * a "more" button that asks for the next page after the last cursor. The server may hand in
 * the first page of the default view; every other view is fetched here.
 */
import { useApolloClient } from "@apollo/client/react";
import { useTranslations } from "next-intl";
import { useCallback, useEffect, useRef, useState } from "react";
import { runQuery } from "@/lib/client/operations";
import { getOrderList, type OrderListItemData } from "@/lib/graphql/operations/orders";
import { OrderCard } from "./order-card";
import { OrderListControls } from "./order-list-controls";
import { orderListVariables, type OrderPage, type OrderTab } from "./order-list-query";
import styles from "./orders.module.css";

export function OrderList(props: {
  initialTab: OrderTab;
  initialMonths: number;
  initialPage: OrderPage | null;
}) {
  const t = useTranslations("orders");
  const serverError = useTranslations("loginError")("serverError");
  const client = useApolloClient();
  const [tab, setTab] = useState(props.initialTab);
  const [months, setMonths] = useState(props.initialMonths);
  const [page, setPage] = useState<OrderPage | null>(props.initialPage);
  // Without a server-rendered first page, the list starts loading at once.
  const [busy, setBusy] = useState(props.initialPage === null);
  const [failed, setFailed] = useState(false);

  // Only the latest request may fill the list: a slow answer for an old tab is dropped.
  const latest = useRef(0);

  const load = useCallback(
    (nextTab: OrderTab, nextMonths: number, after: string | null, keep: OrderListItemData[]) => {
      const request = ++latest.current;
      runQuery(client, getOrderList, orderListVariables(nextTab, nextMonths, after), {
        serverErrorMessage: serverError,
        loading: true,
      })
        .then((data) => {
          if (request !== latest.current) return;
          const orders = data.customer?.orders;
          setPage({
            orders: [...keep, ...(orders?.edges.map((edge) => edge.node) ?? [])],
            endCursor: orders?.pageInfo.endCursor ?? null,
            hasNextPage: orders?.pageInfo.hasNextPage ?? false,
          });
          setBusy(false);
        })
        .catch(() => {
          if (request !== latest.current) return;
          setFailed(true);
          setBusy(false);
        });
    },
    [client, serverError],
  );

  const { initialPage, initialTab, initialMonths } = props;
  useEffect(() => {
    if (initialPage === null) load(initialTab, initialMonths, null, []);
  }, [initialPage, initialTab, initialMonths, load]);

  const fetchPage = (
    nextTab: OrderTab,
    nextMonths: number,
    after: string | null,
    keep: OrderListItemData[],
  ) => {
    setBusy(true);
    setFailed(false);
    load(nextTab, nextMonths, after, keep);
  };

  const choose = (nextTab: OrderTab, nextMonths: number) => {
    setTab(nextTab);
    setMonths(nextMonths);
    setPage(null);
    fetchPage(nextTab, nextMonths, null, []);
  };

  return (
    <div>
      <OrderListControls tab={tab} months={months} onChoose={choose} />
      <div role="tabpanel">
        {failed ? (
          <p className={styles.formError} role="alert">
            {t("loadFailed")}{" "}
            <button type="button" className={styles.textButton} onClick={() => choose(tab, months)}>
              {t("retry")}
            </button>
          </p>
        ) : null}
        {page && page.orders.length === 0 ? (
          <p className={styles.muted} data-testid="orders-empty">
            {t("empty")}
          </p>
        ) : null}
        {page && page.orders.length > 0 ? (
          <ul className={styles.orderList}>
            {page.orders.map((order) => (
              <OrderCard key={order.code} order={order} />
            ))}
          </ul>
        ) : null}
        {!page && busy ? <p className={styles.muted}>{t("loading")}</p> : null}
        {page?.hasNextPage ? (
          <div className={styles.more}>
            <button
              type="button"
              className={styles.secondaryButton}
              disabled={busy}
              data-testid="orders-more"
              onClick={() => fetchPage(tab, months, page.endCursor, page.orders)}
            >
              {t("more")}
            </button>
          </div>
        ) : null}
      </div>
    </div>
  );
}
