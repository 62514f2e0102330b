"use client";
/**
 * The bag's offers behind one summary line on mobile and pad (issue 12 item 20; Baymard's
 * mobile cart findings: the way to checkout must not sit below every offer and add-on). The
 * line says how many offers there are, how many are reached and how many add-ons wait; it
 * expands in place. On desktop the toggle is hidden and the offers are always shown (CSS).
 */
import { useTranslations } from "next-intl";
import { useId, useState, type ReactNode } from "react";
import type { CartActivityData } from "@/lib/graphql/operations/cart";
import styles from "./cart.module.css";

export function OffersDisclosure(props: { activities: CartActivityData[]; children: ReactNode }) {
  const t = useTranslations("cart");
  const bodyId = useId();
  const [open, setOpen] = useState(false);
  if (props.activities.length === 0) return null;
  const reached = props.activities.filter((activity) => activity.reached).length;
  const addOns = props.activities.reduce(
    (sum, activity) => sum + activity.exchangeProducts.pageInfo.totalCount,
    0,
  );
  const count = props.activities.length;
  return (
    <div
      className={open ? styles.offers : `${styles.offers} ${styles.offersCollapsed}`}
      data-testid="cart-offers"
    >
      <button
        type="button"
        className={styles.offersToggle}
        aria-expanded={open}
        aria-controls={bodyId}
        data-testid="offers-toggle"
        onClick={() => setOpen(!open)}
      >
        <span>
          {addOns > 0
            ? t("offersSummaryAddOns", { count, reached, addOns })
            : t("offersSummary", { count, reached })}
        </span>
        <span aria-hidden="true">{open ? "−" : "+"}</span>
      </button>
      <div id={bodyId} className={styles.offersBody}>
        {props.children}
      </div>
    </div>
  );
}
