/**
 * The checkout's own header (shopping §2 "Checkout (simplified layout)"): the logo and a
 * secure-checkout mark, with a way back to the bag; no navigation, search or mini cart that
 * could pull the shopper away mid-order. The shared layout renders it instead of the full
 * header on /checkout.
 */
import { getTranslations } from "next-intl/server";
import Link from "next/link";
import { LogoMark } from "@/components/layout/icons";
import styles from "./checkout.module.css";

export async function CheckoutHeader() {
  const t = await getTranslations();
  return (
    <header className={styles.header} data-testid="checkout-header">
      <div className={`container ${styles.headerBar}`}>
        <Link prefetch={false} href="/" className={styles.logo} aria-label={t("header.logoLabel")}>
          <LogoMark />
          <span>{t("meta.siteName")}</span>
        </Link>
        <span className={styles.secure}>
          <span aria-hidden="true">🔒</span> {t("checkout.secure")}
        </span>
        <Link prefetch={false} href="/cart" className={styles.backLink}>
          {t("checkout.backToBag")}
        </Link>
      </div>
    </header>
  );
}
