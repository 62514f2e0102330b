/**
 * /user/order-detail/{orderCode} (shopping §2 Order detail). A member sees their own order; a
 * guest arrives with `?tempToken=` from the order lookup, which middleware lets through
 * (lib/session/route-rules). Without a token a visitor is sent to login, checked here again
 * because middleware can be skipped. The order is read here, before the page renders, and
 * handed to the island, which reads it again only after pay or cancel change it (issue 15
 * item 4). Blocking on purpose: that one read is the page's only slow part, and it decides
 * what the page is. An order the API does not find for this caller (a foreign one included)
 * shows "order not in this account" with the re-login (shopping §8), or sends a guest back to
 * the lookup, rendered here with the page (noindex). Not notFound(): under Next 16.4 a page
 * that read the session has sent its status line before it runs, so the 404 page would still
 * answer 200 and, thrown after the shell, render only in the browser (ADR 0032).
 */
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { redirect } from "next/navigation";
import { OrderDetailView, type OrderShown } from "@/components/orders/order-detail-view";
import styles from "@/components/orders/orders.module.css";
import { ORDER_ERROR_CODES } from "@/lib/domain/orders/constants";
import { executeOperation, OperationError } from "@/lib/graphql/execute";
import { getOrderDetail, getOrderDetailByVisitor } from "@/lib/graphql/operations/orders";
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
 * Only the build's placeholder, like every dynamic segment (ADR 0029): without it the build
 * makes this route an empty fallback shell (lib/server/build-placeholder.ts).
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

/** The order for this caller, "missing" when the API does not find it, else a failed read. */
async function readOrder(code: string, tempToken: string | null): Promise<OrderShown> {
  try {
    if (tempToken !== null) {
      const { shop } = await executeOperation(getOrderDetailByVisitor, {
        input: { orderCode: code, tempToken },
      });
      return shop?.order ? { kind: "order", order: shop.order } : { kind: "missing" };
    }
    return { kind: "order", order: (await executeOperation(getOrderDetail, { code })).orderDetail };
  } catch (error) {
    if (!(error instanceof OperationError)) throw error;
    if (error.code === ORDER_ERROR_CODES.NOT_FOUND) return { kind: "missing" };
    logger.warn("order detail: server read failed", { orderCode: code, error });
    return { kind: "failed" };
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
