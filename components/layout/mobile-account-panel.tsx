"use client";
/**
 * The account panel at the top of the mobile drawer (accounts §2 Header mobile, §6 roles). A
 * visitor sees Sign in and Register and no logout; a member sees a greeting, the account pages
 * (the user menu is hidden on mobile, so the drawer carries its links) and Sign out; staff also
 * see the STAFF badge.
 */
import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { useUiStore } from "@/lib/client/ui-store";
import { LoginLink, LogoutLink, StaffBadge, useSessionView } from "./header-actions";
import styles from "./mobile-menu.module.css";
import { ShopLink } from "./shop-link";

/** The member's pages, in the order of the desktop account menu. */
export const MEMBER_LINKS = [
  { href: "/user", label: "personalInfo" },
  { href: "/user/orders", label: "orders" },
  { href: "/user/refund-record", label: "refundRecord" },
  { href: "/user/address", label: "addresses" },
  { href: "/user/wish", label: "wishList" },
  { href: "/user/go-dollar", label: "goDollar" },
  { href: "/user/coupons", label: "coupons" },
] as const;

export function MobileAccountPanel(props: {
  /** Rows that follow the account links (order lookup, language). */
  children?: ReactNode;
}) {
  const t = useTranslations("header");
  const { isMember } = useSessionView();
  const liveName = useUiStore((state) => state.session.nickName);
  const name = liveName ?? null;
  return (
    <section
      className={styles.accountPanel}
      aria-label={t("accountPanel")}
      data-testid="drawer-account"
    >
      {isMember ? (
        <>
          <p className={styles.greeting} data-testid="drawer-greeting">
            {name ? t("greeting", { name }) : t("greetingNoName")}
            <StaffBadge />
          </p>
          <ul className={styles.accountLinks}>
            {MEMBER_LINKS.map((link) => (
              <li key={link.href}>
                <ShopLink href={link.href}>{t(link.label)}</ShopLink>
              </li>
            ))}
          </ul>
          <LogoutLink className={styles.linkButton} />
        </>
      ) : (
        <>
          <LoginLink testId="drawer-login">{t("login")}</LoginLink>
          <ShopLink href="/register" data-testid="drawer-register">
            {t("register")}
          </ShopLink>
        </>
      )}
      {props.children}
    </section>
  );
}
