/**
 * /user/refund-order-detail/{code} (shopping §2 Refund order detail; §7
 * getAfterSalesOrderDetail). A member sees their own request; a guest arrives with
 * `?tempToken=` from their order's detail, which middleware lets through
 * (lib/session/route-rules) and which is sent as the caller's token here. Without a token a
 * visitor is sent to login, checked again here because middleware can be skipped. Read on the
 * server before the page renders, as the order detail is (ADR 0032); one the API does not find
 * for this caller (another shopper's included) renders "not in this account" (noindex).
 */
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { redirect } from "next/navigation";
import {
  AfterSalesDetailView,
  type AfterSalesShown,
} from "@/components/after-sales/after-sales-detail-view";
import styles from "@/components/orders/orders.module.css";
import { AFTER_SALES_ERROR_CODES } from "@/lib/domain/after-sales/constants";
import { executeOperation, executeOperationWithToken, OperationError } from "@/lib/graphql/execute";
import { getAfterSalesOrderDetail } from "@/lib/graphql/operations/after-sales";
import { logger } from "@/lib/logger";
import { BUILD_PLACEHOLDER } from "@/lib/server/build-placeholder";
import { pageMetadata } from "@/lib/server/page-metadata";
import { getViewer } from "@/lib/server/viewer";
import { loginRedirectPath } from "@/lib/session/route-rules";

interface RefundOrderDetailPageProps {
  params: Promise<{ code: string }>;
  searchParams: Promise<{ tempToken?: string | string[] }>;
}

/** Only the build's placeholder, like every dynamic segment (ADR 0029). */
export function generateStaticParams() {
  return [{ code: BUILD_PLACEHOLDER }];
}

export async function generateMetadata(props: RefundOrderDetailPageProps): Promise<Metadata> {
  const { code } = await props.params;
  const t = await getTranslations("afterSales.detail");
  return pageMetadata({
    title: t("title"),
    path: `/user/refund-order-detail/${encodeURIComponent(code)}`,
    noIndex: true,
  });
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** The request for this caller, "missing" when the API does not find it, else a failed read. */
async function readRequest(code: string, tempToken: string | null): Promise<AfterSalesShown> {
  try {
    const data =
      tempToken === null
        ? await executeOperation(getAfterSalesOrderDetail, { code })
        : await executeOperationWithToken(getAfterSalesOrderDetail, tempToken, { code });
    return { kind: "request", request: data.afterSalesOrderDetail };
  } catch (error) {
    if (!(error instanceof OperationError)) throw error;
    // An expired or unknown guest token reads as "not reachable", like a foreign code.
    if (error.code === AFTER_SALES_ERROR_CODES.NOT_FOUND || tempToken !== null)
      return { kind: "missing" };
    logger.warn("refund order detail: server read failed", { code, error });
    return { kind: "failed" };
  }
}

export default async function RefundOrderDetailPage(props: RefundOrderDetailPageProps) {
  const { code: raw } = await props.params;
  const token = (await props.searchParams).tempToken;
  const tempToken = typeof token === "string" && token !== "" ? token : null;
  const code = safeDecode(raw);
  if (tempToken === null) {
    const viewer = await getViewer();
    if (!viewer || viewer.isVisitor) {
      redirect(loginRedirectPath(`/user/refund-order-detail/${encodeURIComponent(code)}`, ""));
    }
  }
  const request = await readRequest(code, tempToken);
  const t = await getTranslations("afterSales.detail");
  return (
    <div className={`container ${styles.page}`}>
      <h1>{t("title")}</h1>
      <AfterSalesDetailView code={code} tempToken={tempToken} initial={request} />
    </div>
  );
}
