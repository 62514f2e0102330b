/**
 * /user/refund-record (shopping §2 Refund record; §7 getAfterSalesRecord). Middleware sends
 * visitors to login (lib/session/route-rules); this page checks again against the database,
 * before anything streams, so the answer is a real redirect. The first page is read on the
 * server and streams in behind a short placeholder; if the API cannot answer, the island
 * fetches it (as /user/orders does).
 */
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { redirect } from "next/navigation";
import { Suspense } from "react";
import {
  AfterSalesRecord,
  type AfterSalesRecordPage,
} from "@/components/after-sales/after-sales-record";
import styles from "@/components/orders/orders.module.css";
import { executeOperation, OperationError } from "@/lib/graphql/execute";
import { getAfterSalesRecord } from "@/lib/graphql/operations/after-sales";
import { pageMetadata } from "@/lib/server/page-metadata";
import { getViewer } from "@/lib/server/viewer";
import { loginRedirectPath } from "@/lib/session/route-rules";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("afterSales.record");
  return pageMetadata({ title: t("title"), path: "/user/refund-record", noIndex: true });
}

async function firstPage(): Promise<AfterSalesRecordPage | null> {
  try {
    const { afterSalesRecord } = await executeOperation(getAfterSalesRecord, { pageInput: null });
    return {
      requests: afterSalesRecord.edges.map((edge) => edge.node),
      endCursor: afterSalesRecord.endCursor,
      hasNextPage: afterSalesRecord.hasNextPage,
    };
  } catch (error) {
    if (error instanceof OperationError) return null;
    throw error;
  }
}

export default async function RefundRecordPage() {
  const viewer = await getViewer();
  if (!viewer || viewer.isVisitor) redirect(loginRedirectPath("/user/refund-record", ""));
  const t = await getTranslations("afterSales.record");
  return (
    <div className={`container ${styles.page}`}>
      <h1>{t("title")}</h1>
      <Suspense fallback={<p className={styles.muted}>{t("loading")}</p>}>
        <FirstPage />
      </Suspense>
    </div>
  );
}

async function FirstPage() {
  return <AfterSalesRecord initialPage={await firstPage()} />;
}
