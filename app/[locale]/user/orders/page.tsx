/**
 * /user/orders (shopping §2 Orders). Middleware sends visitors to login; this page checks
 * again against the database, before anything streams, so the answer is a real redirect. The
 * first page of the default view ("in handling", the last few months) is read on the server and
 * streams in behind a skeleton of the same layout (issue 15 item 4); if the order API cannot
 * answer, the island fetches it.
 */
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { redirect } from "next/navigation";
import { Suspense } from "react";
import { OrderList } from "@/components/orders/order-list";
import { OrderListSkeleton } from "@/components/orders/order-list-skeleton";
import { orderListVariables, type OrderPage } from "@/components/orders/order-list-query";
import styles from "@/components/orders/orders.module.css";
import { ORDER_LIST_DEFAULT_MONTHS } from "@/lib/domain/orders/constants";
import { executeOperation, OperationError } from "@/lib/graphql/execute";
import { getOrderList } from "@/lib/graphql/operations/orders";
import { pageMetadata } from "@/lib/server/page-metadata";
import { getViewer } from "@/lib/server/viewer";
import { loginRedirectPath } from "@/lib/session/route-rules";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("orders");
  return pageMetadata({ title: t("title"), path: "/user/orders", noIndex: true });
}

async function firstPage(): Promise<OrderPage | null> {
  try {
    const data = await executeOperation(
      getOrderList,
      orderListVariables("inHandling", ORDER_LIST_DEFAULT_MONTHS, null),
    );
    const orders = data.customer?.orders;
    if (!orders) return null;
    return {
      orders: orders.edges.map((edge) => edge.node),
      endCursor: orders.pageInfo.endCursor,
      hasNextPage: orders.pageInfo.hasNextPage,
    };
  } catch (error) {
    if (error instanceof OperationError) return null;
    throw error;
  }
}

export default async function OrdersPage() {
  const viewer = await getViewer();
  if (!viewer || viewer.isVisitor) redirect(loginRedirectPath("/user/orders", ""));
  const t = await getTranslations("orders");
  return (
    <div className={`container ${styles.page}`}>
      <h1>{t("title")}</h1>
      <Suspense
        fallback={<OrderListSkeleton tab="inHandling" months={ORDER_LIST_DEFAULT_MONTHS} />}
      >
        <FirstPage />
      </Suspense>
    </div>
  );
}

async function FirstPage() {
  return (
    <OrderList
      initialTab="inHandling"
      initialMonths={ORDER_LIST_DEFAULT_MONTHS}
      initialPage={await firstPage()}
    />
  );
}
