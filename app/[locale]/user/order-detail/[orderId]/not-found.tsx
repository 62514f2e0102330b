/**
 * An order the caller cannot see answers 404 (issue 15 item 4) with what the spec says of it
 * (shopping §8 "order not in this account offers re-login"; a guest is sent back to the lookup).
 */
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { OrderMissingHere } from "@/components/orders/order-missing-here";
import styles from "@/components/orders/orders.module.css";
import { notFoundMetadata } from "@/lib/server/page-metadata";

export async function generateMetadata(): Promise<Metadata> {
  return notFoundMetadata();
}

export default async function OrderNotFound() {
  const t = await getTranslations("orderDetail");
  return (
    <div className={`container ${styles.page}`}>
      <h1>{t("title")}</h1>
      <OrderMissingHere />
    </div>
  );
}
