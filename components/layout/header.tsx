/**
 * The site header (accounts §2 Header desktop and mobile), sticky at the top. Server-
 * rendered with the content store's menu, alike for everyone (it is part of the cached shell); the
 * session-aware controls, the mega-menu and the mobile drawer are client islands. Above PAD_WIDTH_PX the desktop bar shows; at or
 * below it (pad behaves as mobile) the logo, search icon, cart and hamburger show. The
 * DOM order is the visual order in both layouts, so Tab follows what the eye sees.
 */
import { getTranslations } from "next-intl/server";
import { OrderLookupButton, OrderLookupDialogSlot } from "@/components/orders/order-lookup-entry";
import type { Locale } from "@/lib/domain/locales";
import { DesktopNav } from "./desktop-nav";
import { AccountLink, CartLink, LogoutLink, StaffBadge } from "./header-actions";
import { LogoMark } from "./icons";
import type { NavItem } from "./nav-helpers";
import { LanguageSwitch } from "./language-switch";
import { MobileMenu } from "./mobile-menu";
import { MobileSearch, SearchForm } from "./search-form";
import styles from "./header.module.css";
import { ShopLink } from "./shop-link";

export async function Header(props: { locale: Locale; menu: NavItem[] }) {
  const t = await getTranslations({ locale: props.locale });
  const { menu } = props;
  return (
    <header className={styles.header} data-testid="site-header">
      <a href="#main" className={styles.skipLink}>
        {t("common.skipToContent")}
      </a>
      <div className={`container ${styles.bar}`}>
        <ShopLink href="/" className={styles.logo} aria-label={t("header.logoLabel")}>
          <LogoMark />
          <span className={styles.logoText}>{t("meta.siteName")}</span>
        </ShopLink>
        <DesktopNav items={menu} label={t("header.menu")} />
        <div className={styles.actions}>
          <div className={`${styles.desktopSearch} desktop-only`}>
            <SearchForm />
          </div>
          <StaffBadge />
          <span className="desktop-only">
            <OrderLookupButton className={styles.textButton} />
          </span>
          <span className="desktop-only">
            <LanguageSwitch locale={props.locale} />
          </span>
          <span className="desktop-only">
            <AccountLink />
          </span>
          <MobileSearch />
          <CartLink />
          <span className="desktop-only">
            <LogoutLink />
          </span>
          <MobileMenu locale={props.locale} items={menu} />
        </div>
      </div>
      <OrderLookupDialogSlot />
    </header>
  );
}
