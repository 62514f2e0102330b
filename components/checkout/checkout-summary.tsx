"use client";
/**
 * The order summary beside the form: what is being bought (names, pictures, colour and size
 * from the bag; gifts and add-ons tagged), counted as the bag counts (item-count.ts), the live
 * totals, what still stops the order (the rules' texts), the server's own refusals,
 * and the place-order button.
 */
import { useTranslations } from "next-intl";
import Image from "next/image";
import { CartTotals } from "@/components/cart/cart-totals";
import { SummaryColumn } from "@/components/layout/two-column-page";
import type { CheckoutLine } from "@/lib/client/checkout-handoff";
import { useTransportQuery } from "@/lib/client/use-transport-query";
import { purchasedUnits } from "@/lib/domain/cart/item-count";
import { sizeLabel } from "@/lib/domain/catalog/size-label";
import { IMAGE_QUALITY } from "@/lib/client/ui-constants";
import { UNPAID_ORDER_CANCEL_HOURS } from "@/lib/domain/orders/constants";
import type { CalculationData, CartLineData } from "@/lib/graphql/operations/cart";
import { miniCart } from "@/lib/graphql/persisted/cart";
import type { CheckoutProblem } from "./checkout-rules";
import styles from "./checkout.module.css";

export function CheckoutSummary(props: {
  lines: CheckoutLine[];
  /** The bag's lines as the server read them with the page, until the browser's own arrive. */
  bag: CartLineData[] | null;
  calculation: CalculationData | null;
  calculating: boolean;
  problems: CheckoutProblem[];
  showProblems: boolean;
  generalErrors: string[];
  busy: boolean;
  onPlace(): void;
}) {
  const t = useTranslations("checkout");
  const cartText = useTranslations("cart");
  const oneSize = useTranslations("common")("oneSize");
  // The bag's own lines give the names and pictures; the hand-off holds codes only.
  const { data } = useTransportQuery(miniCart, { ignoreErrors: true });
  const bag = data?.miniCart.ableCartItems ?? props.bag ?? [];
  const skus = new Map(bag.map((line) => [line.sku.code, line]));
  return (
    <SummaryColumn label={t("summary")}>
      <section className={styles.section}>
        <h2 className={styles.sectionTitle} data-testid="checkout-items-heading">
          {t("items", { count: purchasedUnits(props.lines) })}
        </h2>
        <ul className={styles.summaryLines} data-testid="checkout-lines">
          {props.lines.map((line) => {
            const known = skus.get(line.skuCode);
            const image = known?.sku.product?.images[0]?.url;
            return (
              <li key={`${line.skuCode}-${line.lineType}`} className={styles.summaryLine}>
                {image ? (
                  <Image src={image} alt="" width={56} height={56} quality={IMAGE_QUALITY} />
                ) : (
                  <span className={styles.picture} />
                )}
                <span>
                  {line.lineType === "GIFT" ? (
                    <span className={styles.tag}>{cartText("giftTag")}</span>
                  ) : null}
                  {line.lineType === "ATTACHED_PRODUCT" ? (
                    <span className={styles.tag}>{cartText("addOnTag")}</span>
                  ) : null}
                  {known?.spuTitle ?? line.skuCode}
                  <span className={styles.muted}> × {line.quantity}</span>
                  {known ? (
                    <span className={styles.muted} data-testid="checkout-line-options">
                      {" "}
                      {known.sku.options.color.name} ·{" "}
                      {sizeLabel(known.sku.options.size.label, oneSize)}
                    </span>
                  ) : null}
                </span>
              </li>
            );
          })}
        </ul>
      </section>
      {props.calculation ? (
        <CartTotals calculation={props.calculation} />
      ) : (
        <p className={styles.muted}>
          {props.calculating ? t("calculating") : t("calculationFailed")}
        </p>
      )}
      {props.showProblems && props.problems.length > 0 ? (
        <ul className={styles.problems} role="alert" data-testid="checkout-problems">
          {props.problems.map((problem) => (
            <li key={problem}>{t(`rules.${problem}`)}</li>
          ))}
        </ul>
      ) : null}
      {props.generalErrors.length > 0 ? (
        <ul className={styles.problems} role="alert" data-testid="checkout-errors">
          {props.generalErrors.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      ) : null}
      <button
        type="button"
        className={styles.placeButton}
        disabled={props.busy}
        data-testid="place-order"
        onClick={props.onPlace}
      >
        {props.busy ? t("placing") : t("placeOrder")}
      </button>
      <p className={styles.muted}>{t("payNotice", { hours: UNPAID_ORDER_CANCEL_HOURS })}</p>
    </SummaryColumn>
  );
}
