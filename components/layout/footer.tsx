/**
 * The footer (accounts §2 Footer). Its content becomes CMS-driven in the content issue;
 * until then the groups and texts come from the text bundles.
 */
import { getTranslations } from "next-intl/server";
import Link from "next/link";
import { FooterGroups, type FooterGroup } from "./footer-groups";
import styles from "./footer.module.css";

/** accounts §2 Footer: "Card brand logos: visa, master, amex, union pay, alipay, wechat, octopus." */
const PAYMENT_BRANDS = [
  "VISA",
  "Mastercard",
  "AMEX",
  "UnionPay",
  "Alipay HK",
  "WeChat Pay HK",
  "Octopus",
] as const;

export async function Footer() {
  const t = await getTranslations("footer");
  const groups: FooterGroup[] = [
    {
      title: t("customerService"),
      links: [
        { label: t("contactUs"), href: "/help/contact_us" },
        { label: t("storeLocator"), href: "/storeLocator" },
        { label: t("help"), href: "/help" },
      ],
    },
    {
      title: t("help"),
      links: [
        { label: t("shipping"), href: "/help" },
        { label: t("returns"), href: "/help" },
      ],
    },
    {
      title: t("about"),
      links: [
        { label: t("privacy"), href: "/help/privacy" },
        { label: t("terms"), href: "/help/terms-of-use" },
      ],
    },
  ];
  return (
    <footer className={styles.footer}>
      <div className={`container ${styles.top}`}>
        <section className={styles.service}>
          <h2 className={styles.heading}>{t("customerService")}</h2>
          <p>{t("serviceHours")}</p>
        </section>
        <FooterGroups groups={groups} />
        <section className={styles.subscribe}>
          <h2 className={styles.heading}>{t("subscribeTitle")}</h2>
          <p>{t("subscribeRemark")}</p>
        </section>
      </div>
      <div className={`container ${styles.bottom}`}>
        <ul className={styles.payments} aria-label={t("paymentMethods")}>
          {PAYMENT_BRANDS.map((brand) => (
            <li key={brand}>{brand}</li>
          ))}
        </ul>
        <p className={styles.licence}>
          {t("licence")} · <Link href="/help/privacy">{t("privacy")}</Link> ·{" "}
          <Link href="/help/terms-of-use">{t("terms")}</Link>
        </p>
      </div>
    </footer>
  );
}
