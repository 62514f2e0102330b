/**
 * The site header (accounts §2 Header desktop and mobile). Server-rendered with the
 * category tree; session-aware controls and the mobile drawer are client islands.
 */
import { getTranslations } from "next-intl/server";
import Link from "next/link";
import type { Locale } from "@/lib/domain/spec-constants";
import type { CategoryData } from "@/lib/graphql/operations/catalog";
import { DesktopNav } from "./desktop-nav";
import { AccountLink, CartLink, LogoutLink, StaffBadge } from "./header-actions";
import { LanguageSwitch } from "./language-switch";
import { MobileMenu } from "./mobile-menu";
import { SearchForm } from "./search-form";
import styles from "./header.module.css";

export interface HeaderSession {
  kind: "visitor" | "member" | undefined;
  isStaff: boolean;
  nickName: string | null;
}

export async function Header(props: {
  locale: Locale;
  categories: CategoryData[];
  session: HeaderSession;
}) {
  const t = await getTranslations("header");
  return (
    <header className={styles.header} data-testid="site-header">
      <div className={`container ${styles.bar}`}>
        <Link href="/" className={styles.logo} aria-label={t("home")}>
          <svg width="28" height="28" viewBox="0 0 32 32" aria-hidden="true">
            <path d="M2 27 L12 9 L17 17 L21 11 L30 27 Z" fill="currentColor" />
          </svg>
          <span>Summit Outdoor</span>
        </Link>
        <DesktopNav categories={props.categories} label={t("menu")} />
        <div className={styles.actions}>
          <div className="desktop-only">
            <SearchForm />
          </div>
          <StaffBadge serverIsStaff={props.session.isStaff} />
          <span className="desktop-only">
            <LanguageSwitch locale={props.locale} />
          </span>
          <span className="desktop-only">
            <AccountLink serverKind={props.session.kind} />
          </span>
          <CartLink />
          <span className="desktop-only">
            <LogoutLink serverKind={props.session.kind} />
          </span>
          <MobileMenu
            locale={props.locale}
            categories={props.categories}
            serverKind={props.session.kind}
          />
        </div>
      </div>
    </header>
  );
}
