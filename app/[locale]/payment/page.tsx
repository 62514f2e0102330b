/**
 * /payment?orderId= (shopping §2 Payment hand-off page, opened in a new window): the island asks
 * orderPay for the provider form and submits it (§4 Payment). Personal, so `noindex`.
 */
import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { PaymentHandOff } from "@/components/payments/payment-hand-off";
import styles from "@/components/payments/payments.module.css";
import { DEFAULT_LOCALE } from "@/lib/domain/locales";
import { isLocale } from "@/lib/i18n/locale";
import { pageMetadata } from "@/lib/server/page-metadata";

interface PaymentPageProps {
  params: Promise<{ locale: string }>;
  searchParams: Promise<{ orderId?: string | string[] }>;
}

export async function generateMetadata(props: PaymentPageProps): Promise<Metadata> {
  const { locale } = await props.params;
  const t = await getTranslations({
    locale: isLocale(locale) ? locale : DEFAULT_LOCALE,
    namespace: "payment",
  });
  return pageMetadata({ title: t("title"), path: "/payment", noIndex: true });
}

export default async function PaymentPage(props: PaymentPageProps) {
  const { locale: raw } = await props.params;
  const locale = isLocale(raw) ? raw : DEFAULT_LOCALE;
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: "payment" });
  const orderId = (await props.searchParams).orderId;
  const orderCode = typeof orderId === "string" ? orderId.trim() : "";
  return (
    <div className={`container ${styles.page}`}>
      <h1>{t("title")}</h1>
      {orderCode ? (
        <PaymentHandOff orderCode={orderCode} />
      ) : (
        <p className={styles.error} role="alert">
          {t("noOrder")}
        </p>
      )}
    </div>
  );
}
