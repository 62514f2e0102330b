/**
 * The orders page while the server reads the first page (its Suspense fallback): the tabs and
 * filter in their places, then card-sized boxes (an order card with one row of pictures), so
 * the list arriving moves nothing above it.
 */
import { useTranslations } from "next-intl";
import { OrderListControls } from "./order-list-controls";
import type { OrderTab } from "./order-list-query";
import styles from "./orders.module.css";

/** As many boxes as a phone screen shows cards. */
const SKELETON_CARDS = 3;

export function OrderListSkeleton(props: { tab: OrderTab; months: number }) {
  const t = useTranslations("orders");
  return (
    <div data-testid="orders-skeleton">
      <OrderListControls tab={props.tab} months={props.months} />
      <p className="visually-hidden" role="status">
        {t("loading")}
      </p>
      <ul className={styles.orderList} aria-hidden="true">
        {Array.from({ length: SKELETON_CARDS }, (_, index) => (
          <li key={index} className={`skeleton-block ${styles.cardSkeleton}`} />
        ))}
      </ul>
    </div>
  );
}
