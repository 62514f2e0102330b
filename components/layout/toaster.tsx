"use client";
/**
 * The toast (accounts §9: "Toast default 2000 ms, 5000 ms on two cart errors. Only one
 * toast at a time; statuses default, success, error, old-error"). The store keeps one
 * toast and a new one replaces it; this renders it and hides it after its own duration.
 * The live region stays mounted so screen readers hear each new message. A toast may offer one
 * link ("View bag"), the only part of the region that takes the pointer.
 */
import { useEffect } from "react";
import { useUiStore } from "@/lib/client/ui-store";
import styles from "./overlays.module.css";
import { ShopLink } from "./shop-link";

export function Toaster() {
  const toast = useUiStore((state) => state.toast);
  const hideToast = useUiStore((state) => state.hideToast);

  useEffect(() => {
    if (!toast) return;
    const timer = window.setTimeout(() => hideToast(toast.id), toast.durationMs);
    return () => window.clearTimeout(timer);
  }, [toast, hideToast]);

  return (
    <div className={styles.toastRegion} role="status" aria-live="polite" aria-atomic="true">
      {toast && (
        <div key={toast.id} className={styles.toast} data-status={toast.status} data-testid="toast">
          {toast.message}
          {toast.link ? (
            <>
              {" "}
              <ShopLink href={toast.link.href} className={styles.toastLink}>
                {toast.link.label}
              </ShopLink>
            </>
          ) : null}
        </div>
      )}
    </div>
  );
}
