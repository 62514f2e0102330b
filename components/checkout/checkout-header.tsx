"use client";
/**
 * The checkout's own header (shopping §2 "Checkout (simplified layout)"): the logo and a
 * secure-checkout mark, with a way back to the bag; no navigation, search or mini cart that
 * could pull the shopper away mid-order. The shared layout renders it instead of the full
 * header on /checkout. Every page carries it (the layout does not render again on the way from
 * the bag to checkout), so it is a client component given four texts: its markup costs a page
 * nothing until it shows.
 */
import { LogoMark } from "@/components/layout/icons";
import { ShopLink } from "@/components/layout/shop-link";
import styles from "./checkout.module.css";

export interface CheckoutHeaderLabels {
  logo: string;
  siteName: string;
  secure: string;
  backToBag: string;
}

export function CheckoutHeader(props: { labels: CheckoutHeaderLabels }) {
  const { labels } = props;
  return (
    <header className={styles.header} data-testid="checkout-header">
      <div className={`container ${styles.headerBar}`}>
        <ShopLink href="/" className={styles.logo} aria-label={labels.logo}>
          <LogoMark />
          <span>{labels.siteName}</span>
        </ShopLink>
        <span className={styles.secure}>
          <span aria-hidden="true">🔒</span> {labels.secure}
        </span>
        <ShopLink href="/cart" className={styles.backLink}>
          {labels.backToBag}
        </ShopLink>
      </div>
    </header>
  );
}
