"use client";
/**
 * The facet panel's frame: beside the list on wide screens, a drawer behind a "Filter" button
 * on small ones (closed by its button, Escape or choosing a filter, which navigates).
 */
import { useTranslations } from "next-intl";
import { useState, type ReactNode } from "react";
import styles from "./product-list.module.css";

export function FacetDrawer(props: { label: string; title: string; children: ReactNode }) {
  const t = useTranslations("header");
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className={styles.filterButton}
        aria-expanded={open}
        aria-controls="list-facets"
        onClick={() => setOpen(true)}
      >
        {props.label}
      </button>
      <aside
        id="list-facets"
        className={`${styles.facets} ${open ? styles.facetsOpen : ""}`}
        aria-label={props.title}
        onKeyDown={(event) => {
          if (event.key === "Escape") setOpen(false);
        }}
      >
        <button type="button" className={styles.drawerClose} onClick={() => setOpen(false)}>
          {t("close")}
        </button>
        {props.children}
      </aside>
    </>
  );
}
