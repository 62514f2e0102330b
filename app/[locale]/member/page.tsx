/**
 * /member, the members page (accounts §2; §6 "members page when the CMS flag is on"). There is
 * no CMS yet, so the page is always on until issue 16 (ADR 0025). A member sees their summary
 * (querySimpleMemberInfo) and their referral link; a visitor sees the benefits and the ways in.
 * Differs per caller, so never cached.
 */
import type { Metadata } from "next";
import { getFormatter, getTranslations } from "next-intl/server";
import styles from "@/components/account/account.module.css";
import { ReferralLink } from "@/components/account/referral-link";
import { MAX_REWARDED_REFERRALS, REFERRAL_REWARD_GO_DOLLAR } from "@/lib/domain/loyalty/constants";
import { CENTS_PER_DOLLAR, MEMBER_FREE_DELIVERY_FROM_CENTS } from "@/lib/domain/pricing/constants";
import { executeOperation } from "@/lib/graphql/execute";
import { querySimpleMemberInfo } from "@/lib/graphql/operations/member-info";
import { canonicalUrl, pageMetadata } from "@/lib/server/page-metadata";
import { getViewer } from "@/lib/server/viewer";
import { ShopLink } from "@/components/layout/shop-link";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("meta");
  return pageMetadata({ title: t("memberTitle"), path: "/member" });
}

/** The sign-up link a friend follows; the register page reads `referralCode`. */
function referralUrl(userCode: string): string {
  return canonicalUrl(`/register?referralCode=${encodeURIComponent(userCode)}`);
}

export default async function MemberPage() {
  const viewer = await getViewer();
  const t = await getTranslations("member");
  const rule = t("referralRule", {
    reward: REFERRAL_REWARD_GO_DOLLAR,
    max: MAX_REWARDED_REFERRALS,
  });
  if (!viewer || viewer.isVisitor) {
    return (
      <section className={styles.panel} data-testid="member-visitor">
        <h1>{t("title")}</h1>
        <p>{t("visitorIntro")}</p>
        <h2>{t("benefitsTitle")}</h2>
        <ul>
          <li>{t("benefitGoDollar")}</li>
          <li>
            {t("benefitDelivery", { amount: MEMBER_FREE_DELIVERY_FROM_CENTS / CENTS_PER_DOLLAR })}
          </li>
          <li>{rule}</li>
        </ul>
        <p className={styles.links}>
          <ShopLink href="/login?redirectUrl=%2Fmember" data-testid="member-sign-in">
            {t("signIn")}
          </ShopLink>
          <ShopLink href="/register" data-testid="member-register">
            {t("register")}
          </ShopLink>
        </p>
      </section>
    );
  }

  const format = await getFormatter();
  const member = (await executeOperation(querySimpleMemberInfo)).querySimpleMemberInfo;
  return (
    <section className={styles.panel} data-testid="member-summary">
      <h1>{t("title")}</h1>
      <dl className={styles.details}>
        {member.name && (
          <>
            <dt>{t("name")}</dt>
            <dd>{member.name}</dd>
          </>
        )}
        <dt>{t("userCode")}</dt>
        <dd data-testid="member-user-code">{member.userCode}</dd>
        <dt>{t("memberSince")}</dt>
        <dd>{format.dateTime(new Date(member.createTime), { dateStyle: "medium" })}</dd>
        {member.staffCode && (
          <>
            <dt>{t("staffCode")}</dt>
            <dd>{member.staffCode}</dd>
          </>
        )}
        <dt>{t("goDollarBalance")}</dt>
        <dd>
          {format.number(member.goDollar?.balance ?? 0, {
            minimumFractionDigits: 2,
            maximumFractionDigits: 2,
          })}
        </dd>
      </dl>
      <p>
        <ShopLink href="/user/go-dollar">{t("goDollarRecord")}</ShopLink>
      </p>
      <h2>{t("referralTitle")}</h2>
      <p data-testid="referral-rule">{rule}</p>
      <ReferralLink url={referralUrl(member.userCode)} />
    </section>
  );
}
