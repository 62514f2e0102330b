/**
 * Staff registration (accounts §2 /member/regStaff, route key reg-staff; §6 Staff). A member
 * links a staff no. and surname from the staff register (docs/adr/0027); a visitor is asked to
 * sign in or create an account first; staff see their staff no. Differs per viewer: dynamic.
 */
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import styles from "@/components/account/account.module.css";
import { StaffSignUpForm } from "@/components/account/staff-sign-up-form";
import { pageMetadata } from "@/lib/server/page-metadata";
import { getViewer } from "@/lib/server/viewer";
import { loginRedirectPath } from "@/lib/session/route-rules";
import { ShopLink } from "@/components/layout/shop-link";

const PATH = "/member/regStaff";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("staffSignUp");
  return pageMetadata({ title: t("title"), path: PATH, noIndex: true });
}

export default async function StaffRegistrationPage() {
  const viewer = await getViewer();
  const t = await getTranslations("staffSignUp");
  const member = viewer && !viewer.isVisitor ? viewer : null;
  return (
    <section className={styles.panel}>
      <h1>{t("title")}</h1>
      {!member ? (
        <>
          <p>{t("visitorIntro")}</p>
          <p>
            <ShopLink href={loginRedirectPath(PATH, "")}>{t("signIn")}</ShopLink>
            {" · "}
            <ShopLink href="/register">{t("register")}</ShopLink>
          </p>
        </>
      ) : member.memberInfo.staffCode ? (
        <p data-testid="staff-already">
          {t("already", { staffCode: member.memberInfo.staffCode })}
        </p>
      ) : (
        <>
          <p>{t("intro")}</p>
          <StaffSignUpForm />
        </>
      )}
    </section>
  );
}
