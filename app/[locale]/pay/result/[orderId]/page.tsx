/**
 * /pay/result/{orderId} (shopping §2 Payment result; flags waiting=true, mobile, isPaid=no).
 * Rendered from the order's status as the server knows it, never from the flags alone: the
 * provider's return URL proves nothing, only its callback moves an order. Paid: success;
 * still WAIT_PAY with waiting=true: "being confirmed", re-read every few seconds; otherwise
 * unpaid: "payment not received, retry or contact us" with the auto-cancel notice (§8, §9).
 * When the order cannot be read, the page says why (result-lookup.ts): signed out (sign in and
 * come back here), not this member's (re-login), or not known just now (keeps asking).
 * Every outcome answers 200, so the read streams in behind a skeleton of the result's shape
 * (issue 15 item 4).
 */
import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { Suspense } from "react";
import { ReloginButton } from "@/components/orders/relogin-button";
import { GuestOrderLink } from "@/components/payments/guest-order-link";
import { ResultRefresher } from "@/components/payments/result-refresher";
import { PayResultSkeleton } from "@/components/payments/pay-result-skeleton";
import styles from "@/components/payments/payments.module.css";
import { DEFAULT_LOCALE, type Locale } from "@/lib/domain/locales";
import { UNPAID_ORDER_CANCEL_HOURS } from "@/lib/domain/orders/constants";
import { isLocale } from "@/lib/i18n/locale";
import { pageMetadata } from "@/lib/server/page-metadata";
import { readPaymentResultOrder } from "@/lib/server/payments/result-order";
import { getViewer } from "@/lib/server/viewer";
import { loginRedirectPath } from "@/lib/session/route-rules";
import { ShopLink } from "@/components/layout/shop-link";

interface PayResultPageProps {
  params: Promise<{ locale: string; orderId: string }>;
  searchParams: Promise<{ waiting?: string | string[]; isPaid?: string | string[] }>;
}

const CANCELLED = ["CANCELED", "AUTO_CANCEL"];

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

export async function generateMetadata(props: PayResultPageProps): Promise<Metadata> {
  const { locale, orderId } = await props.params;
  const t = await getTranslations({
    locale: isLocale(locale) ? locale : DEFAULT_LOCALE,
    namespace: "payResult",
  });
  return pageMetadata({
    title: t("title"),
    path: `/pay/result/${encodeURIComponent(safeDecode(orderId))}`,
    noIndex: true,
  });
}

export default async function PayResultPage(props: PayResultPageProps) {
  const { locale: raw, orderId } = await props.params;
  const locale = isLocale(raw) ? raw : DEFAULT_LOCALE;
  setRequestLocale(locale);
  return (
    <div className={`container ${styles.page}`}>
      <Suspense fallback={<PayResultSkeleton />}>
        <PayResult locale={locale} code={safeDecode(orderId)} searchParams={props.searchParams} />
      </Suspense>
    </div>
  );
}

async function PayResult(props: {
  locale: Locale;
  code: string;
  searchParams: PayResultPageProps["searchParams"];
}) {
  const { locale, code } = props;
  const t = await getTranslations({ locale, namespace: "payResult" });
  const search = await props.searchParams;
  const lookup = await readPaymentResultOrder(code);
  const encoded = encodeURIComponent(code);
  const here = `/pay/result/${encoded}`;
  const waiting = search.waiting === "true" && search.isPaid !== "no";
  const codeLine = (shown: string) => (
    <p className={styles.code}>{t("orderCode", { code: shown })}</p>
  );

  if (lookup.kind === "signedOut") {
    // Back to this very result, flags included, so a payment still being confirmed keeps waiting.
    const back = waiting ? `${here}?waiting=true` : here;
    return (
      <Frame title={t("signedOutTitle")} testId="pay-result-signed-out">
        {codeLine(code)}
        <p>{t("signedOutText")}</p>
        <p className={styles.notice}>{t("guestHint")}</p>
        <div className={styles.actions}>
          <ShopLink className={styles.primaryLink} href={loginRedirectPath(back, "")}>
            {t("signInAndReturn")}
          </ShopLink>
          <ShopLink className={styles.secondaryLink} href="/guest/orderTrack">
            {t("findOrder")}
          </ShopLink>
        </div>
      </Frame>
    );
  }

  if (lookup.kind === "notYours") {
    const apiErrors = await getTranslations({ locale, namespace: "apiErrors" });
    return (
      <Frame title={t("notFoundTitle")} testId="pay-result-not-found">
        <p>{apiErrors("PAY_ORDER_NOT_FOUND")}</p>
        <div className={styles.actions}>
          <ReloginButton back={here} className={styles.primaryLink} />
        </div>
      </Frame>
    );
  }

  if (lookup.kind === "unavailable") {
    return (
      <Frame title={t("checkingTitle")} testId="pay-result-checking">
        {codeLine(code)}
        <p aria-live="polite">{t("checkingText")}</p>
        <ResultRefresher orderCode={code} shownStatus={null} />
      </Frame>
    );
  }

  const { order } = lookup;
  const orderCode = codeLine(order.code);
  const viewer = await getViewer();
  const isMember = Boolean(viewer && !viewer.isVisitor);

  if (CANCELLED.includes(order.orderStatus)) {
    return (
      <Frame title={t("cancelledTitle")} testId="pay-result-cancelled">
        {orderCode}
        <p>{t("cancelledText")}</p>
        <div className={styles.actions}>
          <ShopLink className={styles.secondaryLink} href="/help/contact_us">
            {t("contactUs")}
          </ShopLink>
        </div>
      </Frame>
    );
  }

  if (order.orderStatus !== "WAIT_PAY") {
    return (
      <Frame title={t("successTitle")} testId="pay-result-success">
        {orderCode}
        <p>{t("successText")}</p>
        <div className={styles.actions}>
          {isMember ? (
            <ShopLink
              className={styles.primaryLink}
              href={`/user/order-detail/${encoded}`}
              data-testid="pay-result-view-order"
            >
              {t("viewOrder")}
            </ShopLink>
          ) : (
            <GuestOrderLink
              orderCode={order.code}
              email={order.email}
              className={styles.primaryLink}
            />
          )}
          <ShopLink className={styles.secondaryLink} href="/">
            {t("continueShopping")}
          </ShopLink>
        </div>
      </Frame>
    );
  }

  if (waiting) {
    return (
      <Frame title={t("waitingTitle")} testId="pay-result-waiting">
        {orderCode}
        <p aria-live="polite">{t("waitingText")}</p>
        <ResultRefresher orderCode={order.code} shownStatus={order.orderStatus} />
      </Frame>
    );
  }

  const failed = search.isPaid === "no";
  return (
    <Frame title={failed ? t("failedTitle") : t("unpaidTitle")} testId="pay-result-failed">
      {orderCode}
      <p>{t("failedText")}</p>
      <p className={styles.notice}>{t("autoCancel", { hours: UNPAID_ORDER_CANCEL_HOURS })}</p>
      <div className={styles.actions}>
        <a
          className={styles.primaryLink}
          href={`/payment?orderId=${encoded}`}
          data-testid="pay-retry"
        >
          {t("retry")}
        </a>
        <ShopLink className={styles.secondaryLink} href="/help/contact_us">
          {t("contactUs")}
        </ShopLink>
      </div>
    </Frame>
  );
}

function Frame(props: { title: string; testId: string; children: React.ReactNode }) {
  return (
    <section className={styles.status} data-testid={props.testId}>
      <h1>{props.title}</h1>
      {props.children}
    </section>
  );
}
