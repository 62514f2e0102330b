/**
 * Desktop category navigation (accounts §2 Header desktop): level 1 in the bar, a mega-menu
 * panel with level-2 columns and level-3 links on hover or keyboard focus. Pure CSS, so it
 * works before any script runs.
 */
import Link from "next/link";
import type { CategoryData } from "@/lib/graphql/operations/catalog";
import styles from "./header.module.css";

export function categoryHref(category: CategoryData): string {
  return `/products/${category.path}`;
}

export function DesktopNav(props: { categories: CategoryData[]; label: string }) {
  return (
    <nav aria-label={props.label} className={`${styles.desktopNav} desktop-only`}>
      <ul className={styles.navList}>
        {props.categories.map((level1) => (
          <li key={level1.path} className={styles.navItem}>
            <Link href={categoryHref(level1)} className={styles.navLink}>
              {level1.navFrontName}
            </Link>
            {level1.children.length > 0 && (
              <div className={styles.megaMenu}>
                <div className={styles.megaColumns}>
                  {level1.children.map((level2, index) => (
                    <div
                      key={level2.path}
                      className={
                        index === 5
                          ? `${styles.megaColumn} ${styles.afterFifth}`
                          : styles.megaColumn
                      }
                    >
                      <Link href={categoryHref(level2)} className={styles.megaHeading}>
                        {level2.navFrontName}
                      </Link>
                      <ul>
                        {level2.children.map((level3) => (
                          <li key={level3.path}>
                            <Link href={categoryHref(level3)}>{level3.navFrontName}</Link>
                          </li>
                        ))}
                      </ul>
                    </div>
                  ))}
                </div>
              </div>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
