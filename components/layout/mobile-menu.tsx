"use client";
/**
 * The mobile header's drawer and search overlay (accounts §2 Header mobile): account panel
 * (login and register for visitors; logout and my account for members), links to the
 * other language, and a drill-down category menu with a back button and expandable
 * sub-items. Closes on any route change.
 */
import { useTranslations } from "next-intl";
import Link from "next/link";
import { usePathname } from "next/navigation";
import { useState } from "react";
import { switchLanguage } from "@/lib/client/language";
import { LOCALES, type Locale } from "@/lib/domain/spec-constants";
import type { CategoryData } from "@/lib/graphql/operations/catalog";
import { LogoutLink, SearchIcon, useIsMember } from "./header-actions";
import { categoryHref } from "./desktop-nav";
import { SearchForm } from "./search-form";
import styles from "./mobile-menu.module.css";

const LANGUAGE_NAMES: Record<Locale, string> = { en: "English", zh: "中文" };

export function MobileMenu(props: {
  locale: Locale;
  categories: CategoryData[];
  serverKind: "visitor" | "member" | undefined;
}) {
  const t = useTranslations("header");
  const pathname = usePathname();
  const isMember = useIsMember(props.serverKind);
  const [open, setOpen] = useState<"menu" | "search" | null>(null);
  const [trail, setTrail] = useState<CategoryData[]>([]);
  const [expanded, setExpanded] = useState<string | null>(null);

  // Close on any route change (adjusting state during render, not in an effect).
  const [shownPath, setShownPath] = useState(pathname);
  if (shownPath !== pathname) {
    setShownPath(pathname);
    setOpen(null);
    setTrail([]);
  }

  const level = trail.at(-1);
  const items = level ? level.children : props.categories;

  return (
    <div className={`${styles.mobileActions} mobile-only`}>
      <button
        type="button"
        className={styles.iconButton}
        aria-label={t("search")}
        onClick={() => setOpen(open === "search" ? null : "search")}
      >
        <SearchIcon />
      </button>
      <button
        type="button"
        className={styles.iconButton}
        aria-label={t("menu")}
        aria-expanded={open === "menu"}
        data-testid="mobile-menu-button"
        onClick={() => setOpen(open === "menu" ? null : "menu")}
      >
        <svg
          width="24"
          height="24"
          viewBox="0 0 24 24"
          aria-hidden="true"
          stroke="currentColor"
          strokeWidth="2"
        >
          <path d="M3 6h18M3 12h18M3 18h18" />
        </svg>
      </button>

      {open === "search" && (
        <div className={styles.searchOverlay} role="dialog" aria-label={t("search")}>
          <SearchForm autoFocus onDone={() => setOpen(null)} />
          <button type="button" className={styles.closeText} onClick={() => setOpen(null)}>
            {t("close")}
          </button>
        </div>
      )}

      {open === "menu" && (
        <>
          <div className={styles.backdrop} onClick={() => setOpen(null)} aria-hidden="true" />
          <aside
            className={styles.drawer}
            role="dialog"
            aria-modal="true"
            aria-label={t("menu")}
            data-testid="mobile-drawer"
          >
            <div className={styles.drawerHeader}>
              {level ? (
                <button
                  type="button"
                  className={styles.backButton}
                  onClick={() => setTrail(trail.slice(0, -1))}
                >
                  ‹ {t("back")}
                </button>
              ) : (
                <span />
              )}
              <button
                type="button"
                className={styles.iconButton}
                aria-label={t("close")}
                onClick={() => setOpen(null)}
              >
                ×
              </button>
            </div>

            {!level && (
              <div className={styles.accountPanel}>
                {isMember ? (
                  <>
                    <Link href="/user">{t("account")}</Link>
                    <LogoutLink serverKind={props.serverKind} className={styles.linkButton} />
                  </>
                ) : (
                  <>
                    <Link href="/login">{t("login")}</Link>
                    <Link href="/register">{t("register")}</Link>
                  </>
                )}
                {LOCALES.filter((locale) => locale !== props.locale).map((locale) => (
                  <button
                    key={locale}
                    type="button"
                    className={styles.linkButton}
                    lang={locale === "zh" ? "zh-Hant-HK" : "en"}
                    onClick={() => switchLanguage(locale)}
                  >
                    {LANGUAGE_NAMES[locale]}
                  </button>
                ))}
              </div>
            )}

            <nav aria-label={t("menu")}>
              {level && (
                <Link href={categoryHref(level)} className={styles.shopAll}>
                  {t("shopAll", { name: level.navFrontName })}
                </Link>
              )}
              <ul className={styles.menuList}>
                {items.map((item) => (
                  <li key={item.path}>
                    {item.children.length === 0 ? (
                      <Link href={categoryHref(item)} className={styles.menuRow}>
                        {item.navFrontName}
                      </Link>
                    ) : level ? (
                      <>
                        <button
                          type="button"
                          className={styles.menuRow}
                          aria-expanded={expanded === item.path}
                          onClick={() => setExpanded(expanded === item.path ? null : item.path)}
                        >
                          {item.navFrontName}{" "}
                          <span aria-hidden="true">{expanded === item.path ? "−" : "+"}</span>
                        </button>
                        {expanded === item.path && (
                          <ul className={styles.subList}>
                            <li>
                              <Link href={categoryHref(item)}>
                                {t("shopAll", { name: item.navFrontName })}
                              </Link>
                            </li>
                            {item.children.map((child) => (
                              <li key={child.path}>
                                <Link href={categoryHref(child)}>{child.navFrontName}</Link>
                              </li>
                            ))}
                          </ul>
                        )}
                      </>
                    ) : (
                      <button
                        type="button"
                        className={styles.menuRow}
                        onClick={() => setTrail([...trail, item])}
                      >
                        {item.navFrontName} <span aria-hidden="true">›</span>
                      </button>
                    )}
                  </li>
                ))}
              </ul>
            </nav>
          </aside>
        </>
      )}
    </div>
  );
}
