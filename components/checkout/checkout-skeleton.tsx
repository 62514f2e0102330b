/**
 * The checkout's placeholder while the server reads the first screen (the page's Suspense
 * fallback) or the browser does (a hand-off the server had no copy of): the two columns with
 * one box per section of the form and the summary, each as tall as the section it stands for
 * with a guest's first form (measured in e2e/streaming.spec.ts), so nothing moves when the
 * form arrives.
 */
import { useTranslations } from "next-intl";
import { MainColumn, SummaryColumn, TwoColumnPage } from "@/components/layout/two-column-page";
import styles from "./checkout-skeleton.module.css";

/** contact, delivery, billing, services, discounts, payment: in the form's order. */
const SECTIONS = [
  styles.contact,
  styles.delivery,
  styles.billing,
  styles.services,
  styles.discounts,
  styles.payment,
];

export function CheckoutSkeleton() {
  const t = useTranslations("checkout");
  return (
    <TwoColumnPage data-testid="checkout-skeleton">
      <MainColumn>
        <p className="visually-hidden" role="status">
          {t("loading")}
        </p>
        {SECTIONS.map((size, index) => (
          <div key={index} className={`skeleton-block ${size}`} />
        ))}
      </MainColumn>
      <SummaryColumn label={t("summary")}>
        <div className={`skeleton-block ${styles.summary}`} />
      </SummaryColumn>
    </TwoColumnPage>
  );
}
