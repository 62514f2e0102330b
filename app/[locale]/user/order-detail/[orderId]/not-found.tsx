/**
 * A member's order the API does not find (unknown, or another shopper's: the API tells them
 * apart to nobody) shows what the spec says of it: shopping §8 "order not in this account
 * offers re-login". Marked 404 and noindex (the HTTP status: ADR 0031).
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
