/**
 * The footer (accounts §2 Footer): service block, link groups, subscribe text, card brand
 * logos and licence. The texts come from the text bundles until the footer is read from the
 * content store (content/footer/default.json is its content already). The subscribe block is
 * still text only: its form (subscribeEmail) comes with the footer from content.
 */
import { getTranslations } from "next-intl/server";
import Link from "next/link";
import { FooterGroups, type FooterGroup } from "./footer-groups";
import styles from "./footer.module.css";

/**
 * accounts §2 Footer: "Card brand logos: visa, master, amex, union pay, alipay, wechat,
 * octopus." Styled text badges until the CMS supplies the images.
 */
const PAYMENT_BRANDS = [
  { id: "visa", label: "VISA" },
  { id: "master", label: "Mastercard" },
  { id: "amex", label: "AMEX" },
  { id: "unionpay", label: "UnionPay" },
  { id: "alipay", label: "Alipay" },
  { id: "wechat", label: "WeChat Pay" },
  { id: "octopus", label: "Octopus" },
] as const;

export async function Footer() {
  const t = await getTranslations("footer");
  const groups: FooterGroup[] = [
    {
      title: t("help"),
      items: [
        { label: t("helpCentre"), href: "/help" },
        { label: t("contactUs"), href: "/help/contact_us" },
        { label: t("storeLocator"), href: "/storeLocator" },
      ],
    },
    {
      title: t("deliveryReturns"),
      items: [{ label: t("shipping") }, { label: t("returns") }],
    },
    {
      title: t("policies"),
      items: [
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
          <p className={styles.serviceLine}>
            <ClockIcon />
            {t("serviceHours")}
          </p>
          <p className={styles.serviceLine}>
            <Link prefetch={false} href="/help/contact_us">
              {t("contactUs")}
            </Link>
          </p>
        </section>
        <FooterGroups groups={groups} />
        <section className={styles.subscribe}>
          <h2 className={styles.heading}>{t("subscribeTitle")}</h2>
          <p>{t("subscribeRemark")}</p>
        </section>
      </div>
      <div className={`container ${styles.bottom}`}>
        <div className={styles.paymentsRow}>
          <span className={styles.paymentsLabel}>{t("paymentMethods")}</span>
          <ul className={styles.payments} aria-label={t("paymentMethods")}>
            {PAYMENT_BRANDS.map((brand) => (
              <li key={brand.id} data-brand={brand.id}>
                {brand.label}
              </li>
            ))}
          </ul>
        </div>
        <p className={styles.licence}>{t("licence")}</p>
      </div>
    </footer>
  );
}

/** accounts §2 Footer: service icons are 16 px. */
function ClockIcon() {
  return (
    <svg
      width="16"
      height="16"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
      focusable="false"
    >
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7v5l3 2" />
    </svg>
  );
}
