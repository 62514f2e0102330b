"use client";
/**
 * The mobile header's drawer (accounts §2 Header mobile): account panel
 * (mobile-account-panel.tsx: login and register for visitors; greeting, account pages and
 * logout for members), the guest order
 * lookup, links to the other language, and a drill-down menu with a back button and expandable
 * sub-items: it drills into an item whose children have children, and expands one whose
 * children are links, so every level of the menu (up to 4) is reachable. The drawer is modal: focus moves in, Tab stays in, Escape closes, and focus
 * returns to the button that opened it. It closes on any route change and when the window
 * grows to the desktop layout.
 */
import { useTranslations } from "next-intl";
import { usePathname } from "next/navigation";
import { useEffect, useRef, useState, type KeyboardEvent } from "react";
import { OrderLookupButton } from "@/components/orders/order-lookup-entry";
import { LOCALES, type Locale } from "@/lib/domain/locales";
import { ChevronIcon, CloseIcon, MenuIcon } from "./icons";
import { LanguageSwitch } from "./language-switch";
import { MobileAccountPanel } from "./mobile-account-panel";
import { drillsDown, type NavItem } from "./nav-helpers";
import { NavLink } from "./nav-link";
import { useCompactLayoutChange } from "./use-media-query";
import styles from "./mobile-menu.module.css";

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), [tabindex]:not([tabindex="-1"])';

export function MobileMenu(props: { locale: Locale; items: NavItem[] }) {
  const t = useTranslations("header");
  const pathname = usePathname();
  const [open, setOpen] = useState(false);
  const [trail, setTrail] = useState<NavItem[]>([]);
  const [expanded, setExpanded] = useState<number | null>(null);
  const menuButton = useRef<HTMLButtonElement>(null);
  const drawer = useRef<HTMLElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const backButton = useRef<HTMLButtonElement>(null);
  // Where focus goes after a drill-down step: the back button, or the row we came back to.
  const focusAfterStep = useRef<"back" | number | null>(null);

  const reset = () => {
    setOpen(false);
    setTrail([]);
    setExpanded(null);
  };
  // Close on any route change (state adjusted in render) or on growing to desktop.
  const [shownPath, setShownPath] = useState(pathname);
  if (shownPath !== pathname) {
    setShownPath(pathname);
    reset();
  }
  useCompactLayoutChange(open, (compact) => {
    if (!compact) reset();
  });

  const close = () => {
    setOpen(false);
    menuButton.current?.focus();
  };

  useEffect(() => {
    if (!open) return;
    closeButton.current?.focus();
    // The page behind a modal drawer must not scroll under the finger.
    const previous = document.body.style.overflow;
    document.body.style.overflow = "hidden";
    return () => {
      document.body.style.overflow = previous;
    };
  }, [open]);

  useEffect(() => {
    const target = focusAfterStep.current;
    focusAfterStep.current = null;
    if (target === "back") backButton.current?.focus();
    else if (target !== null) {
      const rows = drawer.current?.querySelectorAll<HTMLElement>("[data-row]") ?? [];
      [...rows].find((row) => row.dataset.row === String(target))?.focus();
    }
  }, [trail]);

  const onDrawerKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === "Escape") {
      event.stopPropagation();
      close();
      return;
    }
    if (event.key !== "Tab" || !drawer.current) return;
    const focusable = [...drawer.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = focusable[0];
    const last = focusable.at(-1);
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first?.focus();
    }
  };

  const level = trail.at(-1);
  const items = level ? (level.children ?? []) : props.items;

  const drillInto = (item: NavItem) => {
    focusAfterStep.current = "back";
    setExpanded(null);
    setTrail([...trail, item]);
  };
  const goBack = () => {
    const parentItems = trail.length > 1 ? (trail.at(-2)?.children ?? []) : props.items;
    focusAfterStep.current = level ? parentItems.indexOf(level) : null;
    setExpanded(null);
    setTrail(trail.slice(0, -1));
  };

  return (
    <div className="mobile-only">
      <button
        ref={menuButton}
        type="button"
        className={styles.iconButton}
        aria-label={t("menu")}
        aria-expanded={open}
        aria-haspopup="dialog"
        data-testid="mobile-menu-button"
        onClick={() => setOpen(!open)}
      >
        <MenuIcon />
      </button>

      {open && (
        <>
          <div className={styles.backdrop} onClick={close} aria-hidden="true" />
          <aside
            ref={drawer}
            className={styles.drawer}
            role="dialog"
            aria-modal="true"
            aria-label={t("menu")}
            data-testid="mobile-drawer"
            onKeyDown={onDrawerKeyDown}
          >
            <div className={styles.drawerHeader}>
              {level ? (
                <button
                  ref={backButton}
                  type="button"
                  className={styles.backButton}
                  onClick={goBack}
                >
                  <ChevronIcon direction="left" /> {t("back")}
                </button>
              ) : (
                <span className={styles.drawerTitle}>{t("menu")}</span>
              )}
              <button
                ref={closeButton}
                type="button"
                className={styles.iconButton}
                aria-label={t("close")}
                onClick={close}
              >
                <CloseIcon />
              </button>
            </div>

            {!level && (
              <MobileAccountPanel>
                <OrderLookupButton className={styles.linkButton} onOpen={() => setOpen(false)} />
                {LOCALES.filter((locale) => locale !== props.locale).map((locale) => (
                  <LanguageSwitch
                    key={locale}
                    locale={props.locale}
                    className={styles.linkButton}
                  />
                ))}
              </MobileAccountPanel>
            )}

            <nav aria-label={level ? level.name : t("menu")}>
              {level?.href && (
                <NavLink item={level} className={styles.shopAll}>
                  {t("shopAll", { name: level.name })}
                </NavLink>
              )}
              <ul className={styles.menuList}>
                {items.map((item, index) => (
                  <li key={index}>
                    {!item.children?.length ? (
                      <NavLink item={item} className={styles.menuRow} />
                    ) : drillsDown(item) || !level ? (
                      <button
                        type="button"
                        className={styles.menuRow}
                        data-row={index}
                        onClick={() => drillInto(item)}
                      >
                        {item.name}
                        <ChevronIcon direction="right" />
                      </button>
                    ) : (
                      <>
                        <button
                          type="button"
                          className={styles.menuRow}
                          aria-expanded={expanded === index}
                          onClick={() => setExpanded(expanded === index ? null : index)}
                        >
                          {item.name}
                          <span aria-hidden="true">{expanded === index ? "−" : "+"}</span>
                        </button>
                        {expanded === index && (
                          <ul className={styles.subList}>
                            {item.href && (
                              <li>
                                <NavLink item={item}>{t("shopAll", { name: item.name })}</NavLink>
                              </li>
                            )}
                            {item.children.map((child, row) => (
                              <li key={row}>
                                <NavLink item={child} />
                              </li>
                            ))}
                          </ul>
                        )}
                      </>
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
