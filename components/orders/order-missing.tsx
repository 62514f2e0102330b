"use client";
/**
 * What an order that cannot be shown says (shopping §8 "order not in this account offers
 * re-login"): a guest whose token no longer reaches it is sent back to the lookup; a member is
 * offered a re-login that comes back to this order.
 */
import { useTranslations } from "next-intl";
import { ReloginButton } from "./relogin-button";
import styles from "./orders.module.css";
import { ShopLink } from "@/components/layout/shop-link";

export function OrderMissing(props: { code: string; guest: boolean }) {
  const t = useTranslations("orderDetail");
  if (props.guest) {
    return (
      <div className={styles.panel} role="alert" data-testid="order-guest-expired">
        <p>{t("guestExpired")}</p>
        <ShopLink href="/guest/orderTrack" className={styles.textLink}>
          {t("lookUpAgain")}
        </ShopLink>
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
