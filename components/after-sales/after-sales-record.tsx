"use client";
/**
 * The refund record's list (shopping §2 Refund record; §7 getAfterSalesRecord): newest first,
 * a "more" button asking for the page after the last cursor, as the orders list does. The
 * server hands in the first page; without it (a failed read) the list loads it here.
 */
import { useApolloClient } from "@apollo/client/react";
import { useTranslations } from "next-intl";
import { useCallback, useEffect, useRef, useState } from "react";
import { runQuery } from "@/lib/client/operations";
import {
  getAfterSalesRecord,
  type AfterSalesOrderData,
} from "@/lib/graphql/operations/after-sales";
import { ShopLink } from "@/components/layout/shop-link";
import ordersStyles from "@/components/orders/orders.module.css";
import { AfterSalesCard } from "./after-sales-card";

export interface AfterSalesRecordPage {
  requests: AfterSalesOrderData[];
  endCursor: string | null;
  hasNextPage: boolean;
}

export function AfterSalesRecord(props: { initialPage: AfterSalesRecordPage | null }) {
  const t = useTranslations("afterSales.record");
  const serverError = useTranslations("loginError")("serverError");
  const client = useApolloClient();
  const [page, setPage] = useState<AfterSalesRecordPage | null>(props.initialPage);
  const [busy, setBusy] = useState(props.initialPage === null);
  const [failed, setFailed] = useState(false);
  const latest = useRef(0);

  const load = useCallback(
    (after: string | null, keep: AfterSalesOrderData[]) => {
      const request = ++latest.current;
      runQuery(
        client,
        getAfterSalesRecord,
        { pageInput: { after } },
        { serverErrorMessage: serverError, loading: true },
      )
        .then((data) => {
          if (request !== latest.current) return;
          const record = data.afterSalesRecord;
          setPage({
            requests: [...keep, ...record.edges.map((edge) => edge.node)],
            endCursor: record.endCursor,
            hasNextPage: record.hasNextPage,
          });
        })
        .catch(() => {
          if (request === latest.current) setFailed(true);
        })
        .finally(() => {
          if (request === latest.current) setBusy(false);
        });
    },
    [client, serverError],
  );

  // Busy and failed are reset here, not in load, which the first effect also calls.
  const fetchPage = (after: string | null, keep: AfterSalesOrderData[]) => {
    setBusy(true);
    setFailed(false);
    load(after, keep);
  };

  const { initialPage } = props;
  useEffect(() => {
    if (initialPage === null) load(null, []);
  }, [initialPage, load]);

  return (
    <div>
      {failed ? (
        <p className={ordersStyles.formError} role="alert">
          {t("loadFailed")}{" "}
          <button
            type="button"
            className={ordersStyles.textButton}
            onClick={() => fetchPage(page?.endCursor ?? null, page?.requests ?? [])}
          >
            {t("retry")}
          </button>
        </p>
      ) : null}
      {page && page.requests.length === 0 ? (
        <div className={ordersStyles.panel} data-testid="after-sales-empty">
          <p>{t("empty")}</p>
          <ShopLink href="/user/orders" className={ordersStyles.textLink}>
            {t("toOrders")}
          </ShopLink>
        </div>
      ) : null}
      {page && page.requests.length > 0 ? (
        <ul className={ordersStyles.orderList}>
          {page.requests.map((request) => (
            <AfterSalesCard key={request.code} request={request} />
          ))}
        </ul>
      ) : null}
      {!page && busy ? <p className={ordersStyles.muted}>{t("loading")}</p> : null}
      {page?.hasNextPage ? (
        <div className={ordersStyles.more}>
          <button
            type="button"
            className={ordersStyles.secondaryButton}
            disabled={busy}
            data-testid="after-sales-more"
            onClick={() => fetchPage(page.endCursor, page.requests)}
          >
            {t("more")}
          </button>
        </div>
      ) : null}
    </div>
  );
}
