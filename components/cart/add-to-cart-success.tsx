"use client";
/**
 * The add-to-cart success modal (accounts §2 Shared layout: "mobile only, closable, with a
 * view-cart button"; shopping §3 Cart state showAddCartSuccess). Rendered once by the layout
 * and opened through the UI store. Modal like the mobile drawer: focus moves in, Escape and
 * the backdrop close it, focus returns where it was; a route change closes it too.
 */
import { useTranslations } from "next-intl";
import { usePathname, useRouter } from "next/navigation";
import { useEffect, useRef } from "react";
import { CloseIcon } from "@/components/layout/icons";
import { useUiStore } from "@/lib/client/ui-store";
import styles from "./add-to-cart-success.module.css";

export function AddToCartSuccess() {
  const t = useTranslations("addToCartSuccess");
  const router = useRouter();
  const pathname = usePathname();
  const open = useUiStore((state) => state.showAddCartSuccess);
  const setOpen = useUiStore((state) => state.setShowAddCartSuccess);
  const viewButton = useRef<HTMLButtonElement>(null);

  useEffect(() => setOpen(false), [pathname, setOpen]);

  useEffect(() => {
    if (!open) return;
    const previous = document.activeElement as HTMLElement | null;
    viewButton.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") setOpen(false);
    };
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("keydown", onKey);
      previous?.focus();
    };
  }, [open, setOpen]);

  if (!open) return null;
  return (
    <>
      <div className={styles.backdrop} aria-hidden="true" onClick={() => setOpen(false)} />
      <div
        className={styles.dialog}
        role="dialog"
        aria-modal="true"
        aria-labelledby="add-to-cart-success-title"
        data-testid="add-to-cart-success"
      >
        <button
          type="button"
          className={styles.close}
          aria-label={t("close")}
          onClick={() => setOpen(false)}
        >
          <CloseIcon />
        </button>
        <p id="add-to-cart-success-title" className={styles.title}>
          {t("title")}
        </p>
        <div className={styles.actions}>
          <button
            ref={viewButton}
            type="button"
            className={styles.primary}
            onClick={() => {
              setOpen(false);
              router.push("/cart");
            }}
          >
            {t("viewCart")}
          </button>
          <button type="button" className={styles.secondary} onClick={() => setOpen(false)}>
            {t("continue")}
          </button>
        </div>
      </div>
    </>
  );
}
