/**
 * /user/go-dollar, the go-dollar record (accounts §2 "Exact paths for these are not shown"; ADR
 * 0023): balance, balance per expiry date and the latest entries, read through queryGoDollar so
 * the page sees exactly what the API gives. Differs per member, so never cached.
 */
import type { Metadata } from "next";
import { getFormatter, getTranslations } from "next-intl/server";
import { redirect } from "next/navigation";
import styles from "@/components/account/account.module.css";
import { executeOperation } from "@/lib/graphql/execute";
import { queryGoDollar } from "@/lib/graphql/operations/go-dollar";
import { pageMetadata } from "@/lib/server/page-metadata";
import { getViewer } from "@/lib/server/viewer";
import { loginRedirectPath } from "@/lib/session/route-rules";
import { ShopLink } from "@/components/layout/shop-link";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("goDollarRecord");
  return pageMetadata({ title: t("title"), path: "/user/go-dollar", noIndex: true });
}

export default async function GoDollarRecordPage() {
  const viewer = await getViewer();
  if (!viewer || viewer.isVisitor) redirect(loginRedirectPath("/user/go-dollar", ""));
  const t = await getTranslations("goDollarRecord");
  const format = await getFormatter();
  const data = (await executeOperation(queryGoDollar, { latest: 50 })).queryGoDollar;
  const amount = (point: number) =>
    format.number(point, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return (
    <section className={styles.panel}>
      <h1>{t("title")}</h1>
      <p data-testid="go-dollar-balance">{t("balance", { amount: amount(data.balance) })}</p>
      {data.breakdowns.length > 0 && (
        <>
          <h2>{t("expiring")}</h2>
          <ul>
            {data.breakdowns.map((b) => (
              <li key={b.expiryDate}>
                {t("expiresOn", {
                  amount: amount(b.point),
                  date: format.dateTime(new Date(`${b.expiryDate}T00:00:00Z`), {
                    dateStyle: "medium",
                  }),
                })}
              </li>
            ))}
          </ul>
        </>
      )}
      <h2>{t("details")}</h2>
      {data.details.length === 0 ? (
        <p>{t("empty")}</p>
      ) : (
        <table data-testid="go-dollar-details">
          <thead>
            <tr>
              <th scope="col">{t("trxDate")}</th>
              <th scope="col">{t("remark")}</th>
              <th scope="col">{t("point")}</th>
            </tr>
          </thead>
          <tbody>
            {data.details.map((d, index) => (
              <tr key={`${d.trxDate}-${index}`}>
                <td>{format.dateTime(new Date(d.trxDate), { dateStyle: "medium" })}</td>
                <td>{d.remark}</td>
                <td>{(d.point > 0 ? "+" : "") + amount(d.point)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <p>
        <ShopLink href="/user">{t("back")}</ShopLink>
      </p>
    </section>
  );
}
