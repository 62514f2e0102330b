/**
 * /guest/orderTrack (accounts §2 Guest order tracking): the lookup form of the header's dialog,
 * inline. Found: the order opens with its temporary token.
 */
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { GuestOrderTrack } from "@/components/orders/guest-order-track";
import styles from "@/components/orders/orders.module.css";
import { pageMetadata } from "@/lib/server/page-metadata";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("checkOrder");
  return pageMetadata({ title: t("title"), path: "/guest/orderTrack", noIndex: true });
}

export default async function GuestOrderTrackPage() {
  const t = await getTranslations("checkOrder");
  return (
    <div className={`container ${styles.page}`}>
      <div className={styles.trackPanel}>
        <h1>{t("title")}</h1>
        <p className={styles.muted}>{t("guestText")}</p>
        <GuestOrderTrack />
      </div>
    </div>
  );
}
