/**
 * /user/order-detail/{orderCode} (shopping §2 Order detail). A member sees their own order; a
 * guest arrives with `?tempToken=` from the order lookup, which middleware lets through
 * (lib/session/route-rules). Without a token a visitor is sent to login, checked here again
 * because middleware can be skipped. The order is read here, before anything is sent, so an
 * order that is not the caller's (or no longer reachable by the guest's token) answers 404
 * with the page's own message (not-found.tsx). The page stays blocking on purpose: that one
 * read decides the status, and once it is done nothing slow is left to stream (issue 15 item 4).
 * The island takes the order and reads it again only after pay or cancel change it.
 */
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { notFound, redirect } from "next/navigation";
import { OrderDetailView } from "@/components/orders/order-detail-view";
import styles from "@/components/orders/orders.module.css";
import { ORDER_ERROR_CODES } from "@/lib/domain/orders/constants";
import { executeOperation, OperationError } from "@/lib/graphql/execute";
import {
  getOrderDetail,
  getOrderDetailByVisitor,
  type OrderData,
} from "@/lib/graphql/operations/orders";
import { logger } from "@/lib/logger";
import { BUILD_PLACEHOLDER } from "@/lib/server/build-placeholder";
import { pageMetadata } from "@/lib/server/page-metadata";
import { getViewer } from "@/lib/server/viewer";
import { loginRedirectPath } from "@/lib/session/route-rules";

interface OrderDetailPageProps {
  params: Promise<{ orderId: string }>;
  searchParams: Promise<{ tempToken?: string | string[] }>;
}

/**
 * Only the build's placeholder (lib/server/build-placeholder.ts). Without it Cache Components
 * builds this route as a fallback shell that is sent, with 200, before the order is read, and
 * a missing order's notFound() would come too late to set the status.
 */
export function generateStaticParams() {
  return [{ orderId: BUILD_PLACEHOLDER }];
}

export async function generateMetadata(props: OrderDetailPageProps): Promise<Metadata> {
  const { orderId } = await props.params;
  const t = await getTranslations("orderDetail");
  return pageMetadata({
    title: t("title"),
    path: `/user/order-detail/${encodeURIComponent(orderId)}`,
    noIndex: true,
  });
}

/** Next hands params over decoded in most versions; a stray "%" must not throw either way. */
function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** The order, null when the read failed for a reason other than "not found" (the island retries). */
async function readOrder(code: string, tempToken: string | null): Promise<OrderData | null> {
  try {
    if (tempToken !== null) {
      const { shop } = await executeOperation(getOrderDetailByVisitor, {
        input: { orderCode: code, tempToken },
      });
      if (!shop?.order) notFound();
      return shop.order;
    }
    return (await executeOperation(getOrderDetail, { code })).orderDetail;
  } catch (error) {
    if (error instanceof OperationError && error.code === ORDER_ERROR_CODES.NOT_FOUND) notFound();
    if (!(error instanceof OperationError)) throw error;
    logger.warn("order detail: server read failed", { orderCode: code, error });
    return null;
  }
}

export default async function OrderDetailPage(props: OrderDetailPageProps) {
  const { orderId } = await props.params;
  const raw = (await props.searchParams).tempToken;
  const tempToken = typeof raw === "string" && raw !== "" ? raw : null;
  const code = safeDecode(orderId);
  if (tempToken === null) {
    const viewer = await getViewer();
    if (!viewer || viewer.isVisitor) {
      redirect(loginRedirectPath(`/user/order-detail/${encodeURIComponent(code)}`, ""));
    }
  }
  const order = await readOrder(code, tempToken);
  const t = await getTranslations("orderDetail");
  return (
    <div className={`container ${styles.page}`}>
      <h1>{t("title")}</h1>
      <OrderDetailView code={code} tempToken={tempToken} initial={order} />
    </div>
  );
}
