"use client";
/**
 * Staff Checkout's own fields on the order afterwards (shopping §2 Checkout: "staff id (guideId)
 * and store code (o2oShopCode)"): only on orders that carry them, which only staff place.
 */
import { useTranslations } from "next-intl";
import type { OrderData } from "@/lib/graphql/operations/orders";
import styles from "./orders.module.css";

export function OrderStaff(props: { order: Pick<OrderData, "guideId" | "o2oShopCode"> }) {
  const t = useTranslations("orderDetail.staff");
  const { guideId, o2oShopCode } = props.order;
  if (!guideId && !o2oShopCode) return null;
  return (
    <section className={styles.panel} aria-labelledby="order-staff" data-testid="order-staff">
      <h2 id="order-staff">{t("title")}</h2>
      <dl>
        {guideId ? (
          <>
            <dt>{t("guideId")}</dt>
            <dd data-testid="order-guide-id">{guideId}</dd>
          </>
        ) : null}
        {o2oShopCode ? (
          <>
            <dt>{t("o2oShopCode")}</dt>
            <dd data-testid="order-shop-code">{o2oShopCode}</dd>
          </>
        ) : null}
      </dl>
    </section>
  );
}
