/**
 * My coupons (accounts §2 "my coupons … exact paths are not shown": /user/coupons, docs/adr/0026):
 * the member's coupons by use state — Unused (the default), Used, Expired — as server-rendered
 * tabs and pages of links, so it works before any script runs. Differs per member: dynamic.
 */
import type { Metadata } from "next";
import { getFormatter, getTranslations } from "next-intl/server";
import Image from "next/image";
import { redirect } from "next/navigation";
import styles from "@/components/account/account.module.css";
import couponStyles from "@/components/account/coupons.module.css";
import { COUPON_USE_STATUSES, type CouponUseStatus } from "@/lib/domain/loyalty/constants";
import { executeOperation } from "@/lib/graphql/execute";
import { coupons, type MemberCouponData } from "@/lib/graphql/operations/coupons";
import { pageMetadata } from "@/lib/server/page-metadata";
import { getViewer } from "@/lib/server/viewer";
import { loginRedirectPath } from "@/lib/session/route-rules";
import { ShopLink } from "@/components/layout/shop-link";

const PATH = "/user/coupons";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("myCoupons");
  return pageMetadata({ title: t("title"), path: PATH, noIndex: true });
}

function statusOf(value: string | string[] | undefined): CouponUseStatus {
  const first = Array.isArray(value) ? value[0] : value;
  return COUPON_USE_STATUSES.find((status) => status === first) ?? "UNUSED";
}

const tabHref = (status: CouponUseStatus, after?: string) => {
  const query = new URLSearchParams({ status });
  if (after) query.set("after", after);
  return `${PATH}?${query.toString()}`;
};

async function CouponCard({ coupon }: { coupon: MemberCouponData }) {
  const t = await getTranslations("myCoupons");
  const format = await getFormatter();
  const date = (iso: string | null) =>
    iso ? format.dateTime(new Date(iso), { dateStyle: "medium" }) : null;
  const from = date(coupon.beginTime);
  const until = date(coupon.endTime);
  return (
    <li className={couponStyles.card} data-testid="coupon" data-status={coupon.status}>
      {coupon.couponImage ? (
        <Image
          className={couponStyles.image}
          src={coupon.couponImage}
          alt=""
          width={160}
          height={80}
          unoptimized
        />
      ) : (
        <span className={couponStyles.placeholder} aria-hidden>
          %
        </span>
      )}
      <div>
        <h2 className={couponStyles.name}>{coupon.name}</h2>
        <p>{coupon.couponDesc}</p>
        <p className={couponStyles.meta}>
          {until ? t("validity", { from: from ?? "", until }) : t("noEnd")}
          {coupon.freezeStatus === "FREEZE" ? ` · ${t("frozen")}` : ""}
        </p>
      </div>
    </li>
  );
}

export default async function MyCouponsPage(props: {
  searchParams: Promise<{ status?: string | string[]; after?: string | string[] }>;
}) {
  const viewer = await getViewer();
  const params = await props.searchParams;
  const status = statusOf(params.status);
  if (!viewer || viewer.isVisitor) redirect(loginRedirectPath(PATH, `?status=${status}`));
  const after = Array.isArray(params.after) ? params.after[0] : params.after;
  const t = await getTranslations("myCoupons");
  const page = (await executeOperation(coupons, { status, pageInput: { after: after ?? null } }))
    .coupons;
  return (
    <section className={styles.panel}>
      <h1>{t("title")}</h1>
      <nav aria-label={t("tabsLabel")}>
        <ul className={couponStyles.tabs}>
          {COUPON_USE_STATUSES.map((tab) => (
            <li key={tab}>
              <ShopLink
                className={couponStyles.tab}
                href={tabHref(tab)}
                aria-current={tab === status ? "page" : undefined}
              >
                {t(`tab.${tab}`)}
              </ShopLink>
            </li>
          ))}
        </ul>
      </nav>
      <p data-testid="coupon-count">{t("count", { count: page.totalCount })}</p>
      {page.edges.length === 0 ? (
        <p>{t(`empty.${status}`)}</p>
      ) : (
        <ul className={couponStyles.list}>
          {page.edges.map(({ node }) => (
            <CouponCard key={node.id} coupon={node} />
          ))}
        </ul>
      )}
      <p>
        {page.pageInfo.hasNextPage && page.pageInfo.endCursor ? (
          <ShopLink href={tabHref(status, page.pageInfo.endCursor)}>{t("more")}</ShopLink>
        ) : null}
      </p>
      <p>
        <ShopLink href="/user">{t("back")}</ShopLink>
      </p>
    </section>
  );
}
