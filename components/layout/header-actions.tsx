"use client";
/**
 * The header's session-aware controls (accounts §2 Header desktop): account icon rules,
 * logout link for members, STAFF badge, cart count with the mini cart on hover. The header is
 * rendered once for everyone and cached, so these read the session from the browser's store
 * (ShopProviders fills it from the session_kind cookie, then from the API).
 */
import { useShopTransport } from "@/lib/client/shop-transport-context";
import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { MiniCartAnchor } from "@/components/cart/mini-cart-anchor";
import { logout } from "@/lib/client/session-actions";
import { useUiStore, useUiStoreApi } from "@/lib/client/ui-store";
import { useCurrentPath } from "@/lib/client/use-current-path";
import { BagIcon, PersonIcon } from "./icons";
import {
  cartBadgeText,
  isLoginPage,
  resolveSessionView,
  visitorAccountHref,
  type SessionView,
} from "./nav-helpers";
import styles from "./header.module.css";
import { ShopLink } from "./shop-link";

/** The session as the browser knows it (the header is cached alike for everyone). */
export function useSessionView(): SessionView {
  const kind = useUiStore((state) => state.session.kind);
  const isStaff = useUiStore((state) => state.session.isStaff);
  return resolveSessionView({ kind, isStaff });
}

/** Visitor: login coming back here, or a reload when already on login. */
export function LoginLink(props: {
  className?: string;
  ariaLabel?: string;
  testId?: string;
  children: ReactNode;
}) {
  const { pathname, search } = useCurrentPath();
  return (
    <ShopLink
      href={visitorAccountHref(pathname, search)}
      className={props.className}
      aria-label={props.ariaLabel}
      data-testid={props.testId}
      onClick={(event) => {
        if (isLoginPage(pathname)) {
          event.preventDefault();
          window.location.reload();
        }
      }}
    >
      {props.children}
    </ShopLink>
  );
}

export function AccountLink() {
  const t = useTranslations("header");
  const { isMember } = useSessionView();
  if (isMember) {
    return (
      <ShopLink
        href="/user"
        className={styles.iconLink}
        aria-label={t("account")}
        data-testid="account-link"
      >
        <PersonIcon />
      </ShopLink>
    );
  }
  return (
    <LoginLink className={styles.iconLink} ariaLabel={t("login")} testId="account-link">
      <PersonIcon />
    </LoginLink>
  );
}

export function LogoutLink(props: { className?: string }) {
  const t = useTranslations();
  const { isMember } = useSessionView();
  const client = useShopTransport();
  const store = useUiStoreApi();
  if (!isMember) return null;
  return (
    <button
      type="button"
      className={props.className ?? styles.textButton}
      data-testid="logout-link"
      onClick={() =>
        void logout(client, store, { serverErrorMessage: t("loginError.serverError") })
      }
    >
      {t("header.logout")}
    </button>
  );
}

export function StaffBadge() {
  const t = useTranslations("header");
  const { isStaff } = useSessionView();
  if (!isStaff) return null;
  return (
    <span className={styles.staffBadge} data-testid="staff-badge">
      {t("staff")}
    </span>
  );
}

export function CartLink() {
  const t = useTranslations("header");
  const count = useUiStore((state) => state.cartCount);
  const badge = cartBadgeText(count);
  return (
    <MiniCartAnchor>
      <ShopLink
        href="/cart"
        className={styles.iconLink}
        aria-label={badge ? t("cartWithCount", { count }) : t("cart")}
        data-testid="cart-link"
      >
        <BagIcon />
        {badge && (
          <span className={styles.badge} data-testid="cart-count" aria-hidden="true">
            {badge}
          </span>
        )}
      </ShopLink>
    </MiniCartAnchor>
  );
}
