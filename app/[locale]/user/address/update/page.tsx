/**
 * /user/address/update (accounts §2): `?code=` edits that address, none adds one. Another
 * member's code is not found: the page offers a new address instead of showing it.
 */
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { redirect } from "next/navigation";
import { AddressEditor } from "@/components/account-lists/address-editor";
import styles from "@/components/account-lists/account-lists.module.css";
import { executeOperation } from "@/lib/graphql/execute";
import { userAddresses } from "@/lib/graphql/operations/checkout";
import { pageMetadata } from "@/lib/server/page-metadata";
import { getViewer } from "@/lib/server/viewer";
import { loginRedirectPath } from "@/lib/session/route-rules";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("addressBook");
  return pageMetadata({ title: t("newTitle"), path: "/user/address/update", noIndex: true });
}

export default async function AddressUpdatePage(props: {
  searchParams: Promise<{ code?: string | string[] }>;
}) {
  const { code } = await props.searchParams;
  const wanted = typeof code === "string" ? code : null;
  const viewer = await getViewer();
  if (!viewer || viewer.isVisitor)
    redirect(
      loginRedirectPath(
        "/user/address/update",
        wanted ? `?code=${encodeURIComponent(wanted)}` : "",
      ),
    );
  const t = await getTranslations("addressBook");
  const address = wanted
    ? ((await executeOperation(userAddresses)).userAddresses.find((a) => a.code === wanted) ?? null)
    : null;
  return (
    <div className={`container ${styles.page}`}>
      <h1>{address ? t("editTitle") : t("newTitle")}</h1>
      <AddressEditor key={address?.code ?? "new"} address={address} />
    </div>
  );
}
