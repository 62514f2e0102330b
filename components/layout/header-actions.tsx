"use client";
/**
 * The header's session-aware controls (accounts §2 Header desktop): account icon rules,
 * logout link for members, STAFF badge, cart count. The live store wins over the server's
 * first render once the browser knows the session.
 */
import { useApolloClient } from "@apollo/client/react";
import { useTranslations } from "next-intl";
import Link from "next/link";
import { logout } from "@/lib/client/session-actions";
import { useUiStore, useUiStoreApi } from "@/lib/client/ui-store";
import { useCurrentPath } from "@/lib/client/use-current-path";
import { loginRedirectPath } from "@/lib/session/route-rules";
import styles from "./header.module.css";

/** accounts §9: "cart badge cap (value not shown)": 99, like the line quantity cap. */
const CART_BADGE_CAP = 99;

export function useIsMember(serverKind: "visitor" | "member" | undefined): boolean {
  const liveKind = useUiStore((state) => state.session.kind);
  return (liveKind ?? serverKind) === "member";
}

export function AccountLink(props: { serverKind: "visitor" | "member" | undefined }) {
  const t = useTranslations("header");
  const isMember = useIsMember(props.serverKind);
  const { pathname, search } = useCurrentPath();
  if (isMember) {
    return (
      <Link
        href="/user"
        className={styles.iconLink}
        aria-label={t("account")}
        data-testid="account-link"
      >
        <PersonIcon />
      </Link>
    );
  }
  const href = loginRedirectPath(pathname, search);
  return (
    <Link
      href={href}
      className={styles.iconLink}
      aria-label={t("login")}
      data-testid="account-link"
      onClick={(event) => {
        // "or the page reloads if already on login"
        if (pathname === "/login") {
          event.preventDefault();
          window.location.reload();
        }
      }}
    >
      <PersonIcon />
    </Link>
  );
}

export function LogoutLink(props: {
  serverKind: "visitor" | "member" | undefined;
  className?: string;
}) {
  const t = useTranslations();
  const isMember = useIsMember(props.serverKind);
  const client = useApolloClient();
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

export function StaffBadge(props: { serverIsStaff: boolean }) {
  const t = useTranslations("header");
  const isStaff = useUiStore((state) => state.session.isStaff) ?? props.serverIsStaff;
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
  return (
    <Link href="/cart" className={styles.iconLink} aria-label={t("cart")}>
      <BagIcon />
      {count > 0 && (
        <span className={styles.badge} data-testid="cart-count">
          {count > CART_BADGE_CAP ? `${CART_BADGE_CAP}+` : count}
        </span>
      )}
    </Link>
  );
}

export function PersonIcon() {
  return (
    <svg
      width="22"
      height="22"
      viewBox="0 0 24 24"
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
    >
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21c0-4 3.6-7 8-7s8 3 8 7" />
    </svg>
  );
}

export function BagIcon() {
  return (
    <svg
      width="22"
      height="22"
      viewBox="0 0 24 24"
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
    >
      <path d="M5 8h14l-1 13H6L5 8z" />
      <path d="M9 8V6a3 3 0 0 1 6 0v2" />
    </svg>
  );
}

export function SearchIcon() {
  return (
    <svg
      width="20"
      height="20"
      viewBox="0 0 24 24"
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      <circle cx="11" cy="11" r="7" />
      <path d="M20 20l-4-4" />
    </svg>
  );
}
