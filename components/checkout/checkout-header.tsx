/**
 * The checkout's own header (shopping §2 "Checkout (simplified layout)"): the logo and a
 * secure-checkout mark, with a way back to the bag; no navigation, search or mini cart that
 * could pull the shopper away mid-order. The shared layout renders it instead of the full
 * header on /checkout.
 */
import { getTranslations } from "next-intl/server";
import { LogoMark } from "@/components/layout/icons";
import styles from "./checkout.module.css";
import { ShopLink } from "@/components/layout/shop-link";

export async function CheckoutHeader() {
  const t = await getTranslations();
  return (
    <header className={styles.header} data-testid="checkout-header">
      <div className={`container ${styles.headerBar}`}>
        <ShopLink href="/" className={styles.logo} aria-label={t("header.logoLabel")}>
          <LogoMark />
          <span>{t("meta.siteName")}</span>
        </ShopLink>
        <span className={styles.secure}>
          <span aria-hidden="true">🔒</span> {t("checkout.secure")}
        </span>
        <ShopLink href="/cart" className={styles.backLink}>
          {t("checkout.backToBag")}
        </ShopLink>
      </div>
    </header>
  );
}
