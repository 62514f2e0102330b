"use client";
/**
 * One request in the refund record (shopping §2 Refund record): its code, the order's code, the
 * date, type and status label, its lines, and the link to its detail.
 */
import { useLocale, useTranslations } from "next-intl";
import type { Locale } from "@/lib/domain/locales";
import type { AfterSalesOrderData } from "@/lib/graphql/operations/after-sales";
import { ShopLink } from "@/components/layout/shop-link";
import { formatOrderTime } from "@/components/orders/format-date";
import ordersStyles from "@/components/orders/orders.module.css";
import { afterSalesDetailHref } from "./after-sales-display";
import { AfterSalesLines } from "./after-sales-lines";

export function AfterSalesCard(props: { request: AfterSalesOrderData }) {
  const t = useTranslations("afterSales");
  const locale = useLocale() as Locale;
  const request = props.request;
  return (
    <li
      className={ordersStyles.orderCard}
      data-testid="after-sales-card"
      data-status={request.afterSalesStatus}
    >
      <div className={ordersStyles.orderHead}>
        <span>
          {t("record.code")} <strong data-testid="after-sales-code">{request.code}</strong>
        </span>
        <span className={ordersStyles.status} data-testid="after-sales-status">
          {request.statusLabel}
        </span>
      </div>
      <span className={ordersStyles.muted}>
        {t("record.orderNo")} {request.orderNo} · {t(`type.${request.type}`)} ·{" "}
        {t("record.createdAt", { date: formatOrderTime(request.createdAt, locale) })}
      </span>
      <AfterSalesLines lines={request.lines} />
      <div className={ordersStyles.orderFoot}>
        <span />
        <ShopLink
          href={afterSalesDetailHref(request.code, null)}
          className={ordersStyles.secondaryButton}
          data-testid="after-sales-detail-link"
        >
          {t("record.viewDetail")}
        </ShopLink>
      </div>
    </li>
  );
}
