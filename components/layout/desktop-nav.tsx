"use client";
/**
 * Desktop category navigation (accounts §2 Header desktop): level 1 in the bar, a mega-menu
 * panel with level-2 columns and level-3 links. Pointer hover opens a panel; for keyboard
 * and touch, the chevron beside each level-1 link is a disclosure button (aria-expanded),
 * so Tab walks the bar without wading through every closed panel. Escape, leaving the
 * item and any route change close it.
 */
import { useTranslations } from "next-intl";
import Link from "next/link";
import { usePathname } from "next/navigation";
import { useId, useRef, useState, type FocusEvent, type KeyboardEvent } from "react";
import { ChevronIcon } from "./icons";
import { categoryHref, type MenuCategory } from "./nav-helpers";
import styles from "./header.module.css";

/** "Extra spacing applies after the 5th column." */
const COLUMNS_BEFORE_EXTRA_SPACE = 5;

export function DesktopNav(props: { categories: MenuCategory[]; label: string }) {
  const t = useTranslations("header");
  const pathname = usePathname();
  const idPrefix = useId();
  const [open, setOpen] = useState<string | null>(null);
  const toggles = useRef(new Map<string, HTMLButtonElement>());

  const [shownPath, setShownPath] = useState(pathname);
  if (shownPath !== pathname) {
    setShownPath(pathname);
    setOpen(null);
  }

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== "Escape" || open === null) return;
    toggles.current.get(open)?.focus();
    setOpen(null);
  };

  return (
    <nav
      aria-label={props.label}
      className={`${styles.desktopNav} desktop-only`}
      onKeyDown={onKeyDown}
    >
      <ul className={styles.navList}>
        {props.categories.map((level1) => {
          const hasPanel = (level1.children?.length ?? 0) > 0;
          const isOpen = open === level1.path;
          const panelId = `${idPrefix}-${level1.code}`;
          const closeWhenFocusLeaves = (event: FocusEvent<HTMLLIElement>) => {
            if (!event.currentTarget.contains(event.relatedTarget as Node | null)) {
              setOpen((current) => (current === level1.path ? null : current));
            }
          };
          return (
            <li
              key={level1.path}
              className={styles.navItem}
              data-open={isOpen}
              onMouseEnter={() => setOpen(hasPanel ? level1.path : null)}
              onMouseLeave={() => setOpen((current) => (current === level1.path ? null : current))}
              onBlur={closeWhenFocusLeaves}
            >
              <Link prefetch={false} href={categoryHref(level1)} className={styles.navLink}>
                {level1.navFrontName}
              </Link>
              {hasPanel && (
                <>
                  <button
                    type="button"
                    ref={(node) => {
                      if (node) toggles.current.set(level1.path, node);
                      else toggles.current.delete(level1.path);
                    }}
                    className={styles.navToggle}
                    aria-expanded={isOpen}
                    aria-controls={panelId}
                    aria-label={t("showSubmenu", { name: level1.navFrontName })}
                    onClick={(event) =>
                      // A pointer click lands on a panel hover already opened (or a tap's
                      // emulated hover did): keep it. Keys (detail 0) toggle it.
                      setOpen(isOpen && event.detail === 0 ? null : level1.path)
                    }
                  >
                    <ChevronIcon direction="down" />
                  </button>
                  <div id={panelId} className={styles.megaMenu} hidden={!isOpen}>
                    <div className={styles.megaColumns}>
                      {level1.children?.map((level2, index) => (
                        <div
                          key={level2.path}
                          className={
                            index === COLUMNS_BEFORE_EXTRA_SPACE
                              ? `${styles.megaColumn} ${styles.afterFifth}`
                              : styles.megaColumn
                          }
                        >
                          <Link
                            prefetch={false}
                            href={categoryHref(level2)}
                            className={styles.megaHeading}
                          >
                            {level2.navFrontName}
                          </Link>
                          {(level2.children?.length ?? 0) > 0 && (
                            <ul>
                              {level2.children?.map((level3) => (
                                <li key={level3.path}>
                                  <Link prefetch={false} href={categoryHref(level3)}>
                                    {level3.navFrontName}
                                  </Link>
                                </li>
                              ))}
                            </ul>
                          )}
                        </div>
                      ))}
                    </div>
                  </div>
                </>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
