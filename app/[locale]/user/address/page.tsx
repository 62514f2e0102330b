/**
 * /user/address (accounts §2): the member's address book. Middleware sends visitors to login;
 * this page checks again. Dynamic: it differs per member.
 */
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { redirect } from "next/navigation";
import { AddressBook } from "@/components/account-lists/address-book";
import styles from "@/components/account-lists/account-lists.module.css";
import { ADDRESS_BOOK_MAX } from "@/lib/domain/checkout/constants";
import { executeOperation } from "@/lib/graphql/execute";
import { gowildDeliveryAddresses } from "@/lib/graphql/operations/account-lists";
import { pageMetadata } from "@/lib/server/page-metadata";
import { getViewer } from "@/lib/server/viewer";
import { loginRedirectPath } from "@/lib/session/route-rules";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("addressBook");
  return pageMetadata({ title: t("title"), path: "/user/address", noIndex: true });
}

export default async function AddressBookPage() {
  const viewer = await getViewer();
  if (!viewer || viewer.isVisitor) redirect(loginRedirectPath("/user/address", ""));
  const t = await getTranslations("addressBook");
  const data = await executeOperation(gowildDeliveryAddresses, {
    pageInput: { first: ADDRESS_BOOK_MAX },
  });
  return (
    <div className={`container ${styles.page}`}>
      <h1>{t("title")}</h1>
      <AddressBook initial={data.gowildDeliveryAddresses} />
    </div>
  );
}
