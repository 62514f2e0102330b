"use client";
/**
 * One order in the list (shopping §2 Orders): code, date, status label, the first lines'
 * pictures, amount, "pay now" while it can be paid, and the link to its detail.
 */
import { useLocale, useTranslations } from "next-intl";
import Image from "next/image";
import { useRouter } from "next/navigation";
import { IMAGE_QUALITY } from "@/lib/client/ui-constants";
import type { Locale } from "@/lib/domain/locales";
import type { OrderListItemData } from "@/lib/graphql/operations/orders";
import { formatMoney } from "@/lib/i18n/money";
import { formatOrderTime } from "./format-date";
import { statusKey } from "./order-display";
import { startPayment } from "./start-payment";
import styles from "./orders.module.css";
import { ShopLink } from "@/components/layout/shop-link";

/** How many line pictures a card shows. */
const CARD_PICTURES = 4;

export function OrderCard(props: { order: OrderListItemData }) {
  const t = useTranslations("orders");
  const locale = useLocale() as Locale;
  const router = useRouter();
  const order = props.order;
  const key = statusKey(order.orderStatus);
  const detailHref = `/user/order-detail/${encodeURIComponent(order.orderCode)}`;
  return (
    <li className={styles.orderCard} data-testid="order-card" data-status={order.orderStatus}>
      <div className={styles.orderHead}>
        <span>
          {t("orderCode")} <strong>{order.orderCode}</strong>
        </span>
        <span className={styles.status} data-testid="order-status">
          {key ? t(`status.${key}`) : order.statusLabel}
        </span>
      </div>
      <span className={styles.muted}>{formatOrderTime(order.orderTime, locale)}</span>
      <ul className={styles.pictures}>
        {order.orderLines.slice(0, CARD_PICTURES).map((line, index) => (
          <li key={`${line.name}-${index}`}>
            {line.image ? (
              <Image
                src={line.image}
                alt={line.name}
                width={72}
                height={72}
                quality={IMAGE_QUALITY}
              />
            ) : (
              <span className={styles.linePicture} aria-label={line.name} />
            )}
          </li>
        ))}
      </ul>
      <div className={styles.orderFoot}>
        <span>
          {t("amount")}{" "}
          <strong data-testid="order-amount">{formatMoney(order.amount, locale)}</strong>
        </span>
        <span className={styles.actions}>
          {order.canPay ? (
            <button
              type="button"
              className={styles.primaryButton}
              data-testid="order-pay-now"
              onClick={() => startPayment(order.orderCode, (href) => router.push(href))}
            >
              {t("payNow")}
            </button>
          ) : null}
          <ShopLink
            href={detailHref}
            className={styles.secondaryButton}
            data-testid="order-detail-link"
          >
            {t("viewDetail")}
          </ShopLink>
        </span>
      </div>
    </li>
  );
}
