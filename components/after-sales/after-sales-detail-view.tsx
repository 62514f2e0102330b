"use client";
/**
 * One after-sales request (shopping §2 Refund order detail; §7 getAfterSalesOrderDetail): a
 * member's own, or with `?tempToken=` one of the order a guest looked up. Status, the refund
 * stages, lines, reason, memo and photos (docs/adr/0047), why it was not approved, the refund number, the date to expect
 * it handled by ("return handling 3 weeks", shopping §9), and the shopper's actions. One the
 * API does not find for this caller (another shopper's included) shows what the order detail
 * shows: "not in this account" with a re-login, or for a guest the way back to the lookup.
 */
import { useLocale, useTranslations } from "next-intl";
import { useServerState } from "@/lib/client/use-server-state";
import type { Locale } from "@/lib/domain/locales";
import type { AfterSalesOrderData } from "@/lib/graphql/operations/after-sales";
import { ShopLink } from "@/components/layout/shop-link";
import { formatOrderTime } from "@/components/orders/format-date";
import ordersStyles from "@/components/orders/orders.module.css";
import { ReloginButton } from "@/components/orders/relogin-button";
import { AfterSalesActions } from "./after-sales-actions";
import { afterSalesDetailHref, orderDetailHref } from "./after-sales-display";
import { AfterSalesLines } from "./after-sales-lines";
import styles from "./after-sales.module.css";
import { RefundStages } from "./refund-stages";
import { RequestPhotos } from "./request-photos";

export type AfterSalesShown =
  { kind: "request"; request: AfterSalesOrderData } | { kind: "missing" } | { kind: "failed" };

function Missing(props: { code: string; guest: boolean }) {
  const t = useTranslations("afterSales.detail");
  if (props.guest) {
    return (
      <div className={ordersStyles.panel} role="alert" data-testid="after-sales-guest-expired">
        <p>{t("guestExpired")}</p>
        <ShopLink href="/guest/orderTrack" className={ordersStyles.textLink}>
          {t("lookUpAgain")}
        </ShopLink>
      </div>
    );
  }
  return (
    <div className={ordersStyles.panel} role="alert" data-testid="after-sales-not-in-account">
      <p>{t("notInAccount")}</p>
      <ReloginButton
        back={afterSalesDetailHref(props.code, null)}
        className={ordersStyles.primaryButton}
      />
    </div>
  );
}

export function AfterSalesDetailView(props: {
  code: string;
  tempToken: string | null;
  initial: AfterSalesShown;
}) {
  const t = useTranslations("afterSales");
  const tPhotos = useTranslations("afterSalesPhotos");
  const locale = useLocale() as Locale;
  const [shown, setShown] = useServerState<AfterSalesShown>(props.initial);

  if (shown.kind === "failed") {
    return (
      <p className={ordersStyles.formError} role="alert">
        {t("detail.loadFailed")}{" "}
        <button
          type="button"
          className={ordersStyles.textButton}
          onClick={() => window.location.reload()}
        >
          {t("detail.retry")}
        </button>
      </p>
    );
  }
  if (shown.kind === "missing") {
    return <Missing code={props.code} guest={props.tempToken !== null} />;
  }

  const { request } = shown;
  return (
    <div className={ordersStyles.detailGrid} data-testid="after-sales-detail">
      <div style={{ display: "grid", gap: "var(--space-3)" }}>
        <section className={ordersStyles.panel}>
          <p>
            {t("detail.code")} <strong data-testid="after-sales-code">{request.code}</strong>
          </p>
          <p className={ordersStyles.status} data-testid="after-sales-status">
            {request.statusLabel}
          </p>
          <RefundStages
            status={request.afterSalesStatus}
            type={request.type}
            statusLabel={request.statusLabel}
            refundStatus={request.refundStatus}
          />
        </section>
        <AfterSalesActions
          request={request}
          tempToken={props.tempToken}
          onChanged={(next) => setShown({ kind: "request", request: next })}
        />
        <section className={ordersStyles.panel} aria-labelledby="after-sales-lines">
          <h2 id="after-sales-lines">{t("detail.lines")}</h2>
          <AfterSalesLines lines={request.lines} />
        </section>
      </div>
      <div style={{ display: "grid", gap: "var(--space-3)" }}>
        <section className={ordersStyles.panel}>
          <dl className={styles.details}>
            <dt>{t("detail.orderNo")}</dt>
            <dd>
              <ShopLink
                href={orderDetailHref(request.orderNo, props.tempToken)}
                className={ordersStyles.textLink}
                data-testid="after-sales-order-link"
              >
                {request.orderNo}
              </ShopLink>
            </dd>
            <dt>{t("detail.type")}</dt>
            <dd data-testid="after-sales-type">{t(`type.${request.type}`)}</dd>
            <dt>{t("detail.createdAt")}</dt>
            <dd>{formatOrderTime(request.createdAt, locale)}</dd>
            <dt>{t("detail.handleBy")}</dt>
            <dd data-testid="after-sales-handle-by">{formatOrderTime(request.handleBy, locale)}</dd>
            <dt>{t("detail.reason")}</dt>
            <dd data-testid="after-sales-reason">{request.reason}</dd>
            {request.memo ? (
              <>
                <dt>{t("detail.memo")}</dt>
                <dd>{request.memo}</dd>
              </>
            ) : null}
            {request.photos.length > 0 ? (
              <>
                <dt>{tPhotos("shownTitle")}</dt>
                <dd>
                  <RequestPhotos photos={request.photos} tempToken={props.tempToken} />
                </dd>
              </>
            ) : null}
            {request.afterSalesStatus === "AUDIT_FAILED" && request.rejectReason ? (
              <>
                <dt>{t("detail.rejectReason")}</dt>
                <dd data-testid="after-sales-reject-reason">{request.rejectReason}</dd>
              </>
            ) : null}
            {request.returnTrackingNo ? (
              <>
                <dt>{t("detail.returnTrackingNo")}</dt>
                <dd data-testid="after-sales-return-tracking">{request.returnTrackingNo}</dd>
              </>
            ) : null}
            {request.refundOrderNo ? (
              <>
                <dt>{t("detail.refundOrderNo")}</dt>
                <dd data-testid="after-sales-refund-no">{request.refundOrderNo}</dd>
              </>
            ) : null}
          </dl>
        </section>
        {props.tempToken === null ? (
          <ShopLink href="/user/refund-record" className={ordersStyles.textLink}>
            {t("detail.toRecord")}
          </ShopLink>
        ) : null}
      </div>
    </div>
  );
}
