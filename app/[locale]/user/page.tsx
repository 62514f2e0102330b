/**
 * Account home (accounts §2 /user): details, member level, go-dollar balance, the personal
 * information form (updateMemberInfo), change password and sign out. Middleware already sent visitors to login; this page
 * checks again against the database, because middleware can be skipped.
 */
import type { Metadata } from "next";
import { getFormatter, getTranslations } from "next-intl/server";
import { redirect } from "next/navigation";
import styles from "@/components/account/account.module.css";
import { ChangePasswordForm } from "@/components/account/change-password-form";
import { MemberInfoForm, SignOutButton } from "@/components/account/member-info-form";
import { executeOperation } from "@/lib/graphql/execute";
import { accountInfo, querySimpleMemberInfo } from "@/lib/graphql/operations/member-info";
import { pageMetadata } from "@/lib/server/page-metadata";
import { getViewer } from "@/lib/server/viewer";
import { signedOutRedirectPath } from "@/lib/session/route-rules";
import { ShopLink } from "@/components/layout/shop-link";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("meta");
  return pageMetadata({ title: t("userTitle"), path: "/user", noIndex: true });
}

export default async function UserPage() {
  const viewer = await getViewer();
  if (!viewer || viewer.isVisitor) redirect(signedOutRedirectPath("/user"));
  const t = await getTranslations("user");
  const tAfterSales = await getTranslations("afterSales");
  const format = await getFormatter();
  const [{ accountInfo: info }, { querySimpleMemberInfo: simple }] = await Promise.all([
    executeOperation(accountInfo),
    executeOperation(querySimpleMemberInfo),
  ]);
  const balance = simple.goDollar?.balance ?? 0;
  return (
    <section className={styles.panel}>
      <h1>{t("title")}</h1>
      <h2 data-testid="user-greeting">
        {t("greeting", { name: viewer.nickName ?? viewer.account ?? viewer.userCode })}
      </h2>
      <dl className={styles.details}>
        {viewer.email && (
          <>
            <dt>{t("email")}</dt>
            <dd>{viewer.email}</dd>
          </>
        )}
        {viewer.mobile && (
          <>
            <dt>{t("mobile")}</dt>
            <dd>{viewer.mobile}</dd>
          </>
        )}
        <dt>{t("memberSince")}</dt>
        <dd>{format.dateTime(new Date(viewer.createTime), { dateStyle: "medium" })}</dd>
        {viewer.memberInfo.levelCode && (
          <>
            <dt>{t("level")}</dt>
            <dd>{viewer.memberInfo.levelCode}</dd>
          </>
        )}
        <dt>{t("goDollarBalance")}</dt>
        <dd data-testid="user-go-dollar-balance">
          {format.number(balance, { minimumFractionDigits: 2, maximumFractionDigits: 2 })}
        </dd>
        {viewer.memberInfo.staffCode && (
          <>
            <dt>{t("staffCode")}</dt>
            <dd>{viewer.memberInfo.staffCode}</dd>
          </>
        )}
      </dl>
      <p>
        <ShopLink href="/user/orders" data-testid="user-orders-link">
          {t("orders")}
        </ShopLink>
      </p>
      <p>
        <ShopLink href="/user/refund-record" data-testid="user-refund-record-link">
          {tAfterSales("menu")}
        </ShopLink>
      </p>
      <p>
        <ShopLink href="/user/go-dollar" data-testid="user-go-dollar-link">
          {t("goDollar")}
        </ShopLink>
      </p>
      <p>
        <ShopLink href="/user/coupons" data-testid="user-coupons-link">
          {t("coupons")}
        </ShopLink>
      </p>
      <MemberInfoForm initial={info} />
      <ChangePasswordForm />
      <p>
        <SignOutButton />
      </p>
    </section>
  );
}
