/**
 * /user/order-detail/{orderCode} (shopping §2 Order detail). A member sees their own order; a
 * guest arrives with `?tempToken=` from the order lookup, which middleware lets through
 * (lib/session/route-rules). Without a token a visitor is sent to login, checked here again
 * because middleware can be skipped. The order itself loads in the island, because pay and
 * cancel change it in place.
 */
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { redirect } from "next/navigation";
import { OrderDetailView } from "@/components/orders/order-detail-view";
import styles from "@/components/orders/orders.module.css";
import { pageMetadata } from "@/lib/server/page-metadata";
import { getViewer } from "@/lib/server/viewer";
import { loginRedirectPath } from "@/lib/session/route-rules";

interface OrderDetailPageProps {
  params: Promise<{ orderId: string }>;
  searchParams: Promise<{ tempToken?: string | string[] }>;
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
  const t = await getTranslations("orderDetail");
  return (
    <div className={`container ${styles.page}`}>
      <h1>{t("title")}</h1>
      <OrderDetailView code={code} tempToken={tempToken} />
    </div>
  );
}
