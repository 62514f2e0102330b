"use client";
/**
 * Desktop category navigation (accounts §2 Header desktop): level 1 in the bar, a mega-menu
 * panel with level-2 columns and level-3 links. Pointer hover opens a panel; for keyboard
 * and touch, the chevron beside each level-1 link is a disclosure button (aria-expanded),
 * so Tab walks the bar without wading through every closed panel. Escape, leaving the
 * item and any route change close it.
 */
import { useTranslations } from "next-intl";
import { usePathname } from "next/navigation";
import { useId, useRef, useState, type FocusEvent, type KeyboardEvent } from "react";
import { ChevronIcon } from "./icons";
import type { NavItem } from "./nav-helpers";
import { NavLink } from "./nav-link";
import styles from "./header.module.css";

/** "Extra spacing applies after the 5th column." */
const COLUMNS_BEFORE_EXTRA_SPACE = 5;

export function DesktopNav(props: { items: NavItem[]; label: string }) {
  const t = useTranslations("header");
  const pathname = usePathname();
  const idPrefix = useId();
  const [open, setOpen] = useState<number | null>(null);
  const toggles = useRef(new Map<number, HTMLButtonElement>());

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
        {props.items.map((level1, index) => {
          const hasPanel = (level1.children?.length ?? 0) > 0;
          const isOpen = open === index;
          const panelId = `${idPrefix}-${index}`;
          const closeWhenFocusLeaves = (event: FocusEvent<HTMLLIElement>) => {
            if (!event.currentTarget.contains(event.relatedTarget as Node | null)) {
              setOpen((current) => (current === index ? null : current));
            }
          };
          return (
            <li
              key={index}
              className={styles.navItem}
              data-open={isOpen}
              onMouseEnter={() => setOpen(hasPanel ? index : null)}
              onMouseLeave={() => setOpen((current) => (current === index ? null : current))}
              onBlur={closeWhenFocusLeaves}
            >
              <NavLink
                item={level1}
                className={styles.navLink}
                style={level1.colour ? { color: level1.colour } : undefined}
              />
              {hasPanel && (
                <>
                  <button
                    type="button"
                    ref={(node) => {
                      if (node) toggles.current.set(index, node);
                      else toggles.current.delete(index);
                    }}
                    className={styles.navToggle}
                    aria-expanded={isOpen}
                    aria-controls={panelId}
                    aria-label={t("showSubmenu", { name: level1.name })}
                    onClick={(event) =>
                      // A pointer click lands on a panel hover already opened (or a tap's
                      // emulated hover did): keep it. Keys (detail 0) toggle it.
                      setOpen(isOpen && event.detail === 0 ? null : index)
                    }
                  >
                    <ChevronIcon direction="down" />
                  </button>
                  <div id={panelId} className={styles.megaMenu} hidden={!isOpen}>
                    <div className={styles.megaColumns}>
                      {level1.children?.map((level2, column) => (
                        <div
                          key={column}
                          className={
                            column === COLUMNS_BEFORE_EXTRA_SPACE
                              ? `${styles.megaColumn} ${styles.afterFifth}`
                              : styles.megaColumn
                          }
                        >
                          <NavLink item={level2} className={styles.megaHeading} />
                          {(level2.children?.length ?? 0) > 0 && (
                            <ul>
                              {level2.children?.map((level3, row) => (
                                <li key={row}>
                                  <NavLink item={level3} />
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
