/**
 * /user/wish (accounts §2): the member's wish list, first page on the server. Middleware sends
 * visitors to login; this page checks again. Dynamic: it differs per member.
 */
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { redirect } from "next/navigation";
import { WishList, WISH_LIST_PAGE_SIZE } from "@/components/account-lists/wish-list";
import styles from "@/components/account-lists/account-lists.module.css";
import { executeOperation } from "@/lib/graphql/execute";
import { favorites } from "@/lib/graphql/operations/account-lists";
import { pageMetadata } from "@/lib/server/page-metadata";
import { getViewer } from "@/lib/server/viewer";
import { loginRedirectPath } from "@/lib/session/route-rules";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("wishList");
  return pageMetadata({ title: t("title"), path: "/user/wish", noIndex: true });
}

export default async function WishPage() {
  const viewer = await getViewer();
  if (!viewer || viewer.isVisitor) redirect(loginRedirectPath("/user/wish", ""));
  const t = await getTranslations("wishList");
  const data = await executeOperation(favorites, { pageInput: { first: WISH_LIST_PAGE_SIZE } });
  return (
    <div className={`container ${styles.page}`}>
      <h1>{t("title")}</h1>
      <WishList initial={data.favorites} />
    </div>
  );
}
